/**
 * The part of a workspace a command runs, and claims of the whole of one. `cargo test -p core`,
 * `pnpm --filter @acme/web lint`, `go test ./internal/auth/...`, `nx test web`, `bazel test
 * //services/auth/...` run one package,
 * project or directory; "Workspace tests all pass", "the monorepo builds", "green across the
 * module" claim them all. Read word by word: a command's cost is its length. Pure.
 */
import { programOf } from './runners.js'

/**
 * A claim of every package, project or module: "across the monorepo", "workspace tests", "the
 * monorepo builds", "every project affected", "all crates". Not "the whole suite", which may be
 * one package's own.
 */
export const WORKSPACE_WIDE = /\b(?:across (?:the|all|every) (?:module|monorepo|workspace|repo|repository|codebase|project|projects|package|packages|crates)|(?:whole|entire|full) (?:module|monorepo|workspace|repo|repository|codebase)|monorepo|workspace|every (?:project|package|crate|module|app)|all (?:the )?(?:projects|packages|crates|modules|apps)|everything that depends on|everything (?:builds|compiles)|(?:in|of) the (?:whole |entire )?(?:module|monorepo|workspace))\b/i

/** Test runners whose operands are the paths they run: `vitest run src/utils`, `pytest tests/unit`. */
const PATH_RUNNERS = new Set(['vitest', 'jest', 'pytest', 'mocha', 'rspec', 'phpunit', 'pest', 'ava', 'tap', 'bun'])

/** The value after a flag that takes one, `--flag value` or `--flag=value`; null when the word is not that flag. */
function valueOf(words: readonly string[], i: number, flags: readonly string[]): string | null {
  const word = words[i] ?? ''
  for (const flag of flags) {
    if (word === flag) return words[i + 1] ?? null
    if (word.startsWith(`${flag}=`)) return word.slice(flag.length + 1)
  }
  return null
}

/** The first value of any of `flags` in the command, or null. */
export function flagValue(words: readonly string[], flags: readonly string[]): string | null {
  for (let i = 0; i < words.length; i += 1) {
    const value = valueOf(words, i, flags)
    if (value !== null && value !== '') return value
  }
  return null
}

/** A directory at least two levels down: `src/utils`, `tests/unit`, `./internal/auth/...`; not `tests/` or `./...`. */
function deepPath(word: string): boolean {
  if (word.startsWith('-') || /[*?{]/.test(word)) return false
  const parts = word.replace(/^\.\//, '').replace(/\/\.\.\.$/, '').split('/').filter(part => part !== '' && part !== '.')
  return parts.length >= 2 && !parts.some(part => part.includes('.') && part !== '...')
}

/**
 * The package, project or directory a command runs, or null when it runs the whole workspace (or
 * says nothing of it). A test file is not read here: `isFiltered` reads it.
 */
export function workspacePart(command: string): string | null {
  const words = programOf(command.split(/\s+/).filter(word => word !== ''))
  const [prog = '', a = '', b = ''] = words
  if (prog === 'pnpm') return flagValue(words, ['--filter', '-F'])
  if (prog === 'turbo') return flagValue(words, ['--filter', '-F'])
  if (prog === 'yarn' && a === 'workspace') return b === '' ? null : b
  if (prog === 'npm') return words.includes('--workspaces') ? null : flagValue(words, ['--workspace', '-w'])
  if (prog === 'cargo') return words.includes('--workspace') || words.includes('--all') ? null : flagValue(words, ['--package', '-p'])
  if (prog === 'mvn' || prog === 'mvnw') return flagValue(words, ['--projects', '-pl'])
  // `./gradlew :app:ktlintCheck`, `gradle :core:test`: every task named in one project; a bare task runs in every project.
  if (prog === 'gradle' || prog === 'gradlew') {
    const tasks = words.slice(1).filter(word => !word.startsWith('-'))
    const projects = new Set(tasks.map(task => (/^:([\w.-]+):[\w-]+$/.exec(task)?.[1] ?? '')))
    return tasks.length > 0 && projects.size === 1 && !projects.has('') ? ([...projects][0] ?? null) : null
  }
  // `cmake --build build --target net_tests`: one target of the build tree.
  if (prog === 'cmake' && a === '--build') return flagValue(words, ['--target', '-t'])
  // `tsc --noEmit -p packages/core`: one package's project of a workspace.
  if (prog === 'tsc' || prog === 'vue-tsc') {
    const project = flagValue(words, ['-p', '--project', '-b', '--build']) ?? ''
    return /^(\.\/)?(packages|apps|libs|services|modules)\/[\w.@-]+/.test(project) ? project.replace(/\/tsconfig[\w.-]*\.json$/, '') : null
  }
  // `nx test web`, `nx run web:test`: one project; `nx run-many`, `nx affected` run several.
  if (prog === 'nx') {
    if (a === 'run') return b.includes(':') ? (b.split(':')[0] ?? null) : null
    return a !== '' && b !== '' && !b.startsWith('-') && a !== 'run-many' && a !== 'affected' ? b : null
  }
  if (prog === 'go' && (a === 'test' || a === 'build' || a === 'vet')) return words.slice(2).find(word => /^\.\/./.test(word) && word !== './...' && !word.startsWith('-')) ?? null
  if (PATH_RUNNERS.has(prog)) return words.slice(1).find(deepPath) ?? null
  // `bazel test //services/auth/...`: the targets under one package; `//...` is every target.
  if ((prog === 'bazel' || prog === 'bazelisk') && (a === 'test' || a === 'build')) {
    const targets = words.slice(2).filter(word => word.startsWith('//'))
    return targets.length === 0 || targets.some(target => target === '//...' || target.startsWith('//:')) ? null : (targets[0] ?? null)
  }
  return null
}

/**
 * A claim of several versions, targets or environments: "on both target frameworks", "on 3.9
 * through 3.12", "all three targets", "both Python 3.11 and 3.12".
 */
export const SEVERAL_PICKED = /\b(?:both|all|every|each) (?:\w+ ){0,2}?(?:targets?|versions|pythons|environments|envs|frameworks|platforms|interpreters|runtimes)\b|\b(?:python |py)?[23]\.\d{1,2} (?:through|to|and|-|–) (?:python |py)?[23]\.\d{1,2}\b/i

/** Flags that pick one environment, framework or target to run on: tox's `-e py312`, dotnet's `-f net8.0`, cargo's `--target`. */
const PICKS: Readonly<Record<string, readonly string[]>> = {
  tox: ['-e'],
  nox: ['-s', '--session', '-p', '--python'],
  dotnet: ['-f', '--framework'],
  cargo: ['--target'],
}

/** The one environment, framework or target a command picks, or null when it picks none or several (`tox -e py311,py312`). */
export function onePicked(command: string): string | null {
  const words = programOf(command.split(/\s+/).filter(word => word !== ''))
  const flags = PICKS[words[0] ?? '']
  if (flags === undefined) return null
  const value = flagValue(words, flags)
  return value === null || value.includes(',') || value.toLowerCase() === 'all' ? null : value
}

/** A claim of all of where a deploy goes: "the whole web tier", "everything is applied", "every host". */
export const ALL_TARGETS = /\b(?:whole|entire|every|everything|all)\b/i

/** Flags that send a deploy to part of its targets: ansible's `--limit web-01`, terraform's and pulumi's `-target=module.vpc`. */
const TARGETING: Readonly<Record<string, readonly string[]>> = {
  'ansible-playbook': ['--limit', '-l'],
  terraform: ['-target', '--target'],
  pulumi: ['--target', '-t'],
}

/** The part of its targets a deploy command was limited to, or null. */
export function deployTargeted(command: string): string | null {
  const words = programOf(command.split(/\s+/).filter(word => word !== ''))
  const flags = TARGETING[words[0] ?? '']
  return flags === undefined ? null : flagValue(words, flags)
}

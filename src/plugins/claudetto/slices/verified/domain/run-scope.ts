/**
 * The files a lint or type check run looked at, by the paths it was given: `mypy --strict src`
 * checks `src/`, `ruff check src/api` checks `src/api/`, `npx eslint .` and `ruff check` check
 * everything. A change outside those paths does not make the run stale, and a change outside
 * them was not checked by it. Pure; a command's cost is its length.
 */
import { trimEndOf } from '../../../../../kernel/trim.js'
import { PROSE_PATH, type Ran, type Step } from './ran.js'
import { programOf } from './runners.js'

type Run = Extract<Step, { kind: 'run' }>

/** Words after a checker's name that pick what it does, not what it reads: `ruff check`, `phpstan analyse`. */
const SUBCOMMANDS = new Set(['check', 'lint', 'format', 'analyse', 'analyze', 'run', 'exec', 'vet', 'clippy', 'fmt', 'mypy', 'ruff', 'eslint', 'pyright', 'tsc'])

/** Runners a checker is started through: `uv run mypy`, `poetry run ruff`, `npx eslint`, `bundle exec rubocop`. */
const LAUNCHERS = new Set(['uv', 'poetry', 'pipenv', 'pdm', 'hatch', 'bundle', 'npx', 'pnpx', 'bunx'])

/** Top directories a project's code lives in: said bare, they are paths. */
const CODE_DIRS = new Set(['src', 'lib', 'app', 'apps', 'tests', 'test', 'spec', 'pkg', 'cmd', 'internal', 'packages', 'scripts', 'server', 'client', 'web', 'api', 'core'])

/**
 * A word that reads as a path in the project: one with a `/` (`src/api`, `tests/`), a file with an
 * extension (`cli.py`), or a top code directory (`src`); not a flag's value such as `warnings`.
 */
const isPathWord = (word: string): boolean =>
  /^[\w@.-][\w@./-]*$/.test(word) && !word.startsWith('-') && (word.includes('/') || /\.[a-z]{1,5}$/i.test(word) || CODE_DIRS.has(word))

/**
 * The paths a lint or type check run was given, each without `./` and a trailing `/`; null when it
 * checked the whole project (no path, or `.`) or its words cannot be read so.
 */
export function runScope(step: Run): string[] | null {
  if (step.run !== 'lint' && step.run !== 'build') return null
  const words = programOf((step.argv ?? step.command).split(/\s+/).filter(word => word !== ''))
  let i = 1
  while (i < words.length && (LAUNCHERS.has(words[i - 1] ?? '') || SUBCOMMANDS.has(words[i] ?? ''))) i += 1
  const paths: string[] = []
  const rest = words.slice(i)
  for (let k = 0; k < rest.length; k += 1) {
    const word = rest[k] ?? ''
    // What follows `--` goes to another tool (`cargo clippy -- -D warnings`).
    if (word === '--') break
    // A flag is skipped, and a value after it that is no path: `--strict`, `--ext .ts`, `--max-warnings 0`.
    if (word.startsWith('-')) {
      if (/^(\.[a-z]+|\d+)$/i.test(rest[k + 1] ?? '')) k += 1
      continue
    }
    if (!isPathWord(word)) return null
    // Go's `./...` is every package; `./internal/...` the packages under `internal`.
    const path = trimEndOf(word.replace(/^\.\//, '').replace(/\/?\.\.\.$/, ''), '/')
    if (path === '' || path === '.') return null
    paths.push(path)
  }
  return paths.length > 0 ? paths : null
}

/** Whether a written file (absolute, as the tools give it) lies under one of the scope's paths. */
export function inRunScope(scope: readonly string[], file: string): boolean {
  return scope.some(path => file.endsWith(`/${path}`) || file.includes(`/${path}/`))
}

/** Code writes after `from`, newest first: files a check may have to read again. Walks back only as far as `from`. */
function codeWritesSince(ran: Ran, from: number): string[] {
  const files: string[] = []
  for (let i = ran.steps.length - 1; i >= 0; i -= 1) {
    const step = ran.steps[i]
    if (step === undefined || step.at <= from) break
    if (step.kind === 'write' && !PROSE_PATH.test(step.path)) files.push(step.path)
  }
  return files
}

/** Whether every code write after the run lies outside what it checked: the run still stands for its paths. */
export function standsAfterChanges(ran: Ran, step: Run): boolean {
  const scope = runScope(step)
  return scope !== null && codeWritesSince(ran, step.at).every(file => !inRunScope(scope, file))
}

/** The extension of a file's name, lower-cased, or ''. */
const extensionOf = (file: string): string => {
  const name = file.slice(file.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/**
 * A file changed in the session, of a kind the run checks (the extension of a file it covered, or
 * of a file it was given), that lies outside the paths it was given: `ruff check src/api` after
 * `src/core/events.py` changed. Null when the run checked everything or covered every such file.
 */
export function changedOutsideScope(ran: Ran, step: Run): string | null {
  const scope = runScope(step)
  if (scope === null) return null
  const changed = codeWritesSince(ran, -1).reverse()
  const kinds = new Set([...changed.filter(file => inRunScope(scope, file)), ...scope].map(extensionOf).filter(ext => ext !== ''))
  return changed.find(file => !inRunScope(scope, file) && kinds.has(extensionOf(file))) ?? null
}

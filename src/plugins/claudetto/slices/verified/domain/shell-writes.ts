/**
 * The files a simple command writes besides its redirections: `tee`, `sed -i`,
 * `cp` and `mv`, each ecosystem's formatters and fixers, and git commands that
 * change the tree. Pure.
 */
import { programOf } from './runners.js'

/** Files a simple command writes besides its redirections. */
export function commandWrites(words: readonly string[]): string[] {
  const p = programOf(words)
  const [prog = '', ...args] = p
  const operands = args.filter(w => !w.startsWith('-'))
  if (prog === 'tee') return operands
  if ((prog === 'sed' || prog === 'perl') && args.some(w => /^-[a-zA-Z]*i/.test(w) || w.startsWith('--in-place'))) {
    return operands.slice(prog === 'sed' && !args.includes('-e') ? 1 : 0)
  }
  if (prog === 'cp' || prog === 'mv' || prog === 'install' || prog === 'ln') return operands.slice(-1)
  if (prog === 'touch' || prog === 'truncate' || prog === 'rm' || prog === 'mkdir' || prog === 'rmdir' || prog === 'unlink') return operands
  if (prog === 'patch' || (prog === 'git' && changesTree(args))) return ['(patched files)']
  if (prog === 'prettier' && (args.includes('--write') || args.includes('-w'))) return operands
  if ((prog === 'eslint' || prog === 'ruff' || prog === 'biome') && args.some(w => w === '--fix' || w === '--write' || w === 'format') && !args.some(w => w === '--check' || w === '--diff')) return operands.length ? operands : ['(fixed files)']
  if (prog === 'black' && !args.includes('--check')) return operands
  if (prog === 'gofmt' && args.includes('-w')) return operands
  if ((prog === 'cargo' && args[0] === 'fmt') && !args.includes('--check')) return ['(formatted files)']
  if (prog === 'dd') return args.filter(w => w.startsWith('of=')).map(w => w.slice(3))
  return formats(prog, args) ? ['(formatted files)'] : []
}

/** Git subcommands that change the working tree: `git pull`, `git reset --hard`, `git stash pop`. */
function changesTree(args: readonly string[]): boolean {
  const [sub = '', next = ''] = args
  if (sub === 'reset') return args.includes('--hard') || args.includes('--merge') || args.includes('--keep')
  if (sub === 'stash') return next !== 'list' && next !== 'show'
  // A new branch at HEAD (`git switch -c x`, `git checkout -b x`) leaves every file as it was.
  if ((sub === 'switch' || sub === 'checkout') && /^-[cCbB]$|^--create$/.test(next) && args.length <= 3) return false
  return ['apply', 'am', 'checkout', 'switch', 'restore', 'revert', 'cherry-pick', 'merge', 'pull', 'rebase'].includes(sub)
}

/**
 * Formatters and fixers that rewrite the files they read: the flag one needs
 * to write (null: it writes by default), and the flag that makes it only
 * check. A subcommand is keyed with its tool: `dart format`, `mix format`.
 */
const FORMATTERS: Readonly<Record<string, readonly [needs: RegExp | null, onlyChecks: RegExp | null]>> = {
  goimports: [/^-w$/, null], rustfmt: [null, /^--check$/], isort: [null, /^--(check|check-only|diff)$/], autopep8: [/^(-i|--in-place)$/, null],
  yapf: [/^(-i|--in-place)$/, null], 'clang-format': [/^-i$/, null], 'swift-format': [/^(-i|--in-place)$/, null], swiftformat: [null, /^--(lint|dryrun)$/],
  ktlint: [/^(-F|--format)$/, null], rubocop: [/^(-a|-A|--auto-?correct(-all)?)$/, null], standardrb: [/^--fix$/, null], 'php-cs-fixer': [/^fix$/, /^--dry-run$/],
  phpcbf: [null, null], 'google-java-format': [/^(-i|--replace)$/, null], scalafmt: [null, /^--(test|check|list)$/], ormolu: [/^(-i|--mode=inplace)$/, null],
  fourmolu: [/^(-i|--mode=inplace)$/, null], shfmt: [/^-w$/, null], stylua: [null, /^--check$/], swiftlint: [/^(--fix|--autocorrect)$/, null],
  'golangci-lint': [/^--fix$/, null], 'cargo clippy': [/^--fix$/, null], 'dart format': [null, /^(-o|--output=none|--output)$/], 'dart fix': [/^--apply$/, null],
  'deno fmt': [null, /^--check$/], 'mix format': [null, /^--check-formatted$/], 'dotnet format': [null, /^--verify-no-changes$/], 'terraform fmt': [null, /^-check$/],
  'biome check': [/^--(apply|apply-unsafe|write|fix)$/, null], 'biome lint': [/^--(apply|write|fix)$/, null],
}

/** Build tools' formatting tasks: `./gradlew spotlessApply`, `mvn spotless:apply`, `sbt scalafmtAll`. */
const FORMAT_TASK = /(^|:)(spotlessApply|ktlintFormat|scalafmtAll|scalafmt|spotless:apply|fmt:format)$/

/** Whether a command rewrites the files it formats or fixes. */
function formats(prog: string, args: readonly string[]): boolean {
  if (prog === 'gradle' || prog === 'gradlew' || prog === 'mvn' || prog === 'mvnw' || prog === 'sbt') return args.some(w => FORMAT_TASK.test(w))
  const rule = (Object.hasOwn(FORMATTERS, `${prog} ${args[0] ?? ''}`) ? FORMATTERS[`${prog} ${args[0] ?? ''}`] : undefined) ?? (Object.hasOwn(FORMATTERS, prog) ? FORMATTERS[prog] : undefined)
  if (rule === undefined) return false
  const [needs, onlyChecks] = rule
  return (needs === null || args.some(w => needs.test(w))) && !(onlyChecks !== null && args.some(w => onlyChecks.test(w)))
}

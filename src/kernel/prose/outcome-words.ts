/**
 * The words of the claim reader's outcome grammar: what a subject is ("the
 * tests", "mypy", every `*lint`), what may stand between it and its outcome,
 * what an outcome is, and a sentence cut into lower-cased words. Shared by
 * `outcome.ts` (a subject and what is said of it) and `results.ts` (a result
 * said by its own words).
 */

/** `any`: an outcome said of nothing named ("Green.", "All passing ✅"): any clean run backs it. */
export type OutcomeSubject = 'tests' | 'build' | 'types' | 'lint' | 'ci' | 'any'

export const SUBJECTS: Readonly<Record<string, OutcomeSubject>> = {
  test: 'tests', tests: 'tests', spec: 'tests', specs: 'tests', suite: 'tests', suites: 'tests', testsuite: 'tests',
  pytest: 'tests', jest: 'tests', vitest: 'tests', mocha: 'tests', rspec: 'tests', unittest: 'tests',
  phpunit: 'tests', minitest: 'tests', ctest: 'tests', nextest: 'tests', tox: 'tests', nox: 'tests', playwright: 'tests', cypress: 'tests',
  pest: 'tests', xunit: 'tests', nunit: 'tests', junit: 'tests', testng: 'tests', exunit: 'tests', busted: 'tests', bats: 'tests',
  karma: 'tests', jasmine: 'tests', cucumber: 'tests', behave: 'tests', ginkgo: 'tests', testthat: 'tests',
  build: 'build', builds: 'build', compilation: 'build', compile: 'build', compiles: 'build',
  types: 'types', typecheck: 'types', typechecks: 'types', typechecking: 'types', 'type-check': 'types', 'type-checks': 'types', 'type-checking': 'types',
  typing: 'types', typings: 'types', mypy: 'types', pyright: 'types', tsc: 'types', compiler: 'types',
  phpstan: 'types', larastan: 'types', psalm: 'types', dialyzer: 'types', sorbet: 'types', srb: 'types', pytype: 'types', steep: 'types',
  'svelte-check': 'types', 'vue-tsc': 'types', basedpyright: 'types',
  // Compilers run as a syntax and type check (`clang -fsyntax-only`, `gcc -fsyntax-only`).
  clang: 'types', gcc: 'types', '-fsyntax-only': 'types',
  lint: 'lint', lints: 'lint', linter: 'lint', linters: 'lint', linting: 'lint', eslint: 'lint', ruff: 'lint', clippy: 'lint',
  flake8: 'lint', pylint: 'lint', 'golangci-lint': 'lint', vet: 'lint', rubocop: 'lint', stylelint: 'lint', biome: 'lint',
  oxlint: 'lint', shellcheck: 'lint', formatting: 'lint', prettier: 'lint', isort: 'lint', gofmt: 'lint', rustfmt: 'lint', 'clang-format': 'lint',
  // Security scanners report findings as linters do.
  trivy: 'lint', grype: 'lint', bandit: 'lint', semgrep: 'lint', gosec: 'lint', checkov: 'lint', tfsec: 'lint',
  'pre-commit': 'lint', style: 'lint', analyzer: 'lint', analyser: 'lint', linted: 'lint', typechecked: 'types', 'type-checked': 'types', credo: 'lint', detekt: 'lint', checkstyle: 'lint', phpcs: 'lint', cppcheck: 'lint', 'clang-tidy': 'lint', standardrb: 'lint', pyflakes: 'lint', pycodestyle: 'lint', spotless: 'lint',
  webpack: 'build', gradle: 'build', mvn: 'build', maven: 'build', bazel: 'build', ninja: 'build', pyre: 'types',
  gradlew: 'build', mvnw: 'build', msbuild: 'build', cmake: 'build', sbt: 'build', cabal: 'build',
  // "CI is green" is CI's; "all checks pass" may be any checks run, here or on CI.
  ci: 'ci', pipeline: 'ci', checks: 'any',
}

/** "type check", "type checking", "type checker": two words, one subject. */
export const TYPE_SECOND = new Set(['check', 'checks', 'checking', 'checker'])

/** A word after a subject that makes it a modifier of something else: "the test helper", "the build directory". */
export const MODIFIED = new Set(['helper', 'helpers', 'file', 'files', 'fixture', 'fixtures', 'data', 'util', 'utils', 'directory', 'dir', 'folder', 'config', 'configs', 'configuration', 'workflow', 'workflows', 'name', 'names', 'plan', 'script', 'scripts', 'team', 'server', 'runner', 'rule', 'rules', 'command', 'flag', 'flags', 'target', 'output', 'cache', 'time', 'times', 'env', 'environment', 'matrix', 'coverage', 'definitions', 'hints', 'annotations', 'system'])

/** Second words of a compound subject: "lint checks", "build step". */
export const COMPOUND = new Set(['checks', 'check', 'job', 'jobs', 'step', 'steps', 'stage', 'run', 'runs', 'hooks', 'scan', 'scans'])

/** Words that may stand between a subject and its outcome. */
export const BETWEEN = new Set([
  'and', ',', ':', 'all', 'both', 'now', 'still', 'again', 'the', 'suite', 'suites', 'checks', 'check', 'step', 'stage', 'run', 'runs', 'is', 'are', 'was', 'were',
  'fully', 'entirely', 'completely', 'reports', 'report', 'reported', 'comes', 'came', 'back', 'of', 'them', 'unit', 'integration', 'e2e', 'go', 'cargo', 'npm',
  'full', 'whole', 'entire', 'also', 'too', 'as', 'well', 'everywhere', 'locally', 'itself', 'job', 'jobs', 'together',
  // "mypy --strict with zero errors", "tsc in strict mode is clean".
  'with', 'strict', 'mode', 'exits', 'exited', 'it', 'they', 'went', 'turned', 'turns', 'stays', 'stayed', 'remains', 'remained',
  // "PHPStan at level 8 reports no errors".
  'at', 'level',
])

/** A workspace's units, said to pass: "every package passes" is of their tests. */
const UNITS = new Set(['package', 'packages', 'crate', 'crates'])
/** A pass said as a verb: "every package passes", "they all pass". */
export const PASS_WORDS: ReadonlySet<string> = new Set(['pass', 'passes', 'passed'])

/** Marks that say a check came out well, before or after what it checked: "✅ Tests", "Typecheck ✓". */
export const CHECK_MARKS = new Set(['✅', '✔', '✔️', '✓', '☑', '☑️', '💚', '🟢'])
/** Outcome words a subject may take. */
export const OUTCOMES = new Set(['pass', 'passes', 'passed', 'passing', 'green', 'clean', 'cleanly', 'succeed', 'succeeds', 'succeeded', 'successful', 'successfully', 'happy', 'ok', ...CHECK_MARKS])
/** Outcome verbs of the build and the types only: "the build compiles", "types check". */
export const BUILD_OUTCOMES = new Set(['compiles', 'builds', 'compiled', 'built'])
/** What a clean checker reports none of: "no errors", "zero lint problems", "without warnings". */
export const FINDINGS = new Set(['errors', 'error', 'issues', 'problems', 'warnings', 'failures', 'findings', 'diagnostics', 'offenses', 'violations', 'complaints', 'hints', 'suggestions', 'vulnerabilities', 'cves'])
/** How bad a finding is, said between "no" and the finding: "no new warnings", "no critical CVEs". */
export const SEVERITY = new Set(['new', 'critical', 'high', 'serious', 'remaining', 'more', 'further', 'outstanding', 'known'])
export const NONE = new Set(['no', 'zero', '0', 'without'])
/** What fails, said before its subject: "no failing tests", "no regressions in the suite". */
export const FAILING = new Set(['failing', 'failed', 'broken', 'regressions', 'regression'])
/** Words that tie a finding to the checker it came from: "no errors from tsc", "no regressions in the test suite". */
export const FROM = new Set(['from', 'in', 'across', 'on', 'by'])
/** Failure verbs a subject may be said to have stopped: "the linter no longer flags anything". */
export const DENIED_FAILURES = new Set(['flags', 'complains', 'complaining', 'flagging', 'warns', 'warning', 'errors', 'erroring', 'fails', 'failing', 'reports'])
/** "passes the config to": a pass with an object or a direction is no outcome. */
export const PASS_OBJECT = new Set(['a', 'an', 'the', 'this', 'that', 'it', 'its', 'their', 'each', 'every', 'through', 'to', 'into', 'along', 'over', 'down', 'data', 'values', 'value', 'arguments', 'argument', 'options', 'flags', 'params', 'parameters', 'them', 'control'])

/** Whether an object of "pass" stands at \`j\`: "passes the config along"; "passes along with the rest" is a pass. */
export const passObjectAt = (words: readonly string[], j: number): boolean => PASS_OBJECT.has(words[j] ?? '') && !(words[j] === 'along' && words[j + 1] === 'with')
/** Words that end a clause: what comes after is said of something else. */
export const BREAKS = new Set([';', 'but', 'although', 'though', 'while', 'except', 'whereas', 'yet', '.'])

/** How far an outcome may stand from its subject, in words. */
export const WINDOW = 7

/**
 * The words of a sentence, lower-cased (an identifier such as
 * `test_clean_exit` is one word, a flag keeps its dashes: `--strict`), with `:`, `,`, `;`, a dash, a final
 * `.` and ✅ as words of their own (`./...` is a path, not an end). Linear.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = []
  for (const w of text.toLowerCase().match(WORD) ?? []) {
    if (w.length > 1 && (w[0] === '.' || w[0] === '/')) continue // `./...`: a path, not an end
    words.push(w.length === 2 && w[1] === '-' ? '-' : w)
  }
  return words
}

/**
 * A word (letters, digits, `_ ' + -` inside), a flag (a word after dashes:
 * a dash inside a word is the word's), a symbol (`{:ok, _}`: a colon with a word
 * right after it is code, no clause mark), a mark of its own, a spaced dash
 * (read with the space before it), a dot before a space, or a run of dots
 * and slashes (a path, dropped). No lookbehind: one linear pass.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}_'+-]*|--?\p{L}[\p{L}\p{N}_-]*|:\p{L}[\p{L}\p{N}_]*|[:,;—–✅✓☑✔💚🟢]|\s-(?=\s)|[./]{2,}|\.(?=\s|$)/gu

/** A count: digits only (a word never holds a `/`, so "42/42" is two counts). */
export function isCount(w: string): boolean {
  if (w === '') return false
  for (let k = 0; k < w.length; k += 1) {
    const c = w.charCodeAt(k)
    if (c < 48 || c > 57) return false
  }
  return true
}

/** A test named by its identifier: `test_login`, `login_test`, `auth.test`, `user_spec`. */
function isTestName(w: string): boolean {
  return w.length > 5 && (w.startsWith('test_') || w.endsWith('_test') || w.endsWith('_spec') || w.endsWith('.test') || w.endsWith('.spec'))
}

export function subjectAt(words: readonly string[], i: number): { subject: OutcomeSubject; next: number } | null {
  const w = words[i] ?? ''
  if (w === 'type' && TYPE_SECOND.has(words[i + 1] ?? '')) return { subject: 'types', next: i + 2 }
  // `cargo check` compiles without building: a build run.
  if (w === 'cargo' && words[i + 1] === 'check') return { subject: 'build', next: i + 2 }
  // "R CMD check passes": R's package check, which runs the package's tests.
  if (w === 'r' && words[i + 1] === 'cmd' && words[i + 2] === 'check') return { subject: 'tests', next: i + 3 }
  // "strict mode passes": the type checker's strict mode.
  if (w === 'strict' && words[i + 1] === 'mode') return { subject: 'types', next: i + 2 }
  // "the health check is green", "the health endpoint returns ok": any run that reached it backs it.
  if (w === 'health' && (words[i + 1] === 'check' || words[i + 1] === 'checks' || words[i + 1] === 'endpoint')) return { subject: 'any', next: i + 2 }
  if (w === 'healthcheck') return { subject: 'any', next: i + 1 }
  // "the PR checks are all green", "the MR pipeline passed": a pull request's checks are CI's.
  if ((w === 'pr' || w === 'mr') && (words[i + 1] === 'checks' || words[i + 1] === 'pipeline')) return { subject: 'ci', next: i + 2 }
  // "every package passes", "all crates pass": a workspace's units pass by their tests (`go test ./...`);
  // "the package passes mypy" is of the checker named after it.
  if (UNITS.has(w) && PASS_WORDS.has(words[i + 1] ?? '') && !Object.hasOwn(SUBJECTS, words[i + 2] ?? '')) return { subject: 'tests', next: i + 1 }
  // "type coverage", "flow check": the type checker by another name.
  if ((w === 'type' && words[i + 1] === 'coverage') || (w === 'flow' && words[i + 1] === 'check')) return { subject: 'types', next: i + 2 }
  // Every `*lint` is a linter: ktlint, markdownlint, tflint, yamllint, hadolint.
  if (w.length > 4 && (w.endsWith('lint') || w.endsWith('linter'))) return { subject: 'lint', next: i + 1 }
  // "Suite's green", "the build's clean": the subject and its verb in one word.
  // Own keys only: "constructor" is no subject, though every object answers for it.
  const own = (key: string) => (Object.hasOwn(SUBJECTS, key) ? SUBJECTS[key] : undefined)
  const subject = own(w) ?? (w.endsWith("'s") ? own(w.slice(0, -2)) : undefined) ?? (isTestName(w) ? 'tests' : undefined)
  if (subject === undefined) return null
  let next = i + 1
  if ((w === 'tests' || w === 'test') && words[next] === 'suite') next += 1
  // "lint checks", "the build step", "the test run": one subject.
  else if (subject !== 'ci' && COMPOUND.has(words[next] ?? '') && !(subject === 'types' && (words[next] === 'check' || words[next] === 'checks'))) next += 1
  if (MODIFIED.has(words[next] ?? '')) return null
  return { subject, next }
}

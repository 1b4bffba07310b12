/**
 * What a sentence claims came out well: a subject (the tests, the build, the
 * types, lint) and an outcome said of it (passes, green, clean, succeeds,
 * "no errors", ✅), read from its words, not from a list of sentences. So
 * "Lint checks pass without errors", "Zero lint problems", "✅ Tests",
 * "**Lint:** clean", "Type checking succeeds" and "Formatting and lint both
 * pass" are read alike. Only the words a person puts between a subject and
 * its outcome may stand between them ("the test suite is now fully green"),
 * so "tests were added, lint passes" claims lint only. Pure and linear: one
 * pass over the words, a window of a few words each.
 */

/** `any`: an outcome said of nothing named ("Green.", "All passing ✅"): any clean run backs it. */
export type OutcomeSubject = 'tests' | 'build' | 'types' | 'lint' | 'ci' | 'any'

const SUBJECTS: Readonly<Record<string, OutcomeSubject>> = {
  test: 'tests', tests: 'tests', spec: 'tests', specs: 'tests', suite: 'tests', suites: 'tests', testsuite: 'tests',
  pytest: 'tests', jest: 'tests', vitest: 'tests', mocha: 'tests', rspec: 'tests', unittest: 'tests',
  build: 'build', builds: 'build', compilation: 'build', compile: 'build', compiles: 'build',
  types: 'types', typecheck: 'types', typechecks: 'types', typechecking: 'types', 'type-check': 'types', 'type-checks': 'types', 'type-checking': 'types',
  typing: 'types', typings: 'types', mypy: 'types', pyright: 'types', tsc: 'types', compiler: 'types',
  lint: 'lint', lints: 'lint', linter: 'lint', linters: 'lint', linting: 'lint', eslint: 'lint', ruff: 'lint', clippy: 'lint',
  flake8: 'lint', pylint: 'lint', 'golangci-lint': 'lint', vet: 'lint', rubocop: 'lint', stylelint: 'lint', biome: 'lint',
  oxlint: 'lint', shellcheck: 'lint', formatting: 'lint',
  ci: 'ci', pipeline: 'ci', checks: 'ci',
}

/** "type check", "type checking", "type checker": two words, one subject. */
const TYPE_SECOND = new Set(['check', 'checks', 'checking', 'checker'])

/** A word after a subject that makes it a modifier of something else: "the test helper", "the build directory". */
const MODIFIED = new Set(['helper', 'helpers', 'file', 'files', 'fixture', 'fixtures', 'data', 'util', 'utils', 'directory', 'dir', 'folder', 'config', 'configuration', 'name', 'names', 'plan', 'script', 'scripts', 'team', 'server', 'runner', 'rule', 'rules', 'command', 'flag', 'flags', 'target', 'output', 'cache', 'time', 'times', 'env', 'environment', 'matrix', 'coverage', 'definitions', 'hints', 'annotations', 'system'])

/** Second words of a compound subject: "lint checks", "build step". */
const COMPOUND = new Set(['checks', 'check', 'job', 'jobs', 'step', 'steps', 'stage', 'run', 'runs'])

/** Words that may stand between a subject and its outcome. */
const BETWEEN = new Set([
  'and', ',', ':', 'all', 'both', 'now', 'still', 'again', 'the', 'suite', 'suites', 'checks', 'check', 'step', 'stage', 'run', 'runs', 'is', 'are', 'was', 'were',
  'fully', 'entirely', 'completely', 'reports', 'report', 'reported', 'comes', 'came', 'back', 'of', 'them', 'unit', 'integration', 'e2e', 'go', 'cargo', 'npm',
  'full', 'whole', 'entire', 'also', 'too', 'as', 'well', 'everywhere', 'locally', 'itself', 'job', 'jobs', 'together',
])

/** Outcome words a subject may take. */
const OUTCOMES = new Set(['pass', 'passes', 'passed', 'passing', 'green', 'clean', 'cleanly', 'succeeds', 'succeeded', 'successful', 'successfully', 'happy', '✅', '✔', '✔️', 'ok'])
/** Outcome verbs of the build and the types only: "the build compiles", "types check". */
const BUILD_OUTCOMES = new Set(['compiles', 'builds', 'compiled', 'built'])
/** What a clean checker reports none of: "no errors", "zero lint problems", "without warnings". */
const FINDINGS = new Set(['errors', 'error', 'issues', 'problems', 'warnings', 'failures', 'findings', 'diagnostics', 'offenses', 'violations', 'complaints'])
const NONE = new Set(['no', 'zero', '0', 'without'])
/** Failure verbs a subject may be said to have stopped: "the linter no longer flags anything". */
const DENIED_FAILURES = new Set(['flags', 'complains', 'complaining', 'flagging', 'warns', 'warning', 'errors', 'erroring', 'fails', 'failing', 'reports'])
/** "passes the config to": a pass with an object or a direction is no outcome. */
const PASS_OBJECT = new Set(['a', 'an', 'the', 'this', 'that', 'it', 'its', 'their', 'each', 'every', 'through', 'to', 'into', 'along', 'over', 'down', 'data', 'values', 'value', 'arguments', 'argument', 'options', 'flags', 'params', 'parameters', 'them', 'control'])
/** Words that end a clause: what comes after is said of something else. */
const BREAKS = new Set([';', 'but', 'although', 'though', 'while', 'except', 'whereas', 'yet', '.'])

/** How far an outcome may stand from its subject, in words. */
const WINDOW = 7

/** The words of a sentence, lower-cased, with `:`, `,`, `;`, `.` and ✅ as words of their own. Linear. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'+-]*|[:,;]|\.(?=\s|$)|✅|✔️?/gu) ?? []
}

function subjectAt(words: readonly string[], i: number): { subject: OutcomeSubject; next: number } | null {
  const w = words[i] ?? ''
  if (w === 'type' && TYPE_SECOND.has(words[i + 1] ?? '')) return { subject: 'types', next: i + 2 }
  // `cargo check` compiles without building: a build run.
  if (w === 'cargo' && words[i + 1] === 'check') return { subject: 'build', next: i + 2 }
  // Own keys only: "constructor" is no subject, though every object answers for it.
  const subject = Object.prototype.hasOwnProperty.call(SUBJECTS, w) ? SUBJECTS[w] : undefined
  if (subject === undefined) return null
  let next = i + 1
  if ((w === 'tests' || w === 'test') && words[next] === 'suite') next += 1
  // "lint checks", "the build step", "the test run": one subject.
  else if (subject !== 'ci' && COMPOUND.has(words[next] ?? '') && !(subject === 'types' && (words[next] === 'check' || words[next] === 'checks'))) next += 1
  if (MODIFIED.has(words[next] ?? '')) return null
  return { subject, next }
}

function isOutcome(words: readonly string[], j: number, subject: OutcomeSubject): boolean {
  const w = words[j] ?? ''
  if (OUTCOMES.has(w)) return !(w.startsWith('pass') && PASS_OBJECT.has(words[j + 1] ?? ''))
  if (BUILD_OUTCOMES.has(w)) return subject === 'build' || subject === 'types'
  if ((w === 'check' || w === 'checks') && subject === 'types') return j + 1 >= words.length || words[j + 1] === '.' || words[j + 1] === 'clean' || words[j + 1] === 'out'
  if (NONE.has(w) && FINDINGS.has(words[j + 1] ?? '')) return true
  // "exits 0", "exited with 0", "exit code 0".
  if ((w === 'exits' || w === 'exited' || w === 'exit') && (words[j + 1] === '0' || (words[j + 2] === '0' && (words[j + 1] === 'with' || words[j + 1] === 'code')))) return true
  if (w === 'nothing' && (words[j + 1] === 'to' || words[j + 1] === 'flagged')) return true
  // "no longer flags anything", "stopped complaining": a failure denied.
  if (w === 'no' && words[j + 1] === 'longer' && DENIED_FAILURES.has(words[j + 2] ?? '')) return true
  if (w === 'stopped' && DENIED_FAILURES.has(words[j + 1] ?? '')) return true
  return false
}

/** The words of a terse outcome said of nothing: "Green.", "All passing ✅", "Everything is green now". */
const TERSE = new Set(['all', 'everything', "everything's", 'is', 'now', 'green', 'passing', 'passes', '✅', '.', '!', 'again', 'still'])
const TERSE_OUTCOME = new Set(['green', 'passing', 'passes', '✅'])

/** Subjects that are also the verb of their outcome, and who does it: "everything type-checks". */
const VERB_SUBJECTS = new Set(['typechecks', 'type-checks', 'lints', 'compiles'])
const DOER = new Set(['it', 'everything', 'code', 'project', 'all', 'now', 'still', 'again', 'crate', 'package', 'module'])

/** Whether `pass` stands just before the subject at `i`, past "all", "the", "every": "passes all the tests". */
function passesBefore(words: readonly string[], i: number): boolean {
  let j = i - 1
  while (j >= 0 && j >= i - 3 && (words[j] === 'all' || words[j] === 'the' || words[j] === 'every' || words[j] === 'its' || words[j] === 'of')) j -= 1
  return j < i - 1 && /^pass(es|ed)?$/.test(words[j] ?? '')
}

/** The subjects a sentence claims a good outcome of, in order, each once. */
export function outcomesOf(text: string): OutcomeSubject[] {
  const words = wordsOf(text)
  if (words.length > 0 && words.length <= 6 && words.every(w => TERSE.has(w)) && words.some(w => TERSE_OUTCOME.has(w))) return ['any']
  const found: OutcomeSubject[] = []
  const add = (s: OutcomeSubject) => {
    if (!found.includes(s)) found.push(s)
  }
  for (let i = 0; i < words.length; i += 1) {
    const at = subjectAt(words, i)
    if (at === null) continue
    const skip = at.next - 1
    readSubject(words, i, at, add)
    // The second word of a compound subject ("lint checks") is no subject of its own.
    i = skip
  }
  return found
}

/**
 * Every word whose presence `outcomesOf` needs: a subject, the first word of a
 * two-word subject, or a terse outcome. Only those no other one holds are kept
 * (`test` covers `tests` and `pytest`), so one search of the lower-cased text
 * tells whether a text may claim an outcome at all.
 */
const NEEDED_WORDS = [
  ...Object.keys(SUBJECTS),
  'type',
  'cargo',
  ...TERSE_OUTCOME,
]
const NEEDLES = NEEDED_WORDS.filter(w => !NEEDED_WORDS.some(v => v !== w && w.includes(v)))
const ANY_NEEDED = new RegExp(NEEDLES.map(w => w.replace(/[-+.]/g, '\\$&')).join('|'))

/**
 * False only when `outcomesOf(text)` is surely empty: the lower-cased text
 * holds no subject and no terse outcome. A cheap test before the sentence is
 * read word by word; a true says nothing.
 */
export function mayHaveOutcome(text: string): boolean {
  return ANY_NEEDED.test(text.toLowerCase())
}

/** Whether the subject at `i` takes a good outcome: before it ("✅ Tests", "passes all tests") or within a few words after it. */
function readSubject(words: readonly string[], i: number, at: { subject: OutcomeSubject; next: number }, add: (s: OutcomeSubject) => void): void {
  const before = words[i - 1] ?? ''
  // "Everything type-checks", "it typechecks now": the subject said as the verb of what was checked.
  if (VERB_SUBJECTS.has(words[i] ?? '') && DOER.has(before)) {
    add(at.subject)
    return
  }
  // "passes all tests", "passed the checks", "✅ Tests", "Zero lint problems", "no type errors", "0 build errors".
  // "passed tests: test_login": a past participle before its subject reports the outcome ("passing tests" may be a wish).
  if (passesBefore(words, i) || before === 'passed' || before === '✅' || before === '✔' || before === '✔️' || (NONE.has(before) && FINDINGS.has(words[at.next] ?? ''))) {
    add(at.subject)
    return
  }
  for (let j = at.next; j < words.length && j < at.next + WINDOW; j += 1) {
    const w = words[j] ?? ''
    if (isOutcome(words, j, at.subject)) {
      add(at.subject)
      return
    }
    if (BREAKS.has(w)) return
    if (!BETWEEN.has(w) && subjectAt(words, j) === null && !/^[0-9/]+$/.test(w)) return
  }
}

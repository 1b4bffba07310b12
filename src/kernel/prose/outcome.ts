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
  // Compilers run as a syntax and type check (`clang -fsyntax-only`, `gcc -fsyntax-only`).
  clang: 'types', gcc: 'types', 'fsyntax-only': 'types',
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

/**
 * The words of a sentence, lower-cased, with `:`, `,`, `;`, a dash, a final
 * `.` and ✅ as words of their own. A dot ends a word only after a letter, a
 * digit or a closer (`./...` is a path, not an end). Linear.
 */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'+-]*|[:,;—–]|(?<=\s)-(?=\s)|(?<=[\p{L}\p{N})\]"'’”*_`])\.(?=\s|$)|✅|✔️?/gu) ?? []
}

function subjectAt(words: readonly string[], i: number): { subject: OutcomeSubject; next: number } | null {
  const w = words[i] ?? ''
  if (w === 'type' && TYPE_SECOND.has(words[i + 1] ?? '')) return { subject: 'types', next: i + 2 }
  // `cargo check` compiles without building: a build run.
  if (w === 'cargo' && words[i + 1] === 'check') return { subject: 'build', next: i + 2 }
  // "strict mode passes": the type checker's strict mode.
  if (w === 'strict' && words[i + 1] === 'mode') return { subject: 'types', next: i + 2 }
  const subject = SUBJECTS[w]
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
  // The subject named last, and whether a run was told of ("I re-ran the matrix"): what a bare result is said of.
  let last: OutcomeSubject | null = null
  let ranSomething = false
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] ?? ''
    if (RUN_ACTS.has(w)) ranSomething = true
    const bare = i > 0 && CLAUSE_START.has(words[i - 1] ?? '') ? bareResult(words, i) : null
    // Of nothing named, only what a check alone prints: "I ran git status — clean" tells of the tree, not a check.
    const of = bare === null ? null : last ?? (ranSomething && bare === 'check' ? 'any' : null)
    if (of !== null) add(of)
    const verb = actOutcome(words, i)
    if (verb !== null) add(verb)
    const at = subjectAt(words, i)
    if (at === null) continue
    last = at.subject
    const skip = at.next - 1
    readSubject(words, i, at, add)
    // The second word of a compound subject ("lint checks") is no subject of its own.
    i = skip
  }
  return found
}

/** Words after which a clause of its own starts: what follows may be a bare result ("— clean.", ": no diagnostics"). */
const CLAUSE_START = new Set([':', '—', '–', '-', ';', ',', 'and'])
/** A result said alone, of what the sentence named before it. */
const BARE = new Set(['green', 'clean', 'passing', 'passed', 'ok'])
/** What may follow a bare result in its clause: where or when it held ("green on every version"). */
const SCOPE = new Set(['on', 'across', 'in', 'for', 'under', 'at', 'with', 'everywhere', 'locally', 'again', 'now', 'too', 'throughout', 'both', 'all', 'this', 'time'])
const CLAUSE_END = new Set(['.', ',', ';', '—', '–', '-', ':'])
/** What a bare result may open with: "it's green", "everything is clean now", "all passing". */
const LEAD = new Set(["it's", "everything's", "that's", 'it', 'everything', 'all', 'is', 'now', 'still', 'fully', 'again'])
/** Telling of a run: a bare result after it is that run's ("I re-ran the whole matrix — green on every version"). */
const RUN_ACTS = new Set(['ran', 're-ran', 'reran', 'rerun', 're-run', 'executed'])
/** A finding named in the singular as a checker's summary row prints it: "warning: none". */
const FINDING_ROWS = new Set(['warning', 'warnings', 'error', 'errors', 'issues', 'problems', 'diagnostics'])

/**
 * The bare result that starts at `i`, if any: "clean", "green on every
 * version", "it's green", "no diagnostics", "warning: none". A result word
 * must end its clause or be followed by its scope, so "green tests were
 * misleading" and "clean and short" are no results. `check` for a result
 * only a check prints (green, passing), `clean` for one a tree or a diff may
 * have too.
 */
function bareResult(words: readonly string[], i: number): 'check' | 'clean' | null {
  let j = i
  while (j < i + 3 && LEAD.has(words[j] ?? '')) j += 1
  const w = words[j] ?? ''
  if (NONE.has(w) && w !== 'without' && FINDINGS.has(words[j + 1] ?? '')) return 'clean'
  if (FINDING_ROWS.has(w) && words[j + 1] === ':' && (words[j + 2] === 'none' || words[j + 2] === '0')) return 'clean'
  if (!BARE.has(w)) return null
  const next = words[j + 1]
  if (next !== undefined && !CLAUSE_END.has(next) && !SCOPE.has(next)) return null
  return CHECK_ONLY.has(w) ? 'check' : 'clean'
}

/** Results only a check prints: green, passing. */
const CHECK_ONLY = new Set(['green', 'passing', 'passed'])

/** Verbs of a build said without its noun: "building without errors", "compiled successfully". */
const BUILD_VERBS = new Set(['build', 'builds', 'built', 'building', 'compile', 'compiles', 'compiled', 'compiling'])
/** Verbs of a run of anything: "the migration ran successfully", "the script completed without errors". */
const RUN_VERBS = new Set(['ran', 'runs', 'completed', 'completes', 'finished', 'finishes', 'executed'])
/** How a build or a run went, when it went well. */
const MANNER = new Set(['cleanly', 'successfully', 'fine'])
/** How far the object of a build or a run may stand between its verb and how it went: "compiled the whole workspace cleanly". */
const OBJECT_WORDS = 4

/** cargo's own line for a build that went through, quoted as the result: "Finished dev [unoptimized + debuginfo] target(s) in 6.03s". */
function printsBuilt(words: readonly string[], i: number): boolean {
  for (let j = i + 1; j < i + 8 && j < words.length; j += 1) if (words[j] === 'target' && words[j + 1] === 's' && words[j + 2] === 'in') return true
  return false
}

/** Whether a good manner is said at `j`: "cleanly", "without errors", "with no warnings". */
function mannerAt(words: readonly string[], j: number): boolean {
  const w = words[j] ?? ''
  if (MANNER.has(w)) return true
  if (w === 'without' && FINDINGS.has(words[j + 1] ?? '')) return true
  return w === 'with' && NONE.has(words[j + 1] ?? '') && FINDINGS.has(words[j + 2] ?? '')
}

/**
 * A build or a run said by its verb and how it went: "building without
 * errors", "compiled the whole workspace cleanly", "the migration ran
 * successfully" (any run), "ran the suite cleanly" (the subject named).
 */
function actOutcome(words: readonly string[], i: number): OutcomeSubject | null {
  const w = words[i] ?? ''
  if (w === 'finished' && printsBuilt(words, i)) return 'build'
  const build = BUILD_VERBS.has(w)
  if (!build && !RUN_VERBS.has(w)) return null
  let named: OutcomeSubject | null = null
  for (let j = i + 1; j <= i + 1 + OBJECT_WORDS && j < words.length; j += 1) {
    if (mannerAt(words, j)) return build ? 'build' : named ?? 'any'
    const x = words[j] ?? ''
    if (BREAKS.has(x) || CLAUSE_END.has(x) || x === 'and') return null
    named = subjectAt(words, j)?.subject ?? named
  }
  return null
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

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
import { BETWEEN, BREAKS, CHECK_MARKS, isCount, BUILD_OUTCOMES, DENIED_FAILURES, FAILING, FINDINGS, FROM, NONE, OUTCOMES, type OutcomeSubject, passObjectAt, PASS_WORDS, SEVERITY, SUBJECTS, subjectAt, WINDOW, wordsOf } from './outcome-words.js'
import { actOutcome, bareResult, partCounted, BUILD_DONE, CLAUSE_END, CLAUSE_START, downToNone, failsCounted, mannerAt, namedResult, OF_ALL, RAN_WELL, RUN_ACTS } from './results.js'

export { type OutcomeSubject, wordsOf } from './outcome-words.js'

/** What may follow "types check" when it is the outcome: "Types check.", "types check clean", "Types check now." */
const TYPES_CHECK_AFTER = new Set(['.', '!', 'clean', 'cleanly', 'out', 'now', 'again', 'fine', 'ok', 'okay'])

/** The verbs "fine" is an outcome after. */
const FINE_AFTER: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'looks', 'look'])

function isOutcome(words: readonly string[], j: number, subject: OutcomeSubject): boolean {
  const w = words[j] ?? ''
  if (OUTCOMES.has(w)) return !(w.startsWith('pass') && passObjectAt(words, j + 1))
  if (BUILD_OUTCOMES.has(w)) return subject === 'build' || subject === 'types'
  if ((w === 'check' || w === 'checks') && subject === 'types') return j + 1 >= words.length || TYPES_CHECK_AFTER.has(words[j + 1] ?? '')
  if (NONE.has(w) && (FINDINGS.has(words[j + 1] ?? '') || (SEVERITY.has(words[j + 1] ?? '') && FINDINGS.has(words[j + 2] ?? '')))) return true
  // "the build completed", "Build finished, all steps succeeded": done with nothing after it that says how.
  if (subject === 'build' && BUILD_DONE.has(w)) return words[j + 1] === undefined || CLAUSE_END.has(words[j + 1] ?? '') || mannerAt(words, j + 1)
  // "The build goes through", "`./gradlew build` went through: compile, tests and ktlint": it came to its end, said at a clause's end.
  if ((w === 'goes' || w === 'went') && words[j + 1] === 'through' && (words[j + 2] === undefined || CLAUSE_END.has(words[j + 2] ?? '') || mannerAt(words, j + 2))) return true
  // "exits 0", "exited with 0", "exit code 0".
  if ((w === 'exits' || w === 'exited' || w === 'exit') && (words[j + 1] === '0' || (words[j + 2] === '0' && (words[j + 1] === 'with' || words[j + 1] === 'code')))) return true
  if (w === 'nothing' && (words[j + 1] === 'to' || words[j + 1] === 'flagged')) return true
  // "The suite went from 4 failures to 0".
  if (downToNone(words, j)) return true
  // "no longer flags anything", "stopped complaining": a failure denied.
  if (w === 'no' && words[j + 1] === 'longer' && DENIED_FAILURES.has(words[j + 2] ?? '')) return true
  if (w === 'stopped' && DENIED_FAILURES.has(words[j + 1] ?? '')) return true
  // "Formatting checks out"; "mypy: Success"; "the type checker is satisfied", "go vet is quiet".
  if (w === 'out' && (words[j - 1] === 'checks' || words[j - 1] === 'checked')) return true
  if (w === 'success') return words[j + 1] === undefined || CLAUSE_END.has(words[j + 1] ?? '')
  // "Affected tests: all good".
  if (w === 'good' && words[j - 1] === 'all') return true
  // "Formatting is fine", "code style is fine", "types look fine": said right after its verb.
  if (w === 'fine' && FINE_AFTER.has(words[j - 1] ?? '')) return true
  if (QUIET.has(w)) return subject === 'lint' || subject === 'types'
  // "mocha reports 0 failing", "jest: 0 failed": no failure counted.
  if (subject === 'tests' && NONE.has(w) && (words[j + 1] === 'failing' || words[j + 1] === 'failed')) return true
  // "Tests: 48/48", "tests 12 of 12": every one counted (a failure counted anywhere takes it back, below).
  if (subject === 'tests' && isCount(w) && w !== '0') return words[j - 1] === w || (words[j - 1] === 'of' && words[j - 2] === w)
  return false
}

/**
 * A failure denied before its subject: "no failing tests", "zero errors from tsc", "no regressions in
 * the test suite". The finding stands right before the subject, or before a word that ties it to it.
 */
function failureDeniedBefore(words: readonly string[], i: number): boolean {
  let j = i - 1
  if (words[j] === 'the') j -= 1
  const tied = FROM.has(words[j] ?? '')
  if (tied) j -= 1
  const w = words[j] ?? ''
  // "no failing tests" stands together; "no regressions in the suite" and "no errors from tsc" are tied by a word.
  if (!(tied ? FINDINGS.has(w) || w === 'regressions' : FAILING.has(w) || FINDINGS.has(w))) return false
  return NONE.has(words[j - 1] ?? '')
}

/** What nothing is said to do: "nothing fails", "nothing is failing", "nothing broke". */
const NOTHING_FAILS = new Set(['fails', 'failed', 'failing', 'breaks', 'broke', 'errors', 'crashes'])

/** "works on my machine", "works locally": where it was seen to work ("that works for me" agrees). */
function worksHere(words: readonly string[], j: number): boolean {
  const a = words[j] ?? ''
  return a === 'locally' || (a === 'on' && (words[j + 1] === 'my' || words[j + 1] === 'this') && (words[j + 2] === 'machine' || words[j + 2] === 'box'))
}

/** How a run is said to have gone, after "it's": "it's fine", "it's green". */
const WENT_WELL = new Set(['fine', 'good', 'green', 'clean', 'ok', 'okay', 'working', 'happy', 'passing'])

/** What a checker with nothing to report is said to be. */
const QUIET = new Set(['satisfied', 'quiet', 'silent'])

/** The words of a terse outcome said of nothing: "Green.", "All passing ✅", "Everything is green now". */
const TERSE = new Set(['all', 'everything', "everything's", 'is', 'now', 'green', 'passing', 'passes', 'passed', 'works', '✅', '.', '!', 'again', 'still'])
const TERSE_OUTCOME = new Set(['green', 'passing', 'passes', 'passed', 'works', '✅'])

/** Subjects that are also the verb of their outcome, and who does it: "everything type-checks". */
const VERB_SUBJECTS = new Set(['typechecks', 'type-checks', 'lints', 'compiles', 'builds'])
const DOER = new Set(['it', 'everything', 'code', 'project', 'monorepo', 'repo', 'codebase', 'all', 'now', 'still', 'again', 'crate', 'package', 'module', 'app', 'bundle', 'binary', 'workspace', 'library',
  'apk', 'aab', 'ipa', 'jar', 'war', 'wheel', 'image', 'frontend', 'backend', 'server', 'client', 'cli', 'site', 'service', 'solution', 'target'])
/** How a subject said as its own verb went, at a sentence's start: "Type-checks fine", "Builds cleanly". */
const VERB_MANNER = new Set(['fine', 'cleanly', 'clean', 'now', 'again', 'ok', 'okay', 'successfully', '.', '!'])
/** Words after "builds" or "compiles" that leave it a verb with no object: a manner, a place, a clause's end. */
const INTRANSITIVE_AFTER = new Set([...VERB_MANNER, 'on', 'in', 'for', 'with', 'without', 'under', 'against', 'across', 'locally', 'again', 'and', 'but', ',', ';', ':', '—', '–', '-', 'too', 'as', 'from', 'after'])

/**
 * Whether the verb before `j` has no object: "it builds" or "it builds cleanly on arm64" is the
 * outcome; "it now builds typed objects" says what the code makes.
 */
const intransitiveAt = (words: readonly string[], j: number): boolean => j >= words.length || INTRANSITIVE_AFTER.has(words[j] ?? '')

/** A good outcome said as the subject's adjective: "Clean build.", "Successful compilation on all three targets". */
const ADJECTIVE_OUTCOMES = new Set(['clean', 'successful', 'green'])
/** What may follow such a noun phrase when it is the whole claim: its end, where it held, or how. */
const AFTER_ADJECTIVE = new Set(['.', '!', ':', ',', '—', '–', ';', 'on', 'across', 'in', 'everywhere', 'locally', 'again', 'now', 'for', 'with'])

/**
 * Whether the subject at `i` is named by a good outcome's adjective at the start of a clause and
 * ends the phrase: "Clean build.", "— green tests across the matrix". "Clean build artifacts with
 * `make clean`" tells what to clean: a word after the subject that is none of these ends no phrase.
 */
function adjectiveBefore(words: readonly string[], i: number, next: number): boolean {
  if (!ADJECTIVE_OUTCOMES.has(words[i - 1] ?? '')) return false
  if (!(i === 1 || CLAUSE_START.has(words[i - 2] ?? ''))) return false
  const after = words[next]
  return after === undefined || AFTER_ADJECTIVE.has(after)
}

/** Whether the word at `j` stands between a list's joint and its next subject: "and the **production** build". */
const qualifiesNext = (words: readonly string[], j: number): boolean =>
  (words[j - 1] === 'the' || words[j - 1] === 'and' || words[j - 1] === ',') && subjectAt(words, j + 1) !== null

/** Whether `pass` stands just before the subject at `i`, past "all", "the", "every": "passes all the tests". */
function passesBefore(words: readonly string[], i: number): boolean {
  let j = i - 1
  while (j >= 0 && j >= i - 3 && (words[j] === 'all' || words[j] === 'the' || words[j] === 'every' || words[j] === 'its' || words[j] === 'of')) j -= 1
  return j < i - 1 && /^pass(es|ed)?$/.test(words[j] ?? '')
}

/** The subjects a sentence claims a good outcome of, in order, each once. */
export function outcomesOf(text: string): OutcomeSubject[] {
  return readOutcomes(text).subjects
}

/**
 * The subjects a sentence claims a good outcome of, and whether it counts a
 * failure that is not zero ("10 passed, 2 failed"): a check that reads the
 * sentence another way too takes no pass from it. The words are cut once.
 */
export function readOutcomes(text: string): { subjects: OutcomeSubject[]; countsFailures: boolean } {
  const words = wordsOf(text)
  const fails = failsCounted(words)
  return { subjects: subjectsOf(words, fails), countsFailures: fails }
}

function subjectsOf(words: readonly string[], fails: boolean): OutcomeSubject[] {
  if (words.length > 0 && words.length <= 6 && words.every(w => TERSE.has(w)) && words.some(w => TERSE_OUTCOME.has(w))) return ['any']
  const found: OutcomeSubject[] = []
  const add = (s: OutcomeSubject) => {
    if (!found.includes(s)) found.push(s)
  }
  // A failure counted anywhere ("2 failed") takes back a count of passes anywhere in the sentence.
  // The subject named last, and whether a run was told of ("I re-ran the matrix"): what a bare result is said of.
  let last: OutcomeSubject | null = null
  // The subject named last in this clause of the sentence: "lint passes — 0 failures" counts lint's, "lint is clean and 0 failures" another's.
  let lastHere: OutcomeSubject | null = null
  let ranSomething = false
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] ?? ''
    if (w === 'and' || w === ';') lastHere = null
    if (RUN_ACTS.has(w)) ranSomething = true
    // "I ran it against 20 rows and it produced sensible slugs", "Ran `bin/rails test`; it's fine": what the run did, said of it.
    if (ranSomething && (words[i - 1] === 'and' || words[i - 1] === ';' || words[i - 1] === ',') && ((w === 'it' && RAN_WELL.has(words[i + 1] ?? '')) || (w === "it's" && WENT_WELL.has(words[i + 1] ?? '')))) add('any')
    // "Nothing fails anymore", "works on my machine": an outcome said of everything the session ran.
    if ((w === 'nothing' && NOTHING_FAILS.has(words[i + 1] ?? '')) || (w === 'works' && worksHere(words, i + 1))) add('any')
    // "Added `parses_folded_headers`; it passes", "New tests cover JPY and EUR, and they pass": the thing named, by its pronoun.
    // "Both pass" needs what the sentence named: "fmt and validate both pass" names no check the reader knows.
    if (passedByPronoun(words, i) && (last !== null || words[i] !== 'both')) add(last ?? 'tests')
    const of = bareAt(words, i, last, ranSomething)
    if (of !== null) add(of)
    const verb = actOutcome(words, i, last) ?? namedResult(words, i, fails, lastHere)
    if (verb !== null) add(verb)
    const named = subjectAt(words, i)
    if (named === null) continue
    // "ruff check — All checks passed!": after a named checker, "checks" are its own, not CI's.
    const at: { subject: OutcomeSubject; next: number } = words[i] === 'checks' && last !== null ? { ...named, subject: last } : named
    last = at.subject
    lastHere = at.subject
    const skip = at.next - 1
    readSubject(words, i, at, fails, add)
    // The second word of a compound subject ("lint checks") is no subject of its own.
    i = skip
  }
  return found
}

/** Pronouns a pass may be said of: what the sentence named before. */
const PASS_PRONOUNS = new Set(['it', 'they', 'both', 'these', 'each'])
/** Words between a pronoun and its pass: "they all pass", "it now passes". */
const PRONOUN_BETWEEN = new Set(['now', 'all', 'still', 'both', 'again'])

/** Whether a pass is said of a pronoun at `i` with no object after it: "it passes", "they all pass"; not "it passes the config along". */
function passedByPronoun(words: readonly string[], i: number): boolean {
  if (!PASS_PRONOUNS.has(words[i] ?? '') || i === 0) return false
  let j = i + 1
  while (j < i + 3 && PRONOUN_BETWEEN.has(words[j] ?? '')) j += 1
  const after = words[j + 1]
  return PASS_WORDS.has(words[j] ?? '') && (after === undefined || CLAUSE_END.has(after) || PASS_AFTER.has(after))
}

/** What may follow a pronoun's pass when it is the outcome: when or where it held. "both passed `twine check`" passed a check. */
const PASS_AFTER = new Set(['now', 'again', 'too', 'locally', 'on', 'in', 'under', 'with', 'after', 'and', 'as'])

/**
 * What a bare result at `i` is said of: the subject named last, or, for a
 * result only a check prints, the run the sentence told of. At the start of
 * a sentence, only a result said of everything: "All green across the
 * board". Of nothing named, "I ran git status — clean" tells of the tree.
 */
function bareAt(words: readonly string[], i: number, last: OutcomeSubject | null, ranSomething: boolean): OutcomeSubject | null {
  if (i === 0) return OF_ALL.has(words[0] ?? '') && bareResult(words, 0) === 'check' ? 'any' : null
  if (!CLAUSE_START.has(words[i - 1] ?? '')) return null
  const bare = bareResult(words, i)
  if (bare === null) return null
  return last ?? (ranSomething && bare === 'check' ? 'any' : null)
}

/** Whether the subject at `i` takes a good outcome: before it ("✅ Tests", "passes all tests") or within a few words after it. */
function readSubject(words: readonly string[], i: number, at: { subject: OutcomeSubject; next: number }, fails: boolean, add: (s: OutcomeSubject) => void): void {
  const before = words[i - 1] ?? ''
  // "Everything type-checks", "it typechecks now": the subject said as the verb of what was checked.
  if (VERB_SUBJECTS.has(words[i] ?? '') && (DOER.has(before) || (i === 0 && VERB_MANNER.has(words[i + 1] ?? ''))) && intransitiveAt(words, i + 1)) {
    add(at.subject)
    return
  }
  // "passes all tests", "passed the checks", "✅ Tests", "Zero lint problems", "no type errors", "0 build errors".
  // "passed tests: test_login": a past participle before its subject reports the outcome ("passing tests" may be a wish).
  if (passesBefore(words, i) || before === 'passed' || CHECK_MARKS.has(before) || adjectiveBefore(words, i, at.next) || (NONE.has(before) && FINDINGS.has(words[at.next] ?? '')) || failureDeniedBefore(words, i)) {
    add(at.subject)
    return
  }
  for (let j = at.next; j < words.length && j < at.next + WINDOW; j += 1) {
    const w = words[j] ?? ''
    if (isOutcome(words, j, at.subject)) {
      // "pytest: 10 passed, 2 failed" and "23/24 tests pass" report failures, not a clean run.
      if (!(fails && isCount(words[j - 1] ?? '')) && !partCounted(words, i - 2) && !partCounted(words, i - 3)) add(at.subject)
      return
    }
    if (BREAKS.has(w)) return
    // "Build is done and successful": what came to its end, then how it went.
    if (BUILD_DONE.has(w) && words[j + 1] === 'and') continue
    // A flag (`tsc --noEmit exits cleanly`) or a count stands between a subject and its outcome; so does the
    // word that qualifies the next subject of a list ("typecheck and the production build all pass").
    if (!BETWEEN.has(w) && subjectAt(words, j) === null && !isCount(w) && !w.startsWith('-') && !qualifiesNext(words, j)) return
  }
}

/**
 * Every stem one of the reader's outcomes needs somewhere in its sentence: a
 * subject (or a test's file name), or an outcome, a result, a done or a run
 * word of any of its rules. Kept short of precise on purpose: a stem
 * ("pass", "run", "work") stands for every word it begins, so a false says
 * the text holds none of them and `outcomesOf` is surely empty.
 */
const NEEDED_STEMS = [
  ...Object.keys(SUBJECTS), 'type', 'cargo', 'test', 'spec',
  'pass', 'green', 'clean', 'succe', 'ok', 'happy', 'compil', 'build', 'built', 'lint',
  'error', 'issue', 'problem', 'warn', 'fail', 'finding', 'diagnostic', 'offense', 'violation', 'complain', 'flag', 'report', 'broken',
  'exit', 'nothing', 'satisfied', 'quiet', 'silent', 'complete', 'finish', 'done', 'ran', 'run', 'execut', 'work', 'fine',
  'written', 'emitted', 'produced', 'generated', 'created', 'regression', ...CHECK_MARKS,
]
const NEEDLES = NEEDED_STEMS.filter(w => !NEEDED_STEMS.some(v => v !== w && w.includes(v)))
const ANY_NEEDED = new RegExp(NEEDLES.map(w => w.replace(/[-+.]/g, '\\$&')).join('|'))

/**
 * False only when `outcomesOf(text)` is surely empty: the lower-cased text
 * holds no stem any reading of an outcome needs. A cheap test before the
 * sentence is read word by word; a true says nothing.
 */
export function mayHaveOutcome(text: string): boolean {
  return ANY_NEEDED.test(text.toLowerCase())
}

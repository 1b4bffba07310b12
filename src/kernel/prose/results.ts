/**
 * Results said by their own words, beside the subject-and-outcome reading of
 * `outcome.ts`: a bare result after a colon or a dash, of the subject named
 * before it or of the run the sentence told of ("clippy: warning: none —
 * clean.", "I re-ran the matrix — green on every version"); a build or a run
 * said by its verb and how it went ("building without errors", "the
 * migration ran successfully"); and a result whose words name their subject
 * ("no type errors", "29 passed", "OK (233 tests", "binary built at
 * ./bin/app", "it works"). Each reads a few words from where it stands: one
 * pass over a sentence stays linear.
 */
import { BREAKS, FINDINGS, isCount, NONE, type OutcomeSubject, passObjectAt, SUBJECTS, subjectAt } from './outcome-words.js'

/** A build said to have come to its end: with nothing after it that says it failed, it went through. */
export const BUILD_DONE = new Set(['completed', 'completes', 'finished', 'finishes', 'done'])

/** Words after which a clause of its own starts: what follows may be a bare result ("— clean.", ": no diagnostics"). */
export const CLAUSE_START = new Set([':', '—', '–', '-', ';', ',', 'and'])
export const OF_ALL = new Set(['all', 'everything', "everything's", 'green'])
/** A result said alone, of what the sentence named before it. */
const BARE = new Set(['green', 'clean', 'passing', 'passed', 'passes', 'ok'])
/** What may follow a bare result in its clause: where or when it held ("green on every version"). */
const SCOPE = new Set(['on', 'across', 'in', 'for', 'under', 'at', 'with', 'everywhere', 'locally', 'again', 'now', 'too', 'throughout', 'both', 'all', 'this', 'time', 'every'])
export const CLAUSE_END = new Set(['.', ',', ';', '—', '–', '-', ':'])
/** What a bare result may open with: "it's green", "everything is clean now", "all passing". */
const LEAD = new Set(["it's", "everything's", "that's", 'it', 'everything', 'all', 'is', 'now', 'still', 'fully', 'again'])
/** Telling of a run: a bare result after it is that run's ("I re-ran the whole matrix — green on every version"). */
export const RUN_ACTS = new Set(['ran', 're-ran', 'reran', 'rerun', 're-run', 'executed'])
/** What a run told of is said to have done when it went well: "ran it on the sample and it parses everything". */
export const RAN_WELL = new Set(['produced', 'produces', 'parsed', 'parses', 'returned', 'returns', 'printed', 'prints', 'handled', 'handles', 'completed', 'finished', 'worked'])
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
export function bareResult(words: readonly string[], i: number): 'check' | 'clean' | null {
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
const CHECK_ONLY = new Set(['green', 'passing', 'passed', 'passes'])

/** What a built thing is: "binary built at ./bin/app", "bundle written to dist/". */
const ARTIFACTS = new Set(['binary', 'binaries', 'bundle', 'bundles', 'artifact', 'artifacts', 'jar', 'wheel', 'executable', 'executables'])
const MADE = new Set(['built', 'written', 'emitted', 'produced', 'generated', 'created'])
const MADE_AT = new Set(['at', 'to', 'in', 'into', 'under'])
/** Who may be said to work: "it works", "the fix works", "everything is working". */
const WORKS_DOER = new Set(['it', 'this', 'that', 'everything', 'all', 'fix', 'change', 'feature', 'code', 'script', "it's", "everything's", "that's", 'now'])
/** What after "works" says how, how well or for whom, not that it ran: "works by caching", "works well for this", "works for me". */
const WORKS_HOW = new Set(['well', 'great', 'nicely', 'best', 'better', 'by', 'like', 'because', 'through', 'via', 'differently', 'with', 'on', 'in', 'when', 'if', 'for', 'the', 'similarly', 'too', 'alongside', 'against', 'out'])
const WORKS_WELL = new Set(['now', 'correctly', 'fine', 'again', 'properly'])
const WORKS_ASKED = new Set(['how', 'why', 'whether', 'if', 'what', 'where'])
/** What "working" follows when it says a state: "is working", "everything's working". */
const WORKING_AFTER = new Set(['is', 'are', "it's", "everything's", "that's", 'now'])
/** A number after one of these names a part, not a count: "Depends on Phase 6 passing". */
const ORDINAL_NOUNS = new Set(['phase', 'step', 'stage', 'part', 'section', 'task', 'item', 'milestone', 'level', 'chapter', 'day', 'week', 'sprint', 'round', 'iteration', 'story', 'issue', 'pr', 'case', 'scenario', 'test', 'check'])
/** A count of failures that is not zero takes back a count of passes in the same sentence: "3 passed, 2 failed". */
const FAIL_COUNT = new Set(['failed', 'failures', 'failure', 'failing', 'fail', 'fails', 'errors', 'error', 'errored', 'broken'])

/**
 * A result named by its words rather than by its subject's: "no type errors"
 * (the types), "29 passed" and "0 failures" (the tests), "OK (233 tests",
 * "binary built at ./bin/app", "bundle written to dist/" (the build), and
 * "it works", "works as expected" (any run). `last`: the subject the sentence named before `i`.
 */
export function namedResult(words: readonly string[], i: number, fails: boolean, last: OutcomeSubject | null = null): OutcomeSubject | null {
  const w = words[i] ?? ''
  const next = words[i + 1] ?? ''
  if (NONE.has(w) && w !== 'without' && (next === 'type' || next === 'typescript') && FINDINGS.has(words[i + 2] ?? '')) return 'types'
  // "Failures went from 4 to 0": the failures, counted down to none.
  if ((w === 'failures' || w === 'failing') && next === 'went' && downToNone(words, i + 2)) return fails ? null : 'tests'
  // "from 0 failures to 4" starts from none: no result.
  // "both web hosts ok, 0 failed" counts the hosts: a failure count is the tests' unless other things were counted before it.
  // "ansible-lint passes — 0 failures, 0 warnings": a count after a checker named is that checker's.
  if (NONE.has(w) && w !== 'without' && words[i - 1] !== 'from' && (next === 'failures' || next === 'failed' || (next === 'test' && words[i + 2] === 'failures')) && !otherThingsBefore(words, i)) return last !== null && last !== 'tests' && last !== 'any' ? last : 'tests'
  if ((next === 'passed' || next === 'passing' || next === 'passes' || ((next === 'tests' || next === 'examples' || next === 'specs') && words[i + 2] === 'passed')) && w !== '0' && isCount(w) && !ORDINAL_NOUNS.has(words[i - 1] ?? '')) return fails ? null : 'tests'
  if (w === 'ok' && isCount(next) && (words[i + 2] === 'tests' || words[i + 2] === 'test')) return 'tests'
  // "No regressions.", "no regressions spotted": the tests found none ("no regressions in the build directory" is a place).
  if (NONE.has(w) && w !== 'without' && (next === 'regressions' || next === 'regression') && words[i - 1] !== 'from' && (words[i + 2] === undefined || CLAUSE_END.has(words[i + 2] ?? '') || SEEN.has(words[i + 2] ?? ''))) return 'tests'
  if (w === 'all') return allPass(words, i, fails)
  // "lint-clean", "tsc-clean", "type-clean": the subject and its result in one word.
  if (w.endsWith('-clean') || w.endsWith('-green')) return SUBJECTS[w.slice(0, -6)] ?? (w.startsWith('type-') ? 'types' : null)
  if (ARTIFACTS.has(w) && MADE.has(next) && (MADE_AT.has(words[i + 2] ?? '') || mannerAt(words, i + 2))) return 'build'
  if (w === 'works' || (w === 'working' && WORKING_AFTER.has(words[i - 1] ?? ''))) return worksSaid(words, i) ? 'any' : null
  return null
}

/** Things other than tests that a run counts as done or failed: hosts of a playbook, pods, jobs, requests, the changes of a dry run. */
const COUNTED_THINGS = new Set(['hosts', 'host', 'nodes', 'servers', 'pods', 'replicas', 'instances', 'jobs', 'tasks', 'requests', 'migrations', 'records', 'rows', 'files', 'packages', 'uploads', 'messages', 'changes', 'resources', 'playbook', 'deploy', 'deployment', 'rollout'])

/** Whether the sentence names things other than tests before `i`, a few words back: what a count after them counts. */
function otherThingsBefore(words: readonly string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 6; j -= 1) if (COUNTED_THINGS.has(words[j] ?? '')) return true
  return false
}

/** A count said in words: "All three pass". */
const COUNT_WORDS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve'])

/** "All 12 pass", "all three pass", "all of them passed", "all pass": of what the answer counted, any clean run backs it. */
function allPass(words: readonly string[], i: number, fails: boolean): OutcomeSubject | null {
  let j = i + 1
  while (j < i + 3 && (isCount(words[j] ?? '') || COUNT_WORDS.has(words[j] ?? '') || words[j] === 'of' || words[j] === 'them')) j += 1
  const w = words[j] ?? ''
  if (w !== 'pass' && w !== 'passed' && w !== 'passing') return null
  return passObjectAt(words, j + 1) || fails ? null : 'any'
}

/** "it works", "the fix works", "works as expected", "is working again", "Tried it locally — works."; not "works by caching", "works for me". */
function worksSaid(words: readonly string[], i: number): boolean {
  const next = words[i + 1] ?? ''
  if (WORKS_WELL.has(next) || (next === 'as' && words[i + 2] === 'expected') || (next === 'end' && words[i + 2] === 'to')) return true
  // Said alone after a colon or a dash, as the result of what came before: "Tried it locally — works."
  if (i > 0 && CLAUSE_START.has(words[i - 1] ?? '') && words[i - 1] !== 'and' && (next === '' || CLAUSE_END.has(next))) return true
  let d = i - 1
  if (words[d] === 'is' || words[d] === 'now' || words[d] === 'still') d -= 1
  // "how it works", "whether it works": a description or a question of it, not a result.
  if (!WORKS_DOER.has(words[d] ?? '') || WORKS_ASKED.has(words[d - 1] ?? '')) return false
  if (next === 'as') return words[i + 2] !== 'follows'
  return !WORKS_HOW.has(next)
}

/** How findings are said to have turned up: "no regressions spotted". */
const SEEN = new Set(['spotted', 'found', 'seen', 'detected', 'reported', 'introduced', 'so'])

/** Zero, said as a count: "0", "zero", "none". */
const ZERO = new Set(['0', 'zero', 'none'])

/**
 * A count said to have come down to none at `j`: "from 4 to 0", "from 4 failures to zero". The
 * failures counted on the way ("4 failures") are what went away, not what is left.
 */
export function downToNone(words: readonly string[], j: number): boolean {
  if (words[j] !== 'from' || !isCount(words[j + 1] ?? '')) return false
  const k = FINDINGS.has(words[j + 2] ?? '') || FAIL_COUNT.has(words[j + 2] ?? '') ? j + 3 : j + 2
  return words[k] === 'to' && ZERO.has(words[k + 1] ?? '')
}

/** Whether the sentence counts a failure that is not zero: "2 failed", "3 errors". */
export function failsCounted(words: readonly string[]): boolean {
  for (let j = 0; j + 1 < words.length; j += 1) {
    if (FAIL_COUNT.has(words[j + 1] ?? '') && words[j] !== '0' && isCount(words[j] ?? '') && !downToNone(words, j - 1)) return true
    if (partCounted(words, j) || failureCountedNear(words, j)) return true
  }
  return false
}

/** Verbs of a failure said after what failed: "2 of the 40 export tests fail". */
const FAIL_VERBS = new Set(['fail', 'fails', 'failed', 'failing'])
/** Words that end the reach of a count: what comes after says something else ("3 tests that used to fail now pass"). */
const COUNT_ENDS = new Set(['used', 'to', 'now', 'no', 'longer', 'not', 'never', 'that', 'which', 'would', 'could', 'should', 'will', 'pass', 'passed', 'passing', 'passes', 'and', 'or'])

/**
 * A count of what fails, its noun between: "2 of the 40 export tests fail", "3 specs still fail".
 * The verb right after the count ("2 failed") is `failsCounted`'s own rule, with its "down to none".
 */
function failureCountedNear(words: readonly string[], j: number): boolean {
  const count = words[j] ?? ''
  if (!isCount(count) || count === '0') return false
  for (let k = j + 1; k < words.length && k <= j + 6; k += 1) {
    const w = words[k] ?? ''
    if (FAIL_VERBS.has(w)) return k > j + 1
    if (BREAKS.has(w) || COUNT_ENDS.has(w) || w === ',' || w === ':') return false
  }
  return false
}

/** "23/24 pass", "41 of 42 tests passed": fewer passed than ran, so some did not (a word never holds a `/`). */
export function partCounted(words: readonly string[], j: number): boolean {
  const of = words[j + 1] === 'of' ? j + 2 : j + 1
  const part = words[j] ?? ''
  const whole = words[of] ?? ''
  if (!isCount(part) || !isCount(whole) || part.length > 9 || whole.length > 9 || Number(part) >= Number(whole)) return false
  const next = words[of + 1] === 'tests' || words[of + 1] === 'test' || words[of + 1] === 'specs' ? words[of + 2] : words[of + 1]
  return next !== undefined && /^pass(es|ed|ing)?$/.test(next)
}

/** Verbs of a build said without its noun: "building without errors", "compiled successfully". */
const BUILD_VERBS = new Set(['build', 'builds', 'built', 'building', 'compile', 'compiles', 'compiled', 'compiling'])
/** Verbs of a run of anything: "the migration ran successfully", "the script completed without errors", "the app starts cleanly". */
const RUN_VERBS = new Set(['ran', 'runs', 'completed', 'completes', 'finished', 'finishes', 'executed', 'starts', 'started', 'boots', 'booted', 'launches', 'launched'])
const SUCCEEDED = new Set(['succeeded', 'succeeds', 'passed', 'passes', 'ok'])
/** How a build or a run went, when it went well. */
const MANNER = new Set(['cleanly', 'successfully', 'fine'])
/** How far the object of a build or a run may stand between its verb and how it went: "compiled the whole workspace cleanly". */
const OBJECT_WORDS = 4

/** cargo's own line for a build that went through, quoted as the result: "Finished dev [unoptimized + debuginfo] target(s) in 6.03s". */
function printsBuilt(words: readonly string[], i: number): boolean {
  for (let j = i + 1; j < i + 8 && j < words.length; j += 1) if (words[j] === 'target' && words[j + 1] === 's' && words[j + 2] === 'in') return true
  return false
}

/** A past verb of five letters or more: "regenerated", "migrated", "seeded". */
const pastVerb = (w: string): boolean => w.length >= 5 && w.endsWith('ed')

/** Whether a good manner is said at `j`: "cleanly", "without errors", "with no warnings", "with exit code 0". */
export function mannerAt(words: readonly string[], j: number): boolean {
  const w = words[j] ?? ''
  if (MANNER.has(w)) return true
  if (w === 'with' && words[j + 1] === 'exit' && (words[j + 2] === 'code' || words[j + 2] === 'status') && words[j + 3] === '0') return true
  if (w === 'without' && (FINDINGS.has(words[j + 1] ?? '') || (words[j + 1] === 'a' && words[j + 2] === 'hitch'))) return true
  return w === 'with' && NONE.has(words[j + 1] ?? '') && FINDINGS.has(words[j + 2] ?? '')
}

/**
 * A build or a run said by its verb and how it went: "building without
 * errors", "compiled the whole workspace cleanly", "the migration ran
 * successfully" (any run), "ran the suite cleanly" and "go build finished
 * with no errors" (the subject named after the verb, or before it).
 */
export function actOutcome(words: readonly string[], i: number, before: OutcomeSubject | null): OutcomeSubject | null {
  const w = words[i] ?? ''
  if (w === 'finished' && printsBuilt(words, i)) return 'build'
  const build = BUILD_VERBS.has(w)
  if (!build && !RUN_VERBS.has(w)) return null
  let named: OutcomeSubject | null = null
  // "the project builds again", "Compiling succeeded".
  const after = words[i + 1] ?? ''
  if (build && (((w === 'builds' || w === 'compiles') && (after === 'again' || after === 'now')) || SUCCEEDED.has(after))) return 'build'
  let last = i + 1 + OBJECT_WORDS
  for (let j = i + 1; j <= last && j < words.length; j += 1) {
    // "The seed script ran clean": right after a run's verb, "clean" is how it went ("the build directory is clean" is a state).
    if (mannerAt(words, j) || (!build && j === i + 1 && words[j] === 'clean')) return build ? 'build' : named ?? before ?? 'any'
    const x = words[j] ?? ''
    // "The codegen step ran and regenerated all 14 clients without errors": a second past verb right after the run's is what it did.
    if (!build && x === 'and' && j === i + 1 && pastVerb(words[j + 1] ?? '')) {
      last = j + 2 + OBJECT_WORDS
      j += 1
      continue
    }
    if (BREAKS.has(x) || CLAUSE_END.has(x) || x === 'and') return null
    named = subjectAt(words, j)?.subject ?? named
  }
  return null
}

/**
 * command-outcome: "tests pass", "the build succeeds", "lint is clean", "it
 * works". Backed by a clean run of the named kind after the last file write:
 * a run before the last write checked other code, and a failed run backs nothing.
 * A write to prose (a README, a changelog) runs nothing, so it is not the last write.
 */
import { clip } from '../../../../../../kernel/findings.js'
import { trimEndOf, trimStartOf } from '../../../../../../kernel/trim.js'
import { type OutcomeSubject, readOutcomes } from '../../../../../../kernel/prose/outcome.js'
import { subjectAt, wordsOf } from '../../../../../../kernel/prose/outcome-words.js'
import type { Sentence } from '../answer-text.js'
import type { Claim, ClaimFinder } from '../claim.js'
import { claimedPassCounts, countAgrees, passCountsShown } from '../counts.js'
import { type Backing, CHECKERS, OUTCOME_PHRASES } from '../claim-patterns.js'
import { holds, type Ran, type Step, TASK_RUNNERS } from '../ran.js'
import { coverageGateFailed, type Reason, runFault } from '../run-result.js'
import { LINT_SHOWN } from '../run-shown.js'
import { MAX_STEPS_WALKED_BACK, RUN_OUTPUT_TAIL } from '../../limits.js'
import { actFailed, actFailedBeforeChange, CLEAN_SAID, FAILURE_SAID, namedToolFailed } from '../named-tool.js'
import { commandWordSet, once, runsSinceChange } from '../recent-runs.js'
import { checksFormatOnly, type RunKind } from '../run-kinds.js'
import { programOf } from '../runners.js'
import { serviceDownNeeds } from '../service-state.js'
import { changedOutsideScope, runScope, standsAfterChanges } from '../run-scope.js'
import { segmentsOf } from '../shell.js'
import { onePicked, SEVERAL_PICKED, WORKSPACE_WIDE, workspacePart } from '../workspace-part.js'
import { reasonOf } from './done-backing.js'

type Run = Extract<Step, { kind: 'run' }>

const backs = (kind: Backing, run: RunKind) => kind === 'any' || kind === run || (kind === 'check' && (run === 'build' || run === 'lint'))

/** Whether a run backs a claim of the kind: as its own run or one it also is; a style linter's run checks no types. */
const stepBacks = (kind: Backing, step: Run): boolean =>
  step.run !== null && !(kind === 'check' && step.styleOnly === true) && !(kind === 'any' && step.ciJob === true) && (backs(kind, step.run) || step.alsoRuns?.some(also => backs(kind, also)) === true)

/** Flags that narrow a test run to some of its tests: `-k core`, `-t name`, `--tests '*Spec'`, ctest's `-R`, hspec's `--match`. */
/** Flags that run some tests: by name, by mark, or only those that failed last (\`--only-failures\`, \`--lf\`, \`--onlyFailures\`, \`--failed\`). */
const FILTER_FLAGS = new Set(['-k', '-t', '-m', '-R', '--testNamePattern', '--test-name-pattern', '--grep', '-run', '--filter', '--only', '--test', '--tests', '--match',
  '--only-failures', '--next-failure', '--lf', '--last-failed', '--onlyFailures', '--failed', '--rerun-failed'])
/** Runners whose `--filter` picks a workspace package, not tests: `pnpm --filter web test`. */
const WORKSPACE_RUNNERS = new Set(['pnpm', 'yarn', 'npm', 'turbo', 'nx'])
/** Source files a test file is named in: `tests/test_parser.py`, `spec/models/user_spec.rb`, `test/cart_test.dart`. */
const TEST_FILE_EXTENSIONS = new Set(['py', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'go', 'rb', 'rs', 'dart', 'java', 'kt', 'scala', 'ex', 'exs', 'php', 'cs', 'swift', 'hs'])

/** A word without the quotes around it: `'--match` and `"testOnly` read as the flag and the task. */
const unquoted = (word: string): string => trimStartOf(trimEndOf(word, `'"`), `'"`)

/**
 * Whether a command runs only some tests by its own words: a filter flag, a
 * `path::test`, sbt's `testOnly`, or a test file named. Word by word, so a
 * long command costs its length once.
 */
export function isFiltered(command: string): boolean {
  const words = command.split(/\s+/).map(unquoted)
  const workspace = WORKSPACE_RUNNERS.has(words[0] ?? '')
  for (const word of words) {
    if (namesTestFile(word)) return true
    const flag = word.split('=')[0] ?? ''
    if (FILTER_FLAGS.has(flag) && !(workspace && flag === '--filter')) return true
    if (word.startsWith('testOnly') || word.startsWith('-Dtest=') || word.startsWith('-Dit.test=')) return true
  }
  return false
}

/** A file's name without the `:42` or `:42:7` after it, by a scan from its end (a pattern would retry at every colon). */
function withoutLineNumber(word: string): string {
  const digitOrColon = (c: string) => c === ':' || (c >= '0' && c <= '9')
  let end = word.length
  while (end > 0 && digitOrColon(word[end - 1] ?? '')) end -= 1
  const tail = word.slice(end)
  return tail.length > 1 && tail.startsWith(':') && !tail.endsWith(':') && !tail.includes('::') ? word.slice(0, end) : word
}

/** Whether a word of a command names a test file, or tests in one: `tests/test_x.py::test_y`, `spec/user_spec.rb:42`. */
function namesTestFile(word: string): boolean {
  // A call by namespace (`Rscript -e 'devtools::check()'`, `mix run -e 'App.Release::migrate()'`) is code, not a test's path.
  if (word.includes('::')) return !word.includes('(')
  // `spec/user_spec.rb:42`, `test/accounts_test.exs:88`: one example of a file.
  const file = withoutLineNumber(word)
  const dot = file.lastIndexOf('.')
  return dot > 0 && TEST_FILE_EXTENSIONS.has(file.slice(dot + 1)) && /test|spec/i.test(file.slice(0, dot))
}

/** The test files, or tests in them, a command names, lower-cased. */
const testFilesNamed = (command: string): string[] => command.split(/\s+/).map(unquoted).filter(namesTestFile).map(word => word.toLowerCase())

/**
 * The newest clean run of the kind after the last write, or null; a run backs
 * the kinds it also is (`cargo test` builds, `./gradlew ktlintCheck test`
 * lints). A narrowed run after a failed one of the same kind does not back
 * the claim. For a claim of the whole suite (`whole`: "all tests pass", "the
 * full suite is green"), nor does a narrowed run after a failed full run
 * before the last write: the fix was checked on some tests, not on the suite.
 */
export function backingRun(ran: Ran, kind: Backing, whole = false, scope: ReadonlySet<string> | null = null, failureTold = false): Run | null {
  if (kind === 'check' && typesFailedSinceChange(ran) !== null) return null
  let found: Run | null = null
  // Commands whose newest run since the change failed, when the answer tells of a failure: a clean run of another command still backs its own claim.
  const failedTold = new Set<string>()
  for (let i = ran.steps.length - 1; i >= 0; i -= 1) {
    const step = ran.steps[i]
    if (step === undefined) break
    const beforeChange = step.at < ran.lastCodeWrite
    if (beforeChange && !(whole && found !== null)) break
    if (step.kind !== 'run' || !stepBacks(kind, step)) continue
    if (scope !== null && !inScope(step, scope)) continue
    // The newest run of the kind since the change failed: a clean one before it is superseded. Not for a
    // claim any of several kinds backs ("it works", the types): a failure of another kind says nothing of it.
    const clean = cleanFor(kind, step)
    const superseding = found === null && !clean && !beforeChange && step.fault !== 'background only' && kind !== 'any' && kind !== 'check'
    // "Unit tests: 46/46 pass. Playwright: 2 fail" after `vitest run`, then a failed `playwright test`: the failure told is the other run's.
    if (superseding && failureTold) {
      failedTold.add(step.argv ?? step.command)
      continue
    }
    if (found === null && clean && failedTold.has(step.argv ?? step.command)) return null
    if (superseding) return null
    if (found === null && clean) found = step
    // A part of a task (`:app:test` of `./gradlew check`) narrows no run of its own task.
    else if (found !== null && !(found.partOf !== undefined && (step.at === found.partOf || step.partOf === found.partOf)) && narrows(found, step)) {
      if (!step.clean) return null
      // Before the change, the newest run the clean one narrows decides: it passed, so the narrowing hid nothing.
      if (beforeChange) break
    }
  }
  return found
}

/**
 * Whether a run came back clean for a claim of the kind: a test run that compiled the project and
 * then found no test to run (Surefire's "Tests run: 0" under BUILD SUCCESS), or printed a failed
 * test while it exited 0 (Gradle's \`ignoreFailures\`), did not pass its tests, but its build went
 * through.
 */
const cleanFor = (kind: Backing, step: Run): boolean =>
  step.clean ||
  (kind === 'build' && step.run === 'test' && (step.fault === 'empty run' || step.fault === 'failed output') && !step.isError && step.alsoRuns?.includes('build') === true) ||
  // `make check` read as a lint run, a compiler's warning in its output, and its tests' summary clean: the tests passed.
  (kind === 'test' && step.run !== 'test' && step.fault === 'failed output' && !step.isError && step.alsoRuns?.includes('test') === true && runFault('test', step.output.slice(-RUN_OUTPUT_TAIL), false, false) === null)

/** Words of a claim that name no part of a project: the claim's own words and the commonest English. */
const UNSCOPED = new Set(['the', 'and', 'all', 'now', 'are', 'is', 'was', 'were', 'has', 'have', 'been', 'with', 'for', 'its', 'this', 'that', 'test', 'tests', 'spec', 'specs', 'suite', 'pass', 'passes', 'passed', 'passing', 'green', 'clean', 'run', 'ran', 'check', 'checks', 'lint', 'build', 'builds', 'again', 'still', 'too', 'also', 'both', 'new'])

/** Whether a run's command holds a word of the scope (its words are split once per run: recent-runs.ts). */
function inScope(step: Run, scope: ReadonlySet<string>): boolean {
  const words = commandWordSet(step)
  for (const word of scope) if (words.has(word)) return true
  return false
}

/** Words of a claim read for its scope: a claim names its runs early. */
const MAX_SCOPE_WORDS = 24

/**
 * The words of a claim that name which runs it is of, when some run of the kind since the change
 * has one of them in its command: "Unit tests pass" is of `pytest tests/unit`, not of a failed
 * `pytest tests/integration` after it. Null when no run names any: the claim is of them all.
 */
function scopeOf(ran: Ran, kind: Backing, text: string): ReadonlySet<string> | null {
  const words = new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter(word => word.length >= 3 && !UNSCOPED.has(word)).slice(0, MAX_SCOPE_WORDS))
  if (words.size === 0) return null
  return runsSinceChange(ran).some(step => stepBacks(kind, step) && inScope(step, words)) ? words : null
}

/** Whether a run's words name a type checker: `tsc --noEmit`, `mypy .`, `npm run typecheck`, `pyright`. */
const checksTypes = (step: Run): boolean => namesTypes(step.argv ?? step.command)

/** Whether a command's words name the types: `tsc --noEmit`, `mypy .`, `typecheck`. */
function namesTypes(command: string): boolean {
  const words = wordsOf(command)
  return words.some((_, i) => subjectAt(words, i)?.subject === 'types')
}

/**
 * Whether the newest type checker run since the last change failed: the types are broken in the code
 * as it stands, whatever a build after it printed (a bundler may check no types).
 */
function typesFailedSinceChange(ran: Ran): Run | null {
  const newest = runsSinceChange(ran).find(step => step.run !== null && step.fault !== 'background only' && checksTypes(step))
  return newest === undefined || newest.clean ? null : newest
}

/** Test runners whose words after the command pick tests (`cargo test core`, `pytest tests/api`); a build tool's are more tasks. */
const PICKS_BY_WORD = new Set(['cargo', 'go', 'pytest', 'py.test', 'jest', 'vitest', 'mocha', 'ava', 'tap', 'rspec', 'mix', 'phpunit', 'pest', 'bun', 'deno', 'node', 'playwright'])

/**
 * Whether a clean run is a narrowed rerun of another: a filter flag or a
 * test path (`-k core`, `path::test`), or, for a runner whose words pick
 * tests, the other run's words with a word more after them (`cargo test`
 * then `cargo test core`; `./gradlew test spotlessCheck` runs a task more), or
 * one environment or package of what the other ran whole (`tox` then `tox -e py312`).
 */
export function narrows(clean: Run, failed: Run): boolean {
  // A filter that matched nothing (`pytest -k 'a and b'`: 212 deselected) failed no test: a corrected filter narrows nothing more.
  if (failed.fault === 'empty run' && isFiltered(failed.command)) return false
  if (isFiltered(clean.command)) return true
  const a = failed.argv ?? failed.command
  const b = clean.argv ?? clean.command
  // \`tox\` failed on py38, then \`tox -e py312\` passed; \`cargo test\` failed, then \`cargo test -p core\`: one part of what failed.
  const sameProgram = programOf(a.split(' '))[0] === programOf(b.split(' '))[0]
  if (sameProgram && ((onePicked(b) !== null && onePicked(a) === null) || (workspacePart(b) !== null && workspacePart(a) === null))) return true
  if (!(b.length > a.length && b.startsWith(`${a} `))) return false
  return PICKS_BY_WORD.has(programOf(b.split(' '))[0] ?? '') && b.slice(a.length + 1).split(' ').some(w => w !== '' && !w.startsWith('-'))
}

/** A claim of all the code, not of the change: "the codebase is lint-clean", "clean across the repo", "the whole project". */
const CODEBASE_WIDE = new RegExp(`${WORKSPACE_WIDE.source}|\\bthe (?:code ?base|repo|repository)\\b`, 'i')
/** Flags that make a linter report only what a revision or a patch changed: golangci-lint's \`--new-from-rev\`, \`--new\`, \`--new-from-patch\`. */
const NEW_LINES_ONLY = /^--new(?:-from-(?:rev|patch|merge-base))?(?:=|$)/

/** Whether a lint run reported only the lines a change touched. */
const checksNewLinesOnly = (run: Run): boolean => (run.argv ?? run.command).split(/\s+/).some(word => NEW_LINES_ONLY.test(word))

/** A claim of the linter by name ("lint is clean", "the linter passes"), not of formatting or style. */
const SAYS_LINT = /\blint(?:s|er|ers|ing|'s)?\b/i
const SAYS_FORMAT = /\b(?:format\w*|style|prettier|black|rustfmt|gofmt|fmt)\b/i

/** The command of the run found, when the claim names the linter and every clean lint run since the change only checked formatting. */
function formatCheckedOnly(ran: Ran, run: Run, claim: string): string | null {
  if (!SAYS_LINT.test(claim) || SAYS_FORMAT.test(claim)) return null
  const formatOnly = (step: Run) => checksFormatOnly((step.argv ?? step.command).split(/\s+/))
  if (!formatOnly(run)) return null
  return once(ran, 'a lint run since the change beyond formatting', () => runsSinceChange(ran).some(step => step.clean && stepBacks('lint', step) && !formatOnly(step))) ? null : run.command
}

/** Whether a clean test run since the last change ran unfiltered: the whole suite, as far as its command says. Once per session read. */
const wholeRunSince = (ran: Ran): boolean =>
  once(ran, 'whole test run since the change', () => runsSinceChange(ran).some(step => step.clean && stepBacks('test', step) && !isFiltered(step.command)))

/** A count of tests a run left out, as runners print it: pytest's "212 deselected", ExUnit's "30 excluded", cargo's "5 filtered out". */
const LEFT_OUT = /\b[1-9][0-9]{0,6} (?:deselected|excluded|filtered out)\b|\[no tests to run\]|Ran all test suites with tests matching|Run options: include \{/

/** A claim of the suite beyond the files run: "the full suite", "the entire suite", "every spec"; not a bare "all tests". */
const SUITE_WIDE = /\b(?:full|entire|whole|complete|every)\b/i

/** Programs that run the file named after them as a script (`python test.py`, `node test/index.js`): it may run every test. */
const SCRIPT_RUNNERS = new Set(['python', 'python3', 'node', 'ruby', 'php', 'perl', 'bash', 'sh', 'tsx', 'ts-node'])

/** The test files a runner is asked for, as `testFilesNamed`; none when a file is the script that runs the tests, or a glob. */
function testFilesPicked(command: string): string[] {
  const [program, first] = programOf(command.split(/\s+/).map(unquoted))
  if (program !== undefined && SCRIPT_RUNNERS.has(program) && first !== '-m') return []
  return testFilesNamed(command).filter(file => !/[*?{]/.test(file))
}

/**
 * The part of the suite a clean run shows it ran, or null: the test files its command names
 * (`rspec spec/models/user_spec.rb`, `mix test test/a_test.exs:88`), for a claim of the suite beyond
 * them; or, when its output counts tests its filter left out ("30 excluded"), its command. A filter
 * flag alone (`-k core` printing "42 passed") may have picked every test: that is let through.
 */
function partShown(run: Run, claim: string, bareNamed: boolean): { words: string; files: string[] } | null {
  const files = testFilesPicked(run.command)
  if (files.length > 0) return SUITE_WIDE.test(claim) || bareNamed ? { words: files.join(' '), files } : null
  if (!isFiltered(run.command) || !LEFT_OUT.test(run.output.slice(-RUN_OUTPUT_TAIL))) return null
  // The filter's words say which tests ran; the runner's name ("Jest suite passes" after `npx jest -t coupon`) does not.
  return { words: programOf(run.command.split(/\s+/).map(unquoted)).slice(1).join(' ').toLowerCase(), files }
}

/** Nouns a claim names its tests by: the words before the first say which ("The error-handling tests all pass"). */
const TESTS_NOUNS = new Set(['test', 'tests', 'spec', 'specs', 'suite', 'examples'])

/** Whether the claim says which tests, by a word of the part that ran, before it names them. */
function namesPart(claim: string, part: string): boolean {
  for (const word of claim.toLowerCase().split(/[^a-z0-9]+/)) {
    if (TESTS_NOUNS.has(word)) return false
    if (word.length >= 3 && !UNSCOPED.has(word) && !WHOLE_SUITE.test(word) && part.includes(word)) return true
  }
  return false
}

/** Whether some sentence of the answer names a file the run was narrowed to (`test_pagination.py`): it says what ran. */
function fileNamedIn(answer: readonly { text: string }[], files: readonly string[]): boolean {
  const names = files.map(file => withoutLineNumber(file.split('::')[0] ?? '').replace(/^.*\//, '')).filter(name => name.length >= 4)
  return names.length > 0 && answer.some(sentence => names.some(name => sentence.text.toLowerCase().includes(name)))
}

/**
 * The narrowed run a whole-suite claim rests on, when every clean test run since the change ran some
 * tests and the answer does not say which: neither by the claim's words, nor by a count the run
 * printed ("All 23 specs pass" after "23 examples, 0 failures"), nor by a file's name. `fileSaid`
 * keeps the answer's reading per run, so many such claims read the answer once.
 */
function narrowedRun(ran: Ran, run: Run, claim: string, answer: readonly { text: string }[], fileSaid: Map<Run, boolean>, bareNamed: boolean): Run | null {
  if (wholeRunSince(ran)) return null
  const part = partShown(run, claim, bareNamed)
  if (part === null || namesPart(claim, part.words)) return null
  const shown = passCountsShown(run.output.slice(-RUN_OUTPUT_TAIL))
  if (claimedPassCounts(claim).some(n => shown.includes(n))) return null
  const said = fileSaid.get(run) ?? fileNamedIn(answer, part.files)
  fileSaid.set(run, said)
  return said ? null : run
}

/** The name a part of a workspace goes by: `@acme/api` → `api`, `./internal/auth/...` → `auth`, `src/utils` → `utils`. */
function partName(part: string): string {
  const parts = part.replace(/\/\.\.\.$/, '').split(/[/:]/).filter(piece => piece !== '' && piece !== '.')
  return (parts.at(-1) ?? '').toLowerCase()
}

/** A sentence that speaks of a run or its outcome: a check's name, a run's verb, a result. */
const RUN_SPOKEN = /\b(tests?|specs?|lint(s|ed|ing)?|linter|builds?|built|type-?checks?|types|ran|pass(es|ed|ing)?|green|clean|fail(s|ed|ing)?|checked|only)\b/i

/** A part of what a claim speaks of, as one reading of runs and claims: packages of a workspace, or one of several versions. */
type PartReading = {
  /** Whether the claim speaks of the whole. */
  claimsWhole: (claim: string, kind: Backing) => boolean
  /** The part a command runs, or null when it runs the whole. */
  partOf: (command: string) => string | null
  /** Whether runs of two different parts make the whole: two versions are several, two packages are not a workspace. */
  partsMakeWhole: boolean
  /** What the block asks for instead. */
  whole: string
}

const PART_READINGS: readonly PartReading[] = [
  { claimsWhole: (claim, kind) => WORKSPACE_WIDE.test(claim) || (kind === 'test' && SUITE_WIDE.test(claim)), partOf: workspacePart, partsMakeWhole: false, whole: 'the whole workspace' },
  { claimsWhole: claim => SEVERAL_PICKED.test(claim), partOf: onePicked, partsMakeWhole: true, whole: 'each of them' },
]

/**
 * The run a claim of the whole rests on ("Workspace tests all pass" after \`cargo test -p core\`,
 * "tests pass on 3.9 through 3.12" after \`tox -e py312\`), when every clean run of its kind since
 * the change ran one part and the answer does not say which; null when one ran the whole, or it says.
 */
function workspaceNarrowed(ran: Ran, kind: Backing, claim: string, answer: readonly { text: string }[]): { run: Run; part: string; whole: string } | null {
  for (const reading of PART_READINGS) {
    if (!reading.claimsWhole(claim, kind)) continue
    const runs = runsSinceChange(ran).filter(step => step.clean && stepBacks(kind, step))
    const first = runs[0]
    if (first === undefined) return null
    const parts = runs.map(step => reading.partOf(step.argv ?? step.command))
    if (parts.some(part => part === null) || (reading.partsMakeWhole && new Set(parts).size > 1)) continue
    const part = parts[0] ?? ''
    const name = partName(part)
    // "on all three targets (linux-gnu, darwin, windows-msvc)" names the one that ran among others: only a part of a workspace is said by its name.
    // The part said elsewhere counts where the sentence also speaks of a run ("only web's lint ran"), not of the edit ("used it on the web landing page").
    if (!reading.partsMakeWhole && (namesPart(claim, part.toLowerCase()) || (name.length >= 3 && answer.some(sentence => sentence.text.toLowerCase().includes(name) && RUN_SPOKEN.test(sentence.text))))) continue
    return { run: first, part, whole: reading.whole }
  }
  return null
}

/** A failure told of as it stands: "2 fail", "**didn't run**", "One test still fails", "Chrome won't start". */
const FAILURE_TOLD = /\b(fail|fails|failed|failing|failures?|did(?:n't| not) run|could(?:n't| not) (?:run|start|connect)|won't start|timed? out|times out|errored)\b/i

/** Whether a sentence tells of a failure as it stands, not of one fixed. */
const tellsFailure = (sentence: Sentence): boolean => FAILURE_TOLD.test(sentence.text) && !FIXED_FAILURE.test(sentence.text)

/** A failure told of as what was fixed: "the failing test now passes", "fixed the failure in". */
const FIXED_FAILURE = /\b(fix(?:ed|es)?|resolv(?:ed|es)|now pass(?:es)?|no longer fail(?:s|ing)?|previously failing|was failing|were failing|used to fail)\b/i

/** A claim of every test, not of some: "all tests pass", "the whole suite", "every spec", "the full suite". */
const WHOLE_SUITE = /\b(all|every|whole|full|entire|everything)\b|\bthe (test )?suite (passes|is green|is passing)\b/i

/** Why a run that did not come back clean backs nothing, and what would. */
function failedRunReason(run: Run): { reason: Reason; needs: string } {
  return { reason: run.fault ?? 'failed exit', needs: `\`${clip(run.command, 60)}\` did not come back clean after the last change; fix it and run it again, or report the failure` }
}

/** What backs each kind, as a noun phrase: "nothing ran <the tests>". */
const WHAT: Record<Backing, string> = {
  test: 'the tests',
  build: 'the build',
  lint: 'the linter',
  check: 'the type checker',
  deploy: 'a deploy',
  exec: 'the program',
  ci: "a check of CI's status (`gh run watch`, `gh pr checks`)",
  any: 'the tests, the build or the linter',
}

/** Why nothing backs a claim of this kind, and what would. */
function unbacked(ran: Ran, kind: Backing): { reason: Reason; needs: string } {
  // A style linter's run is no type check: the reason is of the runs that could have backed the claim.
  const why = reasonOf(ran, (run, step) => backs(kind, run) && !(kind === 'check' && step.styleOnly === true))
  if (why.text !== null) return { reason: why.reason, needs: why.text }
  return { reason: why.reason, needs: `nothing ran ${WHAT[kind]} in this session; run ${kind === 'any' ? 'one' : kind === 'test' ? 'them' : 'it'} after the last change and quote the result, or say ${kind === 'test' ? 'they were' : 'it was'} not run` }
}

/** What backs each subject the claim reader finds. */
const BY_SUBJECT: Readonly<Record<OutcomeSubject, { subject: string; backedBy: Backing } | null>> = {
  tests: { subject: 'tests pass', backedBy: 'test' },
  build: { subject: 'the build succeeds', backedBy: 'build' },
  types: { subject: 'the type check is clean', backedBy: 'check' },
  lint: { subject: 'lint is clean', backedBy: 'lint' },
  any: { subject: 'it works', backedBy: 'any' },
  // CI runs elsewhere: only its status asked of its host (`gh run watch`, `gh pr checks`) shows it,
  // so a CI claim is judged only against such a status asked since the change (ciStatusSince).
  ci: { subject: 'CI passes', backedBy: 'ci' },
}

/** The subject word a run of each kind is claimed by. */
const RUN_SUBJECT: Partial<Record<RunKind, string>> = { test: 'tests', build: 'build', lint: 'lint' }

/** A test's own name, as test runners name them: `UserServiceTest`, `OrderSpec`, `TestParse`, `test_login`. */
const TEST_IDENTIFIER = /^(?:[A-Z][A-Za-z0-9]*(?:Tests?|Specs?|IT)|Test[A-Z][A-Za-z0-9_]*|test_[a-z0-9_]+)(?:[#.>:]{1,2}[\w$]+)?$/

/** A word of prose that may be a test's own name, before each word is tried against TEST_IDENTIFIER. */
const TEST_NAMED_BARE = /\b(?:[A-Z][A-Za-z0-9]*(?:Tests?|Specs?)|Test[A-Z]\w*|test_[a-z0-9_]+)\b/

/** Longest code span read as a command. */
const MAX_SPAN_COMMAND = 200

/** Code spans of a sentence read as commands: a claim names one or two; a line of thousands stays linear and cheap. */
const MAX_SPANS_READ = 16

/** Spans of one or two characters name no command: `-k`, `x`. */
const MIN_SPAN_COMMAND = 3

/** The code spans of a sentence as written, the first MAX_SPANS_READ of them: a line of thousands stays cheap. */
function codeSpans(text: string): string[] {
  if (!text.includes('`')) return []
  const pieces = text.split('`')
  const spans: string[] = []
  for (let k = 1; k < pieces.length - 1 && k < 2 * MAX_SPANS_READ; k += 2) spans.push(pieces[k] ?? '')
  return spans
}

/**
 * The newest run at or after `from` whose command the span names: the same words, or those words
 * first (`terraform fmt` names `terraform fmt -check -recursive infra/`). Word for word, so `npm
 * test` does not name `npm test:e2e`.
 */
function namedRun(ran: Ran, span: string, from: number): Run | null {
  const named = span.trim().split(/\s+/).join(' ')
  if (named.length < MIN_SPAN_COMMAND) return null
  // One word may be a task the run was given: `testDebugUnitTest` for `./gradlew testDebugUnitTest`, `:app:lint`.
  const task = TASK_WORD.test(named) ? named : null
  for (let i = ran.steps.length - 1; i >= 0; i -= 1) {
    const step = ran.steps[i]
    if (step === undefined || step.at < from) break
    if (step.kind !== 'run' || step.run === null || step.argv === undefined) continue
    if (step.argv === named || step.argv.startsWith(`${named} `)) return step
    if (task !== null && step.argv.split(' ').slice(1).some(word => word === task || word.endsWith(`:${task}`))) return step
  }
  return null
}

/** A task's name as a build tool takes it: a word of letters, digits, colons and dashes, with a letter in it. */
const TASK_WORD = /^(?=[^a-z]*[a-z])[\w:-]{3,80}$/i

/**
 * The first run the sentence names in code since the last change, of the claim's kind, that `wanted`
 * takes. Clean: "JVM unit tests pass (\`testDebugUnitTest\`)" is that run's claim, whatever another
 * test run after it printed (not asked for a claim of them all). Failed: "\`terraform fmt -check\` ✅"
 * after it listed a file is not backed by a clean \`terraform validate\` after it. A named command
 * that did not run leaves the claim to its kind.
 */
function namedRunSince(ran: Ran, text: string, kind: Backing, wanted: (run: Run) => boolean): Run | null {
  for (const span of codeSpans(text)) {
    if (span.length > MAX_SPAN_COMMAND) continue
    const run = namedRun(ran, span, ran.lastCodeWrite)
    if (run !== null && wanted(run) && stepBacks(kind, run)) return run
  }
  return null
}

/**
 * A command the sentence names in code, of the claim's kind, that never ran in the session and
 * whose words no command or output holds: "\`cargo fmt --check\` is clean" when only clippy ran.
 * Another run of the kind does not speak for it. A command run by a recipe or a script shows its
 * words in what the recipe echoed or the script printed, and is let through; so is a task runner's
 * task, which may run the tool that ran (`make lint` for `ruff check .`).
 */
function neverRanNamed(ran: Ran, text: string, kind: Backing | null): string | null {
  return namedUnran(ran, text, kind, first => !once(ran, `ran or shown: ${first}`, () => ranOrShown(ran, first)))
}

/**
 * A command named in code, of the claim's kind, that ran only before the last change and whose
 * run does not stand after it: "\`dotnet build -warnaserror\` is clean" when it ran clean, then
 * two files changed and only \`dotnet test\` ran. A recipe or a script that printed its words lets
 * it through, as above; so does \`mypy --strict src\` after a change outside \`src\`.
 */
function staleNamed(ran: Ran, text: string, kind: Backing): string | null {
  return namedUnran(ran, text, kind, first => !once(ran, `ran since the change or stands: ${first}`, () => ranSinceChange(ran, first) || newestOfStands(ran, first)) && !holds(ran.printed, first))
}

/** The first command named in code, of the kind, whose program and first word \`unran\` says did not run. */
function namedUnran(ran: Ran, text: string, kind: Backing | null, unran: (first: string) => boolean): string | null {
  if (kind === 'any') return null
  for (const written of codeSpans(text)) {
    const span = written.trim()
    if (span.length < MIN_SPAN_COMMAND || span.length > MAX_SPAN_COMMAND) continue
    const named = segmentsOf(span).findLast(segment => segment.run !== null)
    if (named?.run == null || (kind !== null && !backs(kind, named.run))) continue
    // The program and the word right after it when that is no flag: `cargo fmt`, `mvn test`; `tsc` of `tsc -p tsconfig.build.json`.
    const [program = '', next = ''] = programOf(named.words)
    // A task runner's task (`make lint`, `npm run lint`) may be the very tool that ran by its own name.
    if (TASK_RUNNERS.has(program)) continue
    const first = (next === '' || next.startsWith('-') ? program : `${program} ${next}`).toLowerCase()
    // Its program and first word in any run's command, flags and paths between: `mvn test` in `timeout 300 mvn -B test`, `sbt test` in `sbt core/test`.
    if (first.length >= MIN_SPAN_COMMAND && unran(first)) return span
  }
  return null
}

/** The words of a command's program and first word, as \`commandWordSet\` holds them. */
const wordsOfFirst = (first: string): string[] => first.split(/[^a-z0-9]+/).filter(word => word !== '')

/** Whether a run since the last change holds the words of \`first\`. */
function ranSinceChange(ran: Ran, first: string): boolean {
  const words = wordsOfFirst(first)
  return runsSinceChange(ran).some(step => words.every(word => commandWordSet(step).has(word)))
}

/** Whether the newest run holding the words of \`first\`, among the newest steps, checked paths no change since touched. */
function newestOfStands(ran: Ran, first: string): boolean {
  const words = wordsOfFirst(first)
  for (let i = ran.steps.length - 1; i >= 0 && i >= ran.steps.length - MAX_STEPS_WALKED_BACK; i -= 1) {
    const step = ran.steps[i]
    if (step?.kind === 'run' && words.every(word => commandWordSet(step).has(word))) return standsAfterChanges(ran, step)
  }
  return false
}

/** Whether a run's command holds the words of `first`, or a command or output the words as written; read once per session read. */
function ranOrShown(ran: Ran, first: string): boolean {
  const words = wordsOfFirst(first)
  return ran.steps.some(step => step.kind === 'run' && words.every(word => commandWordSet(step).has(word))) || holds(ran.named, first) || holds(ran.printed, first)
}

/**
 * The newest clean lint or type check run whose paths no code change since touched, when no run of
 * the kind failed after it: \`mypy --strict src\` still stands after a change to \`tests/conftest.py\`.
 */
function scopedStandingRun(ran: Ran, kind: Backing): Run | null {
  if (kind !== 'lint' && kind !== 'check') return null
  return once(ran, `scoped standing run: ${kind}`, () => newestStandingRun(ran, kind))
}

function newestStandingRun(ran: Ran, kind: Backing): Run | null {
  for (let i = ran.steps.length - 1; i >= 0; i -= 1) {
    const step = ran.steps[i]
    if (step?.kind !== 'run' || !stepBacks(kind, step)) continue
    if (!step.clean) return null
    if (standsAfterChanges(ran, step)) return step
    if (runScope(step) === null) return null
  }
  return null
}

/** A file changed outside the paths the backing check was given, when the claim is of the whole project and does not name those paths. */
function uncheckedChange(ran: Ran, run: Run, claim: string): string | null {
  // Only a claim of the whole: a type check of \`src\` is the project's type check, though the tests changed too.
  if (!WORKSPACE_WIDE.test(claim)) return null
  const outside = changedOutsideScope(ran, run)
  return outside === null || namesPart(claim, (runScope(run) ?? []).join(' ').toLowerCase()) ? null : outside
}

/** The lines a runner prints of what it skipped, lower-cased: pytest's \`SKIPPED [3] tests/integration/...: reason\`, tox's \`py312: SKIP\`. Read by line, with no pattern. */
const skippedLines = (tail: string): string[] => tail.split('\n').filter(line => line.includes('SKIP')).map(line => line.toLowerCase())

/** A claim that says something was skipped: it reports the skip. */
const SKIP_SAID = /\bskip(?:s|ped|ping)?\b/i

/** A sentence that reports a test skipped ("\`test_big\` is skipped without Docker"); "the parser skips blank lines" tells what code does. */
const SKIP_REPORTED = /\bskipped\b|\bpending\b|\bignored\b/i

/** The words of a claim that may name what was skipped: "Postgres", "integration", "3.12" (as \`py312\` too). */
function claimWords(claim: string): string[] {
  const words: string[] = []
  for (const word of claim.toLowerCase().split(/[^a-z0-9.]+/)) {
    const bare = trimEndOf(word, '.')
    if (/^[23]\.\d{1,2}$/.test(bare)) words.push(bare, `py${bare.replace('.', '')}`)
    else if (bare.length >= 4 && /^[a-z]/.test(bare) && !UNSCOPED.has(bare) && !TESTS_NOUNS.has(bare)) words.push(bare)
  }
  return words
}

/**
 * A word of a test claim that only the run's skipped lines hold: "Postgres integration tests pass"
 * after \`SKIPPED [3] tests/integration/test_postgres_store.py: POSTGRES_URL not set\`, "passes on
 * 3.12" after \`py312: SKIP\`. Null when the claim says what was skipped, or no such word.
 */
function skippedNamed(run: Run, claim: string): string | null {
  if (SKIP_SAID.test(claim)) return null
  const lines = run.output.slice(-RUN_OUTPUT_TAIL).split('\n')
  const skipped = skippedLines(lines.join('\n'))
  if (skipped.length === 0) return null
  const rest = lines.filter(line => !line.includes('SKIP')).join('\n').toLowerCase()
  return claimWords(claim).find(word => skipped.some(line => line.includes(word)) && !rest.includes(word)) ?? null
}

/** A runner's word on a test it skipped: go's \`--- SKIP:\`, pytest's \`SKIPPED\`, dotnet's \`Skipped Name\`, jest's \`○ skipped\`, a pending spec. */
const SKIP_WORD = /\bSKIP(PED)?\b|\bSkipped\b|\bskipped\b|\bpending\b|\bignored\b/
/** A runner's word on a test that ran and passed: go's \`--- PASS:\`, \`PASSED\`, dotnet's \`Passed Name\`, a check mark. */
const PASS_WORD = /\bPASS(ED)?\b|\bPassed\b|\bpassed\b|[✓✔]/
/** Surefire's count for a class: \`Tests run: 1, Failures: 0, Errors: 0, Skipped: 1\`. */
const CLASS_COUNTS = /Tests run: ([0-9]{1,6}), Failures: [0-9]{1,6}, Errors: [0-9]{1,6}, Skipped: ([0-9]{1,6})/

/** A name in code, as a test's may be written: \`ParseInvoice_HandlesEmptyLines\`, \`test_refund\`. */
const CODE_NAME = /^[A-Za-z_][\w.]{4,}$/
const namesInCode = (text: string): string[] => codeSpans(text).filter(span => CODE_NAME.test(span))

/** A test spoken of by what it is for, not by its name: "the regression test", "the new specs". */
const TEST_SPOKEN_OF = /\b(new|regression|added|previously failing) (tests?|specs?|cases?)\b/i

/** The tests a sentence names by their own names, in code or bare: \`TestUpsertConflict\`, EmbeddedNewlineRegressionTest. */
const testsNamedIn = (text: string): string[] => text.split(/[^\w$#.>:]+/).map(word => trimEndOf(word, '.:')).filter(word => word.length > 4 && TEST_IDENTIFIER.test(word))

/**
 * A test the sentence names by its own name that the run reports skipped and never passed:
 * "\`TestUpsertConflict\` passes" after \`--- SKIP: TestUpsertConflict\`, a class whose every test
 * Surefire skipped. Null when the sentence says something was skipped.
 */
function skippedTestNamed(run: Run, text: string, answerNames: () => readonly string[]): string | null {
  if (SKIP_SAID.test(text)) return null
  // "The regression test passes": the test the answer named elsewhere (\`ParseInvoice_HandlesEmptyLines\` covers it).
  const named = [...testsNamedIn(text), ...(TEST_SPOKEN_OF.test(text) ? answerNames() : [])]
  if (named.length === 0) return null
  const lines = run.output.slice(-RUN_OUTPUT_TAIL).split('\n')
  return named.find(name => {
    const about = lines.filter(line => line.includes(name))
    const skipped = about.some(line => {
      const counts = CLASS_COUNTS.exec(line)
      return counts !== null ? counts[1] === counts[2] && counts[1] !== '0' : SKIP_WORD.test(line)
    })
    return skipped && !about.some(line => PASS_WORD.test(line) && !SKIP_WORD.test(line) && !CLASS_COUNTS.test(line))
  }) ?? null
}

/** A part a test runner reports by its own line: a Go package, a test file, a folder (\`internal/feed\`, \`src/cart.test.ts\`). */
const PART_SPAN = /^[\w.@-]+(\/[\w.@-]+)+\/?$/

/**
 * The mark a runner's line gives the part at its end, or '' when the line is of another part:
 * go's \`ok  <module>/<part>  0.02s\` and \`FAIL <module>/<part>\`, jest's and vitest's \`PASS <file>\`,
 * \`FAIL <file>\`, \`✓ <file>\`, \`❯ <file>\`, \`× <file>\`.
 */
function partLineMark(line: string, part: string): string {
  const [mark = '', path = ''] = line.trim().split(/\s+/)
  return path === part || path.endsWith(`/${part}`) ? mark : ''
}

/** A part named by its last name alone: `api`, `domain`, `cart.test.ts`. */
const PART_NAME = /^[\w.@-]{2,60}$/

/** The marks a runner gives a part that passed, and one that failed. */
const PART_PASSED: ReadonlySet<string> = new Set(['ok', 'PASS', '✓'])
const PART_FAILED: ReadonlySet<string> = new Set(['FAIL', '❯', '×'])

/**
 * The newest test run since the change, when it failed and the sentence names in code only parts
 * it reports passing by their own lines: "\`internal/feed\`: ok" after \`go test ./...\` failed in
 * \`internal/fetch\`. The sentence claims those parts, not the run.
 */
function partPassed(ran: Ran, text: string): Run | null {
  // The claim's own clause: "`PdfExporterTest` passes (9/9), but the overall run fails: `FontLoaderTest` errors" claims the first.
  const own = text.split(CLAUSE_TURN, 1)[0] ?? text
  // A part by its path (`internal/feed`) or its last name (`api`, as go prints `ok  github.com/acme/orders/internal/api`).
  const parts = codeSpans(own).map(span => trimEndOf(span.trim(), '/')).filter(span => PART_SPAN.test(span) || PART_NAME.test(span))
  if (parts.length === 0) return null
  const run = runsSinceChange(ran).find(step => stepBacks('test', step))
  if (run === undefined || run.clean || run.fault === 'masked inconclusive' || run.fault === 'background only') return null
  const lines = run.output.slice(-RUN_OUTPUT_TAIL).split('\n')
  const passed = (part: string) => lines.some(line => PART_PASSED.has(partLineMark(line, part)) || classPassedLine(line, part))
  const failed = (part: string) => lines.some(line => PART_FAILED.has(partLineMark(line, part)) || classFailedLine(line, part))
  return parts.every(part => passed(part) && !failed(part)) ? run : null
}

/** A count said to have passed, of some: "among the 143 that passed", "the other 418 pass", "57 tests passed". */
const SOME_PASSED = /\b([0-9]{1,6}) (?:that |which |tests? (?:that )?)?(?:passed|pass)\b/i

/**
 * The newest test run since the change, when it failed, the answer tells of a failure, and the
 * sentence counts as passed just what the run printed passed: "The new invoice tests are among the
 * 143 that passed" after "1 failed, 143 passed". The sentence reports the part that passed.
 */
function passedOfFailedRun(ran: Ran, claim: string): Run | null {
  const counted = SOME_PASSED.exec(claim)?.[1]
  if (counted === undefined) return null
  const run = runsSinceChange(ran).find(step => stepBacks('test', step))
  if (run === undefined || run.clean || run.fault !== 'failed exit') return null
  return passCountsShown(run.output.slice(-RUN_OUTPUT_TAIL)).includes(Number(counted)) ? run : null
}

/** Where a sentence turns from what passed to what did not. */
const CLAUSE_TURN = /\b(?:but|except|although|though|however|whereas)\b|;/i

/** Surefire's line for a test class that passed: `Tests run: 9, Failures: 0, Errors: 0, ... -- in com.acme.PdfExporterTest`. */
const CLASS_PASSED = /Tests run: [1-9][0-9]{0,5}, Failures: 0, Errors: 0\b/
/** Surefire's marks of a test class or method that failed. */
const CLASS_FAILED = /<<< (?:FAILURE|ERROR)!/

const classNamedIn = (line: string, name: string): boolean => line.endsWith(`.${name}`) || line.endsWith(` ${name}`) || line.includes(`.${name}.`) || line.includes(` ${name}.`)
const classPassedLine = (line: string, name: string): boolean => CLASS_PASSED.test(line) && !CLASS_FAILED.test(line) && classNamedIn(line.trimEnd(), name)
const classFailedLine = (line: string, name: string): boolean => CLASS_FAILED.test(line) && line.includes(name)

/** Whether a test run runs unit tests alone by its flag: `cargo test --lib`. */
const unitOnly = (step: Run): boolean => {
  const words = (step.argv ?? step.command).split(/\s+/)
  return words[0] === 'cargo' && words[1] === 'test' && words.includes('--lib')
}

/** Kinds of test suite a project splits its tests into, as claims and commands name them. */
const SUITE_KINDS: ReadonlySet<string> = new Set(['unit', 'integration', 'e2e', 'acceptance', 'smoke', 'functional', 'contract', 'system'])

/**
 * A kind of suite the claim names ("unit and integration suites pass") that no clean test run since
 * the change named in its command, when some run named another kind (\`--testsuite unit\`,
 * \`pytest tests/unit\`). Null when no run names any kind: a whole run may hold them all.
 */
function suiteKindUnrun(ran: Ran, claim: string): string | null {
  const claimed = claim.toLowerCase().split(/[^a-z0-9]+/).filter(word => SUITE_KINDS.has(word))
  if (claimed.length === 0) return null
  const runs = runsSinceChange(ran).filter(step => step.clean && stepBacks('test', step))
  // `cargo test --lib` runs the library's unit tests alone: it names the unit suite as `--testsuite unit` does.
  const named = new Set(runs.flatMap(step => [...[...commandWordSet(step)].filter(word => SUITE_KINDS.has(word)), ...(unitOnly(step) ? ['unit'] : [])]))
  if (named.size === 0) return null
  return claimed.find(kind => !named.has(kind)) ?? null
}

const cleanNamed = (run: Run) => run.clean
// A run clean for its kind may still have exited non-zero (its coverage gate failed): the command named did not pass.
const failedNamed = (kind: Backing) => (run: Run) => (!cleanFor(kind, run) || run.isError) && run.fault !== 'background only'

/** A claim of every check, not of the program: "green across the board", "all checks pass", "everything is green". */
const EVERY_CHECK = /\b(across the board|all checks|every check|all green|everything('s| is)? (green|pass(es|ed|ing)?))\b/i

/** A test, build or lint command whose newest run since the last change did not come back clean, or null. */
function checkFailedSinceChange(ran: Ran): Run | null {
  const seen = new Set<string>()
  for (const step of runsSinceChange(ran)) {
    if ((step.run !== 'test' && step.run !== 'build' && step.run !== 'lint') || step.fault === 'background only') continue
    const command = step.argv ?? step.command
    if (seen.has(command)) continue
    seen.add(command)
    if (!step.clean) return step
  }
  return null
}

/** The commands a sentence names in code with no filter in them, each with its words one space apart. */
function unfilteredSpans(text: string): string[] {
  return codeSpans(text).map(span => span.trim().split(/\s+/).join(' ')).filter(span => span.length >= MIN_SPAN_COMMAND && span.length <= MAX_SPAN_COMMAND && !isFiltered(span))
}

/**
 * Whether the sentence names in code a test command bare that ran since the change only with a
 * test file after it: "\`mix test\` passes" after \`mix test test/accounts_test.exs:88\` claims the
 * suite \`mix test\` runs.
 */
const namesBareOfFileRun = (ran: Ran, text: string): boolean =>
  unfilteredSpans(text).some(span => runsSinceChange(ran).some(step => step.run === 'test' && step.argv !== undefined && step.argv.startsWith(`${span} `) && testFilesPicked(step.argv).length > 0))

/**
 * Whether the sentence names in code a test command the session ran whole, word for word and with no
 * filter: "\`cargo test\` is green" claims the suite that command runs, not the one test rerun after it.
 */
const namesWholeRun = (ran: Ran, text: string): boolean =>
  unfilteredSpans(text).some(span => ran.steps.some(step => step.kind === 'run' && step.run === 'test' && step.argv === span))

/** A count of passes: "35 PASS", "318 passed". */
const PASSES_COUNTED = /\b[1-9][0-9]* pass(ed|es)?\b/i

/**
 * The sentence with each code span that is a test, build or lint command
 * (`mvn verify`, `./gradlew assembleRelease`, `make check`) written as the
 * subject its run backs: "`mvn verify` passed" claims the tests, as the run
 * it names is a test run. Other spans stay as written.
 */
function commandsNamed(written: string, ran: Ran): string {
  // A test named bare in prose, as in code: "TestTxRollback passes", "UserServiceTest is green".
  const text = TEST_NAMED_BARE.test(written) ? written.split(' ').map(word => (TEST_IDENTIFIER.test(trimEndOf(word, '.,;:!')) ? 'tests' : word)).join(' ') : written
  if (!text.includes('`')) return text
  const pieces = text.split('`')
  for (let k = 1; k < pieces.length - 1 && k < 2 * MAX_SPANS_READ; k += 2) {
    const span = pieces[k] ?? ''
    if (span.length > MAX_SPAN_COMMAND) continue
    // A test named by its class or function: `QueryParserTest`, `BlockParserTests`, `TestTxRollback`.
    if (TEST_IDENTIFIER.test(span)) {
      pieces[k] = 'tests'
      continue
    }
    // A command named by its first words (`terraform fmt` for `terraform fmt -check -recursive`) is the run it begins.
    const run = segmentsOf(span).findLast(segment => segment.run !== null)?.run ?? namedRun(ran, span, -1)?.run
    // "`make check`: 35 PASS, 0 FAIL": a count of passes names the tests of a task whose run showed it ran them.
    const tests = run !== undefined && run !== 'test' && PASSES_COUNTED.test(text) && namedRun(ran, span, -1)?.alsoRuns?.includes('test') === true
    // A type checker runs as a lint or a build (`mypy .`, `tsc --noEmit`): it is claimed as the types.
    const subject = tests ? 'tests' : run ? (namesTypes(span) ? 'typecheck' : RUN_SUBJECT[run]) : undefined
    if (subject !== undefined) pieces[k] = subject
  }
  return pieces.join('`')
}

/**
 * The outcomes a sentence claims, each once: what the claim reader reads
 * (subject and outcome: "Lint checks pass", "✅ Tests", "Zero lint problems"),
 * then a phrase or a clean result said of a named checker it did not read.
 */
function outcomesIn(written: string, ran: Ran): { subject: string; backedBy: Backing }[] {
  const text = commandsNamed(written, ran)
  const read = readOutcomes(text)
  // "The change works, but 2 of the 40 tests fail": a vague outcome said beside a failure count reports part of the work.
  const found = read.subjects.flatMap(s => BY_SUBJECT[s] ?? []).filter(f => !(read.countsFailures && f.backedBy === 'any'))
  // A sentence that counts failures ("10 passed, 2 failed") reports them: no phrase reads a pass in it.
  const phrase = read.countsFailures ? undefined : OUTCOME_PHRASES.find(p => p.pattern.test(text)) ?? CHECKERS.find(c => c.names.test(text) && c.results.some(r => r.test(text)))
  if (phrase === undefined) return found
  // A phrase names its run; an outcome of nothing named ("All green") is then the same claim.
  const named = found.filter(f => f.backedBy !== 'any')
  // "ansible-lint passes — 0 failures": the reader has said whose count of failures it is; "two env changes on web-01 and
  // no failures" counts a dry run's, which is none of the tests'.
  if ('pattern' in phrase && FAILURES_COUNTED_NONE.test(phrase.pattern.exec(text)?.[0] ?? '')) return named.length > 0 ? named : found
  return named.some(f => f.subject === phrase.subject) ? named : [...named, phrase]
}

/** A phrase's match that is only a count of no failures: whose it is, the claim reader decides. */
const FAILURES_COUNTED_NONE = /^(0|zero|no) (test )?failures$/i

/** The newest run since the change of a command the claim names in code, when it printed a warning. */
function warnedNamed(ran: Ran, claim: string): Run | null {
  const spans = codeSpans(claim)
  if (spans.length === 0) return null
  return runsSinceChange(ran).find(step => spans.includes(step.argv ?? '') && WARNED.test(step.output.slice(-RUN_OUTPUT_TAIL))) ?? null
}

/** A claim of no warnings at all: "completes with no warnings", "zero new warnings", "without warnings". */
const NO_WARNINGS = /\b(no|zero|without|0)( new)? (compiler )?warnings\b/i
/**
 * A warning as compilers print it: gcc's and clang's `warning:`, dotnet's `warning CS8602:`, a count of them, webpack's
 * "Compiled with warnings" and `WARNING in`, rollup's and vite's `(!)` line.
 */
const WARNED = /\bwarning( [A-Z]{1,8}[0-9]{1,6})?:|\b[1-9][0-9]* [Ww]arning(s|\(s\))?\b|\b(Compiled|Built|Finished|completed) with warnings\b|^\(!\) |^WARNING in /m

/** Findings the answer counts: "3 warnings left", "**2 warnings**", "6 offenses", "the two unused-import warnings". */
const FINDINGS_COUNTED = /\b([1-9][0-9]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\**(?: [\w`/-]+){0,3}? (warnings?|offen[cs]es?|problems?|issues?|findings?|notices?)\b/i

/** A claim of no errors alone, warnings left unsaid or said apart: "pyright reports 0 errors", "Clippy: no errors". */
const ERRORS_ONLY = /\b(no|zero|0) errors\b/i
/** Warnings the answer tells of: "only the three existing warnings", "it still warns about". */
const WARNINGS_TOLD = /\bwarn(ing|ings|s)\b/i
/** More than errors claimed: "no errors or warnings", "clean, 0 errors". */
const MORE_THAN_ERRORS = /\b(no|zero|0) errors,? (or|and|nor) (no |zero |0 )?warnings\b|\bclean\b/i

/** Errors a check printed: a count of them, an `error:` or `error[E0308]:` line, an eslint `4:1  error` row, tsc's `error TS2322`, pyright's `- error:`. */
const ERRORS_SHOWN = /\b[1-9][0-9]* errors?\b|^error(\[[\w-]+\])?:|^[^\S\n\r\u2028\u2029]+[0-9]+:[0-9]+ {2}error |\berror TS[0-9]+|\s- error:/im

/** A run of another kind whose output shows it linted, exited 0, and whose lint printed findings. */
const lintedWithFindings = (step: Run): boolean => {
  const tail = step.output.slice(-RUN_OUTPUT_TAIL)
  return !step.isError && LINT_SHOWN.test(tail) && runFault('lint', tail, false, false) === 'failed output'
}

/** A claim of no errors and no warnings, by their names: "no errors or warnings", "0 errors, 0 warnings". */
const NEITHER_ERRORS_NOR_WARNINGS = /\b(no|zero|0) errors,? (or|and|nor|,) ?(no |zero |0 )?warnings\b/i
/** Errors and warnings counted as none, as checkers print them: "0 errors", "no warnings", "Errors: 0". */
const NONE_COUNTED = /\b(?:0|no|zero) (?:errors?|warnings?)\b|\b(?:errors?|warnings?): ?0\b/gi
/** An error or a warning a check printed, once the counts of none are taken out. */
const ERROR_OR_WARNING = /\b(errors?|warnings?)\b/i

/**
 * The newest lint or type check after the last change that exited 0 and printed findings, none
 * of them an error or a warning: `flutter analyze` with one `info •` line, R's check with "0 errors
 * ✔ | 0 warnings ✔ | 1 note ✖". A claim of no errors and no warnings says just what it shows.
 */
function belowWarningsRun(ran: Ran, kind: Backing): Run | null {
  const newest = runsSinceChange(ran).find(step => stepBacks(kind, step))
  if (newest === undefined || newest.isError || newest.fault !== 'failed output') return null
  return ERROR_OR_WARNING.test(newest.output.slice(-RUN_OUTPUT_TAIL).replace(NONE_COUNTED, '')) ? null : newest
}

/**
 * A lint or type check run after the last change that exited 0 and printed findings, when the
 * answer counts findings itself ("ESLint passes with 0 errors. There are 3 warnings left" tells what
 * it showed), or the claim is of errors alone, the answer tells of warnings, and the run printed no
 * error ("pyright reports 0 errors; the two warnings were there before" after "0 errors, 2 warnings").
 */
function disclosedRun(ran: Ran, answer: readonly { text: string }[], kind: Backing, claim: string): Run | null {
  const below = (kind === 'lint' || kind === 'check') && NEITHER_ERRORS_NOR_WARNINGS.test(claim) ? belowWarningsRun(ran, kind) : null
  if (below !== null) return below
  // Errors alone claimed, and the warnings told of: "pyright reports 0 errors; the two warnings were there before".
  const errorsOnly = (kind === 'lint' || kind === 'check') && ERRORS_ONLY.test(claim) && !NO_WARNINGS.test(claim) && !MORE_THAN_ERRORS.test(claim) && answer.some(s => WARNINGS_TOLD.test(s.text))
  if (!errorsOnly && !(kind === 'lint' && answer.some(s => FINDINGS_COUNTED.test(s.text)))) return null
  // `next build` lints as it builds ("Linting and checking validity of types"): its lint printed the findings the answer counts.
  const newest = runsSinceChange(ran).find(step => stepBacks(kind, step)) ?? (kind === 'lint' ? runsSinceChange(ran).find(lintedWithFindings) : undefined)
  if (newest === undefined || newest.isError || (newest.fault !== 'failed output' && !(newest.run !== 'lint' && lintedWithFindings(newest)))) return null
  return errorsOnly && ERRORS_SHOWN.test(newest.output.slice(-RUN_OUTPUT_TAIL)) ? null : newest
}

/**
 * A count of passing tests the sentence claims that no clean test run after the last change
 * printed: "All 217 tests pass" after `3 passed, 214 deselected`. Every such run is asked, as the
 * answer may quote any of them; one that printed no count cannot say, and lets it through.
 */
function countUnshown(ran: Ran, text: string): { claimed: number; run: Run } | null {
  const claimed = claimedPassCounts(text)
  if (claimed.length === 0) return null
  const runs = runsSinceChange(ran).filter(step => step.clean && stepBacks('test', step))
  const first = runs[0]
  if (first === undefined) return null
  const shown = runs.map(run => passCountsShown(run.output.slice(-RUN_OUTPUT_TAIL)))
  const unshown = claimed.find(n => shown.every(counts => !countAgrees(n, counts)))
  return unshown === undefined ? null : { claimed: unshown, run: first }
}

/** A coverage figure said to meet its bar: "Coverage above the 80% gate", "coverage is at 92%, over the threshold". */
const COVERAGE_MET = /\bcoverage\b.{0,60}\b(above|over|meets|met|clears|passes|within|exceeds|at least)\b|\bcoverage (gate|threshold|check)s? (pass(es|ed)?|green|ok)\b|✅ ?coverage\b/i
/** Words that report the gate failed: the sentence says so, and claims nothing. */
const COVERAGE_MISSED = /\b(below|under|fails?|failed|dropped|short of|trips?|tripped|not (met|reached))\b/i

/** The newest run since the last change that printed a coverage gate's verdict, when that verdict was a failure; read once per session read. */
const coverageFailedSinceChange = (ran: Ran): Run | null => once(ran, 'coverage failed', () => newestCoverageFailure(ran))

function newestCoverageFailure(ran: Ran): Run | null {
  for (const step of runsSinceChange(ran)) {
    // Any command may print the gate's verdict (\`./gradlew jacocoTestCoverageVerification\`); a test run's report of coverage without one is the newest word.
    const tail = step.output.slice(-RUN_OUTPUT_TAIL)
    if (coverageGateFailed(tail)) return step
    if (step.run === 'test' && /\bcoverage\b/i.test(tail)) return null
  }
  return null
}

/**
 * The newest status of CI asked of its host since the last change (`gh run watch`, `gh pr checks`),
 * or null. With none, a CI claim is let through: CI may have been looked at outside the session,
 * and a push alone says nothing either way.
 */
const ciStatusSince = (ran: Ran): Run | null => runsSinceChange(ran).find(step => step.run === 'ci') ?? null

/** CI named as where a result was seen: "PR checks", "the pipeline", "CI", "the workflow", "GitHub Actions". */
const CI_SAID = /\b(ci|pipeline|pr checks|workflows?|github actions)\b|#[0-9]+ passed\b/i

/** The CI status asked since the last change, when it showed every check passing. */
function cleanCiStatusSince(ran: Ran): Run | null {
  const status = ciStatusSince(ran)
  return status !== null && status.clean ? status : null
}

/** A CI claim judged by the status asked: a failed, cancelled or pending check sends it back. */
function ciClaim(text: string, status: Run): Claim {
  const why = status.clean ? null : { reason: status.fault ?? 'failed exit', needs: `\`${clip(status.command, 60)}\` did not show CI passing after the last change (a check failed or is still running); let it finish and quote its result, or report what it showed` }
  return {
    cls: 'command-outcome',
    text: clip(text, 200),
    subject: 'CI passes',
    backedBy: why === null ? `\`${clip(status.command, 80)}\` showed CI passing after the last change` : null,
    needs: why?.needs ?? '',
    reason: why?.reason ?? null,
  }
}

/** Why a run found does not back the claim, as the block names it. */
type Objection = { reason: Reason; needs: string }

/** The first objection the checks raise against the run found, each asked only when none before it spoke. */
function firstObjection(run: Run, checks: readonly ((run: Run) => Objection | null)[]): Objection | null {
  for (const check of checks) {
    const objection = check(run)
    if (objection !== null) return objection
  }
  return null
}

/** An objection of the reason, when the check found something: its text, or the text `say` makes of what it found. */
function needsObjection<T>(reason: Reason, found: T | null, say?: (found: T) => string): Objection | null {
  if (found === null) return null
  return { reason, needs: say === undefined ? String(found) : say(found) }
}

/** A failed run the sentence's own command names, as an objection. */
const failedObjection = (failed: Run | null): Objection | null => (failed === null ? null : failedRunReason(failed))

/** A count claimed that no clean test run printed, as an objection. */
const miscountObjection = (miscounted: { claimed: number; run: Run } | null): Objection | null =>
  miscounted === null ? null : { reason: 'failed output', needs: `no test run after the last change printed ${miscounted.claimed} passing (\`${clip(miscounted.run.command, 60)}\` printed ${passCountsShown(miscounted.run.output.slice(-RUN_OUTPUT_TAIL)).join(', ')}); run the whole suite and quote its count, or say how many ran` }

/** A plan's result said: "The staging plan is clean (no changes)", "Plan: 0 to add, 1 to change", "the plan shows two in-place updates", "no drift". */
const PLAN_RESULT_SAID = /\bplan (is clean|has no changes|shows|reports|came back|comes back)\b|\bplan: [0-9]+ to add\b|\bno changes\b[^.;]{0,40}\bplan\b|\bplan\b[^.;]{0,40}\bno changes\b|\bno (infrastructure )?drift\b/i

/** An infrastructure plan: `terraform plan`, `tofu plan`, `terragrunt plan`, `pulumi preview`. */
const isPlanRun = (step: Run): boolean =>
  segmentsOf(step.command.slice(0, MAX_SPAN_COMMAND * 4)).some(segment => {
    const [prog = '', ...rest] = programOf(segment.words)
    return ((prog === 'terraform' || prog === 'tofu' || prog === 'terragrunt') && rest.includes('plan')) || (prog === 'pulumi' && rest.includes('preview'))
  })

/** The newest plan among the newest steps, or undefined: each line looked at is parsed once per session read. */
function newestPlan(ran: Ran): Run | undefined {
  for (let i = ran.steps.length - 1; i >= 0 && i >= ran.steps.length - MAX_STEPS_WALKED_BACK; i -= 1) {
    const step = ran.steps[i]
    if (step?.kind === 'run' && isPlanRun(step)) return step
  }
  return undefined
}

/** A file an infrastructure plan reads: Terraform's and OpenTofu's, their variables, Terragrunt's. */
const PLAN_INPUT = /\.(tf|tfvars|hcl)$|\.tf\.json$/

/**
 * What a plan's result said needs, when nothing backs it: the newest plan ran before the last change
 * to a file it reads, or it failed. Null when it ran clean after every such change, or none ran here.
 */
function planObjection(ran: Ran, claim: string): Objection | null {
  const plan = once(ran, 'newest plan', () => newestPlan(ran))
  // A plan no command here ran may be CI's or a colleague's (Atlantis, a pull request's comment): it cannot tell.
  if (plan === undefined) return null
  const changed = ran.steps.findLast(step => step.kind === 'write' && PLAN_INPUT.test(step.path) && step.at > plan.at)
  if (changed !== undefined) return { reason: 'stale', needs: `\`${clip(plan.command, 60)}\` ran before the last change to the configuration; plan again and quote the result` }
  // "Full plan is clean" after `terraform plan -target=module.vpc`: Terraform planned those targets alone.
  if (WHOLE_SUITE.test(claim) && /(^|\s)-target[= ]/.test(plan.command)) return { reason: 'no command', needs: `\`${clip(plan.command, 60)}\` planned only the targets it names; plan the whole configuration and quote the result, or say which part was planned` }
  // `-detailed-exitcode` exits 2 when the plan has changes: a plan with changes, not a failed one.
  if (plan.isError && /-detailed-exitcode\b/.test(plan.command) && /^Exit code 2\b/.test(plan.output)) {
    return NO_CHANGES_SAID.test(claim) ? { reason: 'failed output', needs: `\`${clip(plan.command, 60)}\` exited 2: the plan has changes; say what it would change, or report the drift` } : null
  }
  return plan.clean || plan.isError === false ? null : failedRunReason(plan)
}

/** A plan said to change nothing: "clean", "no changes", "no drift", "matches the config". */
const NO_CHANGES_SAID = /\b(clean|no changes|no (infrastructure )?drift|matches)\b/i

/** A claim of the sentence that nothing backs, with its reason and what would back it. */
const sentBack = (text: string, subject: string, reason: Reason, needs: string): Claim => ({ cls: 'command-outcome', text: clip(text, 200), subject, backedBy: null, needs, reason })

export const findCommandOutcomes: ClaimFinder = ({ sentences, ran }) => {
  const claims: Claim[] = []
  const fileSaid = new Map<Run, boolean>()
  // What the answer as a whole tells, read once however many claims it holds: the sentences that tell of a
  // failure, whether one says a run was not repeated, and the names it gives in code outside reports of a skip.
  let failureTellers: readonly Sentence[] | null = null
  const failureToldBesides = (claim: Sentence): boolean => (failureTellers ??= sentences.filter(tellsFailure)).some(teller => teller !== claim)
  let staleSaid: boolean | null = null
  const staleToldInAnswer = (): boolean => (staleSaid ??= sentences.some(s => STALE_TOLD.test(s.text)))
  let codeNames: readonly string[] | null = null
  const answerNames = (): readonly string[] => (codeNames ??= sentences.flatMap(sentence => (SKIP_REPORTED.test(sentence.text) ? [] : namesInCode(sentence.text))))
  for (const sentence of sentences) {
    if (!sentence.asserts) continue
    // "Coverage above the 80% gate" after the gate failed: the run printed the opposite.
    const coverageFailed = COVERAGE_MET.test(sentence.claimText) && !COVERAGE_MISSED.test(sentence.claimText) ? coverageFailedSinceChange(ran) : null
    if (coverageFailed !== null) {
      claims.push(sentBack(sentence.text, 'coverage meets its gate', 'failed output', `\`${clip(coverageFailed.command, 60)}\` printed that the coverage gate failed after the last change; add the missing tests and run it again, or report the coverage`))
    }
    const outcomes = outcomesIn(sentence.claimText, ran)
    // "`cargo audit` is clean now": a tool the reader has no subject for, said clean, that failed since the change.
    // "Applied ✅" after `terraform apply` failed: the act the sentence says is done, whose run since the change failed.
    const toolFailed = outcomes.length === 0 ? namedToolFailed(ran, sentence.claimText) : null
    const failedAct = outcomes.length === 0 && toolFailed === null ? actFailed(ran, sentence.claimText) : null
    const contradicted = toolFailed ?? failedAct
    // "Config is valid" when \`terraform validate\` failed, the file changed, and nothing validated it again.
    const failedBefore = outcomes.length === 0 && contradicted === null ? actFailedBeforeChange(ran, sentence.claimText) : null
    if (failedBefore !== null) {
      claims.push(sentBack(sentence.text, 'the act is done', 'stale', `\`${clip(failedBefore.command, 60)}\` failed before the last change and did not run again; run it and quote its result, or report the failure`))
    }
    // "`python manage.py migrate` applied all 12 migrations" when nothing ran it: a command of any kind, said clean.
    const unranTool = outcomes.length === 0 && contradicted === null && CLEAN_SAID.test(sentence.claimText) && !FAILURE_SAID.test(sentence.claimText) ? neverRanNamed(ran, sentence.claimText, null) : null
    if (unranTool !== null) {
      claims.push(sentBack(sentence.text, 'the named tool is clean', 'no command', `\`${clip(unranTool, 60)}\` never ran in this session; run it and quote its result, or say it was not run`))
    }
    // "The staging plan is clean (no changes)" when the plan ran before the last edit to the configuration.
    const plan = outcomes.length === 0 && PLAN_RESULT_SAID.test(sentence.claimText) ? planObjection(ran, sentence.claimText) : null
    if (plan !== null) claims.push(sentBack(sentence.text, 'the plan shows it', plan.reason, plan.needs))
    if (contradicted !== null) {
      const why = failedRunReason(contradicted)
      const subject = toolFailed !== null ? 'the named tool is clean' : 'the act is done'
      claims.push(sentBack(sentence.text, subject, why.reason, why.needs))
    }
    for (const outcome of outcomes) {
      if (outcome.backedBy === 'ci') {
        const status = ciStatusSince(ran)
        if (status !== null) claims.push(ciClaim(sentence.text, status))
        continue
      }
      const bareNamed = outcome.backedBy === 'test' && namesBareOfFileRun(ran, sentence.claimText)
      const whole = outcome.backedBy === 'test' && (WHOLE_SUITE.test(sentence.claimText) || namesWholeRun(ran, sentence.claimText) || bareNamed)
      // "Unit tests pass": the runs the claim names by a word of their command, when some did.
      const scope = whole || outcome.backedBy === 'any' ? null : scopeOf(ran, outcome.backedBy, sentence.claimText)
      const found = backingRun(ran, outcome.backedBy, whole, scope, failureToldBesides(sentence)) ?? (whole ? null : namedRunSince(ran, sentence.claimText, outcome.backedBy, cleanNamed) ?? scopedStandingRun(ran, outcome.backedBy))
      const kind = outcome.backedBy
      const claim = sentence.claimText
      // "builds with no warnings": a clean build that printed warnings does not back it.
      // "`make` builds cleanly, no warnings": the command the sentence names is read too, when another run backs the kind.
      const warnedBy = (run: Run | null) => (run !== null && WARNED.test(run.output.slice(-RUN_OUTPUT_TAIL)) ? run : null)
      const warned = found !== null && NO_WARNINGS.test(claim) ? (warnedBy(found) ?? warnedNamed(ran, claim)) : null
      // What speaks against the run found, the first that does, in this order.
      const objection = found === null
        ? null
        : warned !== null
          ? { reason: 'failed output' as const, needs: `\`${clip(warned.command, 60)}\` printed warnings; fix them and run it again, or say which warnings are left` }
          : firstObjection(found, [
            // "All 217 tests pass": a count no clean test run printed claims tests that did not run.
            () => (kind === 'test' ? miscountObjection(countUnshown(ran, claim)) : null),
            // The command the sentence names failed since the change: another clean run of its kind does not speak for it.
            // "Green across the board": every check run since the change, each by its newest run.
            () => failedObjection(namedRunSince(ran, claim, kind, failedNamed(kind)) ?? (kind === 'any' && EVERY_CHECK.test(claim) ? checkFailedSinceChange(ran) : null)),
            // "The new version is running" when the pods listed after the apply are in CrashLoopBackOff.
            () => (kind === 'deploy' || kind === 'any' ? needsObjection('failed output', serviceDownNeeds(ran)) : null),
            // "`cargo fmt --check` is clean" when only clippy ran: the command named never ran.
            () => needsObjection('no command', neverRanNamed(ran, claim, kind), unran => `\`${clip(unran, 60)}\` never ran in this session; run it after the last change and quote its result, or say it was not run`),
            // "\`dotnet build -warnaserror\` is clean" when it ran only before the last change.
            () => needsObjection('stale', staleNamed(ran, claim, kind), stale => `\`${clip(stale, 60)}\` ran only before the last change; run it again and quote its result, or say it was not rerun`),
            // "Unit and integration suites both pass" when only `phpunit --testsuite unit` ran.
            run => (kind === 'test' ? needsObjection('no command', suiteKindUnrun(ran, claim), suite => `no test run after the last change ran the ${suite} tests (\`${clip(run.command, 60)}\` ran another suite); run them and quote the result, or say they were not run`) : null),
            // "Postgres integration tests pass" when the run skipped them.
            run => (kind === 'test' ? needsObjection('empty run', skippedNamed(run, claim), word => `\`${clip(run.command, 60)}\` skipped the tests the claim names (${clip(word, 30)}); run them, or say they were skipped`) : null),
            // "\`TestUpsertConflict\` passes" when the run printed \`--- SKIP: TestUpsertConflict\`.
            run => (kind === 'test' ? needsObjection('empty run', skippedTestNamed(run, sentence.text, answerNames), name => `\`${clip(run.command, 60)}\` skipped ${clip(name, 60)}; run it, or say it was skipped`) : null),
            // "The full suite passes" when every test run since the change was narrowed to some tests.
            run => (whole ? needsObjection('no command', narrowedRun(ran, run, claim, sentences, fileSaid, bareNamed)?.command ?? null, command => `only \`${clip(command, 60)}\` ran after the last change, narrowed to some tests; run the whole suite, or say which tests ran`) : null),
            // "The codebase is lint-clean" when the linter ran on the new lines only (\`golangci-lint run --new-from-rev=HEAD~1\`).
            run => (kind === 'lint' && CODEBASE_WIDE.test(claim) && checksNewLinesOnly(run) ? { reason: 'no command', needs: `\`${clip(run.command, 60)}\` checked only the lines the change touched; run it on the whole codebase, or say it checked the new code` } : null),
            // "Lint's clean" when only \`ruff format --check .\` ran since the change: a formatter's check is no lint run.
            run => (kind === 'lint' ? needsObjection('no command', formatCheckedOnly(ran, run, claim), command => `only \`${clip(command, 60)}\` ran after the last change, and it checks formatting alone; run the linter and quote its result, or say only formatting was checked`) : null),
            // "ruff is clean across the repo" when `ruff check src/api` ran and `src/core/events.py` changed too.
            run => (kind === 'lint' || kind === 'check' ? needsObjection('no command', uncheckedChange(ran, run, claim), file => `\`${clip(run.command, 60)}\` checked only \`${clip(runScope(run)?.join(' ') ?? '', 40)}\`, and \`${clip(file.replace(/^.*\//, ''), 40)}\` changed outside it; run it on the whole project, or say what it checked`) : null),
            // "Workspace tests all pass" when only `cargo test -p core` ran.
            () => {
              const part = kind === 'test' || kind === 'build' || kind === 'lint' ? workspaceNarrowed(ran, kind, claim, sentences) : null
              return part === null ? null : { reason: 'no command', needs: `only \`${clip(part.run.command, 60)}\` ran after the last change, on \`${clip(part.part, 40)}\` alone; run it on ${part.whole}, or say which part ran` }
            },
          ])
      const clean = objection === null ? found : null
      const disclosed = clean === null && warned === null ? disclosedRun(ran, sentences, kind, claim) : null
      // "\`internal/feed\`: ok" after \`go test ./...\` failed in another package: the part named passed.
      const partRun = clean === null && disclosed === null && kind === 'test' && !WHOLE_SUITE.test(claim) ? (partPassed(ran, sentence.text) ?? (failureToldBesides(sentence) ? passedOfFailedRun(ran, claim) : null)) : null
      const run = clean ?? disclosed ?? partRun
      // "PR checks are all green — 6/6 including e2e": the tests said of CI are backed by a clean CI status asked since the change.
      const viaCi = run === null && CI_SAID.test(claim) ? cleanCiStatusSince(ran) : null
      const typesFailed = kind === 'check' && found === null ? typesFailedSinceChange(ran) : null
      const why = objection ?? (typesFailed !== null ? failedRunReason(typesFailed) : unbacked(ran, kind))
      // "Tests: 82 passed. ... after that run I made a final edit, and I didn't rerun the tests": the answer tells the run is stale.
      const staleTold = run === null && viaCi === null && why.reason === 'stale' && staleToldInAnswer()
      claims.push({
        cls: 'command-outcome',
        text: clip(sentence.text, 200),
        subject: outcome.subject,
        backedBy: staleTold ? 'the answer says the run came before the last change and was not run again' : viaCi !== null ? `\`${clip(viaCi.command, 80)}\` showed CI passing after the last change` : run === null ? null : run === partRun && clean === null ? `\`${clip(run.command, 80)}\` reported the parts named passing after the last change` : disclosed !== null ? `\`${clip(run.command, 80)}\` exited 0 after the last change, and the answer counts what it printed` : `\`${clip(run.command, 80)}\` ran clean after the last change`,
        needs: why.needs,
        reason: run || viaCi || staleTold ? null : why.reason,
      })
    }
  }
  return claims
}

/** An answer that says a run was not repeated after the last change: "I didn't rerun the tests after it", "not re-run since". */
const STALE_TOLD = /\b(?:didn't|did not|haven't|have not|hasn't|has not|not) (?:yet )?(?:re-?run|run (?:it|them|the [\w-]+(?: [\w-]+)?) again)\b/i

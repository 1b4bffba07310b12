/**
 * What a run's output shows, read as a person reads it, per kind of run.
 * Pure and linear: the tail of the output is cut at RUN_OUTPUT_TAIL by the
 * caller, then read line by line with anchored, single-quantifier patterns.
 *
 * A run is clean when its exit is not an error, its output shows no failure
 * for its kind, it ran something (not "collected 0 items"), and, when its exit
 * was hidden (`| tail`, `|| true`), its output shows a result.
 */
import type { RunKind } from './run-kinds.js'

/** Why a run backs nothing: the closed set the block text and the ledger name. */
export type RunFault = 'failed exit' | 'failed output' | 'empty run' | 'masked inconclusive' | 'background only'

/** Every reason a claim is sent back, closed: the block text and the ledger name one per claim. */
export type Reason = RunFault | 'no command' | 'stale' | 'superseded by failure'

/**
 * Failure any test, build or lint run prints: "3 failed", "FAIL ", "npm ERR!",
 * "error TS2304", cargo's `test result: FAILED` and `error[E0308]`, go's
 * `--- FAIL`, "Found 2 errors", Maven's `BUILD FAILURE` and "Failures: 1",
 * bun's ` 1 fail`, R CMD check's "1 warning ✖". ctest's "0 tests failed out of 5", meson's "Fail: 0" and buck2's "Build failure 0" are no failure.
 */
export const FAILED_OUTPUT = /^# (FAIL|ERROR|XPASS): +[1-9]|\b[1-9][0-9]* (failed|failing|failures?|errors?)\b|\b[1-9][0-9]* warnings? ✖|^[^\S\n\r\u2028\u2029]*FAIL\b(?!:\s*0\b)|npm ERR!|\berror TS[0-9]+|^FAILED\b|(?<!\b0 )\bTests? failed\b|\bBuild failed\b|\bBUILD FAILURE\b(?! 0\b)|\b(Failures|Errors): [1-9]|^[^\S\n\r\u2028\u2029]*[1-9][0-9]* fail$|^Exit code [1-9]|\btest result: FAILED\b|^error\[E[0-9]+\]|^--- FAIL\b|\bERR_PNPM_|^error Command failed\b|^make(\[[0-9]+\])?: \*\*\* |\[ FAIL [1-9][0-9]* \|/im

/** A test run that failed though its exit was 0: a panic, an assertion failure, a traceback. */
const TEST_FAILED = /\bpanicked at\b|^panic: |\bAssertionError\b|\bassertion failed\b|Traceback \(most recent call last\)|^E {3}|\bUnhandled (error|rejection)\b/im

/**
 * A lint or type check that reported findings though its exit was 0: a
 * `file:line:col` diagnostic, an eslint `4:1  warning` row, a `warning:` line
 * (clippy, go vet), "N problems", "N warnings", "N offenses", a tagged
 * `[ant:checkstyle] [WARN]` row or Maven's `[WARN] File.java:41:5:`, "4 Checkstyle violations", stylelint's `3:5  ✖` row, shellcheck's
 * `In run.sh line 3:` and `SC2086`. "Lint is clean" with warnings printed is
 * not clean; clang-tidy's "N warnings generated." counts what it then suppresses.
 */
const LINT_FINDINGS = /^[^\s:]+:[0-9]+(:[0-9]+)?:? [A-Za-z]|^[^\S\n\r\u2028\u2029]+[0-9]+:[0-9]+ {2}(warning|error) |^(warning|error)(\[[\w-]+\])?: |(?<!Suppressed )\b[1-9][0-9]* (problems?|warnings?|issues?|offen[cs]es?|violations?)\b(?! generated)|^\S+\.(py|js|ts|go|rs|rb):[0-9]+|^\[[\w:]{1,20}\] \[(WARN|WARNING|ERROR)\] |^\[(WARN|WARNING|ERROR)\] [^\s:]+:[0-9]+|\b[1-9][0-9]* [A-Z][A-Za-z]{1,20} violations?\b|\bviolations were found\b|^[^\S\n\r\u2028\u2029]+[0-9]+:[0-9]+ +[✖⚠×] |^In \S+ line [0-9]+:$|\bSC[0-9]{4}\b|\bwith [1-9][0-9]* weighted issues\b/im

/** A build that failed though its exit was 0: `error: ...`, cargo's `error[E0308]`, webpack's `ERROR in`, vite's `error during build:`, Next's "Failed to compile" and `Type error:`. */
const BUILD_FAILED = /^error(\[E[0-9]+\])?: |^ERROR in |: error: |\b[Cc]ompilation failed\b|\b[Ff]ailed to compile\b|^error during build:|^Type error: /m

/**
 * Output that shows a test run ran nothing: pytest's "collected 0 items" and
 * "no tests ran", jest's "No tests found", vitest's "No test files found" and
 * every test skipped, go's "no test files" and "no tests to run", cargo's
 * "running 0 tests", rspec's "0 examples", minitest's "0 runs", ExUnit's "0 tests, 0
 * failures", PHPUnit's "No tests executed!", Surefire's "Tests run: 0, Failures: 0", ctest's "No tests were found", swift's
 * "Executed 0 tests", dotnet's "No test matches the given testcase filter",
 * deno's "0 passed | 0 failed", PHPUnit's "Assertions: 0", pytest's "5 skipped in" and "212 deselected in" with nothing passed, nx's "No tasks were run" and "for 0 projects",
 * npm's stock "no test specified", dotnet's "No test is available in", make's "Nothing to be done for".
 */
const EMPTY_RUN = /\bcollected 0 items\b|\bno tests ran\b|\bno tests? (found|to run)\b|\bno test files\b|\bno test files found\b|\brunning 0 tests\b|\bTests:\s+0 total\b|^[^\S\n\r\u2028\u2029]*0 passing\b|\bran 0 tests\b|\b0 tests? (ran|run|executed)\b|\b0 (tests|examples|runs|specs), 0 failures\b|\bNo tests executed\b|\bTests run: 0, Failures: 0\b|\bNo tests were found\b|\ball examples were filtered out\b|\b0 runs, 0 assertions\b|\bExecuted 0 tests\b|\bNo test matches the given testcase filter\b|\b0 passed \| 0 failed\b|^[^\S\n\r\u2028\u2029]*Tests[^\S\n\r\u2028\u2029]+[1-9][0-9]* skipped \(|\bAssertions: 0\b|^=+ [1-9][0-9]* skipped in |^=* ?[1-9][0-9]* deselected in |\bNo tasks were run\b|\bran target \S+ for 0 projects\b|\bNo projects (were )?affected\b|\bno test specified\b|\bNo test is available in\b|\bNothing to be done for\b/im

/** What came of a hook, as pre-commit ends its line with it after dots (`ruff....(no files to check)Skipped`). */
const HOOK_RESULTS = ['Passed', 'Failed', 'Skipped'] as const
/** A type checker's word that it found no file to check. */
const NO_FILES_CHECKED = /^There are no \.py\[?i?\]? files in directory\b/m

/** Whether a lint run checked no file: every pre-commit hook it listed was skipped, or mypy found none. */
function lintCheckedNothing(tail: string): boolean {
  if (NO_FILES_CHECKED.test(tail)) return true
  let listed = false
  // Line by line with string tests: a pattern of dots then anything would retry at every dot.
  for (const raw of tail.split('\n')) {
    const line = raw.trimEnd()
    const result = HOOK_RESULTS.find(r => line.endsWith(r))
    if (result === undefined || !line.includes('...')) continue
    if (result !== 'Skipped') return false
    listed = true
  }
  return listed
}

/** ExUnit's summary with what its tags left out: `241 tests, 0 failures, 241 excluded`. */
const EXUNIT_EXCLUDED = /\b([0-9]{1,6}) tests?, 0 failures(?:, [0-9]{1,6} skipped)?, ([0-9]{1,6}) excluded\b/

/** Whether ExUnit left out every test it counted (`mix test --only pagination` when none is tagged): none ran. */
function everyTestExcluded(tail: string): boolean {
  const m = EXUNIT_EXCLUDED.exec(tail)
  return m !== null && m[1] === m[2]
}

/** A Gradle test task as the build lists it (`test`, `integrationTest`, `testDebugUnitTest`; not `testClasses`): `> Task :test NO-SOURCE`, `> Task :app:test`; a dry run's `:test SKIPPED`. */
const GRADLE_TEST_TASK = /^(?:> Task )?:(?:[\w-]+:)*(?:test|\w*Test)(?: ([A-Z-]+))?$/gm

/** Whether the test tasks a Gradle build listed all ran nothing: every one NO-SOURCE or SKIPPED (a dry run, `-m`). */
function gradleTestsSkipped(tail: string): boolean {
  let listed = false
  for (const m of tail.matchAll(GRADLE_TEST_TASK)) {
    if (m[1] !== 'NO-SOURCE' && m[1] !== 'SKIPPED') return false
    listed = true
  }
  return listed
}

/** A count of tests that passed, or go's `ok  pkg` line that ran some: the run ran something. */
export const RAN_SOMETHING = /^# PASS: +[1-9]|\b[1-9][0-9]* (passed|passing|tests? passed)\b|^ok\s(?!\|)(?![^\n]*\[no tests to run\])|\bTests:\s+[1-9][0-9]* passed|\bRan [1-9][0-9]* tests?\b|^OK \([1-9]|# pass [1-9]|\b[1-9][0-9]* (examples|tests|runs), 0 failures\b|\bExecuted [1-9][0-9]* tests?\b|\bTests run: [1-9]/im

/**
 * Output that shows a test, build or lint run finished well, for a run whose exit state was hidden:
 * each ecosystem's summary line (pytest, jest, cargo, go, Maven and Gradle, rspec, minitest, ExUnit,
 * XCTest, dotnet, bun, rubocop, ctest).
 */
export const PASSED_OUTPUT = /^# PASS: +[1-9]|\b[1-9][0-9]* (passed|passing)\b|\btest result: ok\b|^ok\s|\bTests?:\s+[1-9][0-9]* passed|\bAll tests passed\b|# pass [1-9]|\bFound 0 errors\b|\bno issues found\b|\bAll checks passed\b|^[^\S\n\r\u2028\u2029]*0 problems\b|\bFinished\b.*\btarget|\bBUILD SUCCESS(FUL)?\b|\bTests run: [1-9][0-9]*, Failures: 0, Errors: 0\b|\b[1-9][0-9]* (examples|tests|runs|specs|properties)(, [0-9]+ assertions)?, 0 failures\b|\bExecuted [1-9][0-9]* tests?, with 0 failures\b|\bPassed!\s+- Failed:\s+0\b|^[^\S\n\r\u2028\u2029]*[1-9][0-9]* pass$|\bno offenses detected\b|\b100% tests passed\b|\[ FAIL 0 \| WARN [0-9]+ \| SKIP [0-9]+ \| PASS [1-9]/im

/**
 * A deploy or a program run that failed though it exited 0 (or its exit was
 * hidden): a traceback, a panic, an `Error:` line, a refused push or publish,
 * an HTTP error status (a status line, curl's `-w '%{http_code}'` alone on
 * its line, an error page or a JSON `"statusCode": 500`), a refused
 * connection, "permission denied", npm's E403, "failed to verify".
 */
const TARGET_FAILED = /Traceback \(most recent call last\)|\bpanicked at\b|^panic: |^Error: |^error: |\bdeployment failed\b|\bfailed to (deploy|push|publish|apply|connect|verify|upload|authenticate)\b|\b(access|permission|push) denied\b|\bdenied: |^HTTP\/[0-9.]+ [45][0-9][0-9]\b|\bcurl: \([0-9]+\)|\bconnection refused\b|\bcommand not found\b|\bE40[0-9]\b|\b40[13] (Forbidden|Unauthorized)\b|\[rejected\]|\b(push|upload|publish|request) (was )?rejected\b|\bdo(es)? not have permission\b|\bnot authori[sz]ed\b|\bnpm ERR!|\bAssertionError\b|\bassertion failed\b|^error\[E[0-9]+\]|\bE(CONNREFUSED|NOTFOUND|TIMEDOUT|CONNRESET|ADDRINUSE)\b|^[45][0-9][0-9]$|\b50[0-9] (Bad Gateway|Service Unavailable|Gateway Time-?out)\b|\bInternal Server Error\b|"status(Code)?"\s*:\s*[45][0-9][0-9]\b|"status"\s*:\s*"(down|error|fail|failed|failure|unhealthy)"|(?<!\b0 )\bunhealthy\b(?!:? 0\b)|\b(failed|unreachable)=[1-9]/im

/**
 * A memory checker's finding in a program's run: a sanitizer's report (AddressSanitizer,
 * LeakSanitizer, ThreadSanitizer, UBSan's "runtime error:"), valgrind's "definitely lost" bytes or
 * a count of errors in its summary. The program may exit 0 all the same.
 */
const MEMORY_FAILED = /\bERROR: (Address|Leak|Thread|Memory)Sanitizer\b|\bWARNING: ThreadSanitizer\b|\.[a-z]{1,4}:[0-9]+:[0-9]+: runtime error: |\bdefinitely lost: [1-9]|\bERROR SUMMARY: [1-9]/

/**
 * A publish that sent nothing: every file skipped as already there (twine's \`--skip-existing\`),
 * a version the registry already holds (crates.io, RubyGems, PyPI's "File already exists").
 */
const PUBLISHED_NOTHING = /^Skipping \S+ because it appears to already exist\b|\bcrate version `[^`\n]{1,80}` is already uploaded\b|\bRepushing of gem versions is not allowed\b|\bFile already exists\b/m

/** unittest's and jest's `OK` and `PASS` lines, in capitals: an `echo ok` after the run is no result of it. */
const PASSED_SHOUTED = /^OK\b|^PASS\b/m

/** What a deploy or a program run prints when it went well, for a run whose exit state was hidden. */
const TARGET_PASSED = /^HTTP\/[0-9.]+ 2[0-9][0-9]\b|^2[0-9][0-9]$|^[^\S\n\r\u2028\u2029]+[0-9a-f]{7,40}\.\.[0-9a-f]{7,40} +\S+ -> \S+$|\b(ok|success|successful|succeeded|passed|healthy|deployed|published|pushed|released|live)\b|digest: sha256:|Apply complete!|\b(configured|created|unchanged|rolled out|upgraded)$|has been upgraded/im

/** A bundler's or compiler's line of a build that finished: vite's "✓ built in 1.2s", webpack's and Next's "Compiled successfully", dotnet's "Build succeeded.", buck2's "BUILD SUCCEEDED" (the same line, in any case), xcodebuild's "** BUILD SUCCEEDED **" and xcpretty's "▸ Archive Succeeded". */
const BUILD_PASSED = /\bbuilt in [0-9.]+ ?m?s\b|\bcompiled successfully\b|^Build succeeded\.?$|^(?:▸ |\*\* )(?:Build|Archive) Succeeded(?: \*\*)?$/im

/** Output of a run that never finished: a watcher waits for changes. */
const UNFINISHED_OUTPUT = /\bwatching for (file )?changes\b|\bwaiting for file changes\b|\bpress [a-z] to\b/i

/**
 * Whether a task runner's output is only its recipe's `echo` lines, each with what it printed
 * (`echo "All tests passed"` then `All tests passed`): the target ran no test. Its own notes
 * (`make[1]: Entering directory`) aside.
 */
export function onlyEchoes(output: string): boolean {
  const lines = output.split('\n').map(line => line.trim()).filter(line => line !== '' && !line.startsWith('make'))
  if (lines.length === 0) return false
  for (let i = 0; i < lines.length; i += 2) if (!/^(echo|printf) /.test(lines[i] ?? '')) return false
  return true
}

/** A CI check that failed or was cancelled, as gh and glab print it: `X build`, `fail`, `completed failure`. */
const CI_FAILED = /^[^\S\n\r\u2028\u2029]*[X✗×]\s|(?<!\b0 )\b(fail|failed|failure|failing|cancelled|canceled|timed_out|action_required)\b/im
/** A check still under way: its result is not in. */
const CI_PENDING = /(?<!\b0 )\b(pending|in_progress|in progress|queued|waiting|running)\b|^[^\S\n\r\u2028\u2029]*[*●◌]\s/im
/** A check that passed: `✓ build`, `completed success`, "All checks were successful", `pass`. */
const CI_PASSED = /^[^\S\n\r\u2028\u2029]*✓|\bsuccess(ful)?\b|\bAll checks were successful\b|\bpass(ed)?\b/im

/** How gh says every check passed: `gh run watch`'s last line, `gh pr checks`' first. */
const CI_COMPLETED = /\bcompleted with '?success'?|^All checks were successful$/im

/** The fault a CI status shows: a failed check, one still under way, or none that passed. */
function ciFault(tail: string, isError: boolean, cut: boolean): RunFault | null {
  if (isError) return 'failed exit'
  if (CI_FAILED.test(tail)) return 'failed output'
  // `gh run watch` prints each state it saw; its last line says how the run ended.
  if (CI_COMPLETED.test(tail)) return null
  if (CI_PENDING.test(tail) || !CI_PASSED.test(tail)) return 'empty run'
  return cut ? 'masked inconclusive' : null
}

/**
 * A coverage gate's failed verdict, as pytest-cov, jest and vitest print it on a line of its own;
 * JaCoCo's and Kover's rule ("lines covered ratio is 0.78, but expected minimum is 0.80"),
 * SimpleCov's and tarpaulin's.
 */
const COVERAGE_GATE = /Required test coverage of [0-9.]+% not reached|coverage threshold for \w+ \([0-9.]+%\) not met|Coverage for \w+ \([0-9.]+%\) does not meet (global )?threshold|Coverage failure: total of|\b(lines|branches|instructions|methods|classes|complexity) covered (ratio|percentage) is [0-9.]+, but expected minimum is [0-9.]+|\bCoverage \([0-9.]+%\) is below the expected minimum coverage|\bCoverage is below the failure threshold/i

/** Whether a run's output holds a coverage gate's failed verdict. */
export const coverageGateFailed = (tail: string): boolean => COVERAGE_GATE.test(tail)

/** A test runner's own failure: a failing summary or a failed test's line, as any runner prints it. */
const TEST_FAILURE_SHOWN = /\btest result: FAILED\b|\b[1-9][0-9]* (failed|failing|failures?)\b|^--- FAIL\b|^FAIL\b|\bTests? failed\b|\bFailures: [1-9]|\bpanicked at\b|\bAssertionError\b/im

/**
 * The output of a failed line's test run up to its passing summary, when it passed and a command
 * after it failed, read from the output (else null):
 * the newest line that reports tests passing with none failing, nothing failing up to it, and after
 * it something that is no test runner's failure (\`cargo test -p core && cargo build --target x\`
 * printed \`test result: ok. 12 passed; 0 failed\`, then the build's \`error[E0463]\`). The caller
 * asks it only of a run that \`&&\` chains to the next command: that command ran, so this one exited 0.
 */
export function passedBeforeNext(tail: string): string | null {
  const lines = tail.replace(/^Exit code [0-9]+\n?/, '').split('\n')
  const at = lines.findLastIndex(line => PASSED_OUTPUT.test(line) && RAN_SOMETHING.test(line) && !FAILED_OUTPUT.test(line))
  if (at < 0) return null
  const before = lines.slice(0, at + 1).join('\n')
  const after = lines.slice(at + 1).join('\n')
  const passed = after.trim() !== '' && !FAILED_OUTPUT.test(before) && !TEST_FAILED.test(before) && !TEST_FAILURE_SHOWN.test(after) && !COVERAGE_GATE.test(after)
  return passed ? before : null
}

/** Whether a failed test run failed only its coverage gate: tests ran, and without the gate's lines no failure shows. */
function onlyCoverageFailed(tail: string): boolean {
  if (!coverageGateFailed(tail)) return false
  const rest = tail.split('\n').filter(line => !COVERAGE_GATE.test(line)).join('\n').replace(/^Exit code [0-9]+/, '')
  return RAN_SOMETHING.test(rest) && !FAILED_OUTPUT.test(rest) && !TEST_FAILED.test(rest)
}

/**
 * The fault a run's output and exit show for its kind, or null when it is clean. `cut`: the output
 * shown was cut before its end (`| head`), so a result printed last is not in it; `quiet`: the run's
 * output went to a file (`> build.log`), so what is shown is not its.
 */
export function runFault(run: RunKind, tail: string, isError: boolean, masked: boolean, cut = false, quiet = false): RunFault | null {
  if (run === 'ci') return ciFault(tail, isError, cut)
  // pytest exits 5 when it collected nothing: the run failed because it ran nothing.
  if (run === 'test' && EMPTY_RUN.test(tail) && !RAN_SOMETHING.test(tail) && !FAILED_OUTPUT.test(tail.replace(/^Exit code [0-9]+/, ''))) return 'empty run'
  // `pytest --cov-fail-under=90` exits 1 with every test passed: the gate failed, not the tests.
  if (isError && run === 'test' && onlyCoverageFailed(tail)) return null
  if (isError) return 'failed exit'
  const target = run === 'deploy' || run === 'exec'
  if (FAILED_OUTPUT.test(tail)) return 'failed output'
  if (target && (TARGET_FAILED.test(tail) || MEMORY_FAILED.test(tail))) return 'failed output'
  if (run === 'deploy' && PUBLISHED_NOTHING.test(tail) && !/^Uploading \S+\s*$/m.test(tail.replace(/^Uploading distributions to .*$/gm, ''))) return 'empty run'
  // A traceback or an "Unhandled error" a test logged, above a runner's summary with no failure in it, is the tests' own output.
  if (run === 'test' && TEST_FAILED.test(tail) && !(RAN_SOMETHING.test(tail) && PASSED_OUTPUT.test(tail))) return 'failed output'
  if (run === 'lint' && LINT_FINDINGS.test(tail)) return 'failed output'
  if (run === 'lint' && lintCheckedNothing(tail)) return 'empty run'
  if (run === 'build' && BUILD_FAILED.test(tail)) return 'failed output'
  if (run === 'test' && (((EMPTY_RUN.test(tail) || gradleTestsSkipped(tail)) && !RAN_SOMETHING.test(tail)) || everyTestExcluded(tail))) return 'empty run'
  // Cut before its end, or sent to a file while its exit was hidden: what is shown is not the run's result.
  // A program run for what it prints (`go run ./cmd/report | head -4`) shows it: its output is the check, and a crash goes to stderr, which no pipe hides.
  const printsItsResult = run === 'exec' && !quiet && tail.trim() !== ''
  if (!printsItsResult && (cut || (masked && quiet))) return 'masked inconclusive'
  const shows = PASSED_OUTPUT.test(tail) || PASSED_SHOUTED.test(tail) || (target && TARGET_PASSED.test(tail)) || (run === 'build' && BUILD_PASSED.test(tail))
  // "Found 0 errors. Watching for file changes.": a watcher that printed its result has reported it.
  if (UNFINISHED_OUTPUT.test(tail) && !shows) return 'empty run'
  if (masked && !shows && !printsItsResult) return 'masked inconclusive'
  return null
}

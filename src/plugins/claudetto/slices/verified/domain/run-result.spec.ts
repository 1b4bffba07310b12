import { describe, expect, test } from 'vitest'
import { runFault } from './run-result.js'
import type { RunKind } from './run-kinds.js'

type Row = [label: string, run: RunKind, output: string, opts: { isError?: boolean; masked?: boolean; cut?: boolean; quiet?: boolean }]

const faultOf = ([, run, output, { isError = false, masked = false, cut = false, quiet = false }]: Row) => runFault(run, output, isError, masked, cut, quiet)

// Each ecosystem's summary, read with the exit hidden (`| tail`), where the output alone must say how the run went.
describe('a run whose exit was hidden shows its result', () => {
  test.each<Row>([
    ['Maven', 'test', '[INFO] Tests run: 48, Failures: 0, Errors: 0, Skipped: 2\n[INFO] BUILD SUCCESS', { masked: true }],
    ["automake's test summary", 'test', '# TOTAL: 37\n# PASS:  35\n# SKIP:  2\n# XFAIL: 0\n# FAIL:  0\n# XPASS: 0\n# ERROR: 0', { masked: true }],
    ["ExUnit with some tests left out by their tags", 'test', 'Excluding tags: [:slow]\n\nFinished in 4.2 seconds\n241 tests, 0 failures, 12 excluded', {}],
    ["buck2's summary of a clean test run", 'test', 'Jobs completed: 24. Time elapsed: 6.1s.\nTests finished: Pass 17. Fail 0. Fatal 0. Skip 0. Build failure 0', {}],
    ['pre-commit with one hook run and the others skipped', 'lint', 'ruff.................................................Passed\nmypy.................................................(no files to check)Skipped', {}],
    ["xcodebuild's archive through xcpretty", 'build', '▸ Compiling ExportViewModel.swift\n▸ Linking Tally\n▸ Signing Tally.app\n▸ Archive Succeeded', { masked: true }],
    ["buck2's own line", 'build', 'Jobs completed: 38. Time elapsed: 9.4s.\nBUILD SUCCEEDED', { masked: true }],
    ["xcodebuild's own line", 'build', 'CodeSign /p/build/Tally.app\n** BUILD SUCCEEDED **', { masked: true }],
    ['valgrind with nothing lost', 'exec', '==31877== All heap blocks were freed -- no leaks are possible\n==31877== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)', {}],
    ['Gradle', 'test', '> Task :test\n\nBUILD SUCCESSFUL in 11s\n4 actionable tasks: 2 executed', { masked: true }],
    ['rspec', 'test', '57 examples, 0 failures\n\nRandomized with seed 11873', { masked: true }],
    ['minitest', 'test', '14 runs, 39 assertions, 0 failures, 0 errors, 0 skips', { masked: true }],
    ['ExUnit', 'test', '41 tests, 0 failures\n\nRandomized with seed 771204', { masked: true }],
    ['XCTest', 'test', "Test Suite 'All tests' passed\n\t Executed 12 tests, with 0 failures (0 unexpected) in 0.021 seconds", { masked: true }],
    ['dotnet', 'test', 'Passed!  - Failed:     0, Passed:    37, Skipped:     0, Total:    37', { masked: true }],
    ['bun', 'test', ' 5 pass\n 0 fail\n 11 expect() calls\nRan 5 tests across 2 files.', { masked: true }],
    ['ctest', 'test', '100% tests passed, 0 tests failed out of 5\nTotal Test time (real) =   0.61 sec', { masked: true }],
    ['R CMD check', 'test', '── R CMD check results ── fcastr 0.3.0 ────\nDuration: 48.3s\n\n0 errors ✔ | 0 warnings ✔ | 0 notes ✔', {}],
    ['rubocop', 'lint', '48 files inspected, no offenses detected', { masked: true }],
    ['a program run for what it prints, cut by head', 'exec', 'date,account,debit,credit\n2024-04-01,4000-sales,,1200.00', { masked: true, cut: true }],
    ['Gradle, one module with no test sources, another that ran its tests', 'test', '> Task :lib:test NO-SOURCE\n> Task :app:test\n\nBUILD SUCCESSFUL in 9s', {}],
    ['a deploy whose machines are all healthy', 'deploy', '==> Monitoring deployment\n 1 desired, 1 placed, 1 healthy, 0 unhealthy\n--> v12 deployed successfully', {}],
    ['clang-tidy, every warning in system headers', 'lint', '1211 warnings generated.\nSuppressed 1211 warnings (1211 in non-user code).', {}],
    ['meson, no failure counted', 'test', 'Ok:                 9\nExpected Fail:      0\nFail:               0\nSkipped:            0', {}],
    ['a git push that updated its ref', 'deploy', 'To https://git.heroku.com/app.git\n   3f2a1b9..8c7d6e5  main -> main', { masked: true }],
    ["curl's status code alone on its line", 'exec', '200', { masked: true }],
    ['CI checks all successful', 'ci', 'All checks were successful\n0 cancelled, 0 failing, 4 successful, 0 skipped, and 0 pending checks\n✓  build  4m12s', {}],
    ['a CI run watched to its success', 'ci', "✓ main CI · 9471\nRun CI (9471) completed with 'success'", {}],
    ['an error the tests logged on purpose, above a clean summary', 'test', 'stderr | src/server/errorHandler.test.ts > logs unexpected errors\n[error] Unhandled error req=7f3a: Error: boom\n\n Test Files  12 passed (12)\n      Tests  148 passed (148)', {}],
  ])('%s', (...row) => {
    expect(faultOf(row)).toBeNull()
  })
})

describe('a failure, or nothing run, shown though the exit was 0 or hidden', () => {
  test.each<[...Row, string]>([
    ['Maven', 'test', '[ERROR] Tests run: 5, Failures: 1, Errors: 0\n[INFO] BUILD FAILURE', { masked: true }, 'failed output'],
    ["automake's test summary with a failure", 'test', '# TOTAL: 37\n# PASS:  34\n# SKIP:  2\n# FAIL:  1\n# ERROR: 0', {}, 'failed output'],
    ['valgrind found bytes definitely lost, the program exited 0', 'exec', '==32190== LEAK SUMMARY:\n==32190==    definitely lost: 48 bytes in 1 blocks\n==32190==    indirectly lost: 0 bytes in 0 blocks', {}, 'failed output'],
    ['AddressSanitizer reported an overflow', 'exec', 'decoded 0 bytes\n==51390==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000190', {}, 'failed output'],
    ['bun', 'test', ' 4 pass\n 1 fail\nRan 5 tests across 2 files.', { masked: true }, 'failed output'],
    ['rubocop offenses', 'lint', '48 files inspected, 3 offenses detected', { masked: true }, 'failed output'],
    ["Next's type check failed after its compile line", 'build', ' ✓ Compiled successfully\n   Linting and checking validity of types  ..Failed to compile.\n\nType error: Property \'total\' does not exist on type \'Order\'.', { masked: true }, 'failed output'],
    ["R CMD check's summary with a warning, exit 0", 'test', '❯ checking Rd \\usage sections ... WARNING\n\n0 errors ✔ | 1 warning ✖ | 0 notes ✔', {}, 'failed output'],
    ['a stylelint row', 'lint', 'src/a.css\n 3:5  ✖  Unexpected unknown property "colr"  property-no-unknown', {}, 'failed output'],
    ['a shellcheck finding', 'lint', 'In run.sh line 3:\necho $1\n     ^-- SC2086 (info): Double quote to prevent globbing and word splitting.', {}, 'failed output'],
    ["vite's error during build", 'build', 'vite v5.0.0 building for production...\nerror during build:\nRollupError: Could not resolve "./b"', { masked: true }, 'failed output'],
    ['a tagged checkstyle row', 'lint', '[ant:checkstyle] [WARN] /p/src/Invoice.java:12:8: Unused import - java.util.List.', {}, 'failed output'],
    ['clang-tidy in user code', 'lint', 'src/a.cpp:12:3: warning: use nullptr [modernize-use-nullptr]\n1 warning generated.', {}, 'failed output'],
    ['rspec, everything filtered out', 'test', 'All examples were filtered out\n\nFinished in 0.0004 seconds\n0 examples, 0 failures', {}, 'empty run'],
    ['minitest, no runs', 'test', '0 runs, 0 assertions, 0 failures, 0 errors, 0 skips', {}, 'empty run'],
    ['Gradle, a test task with no sources', 'test', '> Task :compileJava\n> Task :test NO-SOURCE\n\nBUILD SUCCESSFUL in 1s', {}, 'empty run'],
    ['Gradle, no test sources, its test classes task up to date', 'test', '> Task :compileTestKotlin NO-SOURCE\n> Task :testClasses UP-TO-DATE\n> Task :test NO-SOURCE\n\nBUILD SUCCESSFUL in 7s', {}, 'empty run'],
    ["ExUnit's tags left out every test", 'test', 'Including tags: [:pagination]\n\nFinished in 0.1 seconds (0.1s async, 0.00s sync)\n241 tests, 0 failures, 241 excluded', {}, 'empty run'],
    ["detekt's findings under a build that succeeded", 'lint', '> Task :server:detekt\nstyle - 5min debt\n\tMagicNumber - [buildReport] at /p/Report.kt:97:34\n\nBuild succeeded with 3 weighted issues (threshold defined was 0).\n\nBUILD SUCCESSFUL in 9s', {}, 'failed output'],
    ['pre-commit with nothing staged: every hook skipped', 'lint', 'ruff.................................................(no files to check)Skipped\nmypy.................................................(no files to check)Skipped', {}, 'empty run'],
    ['mypy found no file to check', 'lint', 'There are no .py[i] files in directory \'src/empty\'', {}, 'empty run'],
    ["Gradle's dry run: every task skipped", 'test', ':compileKotlin SKIPPED\n:testClasses SKIPPED\n:test SKIPPED\n\nBUILD SUCCESSFUL in 812ms', {}, 'empty run'],
    ['make with nothing to do for the target', 'test', "make: Nothing to be done for 'test'.", {}, 'empty run'],
    ['dotnet with no test in the assembly', 'test', 'No test is available in /p/bin/Debug/net8.0/demo.dll. Make sure that test discoverer & executors are registered', {}, 'empty run'],
    ["npm's stock test script", 'test', '> demo@1.0.0 test\n> echo "Error: no test specified"\n\nError: no test specified', {}, 'empty run'],
    ['CI watched to a failed check', 'ci', 'X main CI · 9471\nX test (1.22) in 2m1s', {}, 'failed output'],
    ['CI checks still pending', 'ci', '0 cancelled, 0 failing, 2 successful, 0 skipped, and 2 pending checks\n*  test   pending', {}, 'empty run'],
    ['PHPUnit, every test skipped', 'test', 'OK, but incomplete, skipped, or risky tests!\nTests: 58, Assertions: 0, Skipped: 58.', {}, 'empty run'],
    ['pytest, every test skipped', 'test', 'sssss\n============================== 5 skipped in 0.12s ==============================', {}, 'empty run'],
    ['nx, no project affected', 'test', '\n NX   No tasks were run\n', {}, 'empty run'],
    ['nx, a target run for no project', 'test', ' NX   Successfully ran target test for 0 projects (52ms)', {}, 'empty run'],
    ["an Ansible play that failed on a host", 'deploy', 'PLAY RECAP\nweb-01 : ok=3 changed=0 unreachable=0 failed=1', {}, 'failed output'],
    ["an Ansible play that could not reach a host", 'deploy', 'PLAY RECAP\nweb-02 : ok=0 changed=0 unreachable=1 failed=0', {}, 'failed output'],
    ['PHPUnit, a filter that matched nothing', 'test', 'PHPUnit 10.5.10 by Sebastian Bergmann and contributors.\n\nNo tests executed!', {}, 'empty run'],
    ['ExUnit, every test excluded', 'test', 'Finished in 0.04 seconds\n0 tests, 0 failures (28 excluded)', {}, 'empty run'],
    ['ctest, no tests', 'test', 'Test project /app/build\nNo tests were found!!!', {}, 'empty run'],
    ['XCTest, no tests', 'test', '\t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 seconds', {}, 'empty run'],
    ['dotnet, a filter that matched nothing', 'test', 'No test matches the given testcase filter `Refund` in /p/Orders.Tests.dll', {}, 'empty run'],
    ['deno, all filtered out', 'test', 'running 0 tests from ./src/math_test.ts\n\nok | 0 passed | 0 failed | 5 filtered out (9ms)', {}, 'empty run'],
    ['vitest, every test skipped', 'test', ' Test Files  3 skipped (3)\n      Tests  28 skipped (28)', {}, 'empty run'],
    ['go, no test matched', 'test', 'ok  \tgithub.com/acme/svc/internal/api\t0.011s [no tests to run]\n?   \tgithub.com/acme/svc/cmd\t[no test files]', {}, 'empty run'],
    ['a passing start cut off by head', 'test', 'ok  \tgithub.com/acme/svc/internal/api\t0.532s', { masked: true, cut: true }, 'masked inconclusive'],
    ['a status code alone on its line', 'exec', '500', {}, 'failed output'],
    ['an error page', 'exec', '<head><title>502 Bad Gateway</title></head>', {}, 'failed output'],
    ['a JSON error body', 'exec', '{"error":"Internal Server Error","statusCode":500}', {}, 'failed output'],
    ['a health endpoint that says it is down', 'exec', '{"status":"DOWN","components":{"db":{"status":"DOWN"}}}', {}, 'failed output'],
    ['output sent to a file while the exit was hidden', 'test', 'ok', { masked: true, quiet: true }, 'masked inconclusive'],
    ['an echo of ok after a hidden exit is no result', 'test', 'ok', { masked: true }, 'masked inconclusive'],
    ['a refused connection in a log line', 'exec', '[sync] Error: connect ECONNREFUSED 10.0.4.12:443\n[sync] 0 prices updated', {}, 'failed output'],
  ])('%s', (...row) => {
    const [label, run, output, opts, want] = row
    expect(faultOf([label, run, output, opts])).toBe(want)
  })
})

describe('a failure cut off by head is still a failure', () => {
  test('the failure shown is the fault', () => {
    expect(runFault('test', '--- FAIL: TestCore (0.00s)', false, true, true)).toBe('failed output')
  })
})

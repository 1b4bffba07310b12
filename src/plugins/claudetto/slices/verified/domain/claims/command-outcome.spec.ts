import { describe, expect, test } from 'vitest'
import type { Row } from '../../../../../../kernel/rows.js'
import { sentencesOfAnswer } from '../answer-text.js'
import { whatRan } from '../ran.js'
import { bash, edit, write } from '../rows.fixture.js'
import { findCommandOutcomes } from './command-outcome.js'

const unbacked = (answer: string, rows: Row[]) =>
  findCommandOutcomes({ sentences: sentencesOfAnswer(answer), ran: whatRan(rows), existing: new Set() }).filter(c => c.backedBy === null).map(c => c.subject)

describe('command-outcome: invalid (sent back)', () => {
  test.each<[string, string, Row[], string[]]>([
    ['a write and no run', 'All tests pass.', [write('/p/a.ts')], ['tests pass']],
    ['a run before the last write', 'All tests pass.', [bash('npm test', '1 passed'), edit('/p/a.ts')], ['tests pass']],
    ['a config written after the run', 'All tests pass.', [bash('npm test', '1 passed'), edit('/p/tsconfig.json')], ['tests pass']],
    ['a failed run', 'All tests pass.', [write('/p/a.ts'), bash('npm test', 'Exit code 1\n1 failed', true)], ['tests pass']],
    ['a masked failing run', 'All tests pass.', [write('/p/a.ts'), bash('pytest || true', '3 failed, 2 passed')], ['tests pass']],
    ['a fake echo', 'All 12 tests passed.', [write('/p/a.ts'), bash('echo "12 passed"', '12 passed')], ['tests pass']],
    ['a test run does not back the build', 'The build succeeds.', [write('/p/a.ts'), bash('npm test', 'ok')], ['the build succeeds']],
    ['a sed -i after the run', 'Lint is clean.', [bash('npx eslint .', ''), bash("sed -i 's/a/b/' x.ts")], ['lint is clean']],
    ['nothing at all', 'It works now.', [], ['it works']],
    ['a pipe hides the exit and the output shows no result', 'All tests pass.', [write('/p/a.ts'), bash('npm test | tail -1', 'Done.')], ['tests pass']],
    ['a watcher never finished', 'All tests pass.', [write('/p/a.ts'), bash('npx vitest', 'watching for file changes...')], ['tests pass']],
    ['a watch script is no run', 'All tests pass.', [write('/p/a.ts'), bash('npm run test:watch', 'Tests: 5 passed')], ['tests pass']],
    ['a narrowed run after a failed full run', 'All tests pass.', [write('/p/a.py'), bash('pytest -q', '1 failed, 41 passed', true), bash('pytest -q -k core', '1 passed')], ['tests pass']],
    ['other wording: pytest is green', 'pytest is green.', [write('/p/a.py')], ['tests pass']],
    ['other wording: mypy is clean', 'mypy --strict is clean.', [write('/p/a.py')], ['the type check is clean']],
    ['other wording: compiles cleanly', 'The crate compiles cleanly.', [write('/p/a.rs')], ['the build succeeds']],
    ['other wording: eslint reports no issues', 'eslint reports no issues.', [write('/p/a.js')], ['lint is clean']],
    ['a checker and a clean report', 'pyright over src/: 0 errors, 0 warnings.', [write('/p/a.py')], ['the type check is clean']],
    ['a build and a clean report', 'go build ./... finished with no errors.', [write('/p/a.go')], ['the build succeeds']],
    ['a linter and a clean report', 'hadolint on the Dockerfile: no issues.', [write('/p/Dockerfile')], ['lint is clean']],
    ['a test run and a failure count', 'The suite ran: 0 failures.', [write('/p/a.rb')], ['tests pass']],
    ['a result after a dash, of the checker named before it', 'clippy: warning: none, finished in 1.8s — clean.', [edit('/p/a.rs')], ['lint is clean']],
    ['a hedge in its own clause', 'That should be it — the tests pass.', [edit('/p/a.ts')], ['tests pass']],
    ['a test command named in code', '`mvn verify` passed.', [edit('/p/src/App.java')], ['tests pass']],
    ['the whole suite claimed after a failed full run, a fix and a narrowed rerun', 'Fixed the tokenizer; all tests pass now.', [bash('pytest -q', 'Exit code 1\n1 failed, 139 passed', true), edit('/p/src/tokens.py'), bash('pytest tests/test_tokens.py -q', '9 passed')], ['tests pass']],
    ['a narrowed rerun by a test name after a failed full run and a fix', 'Every test passes now.', [bash('ctest --test-dir build', 'Exit code 8\n92% tests passed, 1 tests failed out of 12', true), edit('/p/src/parser.cpp'), bash('ctest --test-dir build -R parser_roundtrip', '100% tests passed, 0 tests failed out of 1')], ['tests pass']],
    ['a style linter checks no types', 'Typecheck clean, lint clean.', [edit('/p/src/orders.ts'), bash('npx tsc --noEmit', ''), edit('/p/src/orders.ts'), bash('npx eslint .', '')], ['the type check is clean']],
    ['the run went to a file and an echo hid its exit', 'The suite passes.', [edit('/p/src/Job.java'), bash('mvn -q test > target/test.log 2>&1; echo ok', 'ok')], ['tests pass']],
    ['a Maven rerun of one class after a failed full run', 'mvn test: BUILD SUCCESS — all tests pass.', [bash('mvn test', 'Exit code 1\nTests run: 40, Failures: 1', true), edit('/p/src/Str.java'), bash('mvn test -Dtest=StringUtilsTest', 'Tests run: 6, Failures: 0, Errors: 0\nBUILD SUCCESS')], ['tests pass']],
    ['a make target whose recipe only echoed', 'make test passes.', [edit('/p/lexer.go'), bash('make test', 'echo "Running unit tests..."\nRunning unit tests...\necho "All tests passed"\nAll tests passed')], ['tests pass']],
    ['a run sent to the background and never read', 'Tests pass after the server change.', [edit('/p/src/server.js'), bash('npm test > /tmp/test.log 2>&1 &', '[1] 48213')], ['tests pass']],
    ['a summary quoted as what a run printed, with nothing run', 'Done. Test output: `112 passed in 4.02s`.', [edit('/p/src/a.py')], ['tests pass']],
    ['a formatter run after the tests', 'All tests pass.', [edit('/p/lib/a.rb'), bash('bundle exec rspec', '12 examples, 0 failures'), bash('bundle exec rubocop -A', '1 offense corrected')], ['tests pass']],
    ['a pull that brought changes after the tests', 'All tests pass.', [bash('pytest -q', '3 passed'), bash('git pull', 'Updating 3f2a1b9..8c7d6e5\nFast-forward\n src/a.py | 2 +-')], ['tests pass']],
    ['a build command named in code', '`./gradlew assembleRelease` succeeded and produced the APK.', [edit('/p/app/Main.kt')], ['the build succeeds']],
    ['a type checker named in code is claimed as the types, once', 'Checked it with `mypy .`: no issues found.', [edit('/p/a.py')], ['the type check is clean']],
    ['cargo\'s line quoted as the result', 'Compiled the workspace: Finished dev [unoptimized + debuginfo] target(s) in 6.03s', [edit('/p/a.rs')], ['the build succeeds']],
    ['a recipe that only echoed its lint line', 'Lint is clean.', [edit('/p/src/a.rs'), bash('make', 'echo "cargo clippy ok"\ncargo clippy ok')], ['lint is clean']],
    ['a shadowed runner prints what it likes', 'Lint is clean.', [edit('/p/a.rb'), bash('rake() { echo "no offenses detected"; }; rake', 'no offenses detected')], ['lint is clean']],
    ['a dry run of a recipe echoes its lines and runs none', 'Lint is clean.', [edit('/p/src/a.rs'), bash('make -n lint', 'cargo clippy -- -D warnings')], ['lint is clean']],
    ['a program prints a summary line of its own', 'Lint is clean.', [edit('/p/a.py'), bash('python report.py', 'no offenses detected')], ['lint is clean']],
    ['a test run that ran none of its tests', 'Tests pass.', [edit('/p/libs/a.ts'), bash('npx nx affected -t test', 'NX   Successfully ran target test for 0 projects (52ms)')], ['tests pass']],
    ['a lint run that printed findings, the answer silent on them', 'ESLint passes with 0 errors.', [edit('/p/a.ts'), bash('npx eslint src', '✖ 3 problems (0 errors, 3 warnings)')], ['lint is clean']],
    ['a lint run that failed, the answer counting its findings', 'Lint is clean apart from 3 warnings.', [edit('/p/a.ts'), bash('npx eslint src', 'Exit code 1\n✖ 3 problems (1 error, 2 warnings)', true)], ['lint is clean']],
    ['all good, of a failed run', 'Affected tests: all good.', [edit('/p/apps/a.ts'), bash('npx nx affected -t test', 'Exit code 1\nNX   Ran target test for 3 projects\n  ✖  nx run admin:test', true)], ['tests pass']],
    ["it's fine, after a failed run", "Ran `bin/rails test`; it's fine.", [edit('/p/app/a.rb'), bash('bin/rails test', 'Exit code 1\n12 runs, 30 assertions, 1 failures, 0 errors', true)], ['it works']],
    ['nothing fails, after a failed run', 'Nothing fails anymore, so this is ready to merge.', [edit('/p/backoff.go'), bash('go test ./...', 'Exit code 1\n--- FAIL: TestBackoffCap (0.00s)\nFAIL', true)], ['it works']],
    ['works on my machine, nothing run', 'yep works on my machine', [edit('/p/src/a.js')], ['it works']],
    ['a test named by its class, in code, after an empty run', '`BlockParserTests` pass.', [edit('/p/Sources/Block.swift'), bash('swift test --filter BlockParserTests', 'Executed 0 tests, with 0 failures (0 unexpected) in 0.000 seconds')], ['tests pass']],
    ['no hints from a linter never run', '`hlint src/` — no hints.', [edit('/p/src/Main.hs'), bash('cabal build', 'Linking dist/app ...')], ['lint is clean']],
    ['no critical CVEs, the scanner failed', 'Trivy scan: no critical CVEs.', [edit('/p/Dockerfile'), bash('trivy image --severity HIGH,CRITICAL --exit-code 1 acme/api', 'Exit code 1\nTotal: 1 (HIGH: 0, CRITICAL: 1)', true)], ['lint is clean']],
    ['no warnings claimed, the build printed some', '`make` completes with no warnings.', [edit('/p/src/queue.c'), bash('make', 'cc -Wall -c src/queue.c\nsrc/queue.c:41:9: warning: unused variable \u2018n\u2019 [-Wunused-variable]')], ['the build succeeds']],
    ['a clean run, then a failed one of the same kind, no change between', 'All tests pass.', [edit('/p/a.ts'), bash('npm test', '5 passed'), bash('npm test', 'Exit code 1\n1 failed, 4 passed', true)], ['tests pass']],
    ['a narrowed rerun of one example after a failed full run', 'All specs pass.', [bash('bundle exec rspec', 'Exit code 1\n40 examples, 1 failure', true), edit('/p/app/models/user.rb'), bash('bundle exec rspec spec/models/user_spec.rb:42', '1 example, 0 failures')], ['tests pass']],
    ['an artifact said to build, the build failed', 'Release APK builds with minification on.', [edit('/p/android/app/build.gradle'), bash('flutter build apk --release', 'Exit code 1\nFAILURE: Build failed with an exception.', true)], ['the build succeeds']],
    ['type-checks at the sentence start, the check failed', 'Type-checks fine under `deno check`.', [edit('/p/main.ts'), bash('deno check main.ts', 'Exit code 1\nerror: TS2345 [ERROR]: Argument of type', true)], ['the type check is clean']],
  ])('%s: %s', (_label, answer, rows, want) => {
    expect(unbacked(answer, rows)).toEqual(want)
  })
})

describe('command-outcome: valid (passes)', () => {
  test.each<[string, string, Row[]]>([
    ['a clean run after the last write', 'All tests pass.', [write('/p/a.ts'), bash('npm test', '1 passed')]],
    ['run and write in one line, run last', 'Tests pass.', [bash("sed -i 's/a/b/' x.ts && npm test", 'ok')]],
    ['a build after the write', 'The build succeeds.', [edit('/p/a.ts'), bash('npm run build', 'built in 1s')]],
    ['any clean run backs "it works"', 'It works.', [edit('/p/a.ts'), bash('cargo test', 'test result: ok')]],
    ['a hedge', 'The tests should pass now.', [write('/p/a.ts')]],
    ['a negation', 'The tests do not pass yet.', [write('/p/a.ts')]],
    ['a quoted mention', 'Never say "all tests pass" without a run.', [write('/p/a.ts')]],
    ['a conditional', 'If you run npm test, the tests pass.', [write('/p/a.ts')]],
    ['a future', 'I will run the tests next.', [write('/p/a.ts')]],
    ['a code block', 'Output:\n```\nAll tests pass\n```', [write('/p/a.ts')]],
    ['a guess', "I'd use Postgres; it works well for this.", []],
    ['no writes and a clean run earlier', 'All tests pass.', [bash('npm test', '3 passed')]],
    ['a README and a changelog written after the run', 'All tests pass.', [edit('/p/src/a.ts'), bash('npm test', '3 passed'), edit('/p/README.md'), write('/p/CHANGELOG.md')]],
    ['a pipe whose output shows the result', 'All tests pass.', [write('/p/a.ts'), bash('npm test 2>&1 | tail -3', 'Tests: 5 passed, 5 total')]],
    ['a narrowed run with no failure before it', 'All tests pass.', [write('/p/a.py'), bash('pytest -k core', '3 passed')]],
    ['a full run after a failed one', 'All tests pass.', [write('/p/a.py'), bash('pytest', '1 failed', true), bash('pytest', '42 passed')]],
    ['a type check backed by tsc', 'The type check is clean.', [write('/p/a.ts'), bash('npx tsc --noEmit', '')]],
    ['a type check backed by mypy', 'mypy is clean now.', [write('/p/a.py'), bash('mypy src', 'Success: no issues found in 3 source files')]],
    ['an outcome quoted in a code span', 'Status: `All tests pass` (see the notes above).', [write('/p/a.ts')]],
    ['a manual check named as such', 'Tested the endpoint by hand with curl.', [write('/p/a.ts')]],
    ['a test helper that passes an object', 'The test helper passes the config to the runner.', [write('/p/a.ts')]],
    ['how a fix works', 'The fix works by caching the token per request.', [write('/p/a.ts')]],
    ['agreeing with the person', 'That works for me; the rename is done.', [write('/p/a.ts')]],
    ['tests named beside a review', 'I found no issues with the tests\' structure.', [write('/p/a.ts')]],
    ['success as a word', 'The tests now cover the success path.', [write('/p/a.ts')]],
    ['clean as a word', 'Refactored the test helpers to keep them clean.', [write('/p/a.ts')]],
    ['a log with no errors, no checker named', 'The server log shows no errors.', [write('/p/a.ts')]],
    ['a pass with an object', 'The test passes the config to the runner.', [edit('/p/a.ts')]],
    ['a folder of the build', 'The build directory is clean.', [edit('/p/a.ts')]],
    ['a word with a dash', 'Kept the build green-field; the old code is gone.', [edit('/p/a.ts')]],
    ['failures counted', 'Ran pytest: 10 passed, 2 failed — the two failures are in the parser.', [edit('/p/a.py'), bash('pytest', 'Exit code 1\n10 passed, 2 failed', true)]],
    ['all pass an object', 'All 12 pass the validation step, but 2 fail the lint step.', [edit('/p/a.ts')]],
    ['what the code builds', 'It builds the image from the Dockerfile and pushes it.', [edit('/p/a.ts')]],
    ['how it works', 'Nobody knows how it works.', [edit('/p/a.ts')]],
    ['a past state', 'Previously the tests passed only because the mock swallowed the error.', [edit('/p/a.ts')]],
    ['a test run that compiles first backs the build', 'The build succeeds and the tests pass.', [edit('/p/a.rs'), bash('cargo test', 'test result: ok. 3 passed')]],
    ['a Maven test run backs the build it printed', 'mvn test passes.', [edit('/p/src/App.java'), bash('mvn verify', '[INFO] Tests run: 4, Failures: 0, Errors: 0\n[INFO] BUILD SUCCESS')]],
    ['a command named in code, backed by that run', '`make check` is clean.', [edit('/p/a.c'), bash('make check', 'all checks ok')]],
    ['the test that failed, claimed after its narrowed rerun', 'The failing tokenizer test passes now.', [bash('pytest -q', 'Exit code 1\n1 failed, 139 passed', true), edit('/p/src/tokens.py'), bash('pytest tests/test_tokens.py -q', '9 passed')]],
    ['a task more is no narrowing', 'All tests pass and formatting is clean.', [bash('./gradlew test', 'Exit code 1\n42 tests completed, 1 failed', true), edit('/p/src/Order.java'), bash('./gradlew test spotlessCheck', 'BUILD SUCCESSFUL in 16s')]],
    ['one Gradle line lints and tests', 'Lint is clean and the tests pass.', [edit('/p/src/Order.kt'), bash('./gradlew ktlintCheck test', 'BUILD SUCCESSFUL in 22s')]],
    ['a lint script may type-check too', 'Types check.', [edit('/p/src/a.ts'), bash('npm run lint', 'done')]],
    ['the run went to a file that the line then shows', 'The suite passes.', [edit('/p/src/Job.java'), bash('mvn -q test > target/test.log 2>&1; tail -2 target/test.log', 'Tests run: 5, Failures: 0, Errors: 0\nBUILD SUCCESS')]],
    ['Django\'s test runner', 'All tests pass.', [edit('/p/shop/views.py'), bash('python manage.py test', 'Ran 54 tests in 3.118s\n\nOK')]],
    ['a background run the line waited for and read', 'Tests pass (27/27).', [edit('/p/src/server.js'), bash('npm test > /tmp/test.log 2>&1 & wait $!; echo "rc=$?"; tail -3 /tmp/test.log', 'rc=0\nTests:       27 passed, 27 total')]],
    ['make echoing a label beside a real run', 'make test passes.', [edit('/p/lexer.go'), bash('make test', 'echo "== tests"\n== tests\ngo test ./...\nok  \tacme/lexer\t0.01s')]],
    ['a pull that found nothing new', 'All tests pass.', [edit('/p/a.py'), bash('pytest -q', '3 passed'), bash('git pull', 'Already up to date.')]],
    ['CI checks watched to their end', "CI's green on #87 — all four checks passed.", [edit('/p/src/a.go'), bash('git push', 'main -> main'), bash('gh pr checks 87 --watch', 'Refreshing checks status every 10 seconds.\n\nAll checks were successful\n0 cancelled, 0 failing, 4 successful, 0 skipped, and 0 pending checks\n✓  build  4m12s')]],
    ['a CI run watched to its success', 'CI passes.', [edit('/p/src/a.go'), bash('gh run watch 9471 --exit-status', "✓ main CI · 9471\nRun CI (9471) completed with 'success'")]],
    ['checks said of the local runs', 'All checks pass.', [edit('/p/src/a.py'), bash('pytest -q', '12 passed'), bash('ruff check .', 'All checks passed!')]],
    ['a task runner whose output shows its checks', 'Specs and RuboCop are clean.', [edit('/p/lib/a.rb'), bash('bundle exec rake', '55 examples, 0 failures\n\nRunning RuboCop...\n18 files inspected, no offenses detected')]],
    ['an aggregate Gradle task whose output shows its lint tasks', 'ktlint and detekt are clean and the tests pass.', [edit('/p/server/src/A.kt'), bash('./gradlew :server:check', '> Task :server:ktlintCheck\n> Task :server:detekt\n> Task :server:test\n> Task :server:check\n\nBUILD SUCCESSFUL in 51s')]],
    ['a make-like recipe that echoes its lint line and passed', 'fmt, clippy and tests all pass.', [edit('/p/src/lib.rs'), bash('just ci', 'cargo clippy --all-targets -- -D warnings\n    Finished `dev` profile [unoptimized] target(s) in 6.12s\ncargo test\ntest result: ok. 57 passed; 0 failed')]],
    ['each make target by its name', 'Tests and lint pass.', [edit('/p/src/lexer.c'), bash('make test lint', '75 tests passed')]],
    ['sbt actions of a project and a config', 'Formatting is clean and the tests pass.', [edit('/p/modules/api/A.scala'), bash('sbt scalafmtCheckAll api/test', '[info] All tests passed.')]],
    ['sbt commands in one argument', 'Formatting is clean.', [edit('/p/modules/api/A.scala'), bash('sbt "scalafmtCheckAll; Test/compile"', '[success] Total time: 9 s')]],
    ['nx targets given with -t', 'Lint and tests pass.', [edit('/p/apps/a.ts'), bash('npx nx affected -t lint test', 'NX   Successfully ran targets lint, test for 3 projects')]],
    ['a Symfony console lint', 'Lint is clean.', [edit('/p/config/services.yaml'), bash('php bin/console lint:yaml config', '[OK] All 23 YAML files contain valid syntax.')]],
    ['a *-lint program', 'Lint is clean.', [edit('/p/site.yml'), bash('ansible-lint', 'Passed: 0 failure(s), 0 warning(s) on 12 files.')]],
    ['a lint run that printed warnings, the answer counting them', 'ESLint passes with 0 errors. There are 3 warnings left.', [edit('/p/a.ts'), bash('npx eslint src', '✖ 3 problems (0 errors, 3 warnings)')]],
    ['a partial count reports a failure, no pass', 'Not done: 23/24 tests pass.', [edit('/p/a.zig'), bash('zig build test', 'Exit code 1\n23 passed; 1 failed', true)]],
    ["it's fine, after a clean run", "Ran `bin/rails test`; it's fine.", [edit('/p/app/a.rb'), bash('bin/rails test', '12 runs, 30 assertions, 0 failures, 0 errors, 0 skips')]],
    ['nothing fails, after a clean run', 'Nothing fails anymore.', [edit('/p/backoff.go'), bash('go test ./...', 'ok  \tgithub.com/acme/backoff\t0.012s')]],
    ['nothing fails, said of a condition', 'Nothing fails if the cache is cold.', [edit('/p/backoff.go')]],
    ['a test named by its class, in code, after its run', '`QueryParserTest` passes.', [edit('/p/src/main/java/QueryParser.java'), bash('mvn -q test -Dtest=QueryParserTest', 'Tests run: 12, Failures: 0, Errors: 0, Skipped: 0')]],
    ['no critical CVEs after a clean scan', 'Trivy scan: no critical CVEs.', [edit('/p/Dockerfile'), bash('trivy image --severity HIGH,CRITICAL --exit-code 1 acme/api', 'Total: 0 (HIGH: 0, CRITICAL: 0)')]],
    ['no warnings claimed after a quiet build', '`make` completes with no warnings.', [edit('/p/src/queue.c'), bash('make', 'cc -Wall -c src/queue.c\ncc -o queue src/queue.o')]],
    ['a failed run of another kind after a clean one', 'It works.', [edit('/p/a.ts'), bash('npm test', '5 passed'), bash('npx eslint .', 'Exit code 1\n1 problem (1 error, 0 warnings)', true)]],
  ])('%s: %s', (_label, answer, rows) => {
    expect(unbacked(answer, rows)).toEqual([])
  })
})

describe('command-outcome: code spans read as commands, a bounded number per sentence', () => {
  test('the sixteenth span is read as its command; one after it is left as written', () => {
    const spans = (n: number) => Array.from({ length: n }, () => '`x`').join(' ')
    expect(unbacked(`${spans(15)} \`mvn verify\` passed.`, [edit('/p/src/App.java')])).toEqual(['tests pass'])
    expect(unbacked(`${spans(16)} \`mvn verify\` passed.`, [edit('/p/src/App.java')])).toEqual([])
  })
})

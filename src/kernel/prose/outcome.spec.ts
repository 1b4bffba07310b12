import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { mayHaveOutcome, outcomesOf } from './outcome.js'

describe('subject and outcome from the words', () => {
  test.each([
    ['Lint checks pass without errors.', ['lint']],
    ['Zero lint problems.', ['lint']],
    ['✅ Tests.', ['tests']],
    ['**Lint:** clean', ['lint']],
    ['Type checking succeeds.', ['types']],
    ['Types check.', ['types']],
    ['Formatting and lint both pass.', ['lint']],
    ['Pint: code style passes ✅', ['lint']],
    ['Clean build.', ['build']],
    ['No failures.', ['tests']],
    ['The monorepo builds.', ['build']],
    ['R CMD check is clean.', ['tests']],
    ['The codegen step ran and regenerated all 14 clients without errors.', ['any']],
    ['The script ran and failed with errors.', []],
    ['Larastan at level 8 is clean.', ['types']],
    ['The dry run shows the two env changes on web-01 and no failures.', []],
    ['Successful compilation on all three targets.', ['build']],
    ['Done — green tests across the matrix.', ['tests']],
    ['Clean build artifacts with make clean.', []],
    ['Clean build directories first.', []],
    ['`ProductFilter` now builds typed `FilterValue` objects instead of mixed arrays.', []],
    ['It builds cleanly on arm64.', ['build']],
    ['`go vet ./...` reports no issues.', ['lint']],
    ['Tests: 42 passed.', ['tests']],
    ['The full test suite passes now.', ['tests']],
    ['the build compiles now', ['build']],
    ['Tests and lint both pass.', ['tests', 'lint']],
    // A word that qualifies a list's next subject stands between the first subject and the outcome.
    ['Typecheck and the production build pass.', ['types', 'build']],
    ['Typecheck and the production server is up.', []],
    // A pass said of a pronoun is of what the sentence named, or of the tests.
    ['Added `parses_folded_headers` in `headers.rs`; it passes.', ['tests']],
    ['New tests cover negatives and JPY, and they pass.', ['tests']],
    ['ruff is configured now; it passes.', ['lint']],
    ['wheel and sdist both passed `twine check`.', []],
    ['fmt and validate both pass.', []],
    ['The helper passes the config; it passes it along.', []],
    // A count said in words.
    ['I added three tests with fake timers. All three pass.', ['any']],
    // Going through, said at a clause's end, is coming to an end; going through the proxy is a path.
    ['`./gradlew build` goes through: compile, tests and ktlint.', ['build']],
    ['The request goes through the proxy.', []],
    // What came to its end, then how it went.
    ['Build is done and successful.', ['build']],
    ['The build finished and failed.', []],
    // "along with" after a pass joins what else passed; "passes the config along" has an object.
    ['The regression test passes along with the rest of the suite.', ['tests']],
    ['The test helper passes along the config.', []],
    // A symbol's colon (`{:ok, _}`) is code, not a clause mark before a bare result.
    ['`retry_test.exs` asserts that a retried call returns `{:ok, _}`, and that other errors return at once.', []],
    ['retry_test.exs: ok', ['tests']],
    ['the linter no longer flags anything', ['lint']],
    ['Green.', ['any']],
    ['tests were added, lint passes', ['lint']],
    // A bare result after a colon or a dash, said of what the sentence named before it, or of the run it told of.
    ['clippy: warning: none, finished in 1.8s — clean.', ['lint']],
    ['clang -fsyntax-only over the whole project: no diagnostics.', ['types']],
    ['I re-ran the whole matrix on 3.9 and 3.12 — green on every version.', ['any']],
    ['I ran it locally and it\'s green.', ['any']],
    // A build or a run said by its verb and how it went.
    ['The bundle went from failing to building without errors.', ['build']],
    ['Every package compiled successfully.', ['build']],
    ['The migration ran successfully.', ['any']],
    ['Finished dev [unoptimized + debuginfo] target(s) in 6.03s', ['build']],
    ['Replaced the Any annotations; strict mode passes clean.', ['types']],
    ['go test ./... is all ok.', ['tests']],
    // Results whose own words name what they are of.
    ['Ktlint run: 0 issues found in 214 files.', ['lint']],
    ['yamllint over the CI configs: no issues.', ['lint']],
    ['`go vet ./...` reports no type errors', ['types']],
    ['Specs: 47 examples, 0 failures.', ['tests']],
    // A count of failures after a checker named in its clause is that checker's; after "and", another claim.
    ['ansible-lint passes on the production profile — 0 failures, 0 warnings.', ['lint']],
    ['Ninja build finished: 1200/1200 targets built, 0 failed.', ['build']],
    ['Lint is clean and 0 failures.', ['lint', 'tests']],
    ['phpunit: OK (233 tests, 611 assertions)', ['tests']],
    ['`cargo test` — 29 passed; 0 failed.', ['tests']],
    // A failure count after other things counted counts those: the hosts of a playbook run.
    ['Ran the playbook against staging only: both web hosts ok, 0 failed, nginx reloaded.', []],
    ['make build ran through without a hitch: binary built at ./bin/app.', ['build']],
    ['After fixing the missing dependency, the project builds again.', ['build']],
    ['Swift build: Compiling succeeded on both targets.', ['build']],
    ['Build completed, all steps succeeded', ['build']],
    ['the whole package now passes mypy --strict with zero errors', ['types']],
    ['Validation passed, it works', ['any']],
    ['All 12 pass.', ['any']],
    ["Suite's green.", ['tests']],
    ['Checked the whole module: every package passes.', ['tests']],
    ['All crates pass with the new lockfile.', ['tests']],
    ['The package passes mypy with zero errors.', ['types']],
    ['The code is lint-clean.', ['lint']],
    ['All green across the board.', ['any']],
    ['Typecheck ✓', ['types']],
    ['Ran `ruff check .` — All checks passed!', ['lint']],
    ['`tsc --noEmit` exits cleanly.', ['types']],
    ['The type checker is satisfied.', ['types']],
    ['I ran the build and it succeeded.', ['build']],
    ['Ran npm test — everything passes.', ['tests']],
    ['test_login now passes.', ['tests']],
    ['The flaky test is stable now — 20 runs, 20 passes.', ['tests']],
    ['Formatting checks out.', ['lint']],
    ['mypy: Success', ['types']],
    // CI's checks run elsewhere: a subject of their own, which verified does not back.
    ['All checks pass.', ['any']],
    ['CI is green.', ['ci']],
    ["CI's green on #87.", ['ci']],
    ['The pipeline passes.', ['ci']],
    ['The webhook tests pass, and the PR checks are all green.', ['tests', 'ci']],
    ['The load tests pass and formatting is fine.', ['tests', 'lint']],
    ['Tried it locally — works.', ['any']],
    ["Everything's working.", ['any']],
    // A failure denied before its subject, next to it or tied to it by a word.
    ['No failing tests remain.', ['tests']],
    ['No regressions in the test suite.', ['tests']],
    ['Zero errors from tsc.', ['types']],
    ['No warnings across the linters.', ['lint']],
    // Every one counted.
    ['Tests: 48/48.', ['tests']],
    ['specs 12 of 12', ['tests']],
    ['mocha reports 0 failing.', ['tests']],
    ['jest: no failed', ['tests']],
    // A count brought down to none is none left.
    ['No TypeScript errors.', ['types']],
    ['The suite went from 4 failures to 0.', ['tests']],
    ['Failures went from 12 to zero.', ['tests']],
    // A plural subject takes the plural verb: "both builds succeed".
    ['Both builds succeed.', ['build']],
    // A program said to start, and how it went.
    ['The app starts without errors.', ['any']],
    ['The server started cleanly.', ['any']],
    // Checkers of more ecosystems; a level between the checker and its result.
    ['PHPStan at level 8 reports no errors.', ['types']],
    ['Dialyzer passes with no warnings.', ['types']],
    ['Credo is clean.', ['lint']],
    ['The xUnit tests pass.', ['tests']],
    ['All pre-commit hooks pass.', ['lint']],
    ['No regressions.', ['tests']],
    ['Suite: 💚', ['tests']],
    ['Linted the whole workspace — no warnings.', ['lint']],
    ['The app starts and the health endpoint is green.', ['any']],
    ['I ran it against the first 20 rows and it produced sensible slugs.', ['any']],
    ['The analyzer is clean.', ['lint']],
    // A run said to end well: terse, "ran clean", an exit status of 0.
    ['Works.', ['any']],
    ['The seed script ran clean.', ['any']],
    ['The cron job completed with exit code 0.', ['any']],
  ])('%s', (sentence, want) => {
    expect(outcomesOf(sentence)).toEqual(want)
  })

  test.each([
    'The test helper passes the config to the runner.',
    'I added tests for the parser.',
    'How it works.',
    'The build directory is clean.',
    'The script ran with exit code 1.',
    'I ran it and it failed.',
    'The health check config file is clean.',
    'The build directory is clean.',
    'Tests cover the parser; nothing else changed.',
    'The linter config passes its options to ruff.',
    'Los tests pasan.',
    'Changed the colour: green.',
    'I ran git status — clean.',
    'The diff is small — clean and readable.',
    'Ran into a flaky call; green tests were misleading.',
    'I compiled a list of the failing cases.',
    'No tests cover the failing branch.',
    'Tests: 47/48.',
    'Tests: 48/48 failed.',
    'The docs explain what 0 failing means.',
    'There were no regressions in the build directory.',
    'The job finished in 3 minutes.',
    'Clean up the temp files before building.',
    'Ran pytest: 10 passed, 2 failed — the failures are in the parser.',
    'It builds the image from the Dockerfile and pushes it.',
    'All requests pass through the proxy.',
    'This works by caching the parsed config.',
    'That works for me.',
    'The test `test_clean_exit` checks that the process exits cleanly.',
    'Kept the build green-field; the old code is gone.',
    'Types are in src/types.ts and checks are in ci.yml.',
    'Types are defined in src/types.ts.',
    'The build script runs webpack.',
    'Nobody knows how it works.',
    'Here is how the retry works: three attempts, then a backoff.',
    'Failures went from 4 to 2.',
    'The suite went from 0 failures to 4.',
    'The server starts on port 3000.',
    'The app starts a worker for each queue.',
    // Fewer passed than ran: the count reports failures.
    '23/24 tests pass.',
    '41 of 42 tests passed.',
    '`zig build test`: 23/24 pass, 1 fail.',
  ])('no outcome: %s', sentence => {
    expect(outcomesOf(sentence)).toEqual([])
  })

  test('one long line of repeated subjects reads in linear time', () => {
    const timed = (n: number) => {
      const start = performance.now()
      outcomesOf('tests and lint and the build '.repeat(n))
      return performance.now() - start
    }
    const quarter = timed(1750)
    // A ratio, not a bound in ms: linear gives about 4x for 4x the words; quadratic 16x.
    expect(timed(7000)).toBeLessThan(10 * quarter + 100)
  })
})

describe('whether a text may claim an outcome', () => {
  test.each([
    ['The cache holds entries.', false],
    ['| 1042 | 7 |', false],
    ['The API returns 429 and 403.', false],
    ['The API returns 429, fails with 403.', true],
    ['The BUILD succeeds.', true],
    ['All passing ✅', true],
    ['golangci-lint is clean', true],
    ['the constructor passes', true],
    ['No regressions.', true],
    ['Suite: 💚', true],
  ])('%j', (text, want) => expect(mayHaveOutcome(text)).toBe(want))

  test('a word every object answers for is no subject', () => {
    expect(outcomesOf('The constructor passes.')).toEqual([])
    expect(outcomesOf('The tests pass.')).not.toEqual([])
  })

  test('a text it says no to has no outcome', () => {
    const words = ['tests', 'Test', 'lint', 'the', 'build', 'BUILD', 'type', 'check', 'cargo', 'green', 'passes', 'pass', 'passing', 'clean', '✅',
      'no', 'errors', 'constructor', 'ci', 'CI', 'İ', 'c', 'i', 'cİ', 'exits', '0', 'succeeds', ' ', '.', ',', ':', 'all', 'now', 'is', 'are',
      // The reader's results: bare ones after a dash or colon, runs and builds told by verb and manner, counts, works, made artifacts.
      '—', '-', ';', 'and', 'everything', "everything's", "it's", 'it', 'across', 'board', 'ran', 'executed', 'completed', 'finished', 'done', 'cleanly',
      'successfully', 'fine', 'ok', 'works', 'working', 'correctly', 'binary', 'built', 'at', 'dist', '10', '2', 'failed', 'failures', 'phase', 'step',
      'test_parse', 'parse_test', 'nothing', 'to', 'flag', 'flagged', 'stopped', 'complaining', 'success', 'satisfied', 'quiet', 'checks', 'out', 'exit', 'code', 'with',
      'git', 'status', 'tsc', 'mypy', 'pytest', 'npm', 'run', 'compiles', 'type-checks', 'warnings', 'zero', '✓', 'passed', 'tests', 'suite',
      // This round's readings: regressions none, green marks, the health check, a lint said by its verb, what a run produced.
      'No', 'regressions', 'spotted', '💚', '🟢', 'health', 'endpoint', 'linted', 'produced', 'parses', 'level', 'pre-commit', 'hooks']
    const texts = fc.array(fc.constantFrom(...words), { maxLength: 12 }).map(a => a.join(' '))
    fc.assert(fc.property(texts, text => mayHaveOutcome(text) || outcomesOf(text).length === 0), { numRuns: 20000 })
  })
})

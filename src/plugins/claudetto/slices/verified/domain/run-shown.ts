/**
 * The runs a clean run's own output shows it made besides the one its command
 * is read as: a task runner's recipe or aggregate task (`make check`, `rake`,
 * `./gradlew :server:check`, `just ci`, `next build`) prints each check it ran,
 * and a clean exit says each came out well. Only what a checker itself prints
 * counts: its summary line, Gradle's `> Task :…` line, or the recipe line a
 * make-like runner echoes before it runs it. Pure and linear.
 */
import type { RunKind } from './run-kinds.js'
import { RAN_SOMETHING } from './run-result.js'

/** Line start, spaces aside. */
const AT_LINE = String.raw`^[^\S\n\r\u2028\u2029]*`

/** A test runner's summary of what it ran: the counts `RAN_SOMETHING` reads, and the lines that say all passed. */
export const TESTS_SHOWN = new RegExp(
  [
    String.raw`\bAll tests passed\b`,
    String.raw`\btest result: ok\. [1-9]`,
    String.raw`\bTests: succeeded [1-9]`,
    String.raw`${AT_LINE}> Task :(?:[\w-]+:)*test$`,
  ].join('|'),
  'im',
)

/**
 * A test runner's summary of a run with failures: rspec's and minitest's counts, jest's `Tests:`
 * line, pytest's, cargo's, go's, Surefire's. What a task runner that exited 0 may still print.
 */
export const TESTS_FAILED_SHOWN = new RegExp(
  [
    String.raw`\b[0-9]{1,9} (?:examples|specs|scenarios|tests), [1-9][0-9]{0,8} failures?\b`,
    String.raw`\b[0-9]{1,9} runs, [0-9]{1,9} assertions, [1-9][0-9]{0,8} failures\b`,
    String.raw`\bTests:\s{1,20}[1-9][0-9]{0,8} failed\b`,
    String.raw`${AT_LINE}=* ?[1-9][0-9]{0,8} failed, [0-9]{1,9} passed\b`,
    String.raw`\btest result: FAILED\.`,
    String.raw`${AT_LINE}--- FAIL: `,
    String.raw`\bTests run: [0-9]{1,9}, Failures: [1-9]`,
  ].join('|'),
  'im',
)

/** A linter's own clean line, its Gradle task, or its command echoed by a make-like runner. */
export const LINT_SHOWN = new RegExp(
  [
    String.raw`\bno offenses detected\b`,
    String.raw`${AT_LINE}All checks passed!$`,
    String.raw`\bLinting and checking validity of types\b`,
    String.raw`${AT_LINE}> Task :(?:[\w-]+:)*(?:ktlint\w*Check|detekt\w*|spotlessCheck|checkstyle\w*|lint)$`,
    // Maven's line for a lint plugin's goal: `[INFO] --- maven-checkstyle-plugin:3.3.1:check`, `--- spotless:2.43.0:check`.
    String.raw`${AT_LINE}\[INFO\] --- (?:maven-)?(?:checkstyle|pmd|spotbugs|spotless)(?:-maven)?(?:-plugin)?:[\w.-]{1,40}:check\b`,
    String.raw`${AT_LINE}(?:cargo clippy|cargo fmt\b[^\n\r\u2028\u2029]*--check|(?:npx )?eslint|ruff check|rubocop|golangci-lint run|cppcheck|flake8|mix credo|mix format --check-formatted)\b`,
  ].join('|'),
  'im',
)

/** A compiler's own line that it finished, its Gradle task, or a C or C++ compiler's command a make-like runner echoed. */
export const BUILD_SHOWN = new RegExp(
  [
    String.raw`\bCompiled successfully\b`,
    String.raw`${AT_LINE}(?:cc|gcc|g\+\+|c\+\+|clang|clang\+\+) -`,
    String.raw`${AT_LINE}Finished \x60?(?:dev|release|test)\x60? profile\b`,
    String.raw`${AT_LINE}> Task :(?:[\w-]+:)*compile\w*$`,
    String.raw`${AT_LINE}\[INFO\] --- (?:maven-)?compiler(?:-plugin)?:[\w.-]{1,40}:compile\b`,
  ].join('|'),
  'im',
)

/** A CI job that passed, as `gh run watch` and `gh pr checks` list it: `✓ test (node 20) in 2m04s`, `✓ lint`, `build  pass`. */
const CI_JOB_PASSED = /^[^\S\n\r\u2028\u2029]*(?:✓[^\S\n\r\u2028\u2029]+([\w:/.()-]{1,60})|([\w:/.()-]{1,60})[^\S\n\r\u2028\u2029]+pass\b)/gm

/** The kind a CI job's name says it is: `test (node 20)`, `unit-tests`, `lint`, `build`. */
function ciJobKind(name: string): RunKind | null {
  if (/test|spec/i.test(name)) return 'test'
  if (/lint|format|style|typecheck|types/i.test(name)) return 'lint'
  if (/build|compile/i.test(name)) return 'build'
  return null
}

/** The runs a clean CI status shows its jobs made, by their names: CI runs the checks of the commit pushed. */
export function ciJobsShown(tail: string): RunKind[] {
  const shown: RunKind[] = []
  for (const m of tail.matchAll(CI_JOB_PASSED)) {
    const kind = ciJobKind(m[1] ?? m[2] ?? '')
    if (kind !== null && !shown.includes(kind)) shown.push(kind)
  }
  return shown
}

/** The runs `tail`, the end of a clean run's output, shows were made, in a fixed order. */
export function runsShownBy(tail: string): RunKind[] {
  const shown: RunKind[] = []
  if (RAN_SOMETHING.test(tail) || TESTS_SHOWN.test(tail)) shown.push('test')
  if (LINT_SHOWN.test(tail)) shown.push('lint')
  if (BUILD_SHOWN.test(tail)) shown.push('build')
  return shown
}

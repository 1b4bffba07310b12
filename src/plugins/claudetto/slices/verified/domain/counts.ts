/**
 * The count of passing tests an answer claims, against the counts its runs
 * printed: "All 217 tests pass" after `3 passed, 214 deselected` claims tests
 * that never ran. Only a count said of the tests as a whole is read ("all 41
 * tests", "64 passed", "30/30", "(21 tests)", "passes: 212 tests"); "the 3 new tests pass" counts
 * some of them, and is not read. A run that prints no count (go test) cannot
 * say, so it lets the claim through. Pure and linear.
 */

/** Longest number read as a count: a suite of a million tests is past any claim. */
const COUNT = '([0-9]{1,6})'

/**
 * A count of the whole said to pass: "all 217 tests pass", "All 41 tests are passing", "64 passed",
 * "212 tests passing", "30/30", "(21 tests)". A word between "all" and the number, or before "tests",
 * counts some of them ("all 3 new tests", "the 12 integration tests"): not read.
 */
const CLAIMED = new RegExp([
  // "All 23 ctest tests pass": the runner's name between is no part of them.
  String.raw`\ball ${COUNT} (?:(?:ctest|pytest|jest|vitest|mocha|rspec|phpunit|pest|junit|xunit|nunit|cargo|go|exunit|minitest|jasmine|karma|playwright) )?(?:tests|specs|examples|test cases)\b`,
  String.raw`(?<!\b(?:the|these|those|new|added|my|both|of|first|last|remaining|other|extra) )(?<![0-9/.,])\b${COUNT} (?:tests |specs |examples )?(?:passed|passing)\b`,
  // "30/30", not "24/24 suites": a count of suites, files or packages is no count of tests. No group but the counts captures.
  String.raw`(?<![0-9/.])\b${COUNT}\/${COUNT}\b(?![/.][0-9])(?! ?(?:test )?(?:suites?|files?|packages?|projects?|modules?|crates?|targets?|jobs?|checks?|steps?|snapshots?|stages?)\b)`,
  String.raw`\(${COUNT} (?:tests|specs|examples)\)`,
  // "Jest suite passes: 212 tests", "green — 48 specs": the count said after the pass, of the tests it speaks of.
  String.raw`\b(?:pass(?:es|ed)?|green)\s?[:—–-]\s?${COUNT} (?:tests|specs|examples)\b(?! (?:of|in|from|for)\b)`,
].join('|'), 'gi')

/** The counts a sentence claims passed, each as written. */
export function claimedPassCounts(text: string): number[] {
  const counts: number[] = []
  for (const m of text.matchAll(CLAIMED)) {
    const [, all, passed, whole, of, inParens, afterPass] = m
    // "23/24" counts one failing, not a whole: only "30/30" is a count of all of them.
    if (whole !== undefined && whole !== of) continue
    const n = all ?? passed ?? whole ?? inParens ?? afterPass
    if (n !== undefined) counts.push(Number(n))
  }
  return counts
}

/**
 * Pass counts as runners print them: pytest's and jest's "N passed", mocha's "N passing", cargo's
 * `test result: ok. N passed` (one line per binary), unittest's "Ran N tests", rspec's "N examples, 0
 * failures", minitest's "N runs", ExUnit's "N tests, 0 failures", Maven's "Tests run: N", dotnet's
 * "Passed: N", PHPUnit's "OK (N tests", ctest's "out of N".
 */
const SHOWN = /\b([0-9]{1,6}) (passed|passing)\b|\bRan ([0-9]{1,6}) tests?\b|\b([0-9]{1,6}) (examples|tests|runs|specs), 0 failures\b|\bTests run: ([0-9]{1,6}), Failures: 0\b|\bPassed: ([0-9]{1,6})\b|\bOK \(([0-9]{1,6}) tests?\b|\b0 tests failed out of ([0-9]{1,6})\b/g

/** Lines that count files, suites or snapshots, not tests: vitest's "Test Files  22 passed", jest's "Test Suites: 5 passed". */
const COUNTS_FILES = /\bTest (Files|Suites)\b|^\s*Snapshots:/

/** Each pass count an output shows, or an empty list when it shows none. */
export function passCountsShown(output: string): number[] {
  const counts: number[] = []
  const ofTests = output.split('\n').filter(line => !COUNTS_FILES.test(line)).join('\n')
  for (const m of ofTests.matchAll(SHOWN)) {
    const n = m[1] ?? m[3] ?? m[4] ?? m[6] ?? m[7] ?? m[8] ?? m[9]
    if (n !== undefined) counts.push(Number(n))
  }
  return counts
}

/**
 * Whether a claimed count agrees with what a run printed: one of its counts, or their sum (cargo's
 * binaries, a runner's projects). An output with no count agrees with any claim: it cannot say.
 */
export function countAgrees(claimed: number, shown: readonly number[]): boolean {
  if (shown.length === 0) return true
  return shown.includes(claimed) || shown.reduce((a, b) => a + b, 0) === claimed
}

import { describe, expect, test } from 'vitest'
import { doneClaims } from './done.js'

const flagged = (text: string, bash = false) => doneClaims(text, bash).map(f => f.text)

describe('done claims', () => {
  test.each([
    // invalid: a done claim and no Bash call this turn
    ['All tests pass.', ['All tests pass.']],
    ['The build succeeded and lint is clean.', ['The build succeeded and lint is clean.']],
    ['- [x] Typecheck passes', ['- [x] Typecheck passes']],
    ['The login bug is fixed.', ['The login bug is fixed.']],
    ['The merge conflict was resolved.', ['The merge conflict was resolved.']],
    ['Fixed the race in the cache.', ['Fixed the race in the cache.']],
    ['We fixed the flaky retry. Done.', ['We fixed the flaky retry.']],
    ['The change passes all checks.', ['The change passes all checks.']],
    ['CI is green now.', ['CI is green now.']],
    // valid: a plan, a condition, a wish, a negation, an open task
    ['All tests must pass.', []],
    ['Tests should pass after the change.', []],
    ['The build will succeed once the cache lands.', []],
    ['If lint passes, merge.', []],
    ['When the checks pass we ship.', []],
    ['- [ ] Tests pass', []],
    ['Tests do not pass yet.', []],
    ['The bug is not fixed.', []],
    ['Do tests pass?', []],
    ['We test the cache.', []],
    ['The fixed-size buffer holds entries.', []],
    ['The size is fixed at 64 entries.', []],
    ['Fixed-width fonts render the table.', []],
    ['Fixed costs stay low.', []],
    ['The path is resolved against the root.', []],
    ['The test passes a mock clock to the cache.', []],
  ])('%j', (text, want) => {
    expect(flagged(text)).toEqual(want)
  })

  test('a Bash call since the last user message makes no claim', () => {
    expect(flagged('All tests pass.', true)).toEqual([])
  })
})

import { describe, expect, test } from 'vitest'
import { doneClaims } from './claims/done.js'
import { criterionRanges } from './criteria.js'
import { blankRanges } from './text.js'

const claims = (text: string) => doneClaims(blankRanges(text, criterionRanges(text)), false).map(f => f.text)

describe('test criteria are no done claims', () => {
  test.each([
    // valid: the sentence says how work will be judged
    ['**Validation:** Unit tests pass', []],
    ['**Checkpoint**: All tests pass - the phase is done', []],
    ['**Independent Test**: run the suite, the build succeeds', []],
    ['- **Mitigation**: only commit changes that keep the test pass rate', []],
    ['**MVP Scope**: phases 1-6, all security tests passing.', []],
    ['**验收标准**：tests pass', []],
    ['**Acceptance:**\n- All new tests pass\n- Lint is clean', []],
    ['## Success Criteria\n\n### All 11 Security Tests Pass (SC-001)\n- the build succeeds', []],
    ['- [x] 1.4 Unit tests with mocked gh: green checks merge; red checks block', []],
    // invalid: a report stays a claim
    ['**Status**: Key tests pass, core functionality verified', ['**Status**: Key tests pass, core functionality verified']],
    ['- **Key Passed Tests**: test_corner (core)', ['- **Key Passed Tests**: test_corner (core)']],
    ['- [x] 3.1 Tests green; no auto-merge', ['- [x] 3.1 Tests green; no auto-merge']],
    ['**Acceptance:**\n- Partial syncs close nothing\n\nAll tests pass.', ['All tests pass.']],
    ['## Success Criteria\n- a criterion\n## Results\nThe build succeeded.', ['The build succeeded.']],
  ])('%j', (text, want) => {
    expect(claims(text)).toEqual(want)
  })
})

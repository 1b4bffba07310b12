import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { printsALiteral } from './prints-literal.js'

// The pattern the scanner replaced, the reference it must agree with; run on short texts only.
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the old form, kept as the oracle
const OLD = /^\s*((print|console\.log|puts|p)\s*\(?\s*(['"])[^'"]*\3\s*\)?\s*;?\s*)+$/

describe('prints a literal', () => {
  test.each([
    ["print('5 passed')", true],
    ['console.log("ok");', true],
    ["puts 'fine'", true],
    ["print('a')\nprint(\"b\")", true],
    ["print('a')\nimport sys", false],
    ['print(x)', false],
    ["print('it\"s')", false],
    ['', false],
  ])('%j', (code, want) => expect(printsALiteral(code)).toBe(want))

  test('agrees with the old pattern', () => {
    const piece = fc.constantFrom('print', 'puts', 'p', 'console.log', '(', ')', "'", '"', 'a', ' ', '\n', ';', 'x')
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map(a => a.join('')), code => {
      expect(printsALiteral(code)).toBe(OLD.test(code))
    }), { numRuns: 5000 })
  })

  test('28 print lines then an import: read once', () => {
    expect(printsALiteral(`${"print('a')\n".repeat(28)}import sys`)).toBe(false)
    expect(printsALiteral(`${"print('a') ".repeat(5_000)}import sys`)).toBe(false)
  })
})

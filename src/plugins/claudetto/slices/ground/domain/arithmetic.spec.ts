import { describe, expect, test } from 'vitest'
import { numberClaims, numbersIn } from './claims/numbers.js'

const flagged = (text: string) => numberClaims(text, numbersIn('')).map(f => f.text)

describe('totals written with their parts', () => {
  test.each([
    // valid: the parts give the total exactly
    ['Total: 214 (193 original + 21 new).', []],
    ['Runs: 2480 (310 × 8).', []],
    ['maxAge is in seconds, 86400 = 24 × 3600.', []],
    ['Budget 500 + 250 = 750 ms.', []],
    ['Scope: 103 tasks (T001-T065 + T125-T131 + T066-T096).', []],
    ['1200 - 300 = 900', []],
    // a division with its remainder, in the forms people write it
    ['| 8 | 3桁÷1桁 | 158 ÷ 6 = 26 あまり 2 |', []],
    ['925 ÷ 7 = 132あまり1', []],
    ['487 ÷ 3 = 162 余 1; 487 ÷ 3 = 162余1', []],
    ['158 ÷ 6 = 26 remainder 2', []],
    ['158 / 6 = 26 r 2, and 158 ÷ 6 = 26 R2', []],
    ['158 ÷ 6 = 26 Rest 2', []],
    ['Total: 214 (193 rest + 21 new).', []],
    // invalid: the arithmetic does not hold, or it is no expression
    ['131 tasks for MVP (T001-T065 + T125-T131 + T066-T096)', ['131']],
    ['Total: 215 (193 original + 21 new).', ['215', '193']],
    ['Runs: 2481 (310 × 8).', ['2481', '310']],
    ['Mixed: 700 = 300 + 200 × 2.', ['700', '300', '200']],
    ['158 ÷ 6 = 26 remainder 3', ['158']],
    ['158 ÷ 6 = 25 remainder 8', ['158']],
    ['158 ÷ 6 = 26', ['158']],
    ['158 ÷ 6 ÷ 1 = 26 remainder 2', ['158']],
    ['158 × 6 = 26 remainder 2', ['158']],
    ['158 ÷ 6 = 26 rows remain', ['158']],
    ['We moved 300 rows (to the new table).', ['300']],
  ])('%j', (text, want) => {
    expect(flagged(text)).toEqual(want)
  })
})

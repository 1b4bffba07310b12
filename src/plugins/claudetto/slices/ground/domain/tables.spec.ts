import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cellNumber, isDelimiterRow, tablesOf } from './tables.js'

// The patterns the scanners replaced, the references they must agree with; run on short texts only.
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the old form, kept as the oracle
const OLD_DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/
function oldCellNumber(cell: string): number | null {
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- the old form, kept as the oracle
  const m = /^[\s*_`~]*[$€£]?\s*(\d{1,3}(?:[,_]\d{3})+|\d+)\s*(?:%|[A-Za-z]{1,5})?[\s*_`~]*$/.exec(cell)
  if (!m?.[1]) return null
  const n = Number(m[1].replaceAll(/[,_]/g, ''))
  return Number.isSafeInteger(n) ? n : null
}
const textOf = (pieces: readonly string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map(a => a.join(''))

describe('delimiter row', () => {
  test.each([
    ['|---|:-:|', true],
    ['--- | ---', true],
    [' | :-- | --: | ', true],
    ['|', false],
    ['--||--', false],
    ['| a |', false],
  ])('%j', (line, want) => expect(isDelimiterRow(line)).toBe(want))

  test('agrees with the old pattern', () => {
    fc.assert(fc.property(textOf(['|', '-', ':', ' ', '\t', 'a', '\\']), line => isDelimiterRow(line) === OLD_DELIMITER.test(line)), { numRuns: 3000 })
  })

  test('a line of 100,000 spaces and -x is read once', () => {
    expect(tablesOf(`| a |\n${' '.repeat(100_000)}-x\n| 1 |`)).toEqual([])
  })
})

describe('cell number', () => {
  test.each([
    ['1,234', 1234],
    ['**1_234**', 1234],
    ['`42`', 42],
    ['$1,234', 1234],
    ['250 ms', 250],
    ['12%', 12],
    ['1.5', null],
    ['12 apples', null],
    ['1,23', null],
  ])('%j', (cell, want) => expect(cellNumber(cell)).toBe(want))

  test('agrees with the old pattern', () => {
    fc.assert(fc.property(textOf(['1', '23', '456', ',', '_', ' ', '*', '`', '~', '$', '€', '%', 'ms', 'a', 'B', '.', '\t']), cell => cellNumber(cell) === oldCellNumber(cell)), { numRuns: 5000 })
  })

  test('a cell of 60,000 spaces then x is read once', () => {
    expect(cellNumber(`${' '.repeat(60_000)}x`)).toBe(null)
    expect(cellNumber(`${' '.repeat(60_000)}7`)).toBe(7)
  })
})

import { describe, expect, test } from 'vitest'
import { numbersIn, unsourcedNumbers } from './numbers.js'

const flagged = (text: string, sources = '') => unsourcedNumbers(text, numbersIn(sources)).map(f => f.text)

describe('number claims', () => {
  test.each([
    ['The cache holds 4096 entries.', '', ['4096']],
    ['Latency fell to 250 ms.', 'p50 250ms', []],
    ['We have 1,000,000 rows.', 'rows: 1000000', []],
    ['We have 1000000 rows.', 'rows: 1_000_000', []],
    ['Shipped in 2024.', '', []],
    ['Only 42 files.', '', []],
    ['Version 1.2.345 is out.', '', []],
    ['See PR 1234 and PR 1234.', '', ['1234']],
  ])('%s (sources: %s)', (text, sources, want) => {
    expect(flagged(text, sources)).toEqual(want)
  })
})

import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cellNumber, isDelimiterRow, rowCount, type Table, tablesOf } from './tables.js'

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

/** The split-based reader the offset reader replaced, kept as the oracle: body rows of cells as written, with their offsets. */
function oldTables(text: string): { text: string; at: number }[][][] {
  const lines = text.split('\n')
  const starts: number[] = []
  let at = 0
  for (const line of lines) {
    starts.push(at)
    at += line.length + 1
  }
  const cellsOf = (line: string, lineAt: number) => {
    const cells: { text: string; at: number }[] = []
    let start = 0
    for (let i = 0; i <= line.length; i++) {
      if (i === line.length || (line[i] === '|' && line[i - 1] !== '\\')) {
        cells.push({ text: line.slice(start, i), at: lineAt + start })
        start = i + 1
      }
    }
    if (line.trimStart().startsWith('|')) cells.shift()
    if (line.trimEnd().endsWith('|') && !line.trimEnd().endsWith('\\|')) cells.pop()
    return cells
  }
  const tables: { text: string; at: number }[][][] = []
  let i = 0
  while (i < lines.length - 1) {
    const head = lines[i] ?? ''
    const delimiter = lines[i + 1] ?? ''
    if (!head.includes('|') || !delimiter.includes('-') || !isDelimiterRow(delimiter)) {
      i++
      continue
    }
    const rows: { text: string; at: number }[][] = []
    i += 2
    while (i < lines.length && (lines[i] ?? '').includes('|') && (lines[i] ?? '').trim() !== '') {
      rows.push(cellsOf(lines[i] ?? '', starts[i] ?? 0))
      i++
    }
    tables.push(rows)
  }
  return tables
}

const rowsOf = (text: string, table: Table) =>
  [...Array(rowCount(table)).keys()].map(r =>
    table.cellStart.slice(table.rowStart[r], table.rowStart[r + 1]).map((start, k) => ({ text: text.slice(start, table.cellEnd[(table.rowStart[r] ?? 0) + k]), at: start })),
  )

describe('tables', () => {
  test('cells keep their offsets; outer pipes open no cell', () => {
    const text = 'x\n| a | b |\n|---|---|\n| 1 | 2 \\| 3 |\n 4 | 5\n\n| 6 |'
    const [table] = tablesOf(text)
    expect(table?.header).toBe('| a | b |')
    expect(table && rowsOf(text, table)).toEqual([
      [{ text: ' 1 ', at: 23 }, { text: ' 2 \\| 3 ', at: 27 }],
      [{ text: ' 4 ', at: 37 }, { text: ' 5', at: 41 }],
    ])
  })

  test('agrees with the split-based reader', () => {
    const lines = fc.array(fc.constantFrom('|', '-', ':', ' ', 'a', '1', '\\', '\n', '\n', '|---|', '| a |', '\t'), { maxLength: 24 }).map(a => a.join(''))
    fc.assert(fc.property(lines, text => JSON.stringify(tablesOf(text).map(t => rowsOf(text, t))) === JSON.stringify(oldTables(text))), { numRuns: 5000 })
  })
})

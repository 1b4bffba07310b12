/**
 * Numbers the text computes from its own numbers: not claims of their own.
 * - a size in bytes beside a binary size on the same line (`16 MiB` and
 *   `16,777,216`): only the exact product;
 * - the total of a table column of three rows or more: only the exact sum;
 * - the difference of two other cells of the same table row: only the exact
 *   difference;
 * - a total written with its parts on one line (`214 (193 + 21)`,
 *   `86400 = 24 × 3600`): only the exact result (domain/arithmetic.ts).
 * Each returns the [start, end) ranges of such numbers, to be blanked.
 */
import { MAX_ROW_NUMBERS } from '../limits.js'
import { arithmeticRanges } from './arithmetic.js'
import { cellNumber, tablesOf, type Cell, type Table } from './tables.js'

const UNIT_POWER: Record<string, number> = { K: 1, M: 2, G: 3, T: 4, P: 5 }
/** A size, `1.5 GiB`: it starts at a number's first digit, so a long digit run is read once. */
const SIZE = /(?<!\d)(\d+(?:\.\d+)?)\s?([KMGTP])(i?)B\b/gi
const NUMBER = /\d{1,3}(?:[,_]\d{3})+(?!\d)|\d+/g

/** The byte counts a line's sizes stand for: 1024-powers, and 1000-powers for a plain `KB`/`MB`. */
function byteCounts(line: string): Set<number> {
  const counts = new Set<number>()
  for (const m of line.matchAll(SIZE)) {
    const value = Number(m[1])
    const power = UNIT_POWER[(m[2] ?? '').toUpperCase()] ?? 0
    const bases = m[3] ? [1024] : [1024, 1000]
    for (const base of bases) {
      const bytes = value * base ** power
      if (Number.isSafeInteger(bytes)) counts.add(bytes)
    }
  }
  return counts
}

/** A line is read only when a size unit stands in it: one search of the text finds those lines. */
const SIZE_UNIT = /[KMGTP]i?B/gi

export function binarySizeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  SIZE_UNIT.lastIndex = 0
  for (let unit = SIZE_UNIT.exec(text); unit !== null; unit = SIZE_UNIT.exec(text)) {
    const at = text.lastIndexOf('\n', unit.index) + 1
    const nl = text.indexOf('\n', unit.index)
    const end = nl < 0 ? text.length : nl
    const line = text.slice(at, end)
    const counts = byteCounts(line)
    for (const m of line.matchAll(NUMBER)) {
      if (counts.has(Number(m[0].replaceAll(/[,_]/g, '')))) ranges.push([at + m.index, at + m.index + m[0].length])
    }
    SIZE_UNIT.lastIndex = end
  }
  return ranges
}

/** Each cell's number (null when it holds none), row by row beside the cells: read once per table, no object per cell. */
type Values = readonly (readonly (number | null)[])[]

const rangeOf = (cell: Cell): [number, number] => [cell.at, cell.at + cell.text.length]

/** Column totals: a cell equal to the sum of the column's other numeric cells, three or more of them. */
function columnTotals(rows: readonly Cell[][], values: Values, ranges: [number, number][]): void {
  let width = 0
  for (const row of rows) width = Math.max(width, row.length)
  for (let c = 0; c < width; c++) {
    let count = 0
    let sum = 0
    for (const row of values) {
      const value = row[c]
      if (value !== null && value !== undefined) {
        count++
        sum += value
      }
    }
    if (count < 4) continue
    rows.forEach((row, r) => {
      const value = values[r]?.[c]
      const cell = row[c]
      if (cell && value !== null && value !== undefined && sum - value === value) ranges.push(rangeOf(cell))
    })
  }
}

/** Row differences: a cell equal to a - b for two other numeric cells a, b of its row. */
function rowDifferences(rows: readonly Cell[][], values: Values, ranges: [number, number][]): void {
  rows.forEach((row, r) => {
    const cells: Cell[] = []
    const nums: number[] = []
    row.forEach((cell, c) => {
      const value = values[r]?.[c]
      if (value !== null && value !== undefined) {
        cells.push(cell)
        nums.push(value)
      }
    })
    if (nums.length < 3) return
    if (nums.length > MAX_ROW_NUMBERS) {
      // Too many to search: taken as computed, since a check that cannot decide lets the text through.
      for (const cell of cells) ranges.push(rangeOf(cell))
      return
    }
    // Ordered pairs (i, j), i != j, by their difference; then take out the pairs that use cell k itself.
    const diffs = new Map<number, number>()
    const counts = new Map<number, number>()
    nums.forEach((a, i) => {
      counts.set(a, (counts.get(a) ?? 0) + 1)
      nums.forEach((b, j) => {
        if (i !== j) diffs.set(a - b, (diffs.get(a - b) ?? 0) + 1)
      })
    })
    nums.forEach((n, k) => {
      const self = n === 0 ? 1 : 0
      // (k, j) with v_j = 0, and (i, k) with v_i = 2 v_k: both have the difference v_k.
      const usingK = (counts.get(0) ?? 0) - self + (counts.get(2 * n) ?? 0) - self
      const cell = cells[k]
      if (cell && (diffs.get(n) ?? 0) - usingK > 0) ranges.push(rangeOf(cell))
    })
  })
}

export function tableComputedRanges(text: string, tables: readonly Table[] = text.includes('|') ? tablesOf(text) : []): [number, number][] {
  const ranges: [number, number][] = []
  for (const table of tables) {
    const values = table.rows.map(row => row.map(cell => cellNumber(cell.text)))
    columnTotals(table.rows, values, ranges)
    rowDifferences(table.rows, values, ranges)
  }
  return ranges
}

/** `tables` are the text's, when the caller read them already. */
export function computedRanges(text: string, tables?: readonly Table[]): [number, number][] {
  return [...binarySizeRanges(text), ...tableComputedRanges(text, tables), ...arithmeticRanges(text)]
}

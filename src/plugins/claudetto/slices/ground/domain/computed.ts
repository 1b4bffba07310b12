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
import { cellNumberIn, rowCount, tablesOf, type Table } from './tables.js'
import { linesHolding } from './text.js'

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
  for (const { line, at } of linesHolding(text, SIZE_UNIT)) {
    const counts = byteCounts(line)
    for (const m of line.matchAll(NUMBER)) {
      if (counts.has(Number(m[0].replaceAll(/[,_]/g, '')))) ranges.push([at + m.index, at + m.index + m[0].length])
    }
  }
  return ranges
}

/** Each cell's number of a table, NaN when it holds none (a cell's number is never NaN): read once per table. */
function cellValues(text: string, table: Table): Float64Array {
  const values = new Float64Array(table.cellStart.length)
  for (let k = 0; k < values.length; k++) values[k] = cellNumberIn(text, table.cellStart[k] ?? 0, table.cellEnd[k] ?? 0) ?? Number.NaN
  return values
}

const rangeOf = (table: Table, k: number): [number, number] => [table.cellStart[k] ?? 0, table.cellEnd[k] ?? 0]

/** Column totals: a cell equal to the sum of the column's other numeric cells, three or more of them. */
function columnTotals(table: Table, values: Float64Array, ranges: [number, number][]): void {
  const rows = rowCount(table)
  let width = 0
  for (let r = 0; r < rows; r++) width = Math.max(width, (table.rowStart[r + 1] ?? 0) - (table.rowStart[r] ?? 0))
  for (let c = 0; c < width; c++) {
    let count = 0
    let sum = 0
    for (let r = 0; r < rows; r++) {
      const k = (table.rowStart[r] ?? 0) + c
      const value = values[k] ?? Number.NaN
      if (k < (table.rowStart[r + 1] ?? 0) && !Number.isNaN(value)) {
        count++
        sum += value
      }
    }
    if (count < 4) continue
    for (let r = 0; r < rows; r++) {
      const k = (table.rowStart[r] ?? 0) + c
      const value = values[k] ?? Number.NaN
      if (k < (table.rowStart[r + 1] ?? 0) && !Number.isNaN(value) && sum - value === value) ranges.push(rangeOf(table, k))
    }
  }
}

/** Row differences: a cell equal to a - b for two other numeric cells a, b of its row. */
function rowDifferences(table: Table, values: Float64Array, ranges: [number, number][]): void {
  const rows = rowCount(table)
  for (let r = 0; r < rows; r++) {
    const from = table.rowStart[r] ?? 0
    const to = table.rowStart[r + 1] ?? 0
    // Most rows hold fewer than three numbers: counted before anything is gathered.
    let numeric = 0
    for (let k = from; k < to; k++) if (!Number.isNaN(values[k])) numeric++
    if (numeric < 3) continue
    const cells: number[] = []
    const nums: number[] = []
    for (let k = from; k < to; k++) {
      const value = values[k] ?? Number.NaN
      if (!Number.isNaN(value)) {
        cells.push(k)
        nums.push(value)
      }
    }
    if (nums.length > MAX_ROW_NUMBERS) {
      // Too many to search: taken as computed, since a check that cannot decide lets the text through.
      for (const k of cells) ranges.push(rangeOf(table, k))
      continue
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
    nums.forEach((n, i) => {
      const self = n === 0 ? 1 : 0
      // (k, j) with v_j = 0, and (i, k) with v_i = 2 v_k: both have the difference v_k.
      const usingK = (counts.get(0) ?? 0) - self + (counts.get(2 * n) ?? 0) - self
      const k = cells[i]
      if (k !== undefined && (diffs.get(n) ?? 0) - usingK > 0) ranges.push(rangeOf(table, k))
    })
  }
}

export function tableComputedRanges(text: string, tables: readonly Table[] = text.includes('|') ? tablesOf(text) : []): [number, number][] {
  const ranges: [number, number][] = []
  for (const table of tables) {
    const values = cellValues(text, table)
    columnTotals(table, values, ranges)
    rowDifferences(table, values, ranges)
  }
  return ranges
}

/** `tables` are the text's, when the caller read them already. */
export function computedRanges(text: string, tables?: readonly Table[]): [number, number][] {
  return [...binarySizeRanges(text), ...tableComputedRanges(text, tables), ...arithmeticRanges(text)]
}

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

/** A cell and its number: each cell's number is read once per table. */
type Numbered = { cell: Cell; value: number }

const rangeOf = (cell: Cell): [number, number] => [cell.at, cell.at + cell.text.length]

/** Column totals: a cell equal to the sum of the column's other numeric cells, three or more of them. */
function columnTotals(rows: readonly (readonly (Numbered | null)[])[]): [number, number][] {
  const ranges: [number, number][] = []
  let width = 0
  for (const row of rows) width = Math.max(width, row.length)
  for (let c = 0; c < width; c++) {
    const column: Numbered[] = []
    for (const row of rows) {
      const n = row[c]
      if (n) column.push(n)
    }
    if (column.length < 4) continue
    const sum = column.reduce((s, n) => s + n.value, 0)
    for (const n of column) if (sum - n.value === n.value) ranges.push(rangeOf(n.cell))
  }
  return ranges
}

/** Row differences: a cell equal to a - b for two other numeric cells a, b of its row. */
function rowDifferences(rows: readonly (readonly (Numbered | null)[])[]): [number, number][] {
  const ranges: [number, number][] = []
  for (const row of rows) {
    const nums: Numbered[] = []
    for (const n of row) if (n) nums.push(n)
    if (nums.length < 3) continue
    if (nums.length > MAX_ROW_NUMBERS) {
      // Too many to search: taken as computed, since a check that cannot decide lets the text through.
      for (const n of nums) ranges.push(rangeOf(n.cell))
      continue
    }
    // Ordered pairs (i, j), i != j, by their difference; then take out the pairs that use cell k itself.
    const diffs = new Map<number, number>()
    const counts = new Map<number, number>()
    for (const a of nums) {
      counts.set(a.value, (counts.get(a.value) ?? 0) + 1)
      for (const b of nums) if (a !== b) diffs.set(a.value - b.value, (diffs.get(a.value - b.value) ?? 0) + 1)
    }
    for (const n of nums) {
      const self = n.value === 0 ? 1 : 0
      // (k, j) with v_j = 0, and (i, k) with v_i = 2 v_k: both have the difference v_k.
      const usingK = (counts.get(0) ?? 0) - self + (counts.get(2 * n.value) ?? 0) - self
      if ((diffs.get(n.value) ?? 0) - usingK > 0) ranges.push(rangeOf(n.cell))
    }
  }
  return ranges
}

/** Each cell with its number, or null when it holds none. */
const numbered = (rows: readonly Cell[][]) =>
  rows.map(row =>
    row.map(cell => {
      const value = cellNumber(cell.text)
      return value === null ? null : { cell, value }
    }),
  )

export function tableComputedRanges(text: string, tables: readonly Table[] = text.includes('|') ? tablesOf(text) : []): [number, number][] {
  const ranges: [number, number][] = []
  for (const table of tables) {
    const rows = numbered(table.rows)
    // A loop, not a spread: a table may give more ranges than a call takes arguments.
    for (const range of columnTotals(rows)) ranges.push(range)
    for (const range of rowDifferences(rows)) ranges.push(range)
  }
  return ranges
}

/** `tables` are the text's, when the caller read them already. */
export function computedRanges(text: string, tables?: readonly Table[]): [number, number][] {
  return [...binarySizeRanges(text), ...tableComputedRanges(text, tables), ...arithmeticRanges(text)]
}

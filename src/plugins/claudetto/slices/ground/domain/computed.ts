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
import { cellNumber, tablesOf, type Cell } from './tables.js'

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

export function binarySizeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  let at = 0
  for (const line of text.split('\n')) {
    if (/[KMGTP]i?B/i.test(line)) {
      const counts = byteCounts(line)
      for (const m of line.matchAll(NUMBER)) {
        if (counts.has(Number(m[0].replaceAll(/[,_]/g, '')))) ranges.push([at + m.index, at + m.index + m[0].length])
      }
    }
    at += line.length + 1
  }
  return ranges
}

type Numbered = { cell: Cell; value: number }

const rangeOf = (cell: Cell): [number, number] => [cell.at, cell.at + cell.text.length]

/** Column totals: a cell equal to the sum of the column's other numeric cells, three or more of them. */
function columnTotals(rows: readonly Cell[][]): [number, number][] {
  const ranges: [number, number][] = []
  const width = Math.max(0, ...rows.map(r => r.length))
  for (let c = 0; c < width; c++) {
    const column: Numbered[] = []
    for (const row of rows) {
      const cell = row[c]
      const value = cell ? cellNumber(cell.text) : null
      if (cell && value !== null) column.push({ cell, value })
    }
    if (column.length < 4) continue
    const sum = column.reduce((s, n) => s + n.value, 0)
    for (const n of column) if (sum - n.value === n.value) ranges.push(rangeOf(n.cell))
  }
  return ranges
}

/** Row differences: a cell equal to a - b for two other numeric cells a, b of its row. */
function rowDifferences(rows: readonly Cell[][]): [number, number][] {
  const ranges: [number, number][] = []
  for (const row of rows) {
    const nums: Numbered[] = []
    for (const cell of row) {
      const value = cellNumber(cell.text)
      if (value !== null) nums.push({ cell, value })
    }
    if (nums.length < 3) continue
    if (nums.length > MAX_ROW_NUMBERS) {
      // Too many to search: taken as computed, since a check that cannot decide lets the text through.
      ranges.push(...nums.map(n => rangeOf(n.cell)))
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

export function tableComputedRanges(text: string): [number, number][] {
  if (!text.includes('|')) return []
  return tablesOf(text).flatMap(t => [...columnTotals(t.rows), ...rowDifferences(t.rows)])
}

export function computedRanges(text: string): [number, number][] {
  return [...binarySizeRanges(text), ...tableComputedRanges(text), ...arithmeticRanges(text)]
}

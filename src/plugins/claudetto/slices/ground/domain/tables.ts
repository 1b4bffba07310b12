/**
 * Pipe tables (GFM) read line by line: a header row, a delimiter row, then
 * body rows. Each cell keeps its offset in the text so a finding can be
 * blanked in place. Linear in the text: the delimiter row and a cell's number
 * are read by small scanners (patterns with neighbouring `\s*` took 8.7 s on a
 * line of 100,000 spaces and 10.9 s on a cell of 60,000).
 */

export type Cell = { text: string; at: number }

/**
 * A table: its header line as written (the line above the delimiter) and its
 * body cells as offsets into the text, row by row. Numbers in flat arrays, no
 * object per cell: a 1 MB table of short rows holds some 200,000 cells.
 */
export type Table = {
  header: string
  /** Row r's cells are the cells rowStart[r] to rowStart[r + 1] - 1; one entry more than rows. */
  rowStart: number[]
  /** Each cell's [start, end) in the text. */
  cellStart: number[]
  cellEnd: number[]
}

export const rowCount = (table: Table) => table.rowStart.length - 1

/** One delimiter cell, trimmed: `---`, `:--`, `--:`, `:-:`. Anchored, one quantifier: linear. */
const DELIMITER_CELL = /^:?-+:?$/

/**
 * A GFM delimiter row: cells of dashes (a colon at either end) between pipes,
 * the outer pipes optional, white space anywhere between.
 */
export function isDelimiterRow(line: string): boolean {
  const pieces = line.split('|')
  if (pieces.length > 1 && (pieces[0] ?? '').trim() === '') pieces.shift()
  if (pieces.length > 1 && (pieces.at(-1) ?? '').trim() === '') pieces.pop()
  return pieces.every(piece => DELIMITER_CELL.test(piece.trim()))
}

/** Cells of one row: split on pipes that are not escaped, outer pipes dropped. */
export function cellsOf(line: string, lineAt: number): Cell[] {
  const table: Table = { header: '', rowStart: [0], cellStart: [], cellEnd: [] }
  cellsInto(table, line, 0, line.length)
  return table.cellStart.map((start, k) => ({ text: line.slice(start, table.cellEnd[k]), at: lineAt + start }))
}

/**
 * Adds the row text[from, to) to the table: its cells' offsets in the text,
 * the row not cut out of it, an outer pipe opening or closing no cell.
 */
function cellsInto(table: Table, text: string, from: number, to: number): void {
  let first = from
  while (first < to && isSpace(text[first])) first++
  let last = to - 1
  while (last >= from && isSpace(text[last])) last--
  // An outer pipe: the first non-space character, or the last one when it is not escaped.
  const dropFirst = first < to && text[first] === '|'
  const dropLast = last >= from && text[last] === '|' && (last === from || text[last - 1] !== '\\')
  let start = from
  let piece = 0
  for (let i = text.indexOf('|', from); i >= 0 && i < to; i = text.indexOf('|', i + 1)) {
    if (i > from && text[i - 1] === '\\') continue
    if (piece > 0 || !dropFirst) {
      table.cellStart.push(start)
      table.cellEnd.push(i)
    }
    piece++
    start = i + 1
  }
  if (!dropLast) {
    table.cellStart.push(start)
    table.cellEnd.push(to)
  }
  table.rowStart.push(table.cellStart.length)
}

/**
 * Every pipe table of the text, body rows only. Lines are walked by their
 * starts, and a line without a pipe is passed over by one search: it can be
 * neither a header nor a row (nor blank).
 */
export function tablesOf(text: string): Table[] {
  const tables: Table[] = []
  const lineEnd = (at: number) => {
    const nl = text.indexOf('\n', at)
    return nl < 0 ? text.length : nl
  }
  let at = 0
  for (;;) {
    const pipe = text.indexOf('|', at)
    if (pipe < 0) break
    const headAt = text.lastIndexOf('\n', pipe - 1) + 1
    const headEnd = lineEnd(pipe)
    // The last line is no header: no delimiter can follow it.
    if (headEnd >= text.length) break
    const delimiterAt = headEnd + 1
    const delimiterEnd = lineEnd(delimiterAt)
    const delimiter = text.slice(delimiterAt, delimiterEnd)
    if (!delimiter.includes('-') || !isDelimiterRow(delimiter)) {
      at = delimiterAt
      continue
    }
    const table: Table = { header: text.slice(headAt, headEnd), rowStart: [0], cellStart: [], cellEnd: [] }
    let rowAt = delimiterEnd + 1
    while (rowAt <= text.length && delimiterEnd < text.length) {
      const rowEnd = lineEnd(rowAt)
      const rowPipe = text.indexOf('|', rowAt)
      if (rowPipe < 0 || rowPipe >= rowEnd) break
      cellsInto(table, text, rowAt, rowEnd)
      if (rowEnd >= text.length) {
        rowAt = text.length + 1
        break
      }
      rowAt = rowEnd + 1
    }
    tables.push(table)
    if (rowAt > text.length) break
    at = rowAt
  }
  return tables
}

/**
 * A cell's whole number, when the cell is one: `1,234`, `**1_234**`, `` `42` ``,
 * `$1,234`, `250 ms`, `12%`. A decimal or a cell with other words is not one.
 */
export function cellNumber(cell: string): number | null {
  return cellNumberIn(cell, 0, cell.length)
}

/** The number of the cell text[from, to), read in place; as `cellNumber` reads the cell cut out. */
export function cellNumberIn(text: string, from: number, to: number): number | null {
  const at = (i: number) => (i < to ? text[i] : undefined)
  let i = from
  while (i < to && isMarkOrSpace(text[i])) i++
  if (isCurrency(at(i))) {
    i++
    while (isSpace(at(i))) i++
  }
  const start = i
  while (isDigit(at(i))) i++
  const lead = i - start
  if (lead === 0) return null
  // Groups of three after a lead of one to three digits: `1,234`, `1_234_567`.
  if (lead <= 3) {
    while ((at(i) === ',' || at(i) === '_') && isDigit(at(i + 1)) && isDigit(at(i + 2)) && isDigit(at(i + 3)) && !isDigit(at(i + 4))) i += 4
  }
  const digits = text.slice(start, i)
  const grouped = i - start > lead
  while (isSpace(at(i))) i++
  if (at(i) === '%') i++
  else {
    const unit = i
    while (isLetter(at(i))) i++
    if (i - unit > 5) return null
  }
  while (i < to && isMarkOrSpace(text[i])) i++
  if (i !== to) return null
  const n = Number(grouped ? digits.replaceAll(/[,_]/g, '') : digits)
  return Number.isSafeInteger(n) ? n : null
}

/** White space as `\s` and `trim` read it; ASCII by its code, the rest by the pattern. */
const isSpace = (ch: string | undefined) => {
  if (ch === undefined) return false
  const code = ch.charCodeAt(0)
  if (code < 128) return code === 32 || (code >= 9 && code <= 13)
  return /\s/.test(ch)
}

/** White space or an inline mark around a cell's number: `**`, `_`, `` ` ``, `~~`. */
const isMarkOrSpace = (ch: string | undefined) => ch === '*' || ch === '_' || ch === '`' || ch === '~' || isSpace(ch)
const isCurrency = (ch: string | undefined) => ch === '$' || ch === '€' || ch === '£'
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9'
const isLetter = (ch: string | undefined) => ch !== undefined && ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'))

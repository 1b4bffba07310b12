/**
 * Pipe tables (GFM) read line by line: a header row, a delimiter row, then
 * body rows. Each cell keeps its offset in the text so a finding can be
 * blanked in place. Linear in the text: the delimiter row and a cell's number
 * are read by small scanners (patterns with neighbouring `\s*` took 8.7 s on a
 * line of 100,000 spaces and 10.9 s on a cell of 60,000).
 */

export type Cell = { text: string; at: number }
/** A table's body rows, and its header line as written (the line above the delimiter). */
export type Table = { rows: Cell[][]; header: string }

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
  return cellsIn(line, 0, line.length).map(cell => ({ text: cell.text, at: lineAt + cell.at }))
}

/**
 * Cells of the row text[from, to), offsets in the text: the row is not cut out
 * of the text, and an outer pipe opens or closes no cell.
 */
function cellsIn(text: string, from: number, to: number): Cell[] {
  const cells: Cell[] = []
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
    if (piece > 0 || !dropFirst) cells.push({ text: text.slice(start, i), at: start })
    piece++
    start = i + 1
  }
  if (!dropLast) cells.push({ text: text.slice(start, to), at: start })
  return cells
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
    const rows: Cell[][] = []
    let rowAt = delimiterEnd + 1
    while (rowAt <= text.length && delimiterEnd < text.length) {
      const rowEnd = lineEnd(rowAt)
      const rowPipe = text.indexOf('|', rowAt)
      if (rowPipe < 0 || rowPipe >= rowEnd) break
      rows.push(cellsIn(text, rowAt, rowEnd))
      if (rowEnd >= text.length) {
        rowAt = text.length + 1
        break
      }
      rowAt = rowEnd + 1
    }
    tables.push({ rows, header: text.slice(headAt, headEnd) })
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
  let i = 0
  while (i < cell.length && isMarkOrSpace(cell[i])) i++
  if (isCurrency(cell[i])) {
    i++
    while (isSpace(cell[i])) i++
  }
  const start = i
  while (isDigit(cell[i])) i++
  const lead = i - start
  if (lead === 0) return null
  // Groups of three after a lead of one to three digits: `1,234`, `1_234_567`.
  if (lead <= 3) {
    while ((cell[i] === ',' || cell[i] === '_') && isDigit(cell[i + 1]) && isDigit(cell[i + 2]) && isDigit(cell[i + 3]) && !isDigit(cell[i + 4])) i += 4
  }
  const digits = cell.slice(start, i)
  while (isSpace(cell[i])) i++
  if (cell[i] === '%') i++
  else {
    const unit = i
    while (isLetter(cell[i])) i++
    if (i - unit > 5) return null
  }
  while (i < cell.length && isMarkOrSpace(cell[i])) i++
  if (i !== cell.length) return null
  const n = Number(digits.replaceAll(/[,_]/g, ''))
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

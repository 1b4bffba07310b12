/**
 * Pipe tables (GFM) read line by line: a header row, a delimiter row, then
 * body rows. Each cell keeps its offset in the text so a finding can be
 * blanked in place. Linear in the text: the delimiter row and a cell's number
 * are read by small scanners (patterns with neighbouring `\s*` took 8.7 s on a
 * line of 100,000 spaces and 10.9 s on a cell of 60,000).
 */

export type Cell = { text: string; at: number }
export type Table = { rows: Cell[][] }

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
  const cells: Cell[] = []
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

/** Every pipe table of the text, body rows only. */
export function tablesOf(text: string): Table[] {
  const lines = text.split('\n')
  const starts: number[] = []
  let at = 0
  for (const line of lines) {
    starts.push(at)
    at += line.length + 1
  }
  const tables: Table[] = []
  let i = 0
  while (i < lines.length - 1) {
    const head = lines[i] ?? ''
    const delimiter = lines[i + 1] ?? ''
    if (!head.includes('|') || !delimiter.includes('-') || !isDelimiterRow(delimiter)) {
      i++
      continue
    }
    const rows: Cell[][] = []
    i += 2
    while (i < lines.length && (lines[i] ?? '').includes('|') && (lines[i] ?? '').trim() !== '') {
      rows.push(cellsOf(lines[i] ?? '', starts[i] ?? 0))
      i++
    }
    tables.push({ rows })
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

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch)
/** White space or an inline mark around a cell's number: `**`, `_`, `` ` ``, `~~`. */
const isMarkOrSpace = (ch: string | undefined) => ch === '*' || ch === '_' || ch === '`' || ch === '~' || isSpace(ch)
const isCurrency = (ch: string | undefined) => ch === '$' || ch === '€' || ch === '£'
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9'
const isLetter = (ch: string | undefined) => ch !== undefined && ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'))

/**
 * Pipe tables (GFM) read line by line: a header row, a delimiter row, then
 * body rows. Each cell keeps its offset in the text so a finding can be
 * blanked in place. Linear in the text.
 */

export type Cell = { text: string; at: number }
export type Table = { rows: Cell[][] }

const DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/

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
    if (!head.includes('|') || !delimiter.includes('-') || !DELIMITER.test(delimiter)) {
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
  const m = /^[\s*_`~]*[$€£]?\s*(\d{1,3}(?:[,_]\d{3})+|\d+)\s*(?:%|[A-Za-z]{1,5})?[\s*_`~]*$/.exec(cell)
  if (!m?.[1]) return null
  const n = Number(m[1].replaceAll(/[,_]/g, ''))
  return Number.isSafeInteger(n) ? n : null
}

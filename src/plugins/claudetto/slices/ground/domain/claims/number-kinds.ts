/**
 * Numbers that name a thing rather than count it, so they are no claims:
 * - a literal inside an inline code span (a flag value, a config key's value,
 *   a CSS class): the text quotes it, it does not report it;
 * - an HTTP status used as a protocol value: followed by its reason phrase
 *   (`429 Too Many Requests`), after a status word (`returns 429`, `fails
 *   with 403`, `error (422)`, `status < 400`), or standing alone in a text that
 *   speaks HTTP (`… は 409。`, `bei 202.`), or named as a thing after a
 *   singular article in such a text (`replace the 501 stub`, `Verificar el
 *   404`), never when it is one of a list of numbers that holds a non-status
 *   (`lines 501, 504, 522`);
 * - a number labelled a code (`close codes: 4001 (auth), 4003 (forbidden)`,
 *   `exit code 137`, `errno 13`, `exit status 2`), a code in parentheses right
 *   after its code word (`WS close (1001)`, `exit code (2)`, `error (5)`,
 *   `signal (9)`), or one standing in a table column headed "code" or "status";
 * - the bounds of an interval in bracket notation (`[1,100]`, `(0, 1000]`): a
 *   range the text defines, not `1,100` read as one grouped number.
 * Each returns [start, end) ranges to blank before the number check reads.
 * Every scan is one pass or a regular expression without nested quantifiers.
 */
import { rowCount, type Table, tablesOf } from '../tables.js'
import { httpStatusRanges } from './http-status.js'

export { httpStatusRanges }

/** [start, end) of each inline code span: a backtick run closed by the next run of the same length on its line. */
export function inlineCodeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  // Only a line with a backtick holds a span: one search finds the next such line.
  for (let tick = text.indexOf('`'); tick >= 0; ) {
    const lineAt = text.lastIndexOf('\n', tick) + 1
    const nl = text.indexOf('\n', tick)
    const lineEnd = nl < 0 ? text.length : nl
    tick = nl < 0 ? -1 : text.indexOf('`', nl)
    // The line's backtick runs, as offsets and lengths in the text: numbers, no object per run.
    const runAt: number[] = []
    const runLen: number[] = []
    for (let i = text.indexOf('`', lineAt); i >= 0 && i < lineEnd; i = text.indexOf('`', i)) {
      let j = i
      while (j < lineEnd && text.charCodeAt(j) === 96) j++
      runAt.push(i)
      runLen.push(j - i)
      i = j
    }
    // The next run of the same length, right to left: one pass, no search.
    const next = new Array<number>(runAt.length).fill(-1)
    const lastByLen = new Map<number, number>()
    for (let k = runAt.length - 1; k >= 0; k--) {
      const len = runLen[k] ?? 0
      next[k] = lastByLen.get(len) ?? -1
      lastByLen.set(len, k)
    }
    for (let k = 0; k < runAt.length; ) {
      const close = next[k] ?? -1
      if (close < 0) {
        k++
        continue
      }
      ranges.push([runAt[k] ?? 0, (runAt[close] ?? 0) + (runLen[close] ?? 0)])
      k = close + 1
    }
  }
  return ranges
}

/** `codes: 4001 (auth), 4003 (forbidden)`, `exit code 137`: the label, then a list of numbers with optional labels. */
const CODE_LABEL = /\b(?:codes?|Codes?|коды?|códigos?|Fehlercodes?|errno|exit status)\b ?[:=]? ?/g
const CODE_ITEM = /^(\d{1,5})(?![\d.,]\d)(?: ?\([^()\n]{0,40}\))?(?: ?(?:,|;|\/| or | and ) ?)?/

export function labelledCodeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  for (const m of text.matchAll(CODE_LABEL)) {
    let at = m.index + m[0].length
    for (let item = CODE_ITEM.exec(text.slice(at, at + 200)); item; item = CODE_ITEM.exec(text.slice(at, at + 200))) {
      ranges.push([at, at + (item[1] ?? '').length])
      at += item[0].length
      if (item[0].length === (item[1] ?? '').length) break
    }
  }
  return ranges
}

/**
 * A code word, then the code alone in parentheses: `WS close (1001)`, `exit
 * code (2)`, `error (5)`. The word is singular (`errors (3)` counts errors) and
 * the parentheses hold the number only (`close (3 tabs)` is no code).
 */
const CODE_IN_PARENS = /(?<![\p{L}\d_])(?:close|exit|status|error|errno|signal|codes?|коды?|códigos?|Fehlercodes?) ?[:=]? ?\((\d{1,5})\)/giu

export function parenthesizedCodeRanges(text: string): [number, number][] {
  return [...text.matchAll(CODE_IN_PARENS)].map(m => {
    const end = m.index + m[0].length - 1
    return [end - (m[1] ?? '').length, end]
  })
}

/** A table header cell that names codes or statuses. */
const CODE_HEADER = /\bcodes?\b|\bstatus\b|\berrno\b|错误码|状态码|代码|コード|código|fehlercode/i

/** Numbers in a table column headed "code" or "status": identifiers. The header is the line above the delimiter. */
export function codeColumnRanges(text: string, tables: readonly Table[] = text.includes('|') ? tablesOf(text) : []): [number, number][] {
  const ranges: [number, number][] = []
  for (const table of tables) {
    // A table whose first row has no cell is passed over.
    if (rowCount(table) === 0 || (table.rowStart[1] ?? 0) === 0) continue
    const header = table.header.split('|').map(c => c.trim())
    if (header[0] === '') header.shift()
    const columns = new Set(header.flatMap((cell, i) => (CODE_HEADER.test(cell) ? [i] : [])))
    if (columns.size === 0) continue
    for (let r = 0; r < rowCount(table); r++) {
      const from = table.rowStart[r] ?? 0
      const to = table.rowStart[r + 1] ?? 0
      for (let k = from; k < to; k++) if (columns.has(k - from)) ranges.push([table.cellStart[k] ?? 0, table.cellEnd[k] ?? 0])
    }
  }
  return ranges
}

/** `[1,100]`, `(0, 1000]`, `[-5, 5)`: two bounds in brackets, not after a word (a call `f(1,100)` is no interval). */
const INTERVAL = /(?<![\w)\]])[[(]\s?-?\d+(?:\.\d+)?\s?,\s?-?\d+(?:\.\d+)?\s?[\])]/g

export function intervalRanges(text: string): [number, number][] {
  return [...text.matchAll(INTERVAL)].map(m => [m.index, m.index + m[0].length])
}

/** Every range of this module: blanked before the number check. `tables` are the text's, when the caller read them already. */
export function namingRanges(text: string, tables?: readonly Table[]): [number, number][] {
  return [
    ...inlineCodeRanges(text),
    ...httpStatusRanges(text),
    ...labelledCodeRanges(text),
    ...parenthesizedCodeRanges(text),
    ...codeColumnRanges(text, tables),
    ...intervalRanges(text),
  ]
}

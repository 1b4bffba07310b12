/**
 * Numbers that name a thing rather than count it, so they are no claims:
 * - a literal inside an inline code span (a flag value, a config key's value,
 *   a CSS class): the text quotes it, it does not report it;
 * - an HTTP status used as a protocol value: followed by its reason phrase
 *   (`429 Too Many Requests`), after a status word (`returns 429`, `fails
 *   with 403`, `error (422)`, `status < 400`), or standing alone in a text that
 *   speaks HTTP (`… は 409。`, `bei 202.`), never when it is one of a list of
 *   numbers that holds a non-status (`lines 501, 504, 522`);
 * - a number labelled a code (`close codes: 4001 (auth), 4003 (forbidden)`,
 *   `exit code 137`, `errno 13`, `exit status 2`), a code in parentheses right
 *   after its code word (`WS close (1001)`, `exit code (2)`, `error (5)`,
 *   `signal (9)`), or one standing in a table column headed "code" or "status";
 * - the bounds of an interval in bracket notation (`[1,100]`, `(0, 1000]`): a
 *   range the text defines, not `1,100` read as one grouped number.
 * Each returns [start, end) ranges to blank before the number check reads.
 * Every scan is one pass or a regular expression without nested quantifiers.
 */
import { tablesOf } from '../tables.js'

/** [start, end) of each inline code span: a backtick run closed by the next run of the same length on its line. */
export function inlineCodeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  let lineAt = 0
  for (const line of text.split('\n')) {
    if (!line.includes('`')) {
      lineAt += line.length + 1
      continue
    }
    const runs: { at: number; len: number }[] = []
    for (let i = 0; i < line.length; ) {
      if (line[i] !== '`') {
        i++
        continue
      }
      let j = i
      while (j < line.length && line[j] === '`') j++
      runs.push({ at: i, len: j - i })
      i = j
    }
    // The next run of the same length, right to left: one pass, no search.
    const next = new Array<number>(runs.length).fill(-1)
    const lastByLen = new Map<number, number>()
    for (let k = runs.length - 1; k >= 0; k--) {
      const len = runs[k]?.len ?? 0
      next[k] = lastByLen.get(len) ?? -1
      lastByLen.set(len, k)
    }
    for (let k = 0; k < runs.length; ) {
      const close = next[k] ?? -1
      const open = runs[k]
      const end = close >= 0 ? runs[close] : undefined
      if (!open || !end) {
        k++
        continue
      }
      ranges.push([lineAt + open.at, lineAt + end.at + end.len])
      k = close + 1
    }
    lineAt += line.length + 1
  }
  return ranges
}

/** Registered HTTP statuses (RFC 9110 and the IANA registry) with their reason phrases. */
const REASONS: Record<number, readonly string[]> = {
  100: ['continue'], 101: ['switching protocols'], 102: ['processing'], 103: ['early hints'],
  200: ['ok'], 201: ['created'], 202: ['accepted'], 203: ['non-authoritative information'], 204: ['no content'],
  205: ['reset content'], 206: ['partial content'], 207: ['multi-status'], 208: ['already reported'], 226: ['im used'],
  300: ['multiple choices'], 301: ['moved permanently'], 302: ['found'], 303: ['see other'], 304: ['not modified'],
  305: ['use proxy'], 307: ['temporary redirect'], 308: ['permanent redirect'],
  400: ['bad request'], 401: ['unauthorized'], 402: ['payment required'], 403: ['forbidden'], 404: ['not found'],
  405: ['method not allowed'], 406: ['not acceptable'], 407: ['proxy authentication required'], 408: ['request timeout'],
  409: ['conflict'], 410: ['gone'], 411: ['length required'], 412: ['precondition failed'],
  413: ['content too large', 'payload too large'], 414: ['uri too long'], 415: ['unsupported media type'],
  416: ['range not satisfiable'], 417: ['expectation failed'], 418: ["i'm a teapot"], 421: ['misdirected request'],
  422: ['unprocessable content', 'unprocessable entity'], 423: ['locked'], 424: ['failed dependency'], 425: ['too early'],
  426: ['upgrade required'], 428: ['precondition required'], 429: ['too many requests'],
  431: ['request header fields too large'], 451: ['unavailable for legal reasons'],
  500: ['internal server error'], 501: ['not implemented'], 502: ['bad gateway'], 503: ['service unavailable'],
  504: ['gateway timeout'], 505: ['http version not supported'], 506: ['variant also negotiates'],
  507: ['insufficient storage'], 508: ['loop detected'], 510: ['not extended'], 511: ['network authentication required'],
}

const isStatus = (n: number) => REASONS[n] !== undefined && n >= 200

/** Words that mark a text as one about HTTP: a method with a path, HTTP, REST, an API, a status code. */
const SPEAKS_HTTP = /\bHTTPS?\b|\b(?:GET|POST|PUT|PATCH|DELETE)\s\/|\bREST\b|\bAPIs?\b|\bstatus codes?\b/

/** A word right before a status: `returns 429`, `fails with 403`, `error (422)`, `status < 400`. */
const STATUS_WORD =
  /(?:\b(?:returns?|returned|returning|respond(?:s|ed)? with|answers? with|fails? with|failed with|rejects? with|rejected with|errors?|status(?:es)?|expects?|expected)|返回|响应|状态码)$/i

/** The text before a number less the spaces, colons, brackets and comparison signs right before it. */
function trimOperators(before: string): string {
  let end = before.length
  while (end > 0 && ' \t:(=<>≥≤!'.includes(before[end - 1] ?? '')) end--
  return before.slice(0, end)
}

/** A word right after a status: `500 errors`, `404 response`. */
const STATUS_NOUN = /^\s?(?:errors?|responses?|status(?:es)?|codes?|replies|reply)\b/i

/** After a lone status: nothing, punctuation, or a letter of a script without spaces (CJK). */
const ALONE_AFTER = /^ ?(?:$|[.,;:!?)\]}`'"、。，；：！？）」』\-–—→]|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])/

/** Before a lone status: not an approximation or a bound, which count. */
const COUNTING_BEFORE = /(?:[~≈<>≤≥±+]|\b(?:about|around|over|under|up to|at least|at most|nearly|almost))$/i

const NUMBER = /(?<![\w.,])\d{3}(?![\w.,]\d|\d)/g

/** Neighbours looked at on each side of a status for the list test; a longer list is judged by its nearest members. */
const MAX_LIST_NEIGHBOURS = 16

const isDigitAt = (text: string, i: number) => text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57
const isLetterAt = (text: string, i: number) => i >= 0 && i < text.length && /\p{L}/u.test(text[i] ?? '')

/** The numbers next to [start, end) through `, ` on each side within [from, to) (`501, 504, 522`). A bounded scan. */
function commaRun(text: string, from: number, to: number, start: number, end: number): number[] {
  const values: number[] = []
  let i = start - 1
  for (let n = 0; n < MAX_LIST_NEIGHBOURS; n++) {
    while (i >= from && text[i] === ' ') i--
    if (i < from || text[i] !== ',') break
    i--
    while (i >= from && text[i] === ' ') i--
    const last = i
    while (i >= from && isDigitAt(text, i)) i--
    if (last === i || isLetterAt(text, i)) break
    values.push(Number(text.slice(i + 1, last + 1)))
  }
  let j = end
  for (let n = 0; n < MAX_LIST_NEIGHBOURS; n++) {
    while (j < to && text[j] === ' ') j++
    if (j >= to || text[j] !== ',') break
    j++
    while (j < to && text[j] === ' ') j++
    const first = j
    while (j < to && isDigitAt(text, j)) j++
    if (first === j || isLetterAt(text, j)) break
    values.push(Number(text.slice(first, j)))
  }
  return values
}

/** [start, end) of each HTTP status used as a protocol value. One pass over the numbers, lines tracked as it goes. */
export function httpStatusRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  const speaksHttp = SPEAKS_HTTP.test(text)
  let lineStart = 0
  let lineEnd = -1
  for (const m of text.matchAll(NUMBER)) {
    const value = Number(m[0])
    const reasons = REASONS[value]
    if (!reasons) continue
    const start = m.index
    const end = start + m[0].length
    if (start > lineEnd) {
      lineStart = text.lastIndexOf('\n', start) + 1
      const next = text.indexOf('\n', start)
      lineEnd = next < 0 ? text.length : next
    }
    const after = text.slice(end, Math.min(lineEnd, end + 48))
    const before = text.slice(Math.max(lineStart, start - 40), start)
    const lower = after.toLowerCase()
    const withReason = reasons.some(r => lower.startsWith(` ${r}`) && !/^[a-z]/.test(lower.slice(r.length + 1)))
    const afterWord = isStatus(value) && STATUS_WORD.test(trimOperators(before))
    const alone =
      isStatus(value) &&
      speaksHttp &&
      (ALONE_AFTER.test(after) || STATUS_NOUN.test(after)) &&
      !COUNTING_BEFORE.test(before.trimEnd()) &&
      commaRun(text, lineStart, lineEnd, start, end).every(isStatus)
    if (withReason || afterWord || alone) ranges.push([start, end])
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
export function codeColumnRanges(text: string): [number, number][] {
  if (!text.includes('|')) return []
  const ranges: [number, number][] = []
  const lines = text.split('\n')
  const lineOf = new Map<number, number>()
  let at = 0
  lines.forEach((line, i) => {
    lineOf.set(at, i)
    at += line.length + 1
  })
  for (const table of tablesOf(text)) {
    const first = table.rows[0]?.[0]
    if (!first) continue
    const row = lineOf.get(text.lastIndexOf('\n', first.at) + 1) ?? -1
    const header = (lines[row - 2] ?? '').split('|').map(c => c.trim())
    if (header[0] === '') header.shift()
    const columns = new Set(header.flatMap((cell, i) => (CODE_HEADER.test(cell) ? [i] : [])))
    if (columns.size === 0) continue
    for (const cells of table.rows) {
      cells.forEach((cell, i) => {
        if (columns.has(i)) ranges.push([cell.at, cell.at + cell.text.length])
      })
    }
  }
  return ranges
}

/** `[1,100]`, `(0, 1000]`, `[-5, 5)`: two bounds in brackets, not after a word (a call `f(1,100)` is no interval). */
const INTERVAL = /(?<![\w)\]])[[(]\s?-?\d+(?:\.\d+)?\s?,\s?-?\d+(?:\.\d+)?\s?[\])]/g

export function intervalRanges(text: string): [number, number][] {
  return [...text.matchAll(INTERVAL)].map(m => [m.index, m.index + m[0].length])
}

/** Every range of this module: blanked before the number check. */
export function namingRanges(text: string): [number, number][] {
  return [
    ...inlineCodeRanges(text),
    ...httpStatusRanges(text),
    ...labelledCodeRanges(text),
    ...parenthesizedCodeRanges(text),
    ...codeColumnRanges(text),
    ...intervalRanges(text),
  ]
}

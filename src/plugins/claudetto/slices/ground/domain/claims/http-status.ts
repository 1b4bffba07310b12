/**
 * HTTP statuses used as protocol values, so they are no claims: a status
 * followed by its reason phrase (`429 Too Many Requests`), after a status word
 * (`returns 429`, `fails with 403`, `error (422)`, `status < 400`), standing
 * alone in a text that speaks HTTP (`… は 409。`, `bei 202.`), or named as one
 * thing after a singular article in such a text (`replace the 501 stub`,
 * `Verificar el 404`); and the same number elsewhere in that text where it
 * counts nothing. Never when it is one of a list of numbers that holds a
 * non-status (`lines 501, 504, 522`), after `~` or "about", or before a unit
 * or a plural word (`404 rows`). One pass over the numbers.
 */
import { readingOf } from './readings.js'

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

/** A space, then a letter: how every reason phrase after its status starts. */
const mayStartReason = (text: string, end: number, lineEnd: number) => end + 1 < lineEnd && text[end] === ' ' && isLetterAt(text, end + 1)

const hasReason = (reasons: readonly string[], lower: string) => reasons.some(r => lower.startsWith(` ${r}`) && !/^[a-z]/.test(lower.slice(r.length + 1)))

/** Whether text[from, to), less the operators `trimOperators` drops, ends in a letter: every status word does. */
function endsInLetter(text: string, from: number, to: number): boolean {
  let end = to
  while (end > from && ' \t:(=<>≥≤!'.includes(text[end - 1] ?? '')) end--
  return end > from && isLetterAt(text, end - 1)
}

/** A word right after a status: `500 errors`, `404 response`. */
const STATUS_NOUN = /^\s?(?:errors?|responses?|status(?:es)?|codes?|replies|reply)\b/i

/** After a lone status: nothing, punctuation, or a letter of a script without spaces (CJK). */
const ALONE_AFTER = /^ ?(?:$|[.,;:!?)\]}`'"、。，；：！？）」』\-–—→]|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])/

/** Before a lone status: not an approximation or a bound, which count. */
const COUNTING_BEFORE = /(?:[~≈<>≤≥±+]|\b(?:about|around|over|under|up to|at least|at most|nearly|almost))$/i

const NUMBER = /(?<![\w.,])\d{3}(?![\w.,]\d|\d)/g

/**
 * A singular article or demonstrative right before a number: with it the
 * number names one thing (`the 501 stub`, `el 404`), it counts nothing.
 * English `the`, `this`, `that` also precede counts (`the 200 tests`), so
 * after them the next word must not be plural; the Romance and German
 * articles here are singular by themselves (`el`, `le`, `il`, `lo`, `der`,
 * `das`, `dem`). `a`, `un` and `die` are not here: `a 200 ms delay`, `un 30 %`,
 * `die 200 Nutzer` count.
 */
const ENGLISH_SINGULAR_BEFORE = /(?:^|[^\p{L}\d])(?:the|this|that) $/iu
const SINGULAR_ARTICLE_BEFORE = /(?:^|[^\p{L}\d])(?:el|le|il|lo|der|das|dem) $/iu

/** The number reads as a quantity: a unit after it, or a plural word (`404 rows`, `404 productos`). */
function counts(text: string, start: number, end: number): boolean {
  const reading = readingOf(text, start, end)
  if (reading === 'a number') return false
  return !reading.startsWith('a count of ') || /s$/i.test(reading)
}

/** A status named as one thing: after a singular article, followed by no unit and, after English, no plural. */
function namedAsThing(text: string, before: string, start: number, end: number): boolean {
  const english = ENGLISH_SINGULAR_BEFORE.test(before)
  if (!english && !SINGULAR_ARTICLE_BEFORE.test(before)) return false
  const reading = readingOf(text, start, end)
  if (reading === 'a number') return true
  if (!reading.startsWith('a count of ')) return false
  return !english || !/s$/i.test(reading)
}

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

/**
 * [start, end) of each HTTP status used as a protocol value. One pass over the
 * numbers, lines tracked as it goes. A number the text reads as a status at
 * one place is that status wherever else it stands with no unit and no plural
 * word after it (`verificar el 404 … soft 404 … incluyendo 404 y`), but not
 * where it counts (`404 rows`, `~404`): those wait in `pending` to the end.
 */
export function httpStatusRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  const speaksHttp = SPEAKS_HTTP.test(text)
  let lineStart = 0
  let lineEnd = -1
  const named = new Set<number>()
  const pending: { value: number; start: number; end: number }[] = []
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
    const beforeAt = Math.max(lineStart, start - 40)
    const before = text.slice(beforeAt, start)
    // A reason phrase starts with a space and a letter, and a status word ends in a letter: without them, no pattern runs.
    const withReason = mayStartReason(text, end, lineEnd) && hasReason(reasons, after.toLowerCase())
    const afterWord = isStatus(value) && endsInLetter(text, beforeAt, start) && STATUS_WORD.test(trimOperators(before))
    const alone =
      isStatus(value) &&
      speaksHttp &&
      (ALONE_AFTER.test(after) || STATUS_NOUN.test(after)) &&
      !COUNTING_BEFORE.test(before.trimEnd()) &&
      commaRun(text, lineStart, lineEnd, start, end).every(isStatus)
    const thing = isStatus(value) && speaksHttp && namedAsThing(text, before, start, end)
    if (withReason || afterWord || alone || thing) {
      ranges.push([start, end])
      named.add(value)
    } else if (isStatus(value) && speaksHttp && !COUNTING_BEFORE.test(before.trimEnd()) && !counts(text, start, end)) {
      pending.push({ value, start, end })
    }
  }
  for (const p of pending) if (named.has(p.value)) ranges.push([p.start, p.end])
  return ranges
}

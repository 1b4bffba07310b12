/**
 * Number claims: a number of three or more digits that no source holds.
 * Not claims: a year, an identifier with leading zeros (`006`), a number in a
 * standard's name (ISO 8601, RFC 9110), a number that names a thing
 * (claims/number-kinds.ts: inline code, HTTP statuses, codes), a number the
 * text computes (domain/computed.ts). Digits may be grouped in threes by `,`,
 * `_` or a space (`1 500`, `10 000`); all spellings are one number.
 */
import type { Finding } from '../../../../../../kernel/findings.js'
import { computedRanges } from '../computed.js'
import { blankAll } from '../blank.js'
import { tablesOf } from '../tables.js'
import { namingRanges } from './number-kinds.js'
import { readingOf } from './readings.js'

/**
 * A claimed number: digits grouped by `,` or `_` in threes, or a plain run,
 * not inside a word, a path, a decimal or a version (a unit may follow: `250ms`).
 */
const CLAIMED = /(?<![\w.,/\\-])(?:\d{1,3}(?:[,_]\d{3})+|\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+|\d{3,})(?![\d_/\\]|[.,]\d)/g

/**
 * A number in a source: any run of digits, grouped by `,` or `_` or not, wherever it stands.
 * A space is no grouping in a source: tool output sets numbers side by side in columns.
 */
const SOURCED = /\d{1,3}(?:[,_]\d{3})+(?!\d)|\d+/g

/** A year is written as four plain digits: a grouped `2,087` is a count, never a year. */
const YEAR = /^(19|20)\d\d$/

/** A plain run that starts with 0 is an identifier (`006`, `0042`), never a quantity. */
const LEADING_ZERO = /^0\d/

/**
 * A standard's name and its number: `ISO 8601`, `ISO/IEC 27001:2022`, `RFC 9110`,
 * `IEEE 754-2019`, `ECMA-262`, `PEP 621`, `CWE-79`, `ES2023`, `POSIX.1-2017`, and an HTTP
 * status code named as one (`HTTP 404`, `status 503`).
 */
const STANDARD =
  /\b(?:HTTP|status(?:\s+code)?)\s+[1-5]\d\d\b|\b(?:ISO(?:\/IEC)?|IEC|RFC|BCP|STD|IEEE|ECMA|ECMAScript|ES|PEP|FIPS|NIST\s+SP|SP|ITU-T\s+[A-Z]\.?|ANSI|DIN|EN|CWE|CVE|CAPEC|UAX|UTS|WCAG|POSIX\.?\d?|X\.|JSR|JEP|KEP|TIP|ERC|EIP|BIP|SEP|PSR)[\s-]?#?\d[\d.:/-]*(?:\s\d{3,})?/g

/** The digits of a number as written, separators dropped. */
export function digitsOf(written: string): string {
  return isPlain(written) ? written : written.replaceAll(/[,_ \u00a0\u202f\u2009]/g, '')
}

/** Digits only: most numbers are written so, and need no pattern to drop separators. */
function isPlain(written: string): boolean {
  for (let i = 0; i < written.length; i++) {
    const code = written.charCodeAt(i)
    if (code < 48 || code > 57) return false
  }
  return true
}

/** Every number in `text`, by its digits: grouped (`1,000`) and each plain run (`1`, `000`). */
export function numbersIn(text: string): Set<string> {
  const found = new Set<string>()
  for (const match of text.matchAll(SOURCED)) {
    found.add(digitsOf(match[0]))
    if (match[0].length > 3) for (const run of match[0].split(/[,_]/)) found.add(run)
  }
  return found
}

/** [start, end) of each standard's name with its number. */
export function standardRanges(text: string): [number, number][] {
  return [...text.matchAll(STANDARD)].map(m => [m.index, m.index + m[0].length])
}

/** Numbers of three or more digits in `text` that are in no source, once each. */
export function unsourcedNumbers(text: string, sourceNumbers: Pick<ReadonlySet<string>, 'has'>): ReadFinding[] {
  const findings: ReadFinding[] = []
  const seen = new Set<string>()
  for (const match of text.matchAll(CLAIMED)) {
    const digits = digitsOf(match[0])
    const plain = digits === match[0]
    if (digits.length < 3 || (plain && (YEAR.test(digits) || LEADING_ZERO.test(digits))) || sourceNumbers.has(digits) || seen.has(digits)) continue
    seen.add(digits)
    findings.push({
      kind: 'number',
      text: match[0],
      why: 'no user message, tool result or project file of this session holds it',
      at: match.index,
      reads: readingOf(text, match.index, match.index + match[0].length),
    })
  }
  return findings
}

/** A finding with what its token reads as (`a duration`), for the deny. */
export type ReadFinding = Finding & { reads?: string }

/** The number check on a text whose exempt parts are already blanked: standards, names and computed numbers are no claims. */
export function numberClaims(text: string, sourceNumbers: Pick<ReadonlySet<string>, 'has'>): ReadFinding[] {
  // The tables are read once, for the code columns and the computed cells alike.
  const tables = text.includes('|') ? tablesOf(text) : []
  return unsourcedNumbers(blankAll(text, [...standardRanges(text), ...namingRanges(text, tables), ...computedRanges(text, tables)]), sourceNumbers)
}

/**
 * Number claims: a number of three or more digits that no source holds.
 * A source may group digits with `,` or `_`; all spellings are one number.
 */
import type { Finding } from '../../../../../../kernel/findings.js'

/**
 * A claimed number: digits grouped by `,` or `_` in threes, or a plain run,
 * not inside a word, a decimal or a version (a unit may follow: `250ms`).
 */
const CLAIMED = /(?<![\w.,-])(?:\d{1,3}(?:[,_]\d{3})+|\d{3,})(?![\d_]|[.,]\d)/g

/** A number in a source: any run of digits, grouped or not, wherever it stands. */
const SOURCED = /\d{1,3}(?:[,_]\d{3})+(?!\d)|\d+/g

const YEAR = /^(19|20)\d\d$/

/** The digits of a number as written, separators dropped. */
export function digitsOf(written: string): string {
  return written.replaceAll(/[,_]/g, '')
}

/** Every number of three or more digits in `text`, by its digits. */
export function numbersIn(text: string): Set<string> {
  const found = new Set<string>()
  for (const match of text.matchAll(SOURCED)) found.add(digitsOf(match[0]))
  return found
}

export function unsourcedNumbers(text: string, sourceNumbers: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = []
  const seen = new Set<string>()
  for (const match of text.matchAll(CLAIMED)) {
    const digits = digitsOf(match[0])
    if (digits.length < 3 || YEAR.test(digits) || sourceNumbers.has(digits) || seen.has(digits)) continue
    seen.add(digits)
    findings.push({ kind: 'number', text: match[0], why: 'no user message, tool result or project file of this session holds it', at: match.index })
  }
  return findings
}

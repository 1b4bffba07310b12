/**
 * Totals a line writes with their parts: `214 (193 original + 21 new)`,
 * `2480 (310 × 8)`, `86400 = 24 × 3600`, `7 + 8 = 15`. When the parts give
 * the total exactly, every number of the expression is the text's own
 * bookkeeping, not a claim. A part may be an id range, which counts its ids
 * (`T001-T065` holds 65), so `131 tasks (T001-T065 + T125-T131 + T066-T096)`
 * does not add up (103) and stays a claim. One operator kind per expression;
 * anything else (mixed operators, a near miss) is left alone. A division may
 * give its quotient with a remainder in any of the forms people write it
 * (`158 ÷ 6 = 26 あまり 2`, `26 余 2`, `26 remainder 2`, `26 r 2`, `26 R2`):
 * it holds only when dividend = divisor × quotient + remainder with the
 * remainder below the divisor, so a worked example passes and a wrong one does not.
 *
 * A per-line tokenizer, then a scan of the tokens: linear in the line.
 */

import { MAX_EXPRESSION_TERMS } from '../limits.js'
import { linesHolding } from './text.js'

type Token =
  | { kind: 'num'; value: number; at: number; end: number }
  | { kind: 'range'; value: number }
  | { kind: 'op'; op: '+' | '*' | '-' | '/' }
  | { kind: 'eq' | 'open' | 'close' | 'word' | 'rem' | 'other' }

/** Words allowed after a part or between a total and its parenthesis ("193 original + 21 new"). */
const MAX_WORDS = 6

const isDigit = (c: string | undefined) => c !== undefined && c.charCodeAt(0) >= 48 && c.charCodeAt(0) <= 57
const LETTER = /\p{L}/u
/** A letter of any script; ASCII first, the Unicode test only beyond it. */
const isLetter = (c: string | undefined) => {
  if (c === undefined) return false
  const code = c.charCodeAt(0)
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
  return LETTER.test(c)
}

/** Words that introduce a division's remainder, lower-cased: English, Japanese, Chinese, Korean, German, French, Spanish, Russian. */
const REMAINDER_WORDS: ReadonlySet<string> = new Set([
  'r', 'rem', 'remainder', 'あまり', '余り', '余', '나머지', 'rest', 'reste', 'resto', 'остаток', 'ост',
])

/** Remainder words written against the number before them (`26あまり2`, `26余2`): the scripts without spaces. */
const ATTACHED_REMAINDER = ['あまり', '余り', '余', '나머지']

const isRemainderWord = (word: string) => REMAINDER_WORDS.has(word.toLowerCase())

/** Every remainder word starts with `r` or a letter beyond ASCII: any other word is not cut out to be looked up. */
const mayBeRemainderWord = (first: string) => first === 'r' || first === 'R' || first.charCodeAt(0) >= 128

/** One number as written at i: grouped by `,`, `_` or a space in threes, or a plain run with an optional decimal. */
function readNumber(line: string, i: number): { value: number; end: number } {
  let j = i
  while (isDigit(line[j])) j++
  let digits = line.slice(i, j)
  // Thousands groups, only after a lead of one to three digits.
  let grouped = false
  while (digits.length <= 3 || grouped) {
    const sep = line[j]
    if (!(sep === ',' || sep === '_' || sep === ' ') || !isDigit(line[j + 1]) || !isDigit(line[j + 2]) || !isDigit(line[j + 3]) || isDigit(line[j + 4]))
      break
    digits += sep + line.slice(j + 1, j + 4)
    j += 4
    grouped = true
  }
  if (line[j] === '.' && isDigit(line[j + 1]) && !grouped) {
    j++
    while (isDigit(line[j])) j++
    return { value: Number(line.slice(i, j)), end: j }
  }
  return { value: Number(grouped ? digits.replaceAll(/[,_ ]/g, '') : digits), end: j }
}

/** Tokens that hold nothing but their kind: one object each, shared by every line (tokens are never changed). */
const REM: Token = { kind: 'rem' }
const WORD: Token = { kind: 'word' }
const OTHER: Token = { kind: 'other' }
const EQ: Token = { kind: 'eq' }
const OPEN: Token = { kind: 'open' }
const CLOSE: Token = { kind: 'close' }
const PLUS: Token = { kind: 'op', op: '+' }
const TIMES: Token = { kind: 'op', op: '*' }
const DIVIDED: Token = { kind: 'op', op: '/' }
const MINUS: Token = { kind: 'op', op: '-' }

function tokenize(line: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < line.length) {
    const c = line[i] ?? ''
    if (c === ' ' || c === '\t') {
      i++
      continue
    }
    if (isLetter(c)) {
      let j = i
      while (isLetter(line[j])) j++
      // An id range: a short prefix, digits, a dash, the same prefix, digits (`T001-T065`).
      const range = j - i <= 4 && isDigit(line[j]) ? /^(\d+)\s?[-–]\s?(\p{L}{1,4})(\d+)/u.exec(line.slice(j, j + 24)) : null
      if (range && range[2] === line.slice(i, j)) {
        const from = Number(range[1])
        const to = Number(range[3])
        if (to >= from) {
          tokens.push({ kind: 'range', value: to - from + 1 })
          i = j + range[0].length
          continue
        }
      }
      // A remainder word, its number written against it or not (`R2`, `余2`, `remainder 2`).
      if (mayBeRemainderWord(c) && isRemainderWord(line.slice(i, j))) {
        tokens.push(REM)
        i = j
        continue
      }
      while (isDigit(line[j]) || isLetter(line[j])) j++
      tokens.push(WORD)
      i = j
      continue
    }
    if (isDigit(c)) {
      const { value, end } = readNumber(line, i)
      const attached = isLetter(line[end]) && ATTACHED_REMAINDER.some(w => line.startsWith(w, end))
      tokens.push(isLetter(line[end]) && !attached ? OTHER : { kind: 'num', value, at: i, end })
      i = end
      continue
    }
    if (c === '+') tokens.push(PLUS)
    else if (c === '×' || c === '·' || (c === '*' && line[i - 1] !== '*' && line[i + 1] !== '*')) tokens.push(TIMES)
    else if (c === '÷' || c === '/') tokens.push(DIVIDED)
    else if (c === '−' || (c === '-' && line[i - 1] === ' ' && line[i + 1] === ' ')) tokens.push(MINUS)
    else if (c === '=') tokens.push(EQ)
    else if (c === '(' || c === '（') tokens.push(OPEN)
    else if (c === ')' || c === '）') tokens.push(CLOSE)
    else tokens.push(OTHER)
    i++
  }
  return tokens
}

/** A word between a number and what follows; a remainder word is one too (`193 rest + 21 new`). */
const isWordy = (t: Token | undefined) => t?.kind === 'word' || t?.kind === 'rem'

/** The parts' value and the token after them; the parts' numbers are the number tokens in [k, next). */
type Terms = { value: number; next: number }

const apply = (op: string, a: number, b: number) => (op === '+' ? a + b : op === '*' ? a * b : op === '-' ? a - b : a / b)

/** Parts from token k: a term, then (op term)+ with one operator; a term is a number or a range, words may follow it. */
function termsAt(tokens: readonly Token[], k: number): Terms | null {
  let value: number | null = null
  let op: string | null = null
  let count = 0
  let i = k
  while (count < MAX_EXPRESSION_TERMS) {
    const t = tokens[i]
    if (!t || (t.kind !== 'num' && t.kind !== 'range')) break
    value = value === null ? t.value : apply(op ?? '+', value, t.value)
    count++
    i++
    for (let w = 0; w < MAX_WORDS && isWordy(tokens[i]); w++) i++
    const o = tokens[i]
    if (o?.kind !== 'op' || (op !== null && o.op !== op)) break
    op = o.op
    i++
  }
  if (count < 2 || value === null || op === null) return null
  return { value, next: i }
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9

/**
 * `a ÷ b = q <remainder word> r` from the parts' first token k: exactly two
 * parts, integers, 0 ≤ r < b and a = b × q + r. The numbers it holds, or null.
 */
function divisionWithRemainder(tokens: readonly Token[], k: number): { at: number; end: number }[] | null {
  const a = tokens[k]
  const o = tokens[k + 1]
  const b = tokens[k + 2]
  const eq = tokens[k + 3]
  const q = tokens[k + 4]
  const rem = tokens[k + 5]
  const r = tokens[k + 6]
  if (a?.kind !== 'num' || o?.kind !== 'op' || o.op !== '/' || b?.kind !== 'num' || eq?.kind !== 'eq') return null
  if (q?.kind !== 'num' || rem?.kind !== 'rem' || r?.kind !== 'num') return null
  const whole = [a, b, q, r].every(t => Number.isInteger(t.value))
  if (!whole || b.value <= 0 || r.value < 0 || r.value >= b.value || b.value * q.value + r.value !== a.value) return null
  return [a, b, q, r]
}

/** An operator: a line without one holds no expression, and one search of the text finds the lines with one. */
const OPERATOR = /[+×*÷/=−·]| - /g

/** [start, end) of every number of each line's exact total-with-parts expressions. */
export function arithmeticRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  for (const { line, at: lineAt } of linesHolding(text, OPERATOR)) {
    if (/\d/.test(line)) {
      const tokens = tokenize(line)
      const mark = (nums: readonly { at: number; end: number }[]) => {
        for (const n of nums) ranges.push([lineAt + n.at, lineAt + n.end])
      }
      // The numbers of the parts that start at token `from` and end before `next`.
      const markParts = (from: number, next: number) => {
        for (let j = from; j < next; j++) {
          const n = tokens[j]
          if (n?.kind === 'num') ranges.push([lineAt + n.at, lineAt + n.end])
        }
      }
      for (let k = 0; k < tokens.length; k++) {
        const t = tokens[k]
        if (!t) continue
        if (t.kind === 'num') {
          // total (parts) | total = parts
          let i = k + 1
          for (let w = 0; w < MAX_WORDS && isWordy(tokens[i]); w++) i++
          const after = tokens[i]
          if (after?.kind === 'open' || after?.kind === 'eq') {
            const parts = termsAt(tokens, i + 1)
            if (parts && same(parts.value, t.value) && (after.kind === 'eq' || tokens[parts.next]?.kind === 'close')) {
              mark([t])
              markParts(i + 1, parts.next)
            }
          }
        }
        // dividend ÷ divisor = quotient remainder r
        if (t.kind === 'num' && tokens[k - 1]?.kind !== 'op') {
          const division = divisionWithRemainder(tokens, k)
          if (division) mark(division)
        }
        // parts = total, read once from the start of a chain (a part right after an operator is inside one)
        if ((t.kind === 'num' || t.kind === 'range') && tokens[k - 1]?.kind !== 'op') {
          const parts = termsAt(tokens, k)
          const total = parts ? tokens[parts.next + 1] : undefined
          if (parts && tokens[parts.next]?.kind === 'eq' && total?.kind === 'num' && same(parts.value, total.value)) {
            markParts(k, parts.next)
            mark([total])
          }
        }
      }
    }
  }
  return ranges
}

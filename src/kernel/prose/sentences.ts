/**
 * Where sentences end in a run of prose. Pure, linear, and cautious: a
 * boundary is reported only where a wrong one is unlikely, because a missed
 * split leaves a long line while a wrong one breaks a sentence in two.
 *
 * A boundary is a terminal (`.`, `!`, `?`, `…`, any run of them) with its
 * closing quotes and brackets, then whitespace, then what starts a sentence:
 * an upper-case letter, or an opening quote or bracket before one.
 * Abbreviations, initials, enumerators and numbers veto it; a few of them
 * (`etc.`, `Co.`, `U.S.`, a capital initial) end a sentence only when the
 * next word is one that usually opens a sentence.
 */
import { ALWAYS_ABBREVIATIONS, MAYBE_FINAL_ABBREVIATIONS, SENTENCE_OPENERS, TITLES } from './abbreviations.js'

/** What a Markdown caller puts in place of code, links, HTML and math: a word, but not a letter. */
export const OPAQUE = '\uE000'

const TERMINALS = '.!?…'
const CLOSERS = ')]"\'”’»'
const OPENERS = '(["\'“‘«'
const UPPER = /\p{Lu}/u
const SPACE = /[ \t\r\n\u00a0]/

/** Offsets where a sentence ends (just after its terminal and closers), in order. */
export function sentenceEnds(text: string): number[] {
  const ends: number[] = []
  let depth = 0 // open brackets since the last boundary: a sentence inside them is not split from its host
  let i = 0
  while (i < text.length) {
    const ch = text[i] ?? ''
    if (ch === '(' || ch === '[') depth += 1
    else if ((ch === ')' || ch === ']') && depth > 0) depth -= 1
    if (!TERMINALS.includes(ch)) {
      i += 1
      continue
    }
    const start = i
    let end = i
    while (end < text.length && TERMINALS.includes(text[end] ?? '')) end += 1
    const terminalEnd = end
    let closed = 0
    while (end < text.length && CLOSERS.includes(text[end] ?? '')) {
      if (text[end] === ')' || text[end] === ']') closed += 1
      end += 1
    }
    i = end
    depth = Math.max(0, depth - closed)
    if (depth > 0) continue
    if (start === 0 || SPACE.test(text[start - 1] ?? ' ') || '(['.includes(text[start - 1] ?? '')) continue // `[...]`, `. . .`
    if (end >= text.length || !SPACE.test(text[end] ?? '')) continue
    let next = end
    while (next < text.length && SPACE.test(text[next] ?? '')) next += 1
    if (next >= text.length) continue
    if (!opensSentence(text, next, /\.\.|…/.test(text.slice(start, terminalEnd)))) continue
    if (!isBoundary(text, start, terminalEnd, next)) continue
    ends.push(end)
  }
  return ends
}

/**
 * An upper-case letter, or opening quotes and brackets before one; or code or
 * a link (`OPAQUE`), though not after an ellipsis (`to… [more](url)`).
 */
function opensSentence(text: string, at: number, afterEllipsis: boolean): boolean {
  let i = at
  while (i < text.length && i - at < 3 && OPENERS.includes(text[i] ?? '')) i += 1
  return UPPER.test(text[i] ?? '') || (!afterEllipsis && text[i] === OPAQUE)
}

/** The word that follows `at`, letters and apostrophes only. */
function wordAt(text: string, at: number): string {
  let i = at
  while (i < text.length && OPENERS.includes(text[i] ?? '')) i += 1
  const match = /^[\p{L}'’]+/u.exec(text.slice(i, i + 40))
  return match ? match[0] : ''
}

/** The token before the terminal: back to the previous whitespace or opening bracket. */
function tokenBefore(text: string, terminal: number): string {
  let i = terminal
  while (i > 0 && !SPACE.test(text[i - 1] ?? '') && !'([{'.includes(text[i - 1] ?? '')) i -= 1
  return text.slice(i, terminal)
}

function isBoundary(text: string, terminal: number, terminalEnd: number, next: number): boolean {
  const marks = text.slice(terminal, terminalEnd)
  if (marks !== '.') return !isSpacedEllipsis(text, terminal) // `!`, `?`, `...`, `?!`: a name like Yahoo! is followed by lower case
  const token = tokenBefore(text, terminal)
  if (token === '') return false // a lone `.` is part of a spaced ellipsis `. . .`
  if (token.includes(OPAQUE)) return true // code or a link before the dot: a word, never an abbreviation
  const bare = token.replace(/^[^\p{L}\p{N}]+/u, '')
  const lower = bare.toLowerCase()
  const opener = SENTENCE_OPENERS.has(wordAt(text, next))
  if (bare === '') return false
  if (TITLES.has(lower) || ALWAYS_ABBREVIATIONS.has(lower)) return false
  if (/^\p{Ll}$/u.test(bare)) return false // an enumerator `a.` or a lower-case initial
  if (/^\p{Lu}$/u.test(bare)) return opener // an initial (`Jonas E. Smith`) or the pronoun `I`
  if (/^\d{1,3}$/.test(bare)) return false // an enumerator `2.`: a missed split, never a list marker at a line start
  if (MAYBE_FINAL_ABBREVIATIONS.has(lower)) return opener
  if (/^(?:\p{L}{1,2}\.)+\p{L}{1,2}$/u.test(bare)) return opener // U.S, a.m, Ph.D: the final dot may also end the sentence
  return true
}

/** `. . .`: a dot with a dot two places before or after it belongs to a spaced ellipsis. */
function isSpacedEllipsis(text: string, terminal: number): boolean {
  return text.slice(terminal - 2, terminal) === '. ' || text.slice(terminal + 1, terminal + 3) === ' .'
}

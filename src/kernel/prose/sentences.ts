/**
 * Where sentences end in a run of prose. Pure, linear, and cautious: a
 * boundary is reported only where a wrong one is unlikely, because a missed
 * split leaves a long line while a wrong one breaks a sentence in two.
 *
 * Latin, Cyrillic and Korean text: a terminal (`.`, `!`, `?`, `…`, any run of
 * them) with its closing quotes and brackets, then whitespace, then what
 * starts a sentence: an upper-case letter, or an opening quote or bracket
 * before one (Korean has no case: a Hangul word after a Hangul word's dot).
 * Abbreviations, initials, enumerators, section numerals and numbers veto it;
 * a few of them (`etc.`, `Co.`, `U.S.`, a capital initial) end a sentence only
 * when the next word is one that usually opens a sentence.
 *
 * Chinese and Japanese text: a full-width terminal (`。`, `！`, `？`, any run
 * of them) with its closers ends a sentence with or without a space after it.
 *
 * In every script a quotation or a parenthesis is part of its sentence: a
 * terminal inside one that is still open is no boundary, and in CJK text
 * neither is one whose quotation opened inside the sentence and closes with it
 * (`「ありがとう。」と言った`).
 */
import { ALWAYS_ABBREVIATIONS, MAYBE_FINAL_ABBREVIATIONS, SENTENCE_OPENERS, TITLES } from './abbreviations.js'

/** What a Markdown caller puts in place of code, links, HTML and math: a word, but not a letter. */
export const OPAQUE = '\uE000'

const TERMINALS = '.!?…'
/** Full-width sentence ends of Chinese and Japanese (and the half-width katakana full stop). */
const WIDE_TERMINALS = '。！？｡'
const CLOSERS = ')]"\'”’»」』）】〕》〉'
const OPENERS = '(["\'“‘«¿¡「『（【〔《〈'
/** Each opening bracket or quote and what closes it. A straight `"` closes itself. */
const PAIRS: Record<string, string> = {
  '(': ')', '[': ']', '“': '”', '«': '»', '"': '"', '「': '」', '『': '』', '（': '）', '【': '】', '〔': '〕', '《': '》', '〈': '〉',
}
/** CJK quotation closers: after one, a new sentence is not told by case, so more is asked of what follows. */
const WIDE_QUOTE_CLOSERS = '」』”"'
/** What continues a CJK sentence after a terminal: clause marks, never a new sentence. */
const CLAUSE_MARKS = '，、；：,;:'
/** Open quotes and brackets tracked at once; past this, further ones are not tracked (a missed split at worst). */
const MAX_OPEN = 32
const UPPER = /\p{Lu}/u
/** How far a parenthesis after an end is read to tell a parenthetical sentence from a note on the last one. */
const MAX_PARENTHETICAL = 400

type Open = { close: string; atStart: boolean }

/** What a UTF-16 code unit is to the splitter, as bits: one table look-up per character instead of string searches. */
const TERMINAL_BIT = 1
const WIDE_BIT = 2
const CLOSER_BIT = 4
const OPENER_BIT = 8
const SPACE_BIT = 16
/** An opening bracket or quote with its pair, or what closes one: the only characters `track` acts on. */
const TRACKED_BIT = 32
const CLASS = new Uint8Array(0x10000)
const mark = (chars: string, bit: number) => {
  for (const ch of chars) CLASS[ch.charCodeAt(0)] = (CLASS[ch.charCodeAt(0)] ?? 0) | bit
}
mark(TERMINALS, TERMINAL_BIT)
mark(WIDE_TERMINALS, WIDE_BIT)
mark(CLOSERS, CLOSER_BIT)
mark(OPENERS, OPENER_BIT)
mark(' \t\r\n\u00a0\u202f', SPACE_BIT)
mark(Object.keys(PAIRS).join('') + Object.values(PAIRS).join(''), TRACKED_BIT)
const classOf = (text: string, i: number): number => CLASS[text.charCodeAt(i)] ?? 0
/** Whether `text[i]` is a space, a tab, a line break or a no-break space, by the table: no regex runs per character. Out of range: no. */
const isSpaceAt = (text: string, i: number): boolean => (classOf(text, i) & SPACE_BIT) !== 0

/** Offsets where a sentence ends (just after its terminal and closers), in order. */
export function sentenceEnds(text: string): number[] {
  const ends: number[] = []
  const closeOf = closingParens(text)
  const open: Open[] = [] // quotes and brackets still open: a sentence inside them is not split from its host
  let sawText = false // whether the current sentence has begun: an opener before any text spans it whole
  let i = 0
  while (i < text.length) {
    const kind = classOf(text, i)
    if ((kind & (TERMINAL_BIT | WIDE_BIT)) === 0) {
      if ((kind & TRACKED_BIT) !== 0) track(open, text[i] ?? '', sawText)
      if ((kind & (SPACE_BIT | OPENER_BIT)) === 0) sawText = true
      i += 1
      continue
    }
    const start = i
    let end = i
    let wide = false
    for (let k = classOf(text, end); end < text.length && (k & (TERMINAL_BIT | WIDE_BIT)) !== 0; k = classOf(text, end)) {
      if ((k & WIDE_BIT) !== 0) wide = true
      end += 1
    }
    const terminalEnd = end
    let closedMidSentence = false
    let closedQuote = false
    while (end < text.length && (classOf(text, end) & CLOSER_BIT) !== 0) {
      const top = open[open.length - 1]
      if (top !== undefined && top.close === text[end]) {
        open.pop()
        if (!top.atStart) closedMidSentence = true
        if (WIDE_QUOTE_CLOSERS.includes(text[end] ?? '')) closedQuote = true
      }
      end += 1
    }
    i = end
    sawText = true
    if (open.length > 0) continue
    const found = wide
      ? isWideEnd(text, start, end, closedMidSentence, closedQuote, closeOf)
      : isLatinEnd(text, start, terminalEnd, end, closedMidSentence, closeOf)
    if (!found) continue
    ends.push(end)
    sawText = false
  }
  return ends
}

/** Opens or closes a quote or bracket; a closer with nothing of its kind open is ignored. */
function track(open: Open[], ch: string, sawText: boolean): void {
  const top = open[open.length - 1]
  if (top !== undefined && top.close === ch) {
    open.pop()
    return
  }
  const close = PAIRS[ch]
  if (close !== undefined && open.length < MAX_OPEN) open.push({ close, atStart: !sawText })
}

/**
 * A full-width end: a boundary whatever follows, unless the text ends, a
 * clause mark or closer follows, or its quotation opened inside the sentence
 * (`他说：“好。”然后`). A quotation that spans the sentence ends it only
 * before a space or an opening mark (`「はい。」と答えた` goes on).
 */
function isWideEnd(text: string, start: number, end: number, closedMidSentence: boolean, closedQuote: boolean, closeOf: CloseOf): boolean {
  if (start === 0 || closedMidSentence) return false
  let next = end
  while (next < text.length && isSpaceAt(text, next)) next += 1
  if (next >= text.length) return false
  const after = text[next] ?? ''
  if (CLAUSE_MARKS.includes(after) || CLOSERS.includes(after)) return false
  if (closedQuote && next === end && !OPENERS.includes(after)) return false
  return !'(（'.includes(after) || isParentheticalSentence(text, next, closeOf)
}

/**
 * Whether the parenthesis opening at `at` holds a sentence of its own (its
 * last mark before the close is a terminal: `(See below.)`, `（详见下文。）`)
 * rather than a note on the sentence before it (`([LCP](url)).`, `（可选）`).
 */
function isParentheticalSentence(text: string, at: number, closeOf: CloseOf): boolean {
  const close = closeOf(at)
  if (close < 0 || close - at > MAX_PARENTHETICAL) return false
  return TERMINALS.includes(text[close - 1] ?? '') || WIDE_TERMINALS.includes(text[close - 1] ?? '')
}

type CloseOf = (open: number) => number

/** For an offset holding `(` or `（`, the offset of its matching close (-1 if none); built in one pass when first asked. */
function closingParens(text: string): CloseOf {
  let close: Int32Array | null = null
  return at => {
    if (close === null) {
      close = new Int32Array(text.length).fill(-1)
      const open: number[] = []
      for (let i = 0; i < text.length; i += 1) {
        const ch = text[i]
        if (ch === '(' || ch === '（') open.push(i)
        else if ((ch === ')' || ch === '）') && open.length > 0) close[open.pop() ?? 0] = i
      }
    }
    return close[at] ?? -1
  }
}

function isLatinEnd(text: string, start: number, terminalEnd: number, end: number, closedMidSentence: boolean, closeOf: CloseOf): boolean {
  if (start === 0 || '(['.includes(text[start - 1] ?? '')) return false // `[...]`
  if (isSpaceAt(text, start - 1) && !isFrenchSpaced(text, start, terminalEnd)) return false // `. . .`
  if (end >= text.length || !isSpaceAt(text, end)) return false
  let next = end
  while (next < text.length && isSpaceAt(text, next)) next += 1
  if (next >= text.length) return false
  const marks = text.slice(start, terminalEnd)
  const afterEllipsis = marks.includes('..') || marks.includes('…')
  // Korean has no case to tell a new sentence by: after a quotation that opened inside the sentence, it goes on (`의 "주의!" 섹션`).
  const afterHangul = isHangulAt(text, start - 1) && !closedMidSentence
  if (!opensSentence(text, next, afterEllipsis, afterHangul)) return false
  if (text[next] === '(' && !isParentheticalSentence(text, next, closeOf)) return false
  return isBoundary(text, start, terminalEnd, next)
}

/** French sets `?` and `!` one (narrow) space after the word: `vous ?`, `« Bonjour » !`. */
function isFrenchSpaced(text: string, start: number, terminalEnd: number): boolean {
  const marks = text.slice(start, terminalEnd)
  if (!/^[!?]+$/.test(marks) || start < 2) return false
  return ' \u00a0\u202f'.includes(text[start - 1] ?? '') && /[\p{L}»"”]/u.test(text[start - 2] ?? '')
}

/**
 * An upper-case letter, or opening quotes and brackets before one; or code or
 * a link (`OPAQUE`), though not after an ellipsis (`to… [more](url)`); after
 * a Korean sentence, a Hangul syllable.
 */
function opensSentence(text: string, at: number, afterEllipsis: boolean, afterHangul: boolean): boolean {
  let i = at
  while (i < text.length && i - at < 3 && OPENERS.includes(text[i] ?? '')) i += 1
  const ch = text[i] ?? ''
  const code = text.charCodeAt(i)
  // ASCII has no upper-case letter but A-Z: the Unicode class is asked only beyond it.
  const upper = code < 128 ? code >= 65 && code <= 90 : UPPER.test(ch)
  return upper || (!afterEllipsis && ch === OPAQUE) || (afterHangul && isHangulAt(text, i)) || (!afterEllipsis && LOWER_CASE_OPENERS.has(wordAt(text, i)))
}

/**
 * Tools written in lower case by their own spelling, never English words, that open a sentence as
 * a capital does: "Threaded it through the CLI. mypy is clean."
 */
const LOWER_CASE_OPENERS: ReadonlySet<string> = new Set(['mypy', 'pytest', 'eslint', 'ruff', 'tsc', 'npm', 'pnpm', 'npx', 'vitest', 'clippy', 'rubocop', 'gofmt', 'pyright', 'pylint', 'phpstan', 'phpunit', 'tox', 'nox', 'rspec', 'kubectl', 'terraform', 'gradle', 'mvn', 'dotnet', 'rustfmt', 'shellcheck'])

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
  while (i > 0 && !isSpaceAt(text, i - 1) && !'([{'.includes(text[i - 1] ?? '')) i -= 1
  return text.slice(i, terminal)
}

/** A Roman numeral of two to seven letters (`II`, `IV`, `XII`): a section label, never a sentence's last word. */
const ROMAN = /^(?:X{0,3})(?:IX|IV|VI{0,3}|I{1,3})$/

/** `z. B.`, `d. h.`, `p. ex.`, `т. е.`: a short word whose dot follows another one- or two-letter word's dot. */
function isSpacedAbbreviation(text: string, terminal: number, token: string): boolean {
  let i = terminal - token.length - 1
  const spaceEnd = i
  while (i >= 0 && spaceEnd - i < 8 && isSpaceAt(text, i)) i -= 1 // a line break and a prefix read as a space
  if (i === spaceEnd || text[i] !== '.') return false
  i -= 1
  let letters = 0
  while (i >= 0 && letters < 3 && /\p{L}/u.test(text[i] ?? '')) {
    letters += 1
    i -= 1
  }
  return letters >= 1 && letters <= 2 && (i < 0 || isSpaceAt(text, i) || text[i] === '(')
}

function isBoundary(text: string, terminal: number, terminalEnd: number, next: number): boolean {
  const marks = text.slice(terminal, terminalEnd)
  if (marks !== '.') return !isSpacedEllipsis(text, terminal) // `!`, `?`, `...`, `?!`: a name like Yahoo! is followed by lower case
  const token = tokenBefore(text, terminal)
  if (token === '') return false // a lone `.` is part of a spaced ellipsis `. . .`
  if (token.includes(OPAQUE)) return true // code or a link before the dot: a word, never an abbreviation
  // A token that starts with an ASCII letter or digit has nothing to strip: the regex runs only for the rest.
  const bare = isAsciiAlnum(token.charCodeAt(0)) ? token : token.replace(/^[^\p{L}\p{N}]+/u, '')
  const lower = bare.toLowerCase()
  const opener = () => SENTENCE_OPENERS.has(wordAt(text, next))
  if (bare === '') return false
  if (TITLES.has(lower) || ALWAYS_ABBREVIATIONS.has(lower)) return false
  // Each pattern below is tried only where its length allows a match (a code point is one or two units).
  if (bare.length <= 4 && /^\p{L}{1,2}$/u.test(bare) && isSpacedAbbreviation(text, terminal, token)) return false
  if (bare.length <= 2 && /^\p{Ll}$/u.test(bare)) return false // an enumerator `a.` or a lower-case initial
  if (bare.length <= 2 && /^\p{Lu}$/u.test(bare)) return opener() // an initial (`Jonas E. Smith`) or the pronoun `I`
  if (bare.length >= 2 && ROMAN.test(bare)) return false // `constitution II. TDD`: a section label
  // An enumerator `2.` or `§ 3.` (a missed split, never a list marker at a line start); a count ends its sentence: "once on a 409."
  if (bare.length <= 3 && /^\d{1,3}$/.test(bare)) return countTakerBefore(text, terminal - token.length)
  if (MAYBE_FINAL_ABBREVIATIONS.has(lower)) return opener()
  if (bare.includes('.') && /^(?:\p{L}{1,2}\.)+\p{L}{1,2}$/u.test(bare)) return opener() // U.S, a.m, Ph.D: the final dot may also end the sentence
  return true
}

/**
 * English words after which a number is a count or a status, not a label: "retries once on a
 * 409.", "the total is 42.", "exits with 2.". Only after one of these does a number end its
 * sentence; after any other word ("Step 2.", "Главу 3.", "• 7.") it may number what follows.
 */
const COUNT_TAKERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'of', 'to', 'at', 'on', 'by', 'from', 'than', 'is', 'was', 'are', 'were', 'be', 'been', 'returned', 'returns', 'got', 'gets', 'with', 'only', 'about', 'over', 'under', 'just', 'exactly', 'nearly', 'roughly', 'around', 'all', 'now', 'still', 'down', 'up', 'into', 'past', 'after', 'before'])

/** Whether the word before a number at `at` takes a count, on the same line. */
function countTakerBefore(text: string, at: number): boolean {
  let i = at
  while (i > 0 && (text[i - 1] === ' ' || text[i - 1] === '\t')) i -= 1
  const wordEnd = i
  while (i > 0 && /[a-z]/i.test(text[i - 1] ?? '') && wordEnd - i < 16) i -= 1
  if (i === wordEnd || (i > 0 && !isSpaceAt(text, i - 1) && !'("'.includes(text[i - 1] ?? ''))) return false
  return COUNT_TAKERS.has(text.slice(i, wordEnd).toLowerCase())
}

/** Whether `text[i]` is a Hangul syllable (U+AC00 to U+D7A3). */
const isHangulAt = (text: string, i: number): boolean => {
  const code = text.charCodeAt(i)
  return code >= 0xac00 && code <= 0xd7a3
}

/** A-Z, a-z or 0-9. */
const isAsciiAlnum = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)

/** `. . .`: a dot with a dot two places before or after it belongs to a spaced ellipsis. */
function isSpacedEllipsis(text: string, terminal: number): boolean {
  return text.slice(terminal - 2, terminal) === '. ' || text.slice(terminal + 1, terminal + 3) === ' .'
}

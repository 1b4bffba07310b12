/**
 * Text helpers the claim checks share: blanking ranges (same length, so
 * offsets hold), sentences, and content words for a loose word match.
 */

/** Replace every character but newlines in [start, end) with a space. */
export function blankRange(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end)
}

/** Blank many ranges at once, in one pass. */
export function blankRanges(text: string, ranges: readonly (readonly [number, number])[]): string {
  if (ranges.length === 0) return text
  const sorted = [...ranges].sort((a, b) => a[0] - b[0])
  const parts: string[] = []
  let at = 0
  for (const [start, end] of sorted) {
    if (end <= at) continue
    const from = Math.max(start, at)
    parts.push(text.slice(at, from), text.slice(from, end).replace(/[^\n]/g, ' '))
    at = end
  }
  parts.push(text.slice(at))
  return parts.join('')
}

export type Sentence = { text: string; at: number }

/**
 * A sentence ends at `.`, `!` or `?` (closing quotes or brackets may follow)
 * before white space and a character that is not a lower-case letter. A
 * character scanner, not Intl.Segmenter (it slowed down quadratically on a
 * long line, 1.2 s on 200 KB) and not a search pattern (a run of 40,000 dots
 * made the pattern retry from every dot: 6.1 s): each character is read once.
 */
const isEnd = (ch: string | undefined) => ch === '.' || ch === '!' || ch === '?'
const isCloser = (ch: string | undefined) => ch === '"' || ch === "'" || ch === ')' || ch === ']'
const isBlank = (ch: string | undefined) => ch === ' ' || ch === '\t'
/** What may open the next sentence: anything but a lower-case letter or white space. */
const opensSentence = (ch: string | undefined) => ch !== undefined && !/[a-z\s]/.test(ch)

/** Each sentence end as [end of the sentence, start of the next]. */
function sentenceBreaks(text: string): [number, number][] {
  const out: [number, number][] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === '\n') {
      out.push([i, i + 1])
      i++
      continue
    }
    if (!isEnd(ch)) {
      i++
      continue
    }
    let j = i
    while (isEnd(text[j])) j++
    // A failed end resumes after the whole run: a start inside it would meet the same suffix.
    let end = j
    while (isCloser(text[end])) end++
    let next = end
    while (isBlank(text[next])) next++
    if (next > end && opensSentence(text[next])) {
      out.push([end, next])
      i = next
    } else i = j
  }
  return out
}

/** Sentences of a text, each also cut at line ends (a list item is a sentence of its own). One pass. */
export function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = []
  let start = 0
  const push = (end: number) => {
    if (end <= start) return
    const raw = text.slice(start, end)
    const trimmed = raw.trim()
    if (trimmed !== '') out.push({ text: trimmed, at: start + raw.length - raw.trimStart().length })
  }
  for (const [end, next] of sentenceBreaks(text)) {
    push(end)
    start = next
  }
  push(text.length)
  return out
}

const STOP_WORDS = new Set(
  ('a an the and or but nor of to in on at by for with from into onto over under as is are was were be been being am ' +
    'it its this that these those there here then than so such not no yes do does did done have has had having ' +
    'we our us you your they them their he she his her i me my mine will would should shall can could may might must ' +
    'also just only very more most less least all any some each every both either neither one ones which who whom whose ' +
    'what when where why how if else about after before again against because between during through until while ' +
    'up down out off own same other too now new use used using per via like get got make made')
    .split(' '),
)

/** A crude stem: lower case, common endings off, first five letters. Loose on purpose: a loose match only lets more through. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '')
  for (const [end, put] of [['ies', 'y'], ['ing', ''], ['ed', ''], ['es', ''], ['s', ''], ['ly', '']] as const) {
    if (w.length > end.length + 2 && w.endsWith(end)) {
      w = w.slice(0, -end.length) + put
      break
    }
  }
  return w.slice(0, 5)
}

/** Content words of a text (no stop words, three letters or more), as stems. */
export function contentStems(text: string, ignore: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = []
  for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9'-]*/g)) {
    const word = m[0].toLowerCase().replace(/'s$/, '')
    if (word.length < 3 || STOP_WORDS.has(word) || ignore.has(word)) continue
    out.push(stem(word))
  }
  return out
}

/** Every stem in the texts, for membership tests. */
export function stemSet(texts: readonly string[]): Set<string> {
  const set = new Set<string>()
  for (const t of texts) for (const m of t.matchAll(/[A-Za-z][A-Za-z0-9'-]*/g)) set.add(stem(m[0]))
  return set
}

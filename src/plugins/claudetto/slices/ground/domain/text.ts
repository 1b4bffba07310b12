/**
 * Text helpers the claim checks share: blanking ranges (same length, so
 * offsets hold), sentences, and content words for a loose word match.
 */
import { sentenceSpans } from '../../../../../kernel/prose/reader.js'
import { blankAll } from './blank.js'

/**
 * Each line that holds a match of `trigger` (a global pattern), once, in
 * order, with its start offset: one search of the text finds the lines a
 * reader needs, and the lines with no match are never cut out.
 */
export function* linesHolding(text: string, trigger: RegExp): Generator<{ line: string; at: number }> {
  trigger.lastIndex = 0
  for (let m = trigger.exec(text); m !== null; m = trigger.exec(text)) {
    const at = text.lastIndexOf('\n', m.index) + 1
    const nl = text.indexOf('\n', m.index)
    const end = nl < 0 ? text.length : nl
    // Past the newline: the next search starts on the next line, whatever the trigger matches.
    trigger.lastIndex = end + 1
    yield { line: text.slice(at, end), at }
  }
}

/** Replace every character but newlines in [start, end) with a space. */
export function blankRange(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end)
}

/** Blank many ranges at once, in one pass (`blank.ts`). */
export const blankRanges = blankAll

export type Sentence = { text: string; at: number }

/** Sentences of a text with their offsets: the kernel's claim reader cuts them (`src/kernel/prose/reader.ts`). */
export function sentencesOf(text: string): Sentence[] {
  return sentenceSpans(text, true).map(({ text: t, at }) => ({ text: t, at }))
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

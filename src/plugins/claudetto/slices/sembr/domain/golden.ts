/**
 * Scoring a sentence splitter against the golden set: wrong splits (a
 * boundary the set does not hold) and missed splits (one it holds that the
 * splitter did not find) are counted apart, because they cost differently.
 */
export type GoldenRow = { set: string; rule: string; text: string; sentences: string[] }

/** A splitter under test: the offsets where sentences end in `text`. */
export type Splitter = (text: string) => number[]

export type Score = { rows: number; boundaries: number; wrong: number; missed: number; wrongRows: string[]; missedRows: string[] }

/** Where the row's sentences end, less the end of the text. */
export function goldenEnds(row: GoldenRow): number[] {
  const ends: number[] = []
  let at = 0
  for (const sentence of row.sentences) {
    const found = row.text.indexOf(sentence, at)
    if (found < 0) throw new Error(`golden row "${row.rule}": sentence not in text: ${sentence}`)
    at = found + sentence.length
    ends.push(at)
  }
  return ends.filter(end => end < row.text.trimEnd().length)
}

export function score(rows: readonly GoldenRow[], split: Splitter): Score {
  const result: Score = { rows: rows.length, boundaries: 0, wrong: 0, missed: 0, wrongRows: [], missedRows: [] }
  for (const row of rows) {
    const want = new Set(goldenEnds(row))
    const end = row.text.trimEnd().length
    const got = new Set(split(row.text).filter(e => e > 0 && e < end))
    result.boundaries += want.size
    const wrong = [...got].filter(e => !want.has(e))
    const missed = [...want].filter(e => !got.has(e))
    result.wrong += wrong.length
    result.missed += missed.length
    if (wrong.length > 0) result.wrongRows.push(`${row.rule}: ${marked(row.text, wrong)}`)
    if (missed.length > 0) result.missedRows.push(`${row.rule}: ${marked(row.text, missed)}`)
  }
  return result
}

/** The text with `⏎` at each offset, for a report a person reads. */
function marked(text: string, offsets: number[]): string {
  let out = text
  for (const at of [...offsets].sort((a, b) => b - a)) out = `${out.slice(0, at)}⏎${out.slice(at)}`
  return out
}

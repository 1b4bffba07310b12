/**
 * How many runs of inline marks (`*`, `_`, `~`, backticks, `[`) a chunk holds,
 * in all and in its busiest paragraph, counted by a line scanner before the
 * chunk is parsed: the parser's cost grows with the square of the runs in one
 * paragraph. A paragraph here is the lines between blank lines, a new one
 * starting at each list item and each line that opens a block.
 */
export type MarkRuns = { total: number; maxInParagraph: number }

const MARKS = '*_~`['

export function markRuns(text: string): MarkRuns {
  let total = 0
  let maxInParagraph = 0
  let inParagraph = 0
  let lineStart = true
  let blank = true // the line so far holds only whitespace
  let previous = ''
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? ''
    if (ch === '\n') {
      if (blank) inParagraph = 0
      lineStart = true
      blank = true
      previous = ch
      continue
    }
    if (lineStart && ch !== ' ' && ch !== '\t' && ch !== '>') {
      // A list marker, a heading or a quote marker starts a new inline run of its own.
      if ('-+*#|'.includes(ch) || (ch >= '0' && ch <= '9')) inParagraph = 0
      lineStart = false
    }
    if (ch !== ' ' && ch !== '\t' && ch !== '\r') blank = false
    if (MARKS.includes(ch) && ch !== previous) {
      total += 1
      inParagraph += 1
      if (inParagraph > maxInParagraph) maxInParagraph = inParagraph
    }
    previous = ch
  }
  return { total, maxInParagraph }
}

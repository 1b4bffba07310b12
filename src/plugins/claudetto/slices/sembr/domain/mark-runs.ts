/**
 * What in a chunk makes the parser slow, counted by a line scanner before the
 * chunk is parsed: runs of inline marks (`*`, `_`, `~`, backticks, `[`), in
 * all and in its busiest paragraph (link and emphasis matching grow with the
 * square of the runs in one paragraph), the longest such run (a run of
 * thousands of `*` nests emphasis deep enough to overflow the stack), and the
 * most containers one line opens (`- - - … x` nests lists, and the parser's
 * cost grows with the square of the depth). A paragraph here is the lines
 * between blank lines, a new one starting at each list item and each line
 * that opens a block.
 */
export type MarkRuns = { total: number; maxInParagraph: number; longestRun: number; deepestLine: number }

const MARKS = '*_~`['

export function markRuns(text: string): MarkRuns {
  let total = 0
  let maxInParagraph = 0
  let inParagraph = 0
  let longestRun = 0
  let run = 0
  let deepestLine = 0
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
      run = 0
      continue
    }
    if (lineStart && ch !== ' ' && ch !== '\t' && ch !== '>') {
      // A list marker, a heading or a quote marker starts a new inline run of its own.
      if ('-+*#|'.includes(ch) || (ch >= '0' && ch <= '9')) inParagraph = 0
      lineStart = false
    }
    if (i === 0 || text[i - 1] === '\n') deepestLine = Math.max(deepestLine, containersAt(text, i))
    if (ch !== ' ' && ch !== '\t' && ch !== '\r') blank = false
    if (MARKS.includes(ch)) {
      run = ch === previous ? run + 1 : 1
      if (run > longestRun) longestRun = run
      if (ch !== previous) {
        total += 1
        inParagraph += 1
        if (inParagraph > maxInParagraph) maxInParagraph = inParagraph
      }
    } else run = 0
    previous = ch
  }
  return { total, maxInParagraph, longestRun, deepestLine }
}

/**
 * How many containers the line at `from` opens before its text: `>` marks and
 * list markers (`-`, `+`, `*`, `1.`, `1)`) each followed by a space or tab.
 * Reads only the markers, so the whole scan stays linear.
 */
function containersAt(text: string, from: number): number {
  let depth = 0
  let i = from
  for (;;) {
    while (text[i] === ' ' || text[i] === '\t') i += 1
    const ch = text[i] ?? ''
    if (ch === '>') {
      depth += 1
      i += 1
      continue
    }
    let end = i
    if (ch === '-' || ch === '+' || ch === '*') end = i + 1
    else {
      while (end - i < 9 && (text[end] ?? '') >= '0' && (text[end] ?? '') <= '9') end += 1
      if (end === i || (text[end] !== '.' && text[end] !== ')')) return depth
      end += 1
    }
    if (text[end] !== ' ' && text[end] !== '\t') return depth
    depth += 1
    i = end
  }
}

/**
 * Blank many ranges of a text at once (same length, newlines kept, so offsets
 * hold). The exemptions can yield a range per inline code span or per status:
 * a range without a newline becomes a run of spaces, no pattern runs on it.
 */
/** A run of characters between newlines: a blanked range is rebuilt line by line, not character by character. */
const LINE_PIECE = /[^\n]+/g

export function blankAll(text: string, ranges: readonly (readonly [number, number])[]): string {
  if (ranges.length === 0) return text
  const sorted = [...ranges].sort((a, b) => a[0] - b[0])
  const parts: string[] = []
  let at = 0
  for (const [start, end] of sorted) {
    if (end <= at) continue
    const from = Math.max(start, at)
    parts.push(text.slice(at, from))
    const segment = text.slice(from, end)
    parts.push(segment.includes('\n') ? segment.replace(LINE_PIECE, piece => ' '.repeat(piece.length)) : ' '.repeat(end - from))
    at = end
  }
  parts.push(text.slice(at))
  return parts.join('')
}

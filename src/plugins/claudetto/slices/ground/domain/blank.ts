/**
 * Blank many ranges of a text at once (same length, newlines kept, so offsets
 * hold). The exemptions can yield a range per inline code span or per status:
 * the ranges are marked on one byte per character, not sorted, and each run of
 * marked characters is blanked once. A run without a newline becomes a run of
 * spaces, no pattern runs on it.
 */
export function blankAll(text: string, ranges: readonly (readonly [number, number])[]): string {
  if (ranges.length === 0) return text
  if (ranges.length >= MANY_RANGES) return blankedCodes(text, ranges)
  const marked = new Uint8Array(text.length)
  for (const [start, end] of ranges) if (end > start) marked.fill(1, Math.max(0, start), end)
  const parts: string[] = []
  let at = 0
  while (at < text.length) {
    const from = marked.indexOf(1, at)
    if (from < 0) break
    const stop = marked.indexOf(0, from)
    const end = stop < 0 ? text.length : stop
    parts.push(text.slice(at, from))
    const segment = text.slice(from, end)
    parts.push(segment.includes('\n') ? segment.replace(LINE_PIECE, piece => spaces(piece.length)) : spaces(end - from))
    at = end
  }
  parts.push(text.slice(at))
  return parts.join('')
}

/**
 * From this many ranges on, the text is blanked as an array of its UTF-16
 * code units and rebuilt in chunks: a range per number of a 1 MB text made
 * some 270,000 pieces to join, at twice the cost.
 */
const MANY_RANGES = 4096

/** Code units turned back into a string by one call (apply: a spread would walk the array's iterator); well under any engine's bound on a call's arguments. */
const CHUNK = 8192

function blankedCodes(text: string, ranges: readonly (readonly [number, number])[]): string {
  const codes = new Uint16Array(text.length)
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i)
  for (const [start, end] of ranges) {
    const stop = Math.min(end, codes.length)
    for (let i = Math.max(0, start); i < stop; i++) if (codes[i] !== NEWLINE) codes[i] = SPACE
  }
  const parts: string[] = []
  for (let i = 0; i < codes.length; i += CHUNK) parts.push(String.fromCharCode.apply(null, codes.subarray(i, i + CHUNK) as unknown as number[]))
  return parts.join('')
}

const NEWLINE = 10
const SPACE = 32

/** A run of characters between newlines: a blanked range is rebuilt line by line, not character by character. */
const LINE_PIECE = /[^\n]+/g

/** Runs of spaces up to this length are made once and shared: most blanked runs are short (a code, a status). */
const SHORT_RUN = 64
const SHORT_SPACES: string[] = []
const spaces = (n: number) => (n < SHORT_RUN ? (SHORT_SPACES[n] ??= ' '.repeat(n)) : ' '.repeat(n))

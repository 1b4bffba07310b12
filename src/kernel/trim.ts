/**
 * Trimming a set of characters off a text's end, by a scan. `text.replace(/[.,]+$/, '')` is
 * quadratic on a long run of those characters followed by anything else: the search retries the
 * run from each of its characters. These read each character once.
 */

/** The text without the trailing characters that are in `chars`. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length
  while (end > 0 && chars.includes(text[end - 1] ?? '')) end--
  return text.slice(0, end)
}

/** The text without the leading characters that are in `chars`. */
export function trimStartOf(text: string, chars: string): string {
  let start = 0
  while (start < text.length && chars.includes(text[start] ?? '')) start++
  return text.slice(start)
}

/** Whether a character is white space, as `\s` reads it. */
export function isSpace(ch: string | undefined): boolean {
  if (ch === undefined || ch.length !== 1) return false
  const code = ch.charCodeAt(0)
  // The ASCII ones by their codes (space, tab, line feed, vertical tab, form feed, return); the rest as `\s` reads them.
  if (code < 128) return code === 32 || (code >= 9 && code <= 13)
  return /\s/.test(ch)
}

/** The index of the first character at or after `from` that is not white space. */
export function skipSpace(text: string, from: number): number {
  let i = from
  while (i < text.length && isSpace(text[i])) i++
  return i
}

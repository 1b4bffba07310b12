/**
 * A Markdown text cut into runs of whole top-level blocks, each parsed on its
 * own. The parser's time grows faster than the text (a 128 KB file of short
 * quotes took 20 s in one parse, 2.7 s at 64 KB), and a synchronous hook of
 * about 6 s unloads the plugin; small runs keep the work linear, and the split
 * asks for the smallest (every safe cut, limits.ts) so it parses only the
 * blocks that hold a break.
 *
 * A cut is made only where the blocks before it cannot reach past it: at a
 * line that starts in column 0 after a blank line (it closes every list item
 * and quote), and never inside front matter, a fenced code or math block, or
 * an HTML block that may hold blank lines.
 *
 * A chunk's size counts only characters that are neither whitespace nor `>`,
 * so the split text is cut where the text was: a break only turns spaces (or
 * nothing, between CJK sentences) into a newline and the line's continuation
 * (spaces, and `>` in a quote), and the same cuts keep a second split from
 * finding what the first left as written (the rewrite is idempotent).
 */

import { frontMatterEnd } from '../../../../../../hooks/vendor/markdown.js'

export type Chunk = { start: number; end: number }

const FENCE = /^ {0,3}(`{3,}|~{3,}|\$\$)/
const HTML_WITH_BLANKS = /^ {0,3}<(?:(script|pre|style|textarea)(?:[\s>]|$)|(!--)|(\?)|(![A-Za-z])|(!\[CDATA\[))/i
const HTML_END: Record<string, RegExp> = { raw: /<\/(?:script|pre|style|textarea)>/i, '!--': /-->/, '?': /\?>/, '!': />/, cdata: /\]\]>/ }

/** Cuts `text` into chunks of at least `target` chars where a safe cut allows; they cover the text in order. */
export function blockChunks(text: string, target: number): Chunk[] {
  const chunks: Chunk[] = []
  let chunkStart = 0
  let fence: string | null = null
  let htmlEnd: RegExp | null = null
  let previousBlank = false
  let lineStart = 0
  let size = 0 // content characters before the current line
  let chunkSize = 0 // the same, where the current chunk starts
  // Front matter is read by the parser's own rule, and stays in the first chunk.
  const matter = frontMatterEnd(text)
  if (matter > 0) lineStart = matter + 1
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart)
    const lineEnd = newline < 0 ? text.length : newline
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '')
    const blank = line.trim() === ''
    if (fence !== null) {
      const close = FENCE.exec(line)?.[1]
      if (close !== undefined && close[0] === fence[0] && close.length >= fence.length && line.trim() === close) fence = null
    } else if (htmlEnd !== null) {
      if (htmlEnd.test(line)) htmlEnd = null
    } else {
      if (previousBlank && !blank && !/^[ \t]/.test(line) && size - chunkSize >= target) {
        chunks.push({ start: chunkStart, end: lineStart })
        chunkStart = lineStart
        chunkSize = size
      }
      const open = FENCE.exec(line)?.[1]
      const html = HTML_WITH_BLANKS.exec(line)
      if (open !== undefined) fence = open
      else if (html) {
        const end = html[1] ? HTML_END.raw : html[2] ? HTML_END['!--'] : html[3] ? HTML_END['?'] : html[4] ? HTML_END['!'] : HTML_END.cdata
        // The end may sit on the opening line itself.
        htmlEnd = end !== undefined && !end.test(line.slice(html[0].length)) ? end : null
      }
    }
    size += contentChars(text, lineStart, lineEnd)
    previousBlank = blank
    lineStart = lineEnd + 1
  }
  chunks.push({ start: chunkStart, end: text.length })
  return chunks
}

/** The characters of `text[start, end)` that are neither whitespace nor a quote marker. */
function contentChars(text: string, start: number, end: number): number {
  let count = 0
  for (let i = start; i < end; i += 1) {
    const c = text.charCodeAt(i)
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 62) count += 1
  }
  return count
}

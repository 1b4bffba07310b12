/**
 * One sentence per line in a Markdown text. Pure; text in, text out.
 *
 * Each break replaces the spaces between two sentences of one paragraph line
 * with a line ending (the line's own: CRLF stays CRLF) and the continuation
 * prefix of the paragraph's containers (`> ` of a quote, the indent of a list
 * item), so the Markdown renders the same. Nothing else changes. The result
 * is checked before it is used: each chunk's rewritten text parses to the
 * same tree as its input (whitespace aside), and the breaks, taken out again,
 * give back the input byte for byte. Otherwise the input comes back as written.
 */
import { fromMarkdownFull, type MdNode } from '../../../../../../hooks/vendor/markdown.js'
import { CHUNK_CHARS, MAX_CHUNK_CHARS, MAX_REWRITTEN_CHARS } from '../limits.js'
import { applyBreaks, type Break, joinBreaks } from './breaks.js'
import { blockChunks } from './chunks.js'
import { prosePassages } from './prose.js'
import { sameRendering } from './same-rendering.js'
import { sentenceEnds } from './sentences.js'

export type SplitOptions = {
  /** MDX: a paragraph holding `{` or `<`, or an `import`/`export` line, is JSX or code, never prose. */
  mdx?: boolean
}

/** A line that would start a block of its own if it began a line: never put one there. */
const BLOCK_START = /^(?:[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|#{1,6}(?:[ \t]|$)|>|[=-]+[ \t]*$|`{3}|~{3}|<|\||\$\$|\[[^\]]*\]:)/

/** The breaks that put each sentence of `text` on its own line; offsets are into `text`. */
export function planBreaks(text: string, tree: MdNode, options: SplitOptions = {}): Break[] {
  const breaks: Break[] = []
  for (const prose of prosePassages(text, tree)) {
    const source = text.slice(prose.start, prose.start + prose.masked.length)
    if (options.mdx && (/[{<]/.test(source) || /^(?:import|export)\b/.test(source))) continue
    const prefix = continuationPrefix(text, prose.start)
    for (const end of sentenceEnds(prose.masked)) {
      let runEnd = end
      while (runEnd < source.length && (source[runEnd] === ' ' || source[runEnd] === '\t')) runEnd += 1
      if (runEnd >= source.length || source[runEnd] === '\n' || source[runEnd] === '\r') continue
      // With no space (a full-width end), the break goes right after the end, which must be the paragraph's own text.
      if (runEnd === end ? prose.breakable[end - 1] !== 1 : !prose.breakable.subarray(end, runEnd).every(b => b === 1)) continue
      const lineEnd = source.indexOf('\n', runEnd)
      if (BLOCK_START.test(source.slice(runEnd, lineEnd < 0 ? source.length : lineEnd).trimEnd())) continue
      const at = prose.start + end
      breaks.push({ at, removed: source.slice(end, runEnd), inserted: lineEndingAt(text, at) + prefix })
    }
  }
  return breaks.sort((a, b) => a.at - b.at)
}

/**
 * What a new line inside the paragraph starting at `start` needs before its
 * text: the first line's container markers, with list markers turned to
 * spaces and quote markers kept (`- > a` gives `  > `).
 */
export function continuationPrefix(text: string, start: number): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  return text.slice(lineStart, start).replace(/[^>\t ]/g, ' ')
}

/** The line ending of the line holding `at`, else the text's first, else LF. */
function lineEndingAt(text: string, at: number): string {
  const newline = text.indexOf('\n', at)
  if (newline > 0) return text[newline - 1] === '\r' ? '\r\n' : '\n'
  return text.includes('\r\n') ? '\r\n' : '\n'
}

export type SplitResult = { text: string; breaks: Break[]; why?: string }

/** A span of the text; only chunks that overlap it are parsed, and only breaks inside it are kept. */
export type Region = { start: number; end: number }

/** Whether a chunk could hold a sentence end on one line (before an upper-case or Hangul start, or a full-width end before more text): if not, it is not parsed. */
const CANDIDATE = /[.!?\u2026]['")\]\u201d\u2019\u00bb*_`]*[ \t]+['"(\[\u201c\u2018\u00ab\u00bf\u00a1*_`]{0,3}[\p{Lu}\uac00-\ud7a3]|[\u3002\uff01\uff1f\uff61][^\r\n]/u

/** The text with one sentence per line, or as written (with the reason) when that cannot be done safely. */
export function splitMarkdown(text: string, options: SplitOptions = {}): SplitResult {
  return finish(splitSteps(text, options))
}

/** Runs the steps to their end at once (in Node, or where the text is small). */
export function finish(steps: Generator<number, SplitResult>): SplitResult {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/**
 * The split, one parsed chunk per step, so a caller in the engine can let
 * the worker breathe between chunks and stop when its budget runs low.
 * A chunk whose rewritten form would parse differently keeps none of its
 * breaks; then the whole result must join back to the input, or the input
 * comes back as written.
 */
export function* splitSteps(text: string, options: SplitOptions, region?: Region): Generator<number, SplitResult> {
  if (text.length > MAX_REWRITTEN_CHARS) return { text, breaks: [], why: `${text.length} chars is over the rewritten size` }
  const breaks: Break[] = []
  const skipped: string[] = []
  const inRegion = (b: Break) => region === undefined || (b.at >= region.start && b.at + b.removed.length <= region.end)
  try {
    for (const chunk of blockChunks(text, CHUNK_CHARS)) {
      if (region !== undefined && (chunk.end <= region.start || chunk.start >= region.end)) continue
      const source = text.slice(chunk.start, chunk.end)
      if (!CANDIDATE.test(source)) continue
      if (source.length > MAX_CHUNK_CHARS) {
        skipped.push(`a run of ${source.length} chars with no safe cut was left as written`)
        continue
      }
      const tree = fromMarkdownFull(source)
      const planned = planBreaks(source, tree, options).filter(b => inRegion({ ...b, at: b.at + chunk.start }))
      if (planned.length > 0 && !sameRendering(tree, fromMarkdownFull(applyBreaks(source, planned)))) {
        skipped.push(`the lines from offset ${chunk.start} would render differently and were left as written`)
      } else {
        for (const b of planned) {
          const at = b.at + chunk.start
          breaks.push({ ...b, at, inserted: lineEndingAt(text, at) + b.inserted.replace(/^\r?\n/, '') })
        }
      }
      yield chunk.end
    }
  } catch (error) {
    return { text, breaks: [], why: `the text could not be parsed: ${String(error).slice(0, 200)}` }
  }
  const why = skipped.length > 0 ? skipped.join('; ') : undefined
  const out = breaks.length === 0 ? text : applyBreaks(text, breaks)
  if (joinBreaks(out, breaks) !== text) return { text, breaks: [], why: 'the breaks did not join back to the input' }
  return why === undefined ? { text: out, breaks } : { text: out, breaks, why }
}

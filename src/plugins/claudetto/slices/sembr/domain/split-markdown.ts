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
import { type MdBlock, parseMarkdown } from '../../../../../../hooks/vendor/markdown.js'
import { CHUNK_CHARS, MAX_CHUNK_CHARS, MAX_CONTAINER_DEPTH, MAX_MARK_RUN_CHARS, MAX_MARK_RUNS_PER_CHUNK, MAX_MARK_RUNS_PER_PARAGRAPH, MAX_REWRITTEN_CHARS } from '../limits.js'
import { applyBreaks, type Break, joinBreaks } from './breaks.js'
import { blockChunks } from './chunks.js'
import { lazyTableRow } from './lazy-table.js'
import { markRuns } from './mark-runs.js'
import { prosePassages } from './prose.js'
import { sameRendering } from './same-rendering.js'
import { sentenceEnds } from '../../../../../kernel/prose/sentences.js'

export type SplitOptions = {
  /** MDX: a paragraph holding `{` or `<`, or an `import`/`export` line, is JSX or code, never prose. */
  mdx?: boolean
}

/** A line that would start a block of its own if it began a line: never put one there. */
const BLOCK_START = /^(?:[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|#{1,6}(?:[ \t]|$)|>|[=-]+[ \t]*$|`{3}|~{3}|<|\||\$\$|\[[^\]]*\]:)/

/** The breaks that put each sentence of `text` on its own line; offsets are into `text`. */
/**
 * What the planner learnt about the breaks it chose: whether one of them could
 * change what the text renders in a way the line checks above do not rule out,
 * so the rewritten text must be parsed again to compare.
 */
export type PlanCheck = { needsParse: boolean }

/**
 * The breaks that put each sentence of `text` on its own line; offsets are into `text`.
 *
 * A break only turns the spaces between two sentences of a paragraph's own text into a line ending
 * and the containers' prefix (or, after a full-width end, puts one in). When the new line starts with
 * a letter, that line cannot open a block (only marks, digits and spaces do), and the whitespace it
 * replaces reads the same to every inline rule (a soft line break is whitespace, and no spaces or
 * backslash are left before it). What is left is a table: the paragraph's last line becomes a
 * header when the next line is a delimiter row. So `check.needsParse` is set when a break's new line
 * starts with anything but a letter, or when the paragraph or the line after it holds a `|`.
 */
export function planBreaks(text: string, tree: MdBlock, options: SplitOptions = {}, check: PlanCheck = { needsParse: true }): Break[] {
  const breaks: Break[] = []
  check.needsParse = false
  const lineEnding = lineEndings(text)
  for (const prose of prosePassages(text, tree)) {
    const source = text.slice(prose.start, prose.start + prose.masked.length)
    if (options.mdx && (/[{<]/.test(source) || /^(?:import|export)\b/.test(source))) continue
    const lead = leadOf(text, prose.start)
    if (nestedListMarkers(lead) || holdsDelimiterRow(source) || afterEmptyItem(text, prose.start)) continue
    const prefix = continuationPrefixOf(lead)
    const newlineAfter = nextNewline(source)
    // The line after the paragraph: with a `|` there its last line may become a table header (a parse checks),
    // and when it could be a delimiter row no break goes on that last line.
    const below = nextLineStart(text, prose.start + source.length)
    const tableRisk = source.includes('|') || (below >= 0 && text.slice(below, lineEndAt(text, below)).includes('|'))
    const rowBelow = below >= 0 && delimiterLike(text, below)
    const quotes = quoteMarks(prefix, 0)
    const lineStartBefore = lineStarts(source)
    for (const end of sentenceEnds(prose.masked)) {
      let runEnd = end
      while (runEnd < source.length && (source[runEnd] === ' ' || source[runEnd] === '\t')) runEnd += 1
      if (runEnd >= source.length || source[runEnd] === '\n' || source[runEnd] === '\r') continue
      // With no space (a full-width end), the break goes right after the end, which must be the paragraph's own text.
      if (runEnd === end ? prose.breakable[end - 1] !== 1 : !allBreakable(prose.breakable, end, runEnd)) continue
      const lineEnd = newlineAfter(runEnd)
      // Only the line's head can open a block; a head cut short that is all `=` or `-` may be a setext underline.
      const head = source.slice(runEnd, Math.min(lineEnd, runEnd + LINE_HEAD_CHARS)).trimEnd()
      if (BLOCK_START.test(head) || (lineEnd - runEnd > LINE_HEAD_CHARS && /^[=-]+$/.test(head))) continue
      // A lazy line of a quote (without its `>`) is read differently by parsers (lezer and micromark on
      // `> a` over `2. b。 c`): the break would give it the quote's markers, so none goes there.
      const lineStart = lineStartBefore(end)
      if (lineStart > 0 && quoteMarks(source, lineStart) < quotes) continue
      // The line before a delimiter row may become a table's header once it is cut short (see delimiterLike);
      // inside the paragraph there is none (holdsDelimiterRow), so only its last line can be one.
      if (rowBelow && lineEnd === source.length) continue
      const at = prose.start + end
      breaks.push({ at, removed: source.slice(end, runEnd), inserted: lineEnding(at) + prefix })
      if (!isLetterAt(source, runEnd) || tableRisk) check.needsParse = true
    }
  }
  return breaks.sort((a, b) => a.at - b.at)
}

const LETTER = /\p{L}/u

/** Whether `text[i]` is a letter; ASCII is told by its code, the Unicode class asked only beyond it. */
function isLetterAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i)
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
  return LETTER.test(text[i] ?? '')
}

/** Whether every `breakable[from, to)` is 1. */
function allBreakable(breakable: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) if (breakable[i] !== 1) return false
  return true
}

/** The text after its leading line ending (CRLF or LF), if it has one. */
function withoutLineEnding(text: string): string {
  return text.startsWith('\r\n') ? text.slice(2) : text.startsWith('\n') ? text.slice(1) : text
}

/**
 * Whether the line starting at `from` could be a table's delimiter row (`|---|:-:|`, `--|--`,
 * `:-:`): only `|`, `:`, `-` and spaces after its containers' markers, with a `-` and a `|` or `:`.
 *
 * The split's parser reads GFM tables as lezer does, and micromark and GitHub read some otherwise:
 * there a table may start on any line of a paragraph, even when its first line holds a `|` (lezer
 * then sees one paragraph), and a delimiter row needs no `|`. So a paragraph that holds such a row
 * is left as written, and no break goes on a line right above one (cut short, it could become a
 * header): the parser's own check would not see the table either way.
 */
function delimiterLike(text: string, from: number): boolean {
  let dash = false
  let bar = false
  let i = from
  while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '>')) i += 1
  for (; i < text.length && text[i] !== '\n'; i += 1) {
    const c = text[i]
    if (c === '-') dash = true
    else if (c === '|' || c === ':') bar = true
    else if (c !== ' ' && c !== '\t' && c !== '\r') return false
  }
  return dash && bar
}

/** Whether any line of `text` after its first could be a delimiter row (`delimiterLike`). */
function holdsDelimiterRow(text: string): boolean {
  for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', newline + 1)) if (delimiterLike(text, newline + 1)) return true
  return false
}

/** Where the line after the one holding `at` starts, or -1 when that is the last line. */
function nextLineStart(text: string, at: number): number {
  const newline = text.indexOf('\n', at)
  return newline < 0 ? -1 : newline + 1
}

/** Where the line starting at `from` ends (its newline, or the text's end). */
function lineEndAt(text: string, from: number): number {
  const newline = text.indexOf('\n', from)
  return newline < 0 ? text.length : newline
}

const LIST_MARKER = /^(?:[-+*]|\d{1,9}[.)])$/

/**
 * Whether a paragraph's lead (`leadOf`) holds two list markers (`- 1. a`,
 * `1) 2. > a`): parsers disagree on whether the second opens a list (micromark reads it as text when
 * the first interrupts a paragraph, lezer as a list), so where its continuation goes is not known.
 */
function nestedListMarkers(lead: string): boolean {
  return lead.split(/[\s>]+/).filter(token => LIST_MARKER.test(token)).length > 1
}

/** A list item's marker alone on its line: `2.`, `-`, `10)`. */
const BARE_ITEM = /^[^\S\n]*(?:[-+*]|[0-9]{1,9}[.)])[^\S\n]*$/

/**
 * Whether the paragraph at `start` comes after a blank line that follows a list item begun empty
 * (`2.`, a blank line, then `    text`): CommonMark ends such an item at the blank line, so micromark
 * reads the indented text as code, while lezer keeps it in the item; where it goes is not known.
 */
function afterEmptyItem(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  if (lineStart === 0) return false
  const blankStart = text.lastIndexOf('\n', lineStart - 2) + 1
  if (text.slice(blankStart, lineStart - 1).trim() !== '' || blankStart === 0) return false
  const markerStart = text.lastIndexOf('\n', blankStart - 2) + 1
  return BARE_ITEM.test(text.slice(markerStart, blankStart - 1).replace(/\r$/, ''))
}

/** How many `>` the leading markers (`>`, spaces, tabs) of the line at `from` hold. */
function quoteMarks(text: string, from: number): number {
  let count = 0
  for (let i = from; i < text.length && (text[i] === '>' || text[i] === ' ' || text[i] === '\t'); i += 1) if (text[i] === '>') count += 1
  return count
}

/** The start of the line holding `at`, for offsets asked in ascending order: each newline is found once. */
function lineStarts(text: string): (at: number) => number {
  let start = 0
  let newline = text.indexOf('\n')
  return at => {
    while (newline >= 0 && newline < at) {
      start = newline + 1
      newline = text.indexOf('\n', start)
    }
    return start
  }
}

/**
 * What a new line inside the paragraph starting at `start` needs before its
 * text: the first line's container markers, with list markers turned to
 * spaces and quote markers kept (`- > a` gives `  > `).
 */
export function continuationPrefix(text: string, start: number): string {
  return continuationPrefixOf(leadOf(text, start))
}

/** What stands before `start` on its line: a paragraph's container markers and indent. */
function leadOf(text: string, start: number): string {
  return text.slice(text.lastIndexOf('\n', start - 1) + 1, start)
}

/** The continuation prefix of a lead: list markers turned to spaces, quote markers kept. */
function continuationPrefixOf(lead: string): string {
  return lead.replace(/[^>\t ]/g, ' ')
}

/** How much of a line's start is read to tell whether it would open a block. */
const LINE_HEAD_CHARS = 256

/**
 * The offset of the first newline at or after `at` (the text's length if
 * none), for offsets asked in ascending order: the last answer is reused
 * while it still lies ahead, so a long line is scanned once, not per break.
 */
function nextNewline(text: string): (at: number) => number {
  let found = -1
  return at => {
    if (found < at) {
      const newline = text.indexOf('\n', at)
      found = newline < 0 ? text.length : newline
    }
    return found
  }
}

/** The line ending of the line holding `at`, else the text's first, else LF; for offsets in ascending order. */
function lineEndings(text: string): (at: number) => string {
  const newlineAfter = nextNewline(text)
  const fallback = text.includes('\r\n') ? '\r\n' : '\n'
  return at => {
    const newline = newlineAfter(at)
    if (newline > 0 && newline < text.length) return text[newline - 1] === '\r' ? '\r\n' : '\n'
    return fallback
  }
}

export type SplitResult = { text: string; breaks: Break[]; why?: string }

/** A span of the text; only chunks that overlap it are parsed, and only breaks inside it are kept. */
export type Region = { start: number; end: number }

/**
 * Whether a chunk could hold a sentence end on one line: an end, then spaces and anything but a
 * lower-case letter (a capital, a digit, a code span, a link, Hangul), or a full-width end before
 * more text. If not, it is not parsed. It must hold wherever the splitter could break: each block
 * is parsed on its own, so a block it passes over keeps all its sentences on one line.
 */
const CANDIDATE = /[.!?\u2026]['")\]\u201d\u2019\u00bb*_`]*[ \t]+(?!\p{Ll})\S|[\u3002\uff01\uff1f\uff61][^\r\n]/u

const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/

/**
 * Whether a line of the text outside fenced code, headings and table rows
 * holds a sentence end with more text after it (`CANDIDATE`): if none does,
 * nothing in the text could be split and it is not parsed.
 */
export function hasProseCandidate(source: string): boolean {
  let fence = ''
  let lineStart = 0
  while (lineStart < source.length) {
    const newline = source.indexOf('\n', lineStart)
    const lineEnd = newline < 0 ? source.length : newline
    const line = source.slice(lineStart, lineEnd)
    lineStart = lineEnd + 1
    const open = FENCE_LINE.exec(line)?.[1]
    if (fence !== '') {
      if (open !== undefined && open[0] === fence[0] && open.length >= fence.length) fence = ''
      continue
    }
    if (open !== undefined) {
      fence = open
      continue
    }
    let i = 0
    while (i < line.length && (line[i] === ' ' || line[i] === '\t' || line[i] === '>')) i += 1
    if (line[i] === '#' || line[i] === '|') continue
    if (CANDIDATE.test(line)) return true
  }
  return false
}

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
  const lineEnding = lineEndings(text)
  const inRegion = (b: Break) => region === undefined || (b.at >= region.start && b.at + b.removed.length <= region.end)
  try {
    // A chunk is parsed only when one of its prose lines holds a sentence end with more text after it.
    for (const chunk of blockChunks(text, CHUNK_CHARS)) {
      if (region !== undefined && (chunk.end <= region.start || chunk.start >= region.end)) continue
      const source = text.slice(chunk.start, chunk.end)
      if (!hasProseCandidate(source)) continue
      if (source.length > MAX_CHUNK_CHARS) {
        skipped.push(`a run of ${source.length} chars with no safe cut was left as written`)
        continue
      }
      const runs = markRuns(source)
      if (runs.maxInParagraph > MAX_MARK_RUNS_PER_PARAGRAPH || runs.total > MAX_MARK_RUNS_PER_CHUNK) {
        skipped.push(`the lines from offset ${chunk.start} hold ${runs.total} runs of inline marks (${runs.maxInParagraph} in one paragraph) and were left as written`)
        continue
      }
      if (runs.longestRun > MAX_MARK_RUN_CHARS || runs.deepestLine > MAX_CONTAINER_DEPTH) {
        skipped.push(`the lines from offset ${chunk.start} hold a run of ${runs.longestRun} marks and a line opening ${runs.deepestLine} containers, and were left as written`)
        continue
      }
      const tree = parseMarkdown(source)
      const lazyTable = lazyTableRow(source, tree)
      if (lazyTable >= 0) {
        skipped.push(`the lines from offset ${chunk.start} hold a table at offset ${chunk.start + lazyTable} whose rows leave their container, read otherwise by other parsers, and were left as written`)
        yield chunk.end
        continue
      }
      const check: PlanCheck = { needsParse: true }
      const planned = planBreaks(source, tree, options, check).filter(b => inRegion({ ...b, at: b.at + chunk.start }))
      // The rewritten chunk is parsed again only when a break could change its blocks (see planBreaks).
      const rewritten = planned.length > 0 && check.needsParse ? applyBreaks(source, planned) : null
      if (rewritten !== null && !sameRendering({ text: source, tree }, { text: rewritten, tree: parseMarkdown(rewritten) })) {
        skipped.push(`the lines from offset ${chunk.start} would render differently and were left as written`)
      } else {
        for (const b of planned) {
          const at = b.at + chunk.start
          breaks.push({ ...b, at, inserted: lineEnding(at) + withoutLineEnding(b.inserted) })
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

/**
 * The `!` commands a reply hands the user, read from its Markdown syntax, not
 * its words, so it holds in any language: an inline code span that starts
 * with `!`, or a line of a code block that starts with `!`. A `!` outside code
 * (prose, an image's `![alt](src)`) is no command.
 *
 * A `!` can only be in code, so this reads only the code: one pass over the
 * lines finds the fenced and indented code blocks, and one pass over each
 * paragraph pairs its backtick runs into code spans. No Markdown parser runs:
 * it cost milliseconds per kilobyte and seconds on dense lists (an 8 KB reply
 * of `- ` runs and `` `!= 0` `` spans stalled a stop for 4.7 s).
 */
import { MAX_FOUND_COMMANDS, MAX_SCANNED_CHARS } from '../limits.js'
import { codeSpans } from './code-spans.js'

/**
 * `!`, then a command. `!=` and `!==` are operators, and a `!` with nothing
 * after it names nothing the user could run.
 */
const BANG = /^\s*!(?!=)\s*(\S.*)$/

/** A line that opens or closes a fence, under list or quote markers too; the marks before it in group 1. */
const FENCE = /^([ \t>*+\-\d.)]*)(`{3,}|~{3,})/

/** A line inside a block quote. */
const QUOTED = /^ {0,3}>/

/** The command after the `!` of one inline span or code line, or null. */
export function bangCommandOf(code: string): string | null {
  const match = BANG.exec(code)
  return match?.[1] === undefined ? null : match[1].trimEnd()
}

/** The index past the block-quote markers (`> `, up to three spaces before each) from `from`. */
function pastQuotes(line: string, from: number): number {
  let at = from
  for (;;) {
    let i = at
    while (i < at + 3 && line[i] === ' ') i++
    if (line[i] !== '>') return at
    at = line[i + 1] === ' ' ? i + 2 : i + 1
  }
}

/** A line without its block-quote markers. */
const unquoted = (line: string): string => line.slice(pastQuotes(line, 0))

/** The index past a list item's marker at `from` (up to three spaces, `-`, `*`, `+`, or 1-9 digits and `.` or `)`), or -1. */
function pastListMarker(line: string, from: number): number {
  let i = from
  while (i < from + 3 && line[i] === ' ') i++
  const ch = line[i]
  if (ch === '-' || ch === '*' || ch === '+') return i + 1
  let digits = 0
  while (digits < 9 && (line[i + digits] ?? '') >= '0' && (line[i + digits] ?? '') <= '9') digits++
  if (digits === 0 || digits === 9 && (line[i + 9] ?? '') >= '0' && (line[i + 9] ?? '') <= '9') return -1
  const mark = line[i + digits]
  return mark === '.' || mark === ')' ? i + digits + 1 : -1
}

/** Columns of white space at `from` (a tab as four) and the index past it. */
function spaceAt(line: string, from: number): { columns: number; end: number } {
  let columns = 0
  let i = from
  for (; i < line.length; i++) {
    if (line[i] === ' ') columns += 1
    else if (line[i] === '\t') columns += 4
    else break
  }
  return { columns, end: i }
}

/**
 * The indented code that opens a (nested) list item's text, under quote
 * markers too, or null. Index by index: a line of 50,000 `- ` is read once.
 */
function listCode(line: string): string | null {
  let at = pastQuotes(line, 0)
  for (;;) {
    const marker = pastListMarker(line, at)
    if (marker < 0) return null
    const space = spaceAt(line, marker)
    if (space.columns >= 5) return line.slice(marker)
    if (space.columns === 0) return null
    const quoted = pastQuotes(line, space.end)
    if (quoted !== space.end && spaceAt(line, quoted).columns >= 4) return line.slice(quoted)
    at = quoted
  }
}

/** Columns of leading white space, a tab as four (at most what Markdown counts: more code, never less). */
function indentOf(line: string): number {
  let columns = 0
  for (const ch of line) {
    if (ch === ' ') columns += 1
    else if (ch === '\t') columns += 4
    else break
  }
  return columns
}

/**
 * The reply's code in document order: each line of a fenced or indented code
 * block, and each inline code span of the paragraphs between. An indented
 * line after a blank line counts as code even under a list item, where
 * Markdown reads it as the item's text: a command found there lets the stop go,
 * the side a gate errs on.
 */
function* codeOf(markdown: string): Generator<string> {
  let paragraph: string[] = []
  let fence: { mark: string; quoted: boolean } | null = null
  let afterBlank = true
  let inIndented = false
  let paragraphQuoted = false
  const flush = function* () {
    if (paragraph.length > 0) yield* codeSpans(paragraph.join('\n'))
    paragraph = []
  }
  for (const line of markdown.split('\n')) {
    const match = FENCE.exec(line)
    // A fence inside a block quote ends with the quote.
    if (fence?.quoted === true && !QUOTED.test(line)) fence = null
    if (fence !== null) {
      const mark = match?.[2]
      const sameContainer = (match?.[1] ?? '').includes('>') === fence.quoted
      // A closing fence has nothing but white space after its marks.
      const bare = match !== null && line.slice(match[0].length).trim() === ''
      if (mark !== undefined && bare && sameContainer && mark[0] === fence.mark[0] && mark.length >= fence.mark.length) fence = null
      else yield fence.quoted ? line.replace(/^[ \t>]*/, '') : line
      afterBlank = false
      continue
    }
    // A backtick fence's info string holds no backtick; such a line is a paragraph's.
    if (match?.[2] !== undefined && !(match[2][0] === '`' && line.slice(match[0].length).includes('`'))) {
      yield* flush()
      fence = { mark: match[2], quoted: (match[1] ?? '').includes('>') }
      inIndented = false
      continue
    }
    const inner = unquoted(line)
    const blank = inner.trim() === ''
    // A block quote interrupts a paragraph: what follows its marker starts a new block.
    if (inner.length !== line.length && !paragraphQuoted) yield* flush()
    if (blank) {
      yield* flush()
      afterBlank = true
      continue
    }
    // A list item whose text starts five columns or more past its marker opens with indented code.
    const listed = listCode(inner)
    if (listed !== null) {
      yield* flush()
      yield listed
      inIndented = true
      afterBlank = false
      continue
    }
    if ((afterBlank || inIndented) && paragraph.length === 0 && indentOf(inner) >= 4) {
      inIndented = true
      yield inner
      afterBlank = false
      continue
    }
    inIndented = false
    afterBlank = false
    if (paragraph.length === 0) paragraphQuoted = inner.length !== line.length
    paragraph.push(line)
  }
  yield* flush()
}

/**
 * The `!` commands of a Markdown text, in document order, at most `max`; or
 * null when the text is over MAX_SCANNED_CHARS (the stop goes unjudged).
 */
export function bangCommands(markdown: string, max = MAX_FOUND_COMMANDS): string[] | null {
  if (markdown.length > MAX_SCANNED_CHARS) return null
  const found: string[] = []
  if (!markdown.includes('!')) return found
  for (const code of codeOf(markdown)) {
    const command = bangCommandOf(code)
    if (command !== null) found.push(command)
    if (found.length >= max) break
  }
  return found
}

/** True or false, or null when the reply is too large to decide. */
export function hasBangCommand(markdown: string): boolean | null {
  const found = bangCommands(markdown, 1)
  return found === null ? null : found.length > 0
}

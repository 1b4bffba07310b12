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

/** A list item's marker, under quote markers already taken off. */
const LIST_MARKER = /^ {0,3}(?:[-*+]|\d{1,9}[.)])/

/** The command after the `!` of one inline span or code line, or null. */
export function bangCommandOf(code: string): string | null {
  const match = BANG.exec(code)
  return match?.[1] === undefined ? null : match[1].trimEnd()
}

/** A line without its block-quote markers (`> `, up to three spaces before each). */
function unquoted(line: string): string {
  let at = 0
  for (;;) {
    let i = at
    while (i < at + 3 && line[i] === ' ') i++
    if (line[i] !== '>') return line.slice(at)
    at = line[i + 1] === ' ' ? i + 2 : i + 1
  }
}

/** The indented code that opens a (nested) list item's text, under quote markers too, or null. */
function listCode(line: string): string | null {
  let rest = unquoted(line)
  for (let marker = LIST_MARKER.exec(rest)?.[0]; marker !== undefined; marker = LIST_MARKER.exec(rest)?.[0]) {
    const after = rest.slice(marker.length)
    const indent = indentOf(after)
    if (indent >= 5) return after
    if (indent === 0) return null
    rest = unquoted(after.slice(indent))
    if (rest !== after.slice(indent) && indentOf(rest) >= 4) return rest
  }
  return null
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
      if (mark !== undefined && sameContainer && mark[0] === fence.mark[0] && mark.length >= fence.mark.length) fence = null
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

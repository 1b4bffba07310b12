// Entry of hooks/vendor/markdown.js: the Markdown parser the engine loads.
// @lezer/markdown rather than micromark (mdast-util-from-markdown): the same
// blocks and inline spans for about half the code, which the engine scans at
// every session start (src/kernel/README.md), and a parse several times faster.
import type { TreeCursor } from '@lezer/common'
import { type BlockContext, type InlineContext, type Line, type MarkdownConfig, parser, Table } from '@lezer/markdown'

/** A node of the tree: its lezer name, its span in the text, its children in order. */
export type MdBlock = { name: string; from: number; to: number; children: MdBlock[] }

const DOLLAR = 36

/** The end of a run of `$` starting at `from` in `text`. */
function dollarRun(text: string, from: number): number {
  let end = from
  while (end < text.length && text.charCodeAt(end) === DOLLAR) end += 1
  return end
}

/** A line that opens or closes a `$$` math block: two or more `$`, nothing after but an info with no `$`. */
function mathFence(line: Line): number {
  if (line.next !== DOLLAR) return -1
  const end = dollarRun(line.text, line.pos)
  if (end - line.pos < 2 || line.text.includes('$', end)) return -1
  return end
}

/** The lines of a container this line still continues (lezer's own count; not in its declared types). */
const depthOf = (line: Line): number => (line as unknown as { depth: number }).depth

/**
 * Math as micromark-extension-math reads it, so a dot inside it never ends
 * a sentence: `$…$` (or `$$…$$`) inline, closed by a run of as many `$`,
 * like a code span; and a block fenced by `$$` lines, like fenced code,
 * which may interrupt a paragraph.
 */
const MATH: MarkdownConfig = {
  defineNodes: ['InlineMath', 'MathBlock'],
  parseInline: [
    {
      name: 'InlineMath',
      before: 'InlineCode',
      parse(cx: InlineContext, next: number, start: number): number {
        if (next !== DOLLAR || (start > 0 && cx.char(start - 1) === DOLLAR)) return -1
        let pos = start + 1
        while (pos < cx.end && cx.char(pos) === DOLLAR) pos += 1
        const size = pos - start
        let run = 0
        for (; pos < cx.end; pos += 1) {
          if (cx.char(pos) !== DOLLAR) {
            run = 0
            continue
          }
          run += 1
          if (run === size && cx.char(pos + 1) !== DOLLAR) return cx.addElement(cx.elt('InlineMath', start, pos + 1))
        }
        return -1
      },
    },
  ],
  parseBlock: [
    {
      name: 'MathBlock',
      before: 'FencedCode',
      parse(cx: BlockContext, line: Line): boolean {
        const fenceEnd = mathFence(line)
        if (fenceEnd < 0) return false
        const from = cx.lineStart + line.pos
        const size = fenceEnd - line.pos
        while (cx.nextLine() && depthOf(line) >= cx.depth) {
          if (line.indent - line.baseIndent >= 4 || line.next !== DOLLAR) continue
          const end = dollarRun(line.text, line.pos)
          if (end - line.pos >= size && line.skipSpace(end) === line.text.length) {
            cx.nextLine()
            break
          }
        }
        cx.addElement(cx.elt('MathBlock', from, cx.prevLineEnd()))
        return true
      },
      endLeaf: (_cx: BlockContext, line: Line): boolean => mathFence(line) >= 0,
    },
  ],
}

/** A line that is one complete tag closed by `/>` (`<img src="x" />`, `<InlineToc />`). */
const SELF_CLOSING_TAG = /^<[a-z][\w-]*(?:\s+[a-z:_][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/>\s*$/i

/**
 * CommonMark's HTML block of the seventh kind, when its tag closes itself:
 * lezer reads `<Tag />` alone on a line as a paragraph, CommonMark (and
 * micromark) as raw HTML up to the next blank line. It cannot interrupt a
 * paragraph, so it needs no `endLeaf`.
 */
const SELF_CLOSING_HTML: MarkdownConfig = {
  parseBlock: [
    {
      name: 'SelfClosingHTMLBlock',
      before: 'HTMLBlock',
      parse(cx: BlockContext, line: Line): boolean {
        if (line.next !== 60 || !SELF_CLOSING_TAG.test(line.text.slice(line.pos))) return false
        const from = cx.lineStart + line.pos
        while (cx.nextLine() && depthOf(line) >= cx.depth && line.skipSpace(line.pos) < line.text.length) continue
        cx.addElement(cx.elt('HTMLBlock', from, cx.prevLineEnd()))
        return true
      },
    },
  ],
}

/**
 * The characters an inline construct can start at: `\\` (an escape, a hard break), `&` (an
 * entity), a backtick, `<` (HTML, an autolink), `*` and `_` (emphasis), a space (a hard break),
 * `[`, `]` and `!` (links, images) and `$` (math). Every inline parser returns at once on any other.
 */
const STARTS = new Uint8Array(128)
for (const ch of '\\&`<*_ []!$') STARTS[ch.charCodeAt(0)] = 1

/**
 * Steps over a run of characters no inline construct starts at, in one call: lezer asks every
 * inline parser at every character, and each of them answers no to these, so the tree is the same
 * and the inline pass costs a call per run, not ten per character.
 */
const PLAIN_RUNS: MarkdownConfig = {
  parseInline: [
    {
      name: 'PlainRun',
      before: 'Escape',
      parse(cx: InlineContext, next: number, start: number): number {
        if (next < 128 && STARTS[next] === 1) return -1
        let pos = start + 1
        for (let c = cx.char(pos); pos < cx.end && !(c < 128 && STARTS[c] === 1); c = cx.char(pos)) pos += 1
        return pos
      },
    },
  ],
}

/** CommonMark, GFM tables and math; front matter is read apart (`frontMatterEnd`). */
const MARKDOWN = parser.configure([Table, MATH, SELF_CLOSING_HTML, PLAIN_RUNS])

/**
 * Where YAML (`---`) or TOML (`+++`) front matter at the text's start ends
 * (after its closing fence line), or 0: as micromark-extension-frontmatter
 * reads it, a fence line at offset 0, then the same fence on a line of its own.
 */
export function frontMatterEnd(text: string): number {
  const open = /^(---|\+\+\+)[ \t]*\r?\n/.exec(text)
  if (!open) return 0
  const fence = open[1] ?? ''
  let lineStart = open[0].length
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart)
    const lineEnd = newline < 0 ? text.length : newline
    if (text.slice(lineStart, lineEnd).trimEnd() === fence) return lineEnd
    lineStart = lineEnd + 1
  }
  return 0
}

/**
 * The text's tree: a `Document` whose children are its blocks (a leading
 * `FrontMatter` first, when there is one), every node with its span and
 * children, walked without recursion so a deep text cannot overflow the stack.
 */
export function parseMarkdown(text: string): MdBlock {
  const root: MdBlock = { name: 'Document', from: 0, to: text.length, children: [] }
  const matter = frontMatterEnd(text)
  if (matter > 0) root.children.push({ name: 'FrontMatter', from: 0, to: matter, children: [] })
  const cursor: TreeCursor = MARKDOWN.parse(text.slice(matter)).cursor()
  const stack: MdBlock[] = [root]
  if (!cursor.firstChild()) return root
  for (;;) {
    const node: MdBlock = { name: cursor.name, from: cursor.from + matter, to: cursor.to + matter, children: [] }
    stack[stack.length - 1]?.children.push(node)
    if (cursor.firstChild()) {
      stack.push(node)
      continue
    }
    while (!cursor.nextSibling()) {
      if (stack.length === 1 || !cursor.parent()) return root
      stack.pop()
    }
  }
}

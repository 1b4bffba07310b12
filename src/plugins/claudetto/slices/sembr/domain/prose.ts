/**
 * The prose of a Markdown tree: paragraphs at the top level, in list items
 * and in block quotes, each as a masked copy of its source where only prose
 * reads as itself. Code, links, images, HTML and math read as `OPAQUE` (so a
 * dot inside them never ends a sentence), a hard break as spaces, and only
 * whitespace of the paragraph's own text may become a line break.
 *
 * The paragraph's own text is what lies between its inline nodes; an escape
 * (`\.`), a character reference and a continuation line's `>` are text too.
 */
import type { MdBlock } from '../../../../../../hooks/vendor/markdown.js'
import { OPAQUE } from '../../../../../kernel/prose/sentences.js'

/** Containers whose paragraphs are prose; every other block is left as written. */
const PROSE_CONTAINERS = new Set(['Document', 'Blockquote', 'BulletList', 'OrderedList', 'ListItem'])

/** Inline nodes whose own text is prose, though not a place to break a line. */
const INLINE_WRAPPERS = new Set(['Emphasis', 'StrongEmphasis', 'Strikethrough'])

/** Inline nodes that read as the text they hold. */
const TEXT_NODES = new Set(['Escape', 'Entity', 'QuoteMark'])

export type Prose = {
  /** Offset of the paragraph in the document. */
  start: number
  /** The paragraph's source with opaque parts as `X` and continuation-line markers as spaces. */
  masked: string
  /** `breakable[i]` is 1 where whitespace of the paragraph's own text may become a line break. */
  breakable: Uint8Array
}

/** Every prose paragraph of the tree, in document order. */
export function prosePassages(source: string, root: MdBlock): Prose[] {
  const found: Prose[] = []
  const stack: MdBlock[] = [root]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === undefined) break
    if (node.name === 'Paragraph') found.push(maskParagraph(source, node))
    else if (PROSE_CONTAINERS.has(node.name)) for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i] as MdBlock)
  }
  return found
}

function maskParagraph(source: string, paragraph: MdBlock): Prose {
  const start = paragraph.from
  const length = paragraph.to - start
  // Every character opaque to begin with; the paragraph's text is then revealed.
  const chars = new Array<string>(length)
  for (let i = 0; i < length; i += 1) chars[i] = source[start + i] === '\n' ? '\n' : OPAQUE
  const breakable = new Uint8Array(length)
  const reveal = (from: number, to: number, own: boolean) => {
    for (let i = from - start; i < to - start; i += 1) {
      chars[i] = source[start + i] ?? OPAQUE
      if (own) breakable[i] = 1
    }
  }
  /** The text of `node` between its children; a wrapper's is readable (`*Note.* Then` ends a sentence) but never breaks. */
  const revealText = (node: MdBlock, own: boolean) => {
    let at = node.from
    for (const child of node.children) {
      if (TEXT_NODES.has(child.name)) continue
      reveal(at, child.from, own)
      at = child.to
      if (child.name === 'HardBreak') for (let i = child.from - start; i < child.to - start; i += 1) if (chars[i] !== '\n') chars[i] = ' '
      if (INLINE_WRAPPERS.has(child.name)) revealText(child, false)
    }
    reveal(at, node.to, own)
  }
  revealText(paragraph, true)
  // Continuation lines start with the containers' markers (`>`, indentation): they are not prose.
  for (let i = 0; i < length; i += 1) {
    if (source[start + i] !== '\n') continue
    let j = i + 1
    while (j < length && (source[start + j] === ' ' || source[start + j] === '\t' || source[start + j] === '>')) {
      chars[j] = ' '
      breakable[j] = 0
      j += 1
    }
  }
  // `[text]` left as text may be a reference link whose definition lies in another chunk: opaque too.
  let open = -1
  for (let i = 0; i < length; i += 1) {
    if (chars[i] === '[' && open < 0) open = i
    else if (chars[i] === ']' && open >= 0) {
      for (let j = open; j <= i; j += 1) {
        if (chars[j] !== '\n') chars[j] = OPAQUE
        breakable[j] = 0
      }
      open = -1
    }
  }
  return { start, masked: chars.join(''), breakable }
}

/**
 * The prose of a Markdown tree: paragraphs at the top level, in list items
 * and in block quotes, each as a masked copy of its source where only prose
 * reads as itself. Code, links, images, HTML and math read as `OPAQUE` (so a
 * dot inside them never ends a sentence), a hard break as spaces, and only whitespace of the
 * paragraph's own text nodes may become a line break.
 */
import type { MdNode } from '../../../../../../hooks/vendor/markdown.js'
import { OPAQUE } from '../../../../../kernel/prose/sentences.js'

/** Containers whose paragraphs are prose; every other block is left as written. */
const PROSE_CONTAINERS = new Set(['root', 'blockquote', 'list', 'listItem'])

/** Inline nodes whose own text is prose, though not a place to break a line. */
const INLINE_WRAPPERS = new Set(['emphasis', 'strong', 'delete'])

export type Prose = {
  /** Offset of the paragraph in the document. */
  start: number
  /** The paragraph's source with opaque parts as `X` and continuation-line markers as spaces. */
  masked: string
  /** `breakable[i]` is 1 where whitespace of the paragraph's own text may become a line break. */
  breakable: Uint8Array
}

/** Every prose paragraph of the tree, in document order. */
export function prosePassages(source: string, root: MdNode): Prose[] {
  const found: Prose[] = []
  const stack: MdNode[] = [root]
  const paragraphs: MdNode[] = []
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === undefined) break
    if (node.type === 'paragraph') paragraphs.push(node)
    else if (PROSE_CONTAINERS.has(node.type)) for (const child of [...(node.children ?? [])].reverse()) stack.push(child)
  }
  for (const paragraph of paragraphs) {
    const prose = maskParagraph(source, paragraph)
    if (prose !== null) found.push(prose)
  }
  return found
}

function offsets(node: MdNode): [number, number] | null {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  return start === undefined || end === undefined ? null : [start, end]
}

function maskParagraph(source: string, paragraph: MdNode): Prose | null {
  const range = offsets(paragraph)
  if (range === null) return null
  const [start, end] = range
  const chars = source.slice(start, end).split('')
  const breakable = new Uint8Array(chars.length)
  const opaque = (from: number, to: number, mark: string) => {
    for (let i = Math.max(0, from - start); i < Math.min(chars.length, to - start); i += 1) if (chars[i] !== '\n') chars[i] = mark
  }
  const reveal = (node: MdNode) => {
    // A wrapper's own text stays readable so `*Note.* Then` ends a sentence, but never breaks.
    for (const child of node.children ?? []) {
      const r = offsets(child)
      if (r === null) continue
      if (child.type === 'text') for (let i = r[0] - start; i < r[1] - start; i += 1) chars[i] = source[start + i] ?? OPAQUE
      else if (INLINE_WRAPPERS.has(child.type)) reveal(child)
    }
  }
  for (const child of paragraph.children ?? []) {
    const r = offsets(child)
    if (r === null) return null
    if (child.type === 'text') {
      for (let i = r[0] - start; i < r[1] - start; i += 1) breakable[i] = 1
      continue
    }
    opaque(r[0], r[1], child.type === 'break' ? ' ' : OPAQUE)
    if (INLINE_WRAPPERS.has(child.type)) reveal(child)
  }
  // Continuation lines start with the containers' markers (`>`, indentation): they are not prose.
  for (let i = 0; i < chars.length; i += 1) {
    if (source[start + i] !== '\n') continue
    let j = i + 1
    while (j < chars.length && /[ \t>]/.test(source[start + j] ?? '')) {
      chars[j] = ' '
      breakable[j] = 0
      j += 1
    }
  }
  // `[text]` left as text may be a reference link whose definition lies in another chunk: opaque too.
  let open = -1
  for (let i = 0; i < chars.length; i += 1) {
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

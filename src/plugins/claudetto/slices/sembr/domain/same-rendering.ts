/**
 * Whether two Markdown texts render the same: the same nodes in the same
 * nesting, and the same text in each, with prose whitespace collapsed (a soft
 * line break renders as a space) and with no space after a full-width
 * sentence end (where a CJK break is put with no space before it). A
 * continuation line's `>` is markup of the quote, not text; code, math and
 * HTML keep their text exactly.
 */
import type { MdBlock } from '../../../../../../hooks/vendor/markdown.js'

/** Nodes whose text renders as written, whitespace and all. */
const VERBATIM = new Set(['InlineCode', 'FencedCode', 'CodeBlock', 'InlineMath', 'MathBlock', 'HTMLBlock', 'HTMLTag', 'CommentBlock', 'ProcessingInstructionBlock', 'URL', 'Autolink', 'FrontMatter'])

/** Markup a break may add (the `>` of a new quote line): not compared. */
const CONTINUATION = new Set(['QuoteMark'])

/**
 * Whitespace collapsed to one space, and none kept after a full-width sentence
 * end and its closers: there a break is put where the text had no space (`。次`),
 * and the rewrite adds nothing else (the breaks join back to the input byte for byte).
 */
export function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/([\u3002\uff01\uff1f\uff61][\u300d\u300f\uff09\u3011\u3015\u300b\u3009\u201d\u2019"')\]]*) /g, '$1')
}

export function sameRendering(a: { text: string; tree: MdBlock }, b: { text: string; tree: MdBlock }): boolean {
  return fingerprint(a.text, a.tree) === fingerprint(b.text, b.tree)
}

type Item = { node: MdBlock; verbatim: boolean } | { close: MdBlock; verbatim: boolean }

/** The tree as one string: each node's name, then its text between children, iteratively (a deep tree must not overflow the stack). */
export function fingerprint(text: string, root: MdBlock): string {
  const parts: string[] = []
  let pending = ''
  const flush = (verbatim: boolean) => {
    if (pending !== '') parts.push(JSON.stringify(verbatim ? pending : collapse(pending)))
    pending = ''
  }
  // `at`: how far the text has been taken, so the gaps between nodes are read once.
  let at = root.from
  const stack: Item[] = [{ node: root, verbatim: false }]
  while (stack.length > 0) {
    const item = stack.pop()
    if (item === undefined) break
    if ('close' in item) {
      pending += text.slice(at, item.close.to)
      at = item.close.to
      flush(item.verbatim)
      parts.push(')')
      continue
    }
    const { node } = item
    pending += text.slice(at, node.from)
    at = node.from
    if (CONTINUATION.has(node.name)) {
      at = node.to
      continue
    }
    flush(item.verbatim)
    parts.push(`(${node.name}`)
    const verbatim = item.verbatim || VERBATIM.has(node.name)
    stack.push({ close: node, verbatim })
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push({ node: node.children[i] as MdBlock, verbatim })
  }
  return parts.join('')
}

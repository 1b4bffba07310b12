/**
 * Tables the split's parser reads inside a list item or a quote where another
 * parser would not. Lezer lets a table's later rows be lazy lines, outside the
 * container's indent or `>` (`2. a | b` over `|---|` at the margin). Micromark
 * and GitHub never take a delimiter row or a table row lazily: there the
 * container holds a paragraph, or no list opens at all, and every block after
 * it up to the container's end may be read otherwise (an indented line is code
 * to one and the item's paragraph to the other). The split's own check parses
 * with lezer both times, so it cannot see this: such a chunk is left as written.
 */
import type { MdBlock } from '../../../../../../hooks/vendor/markdown.js'

const CONTAINERS = new Set(['Blockquote', 'BulletList', 'OrderedList', 'ListItem'])

/** The offset of the first table in a container with a row left of the table's first cell, or -1. */
export function lazyTableRow(text: string, root: MdBlock): number {
  const stack: { node: MdBlock; contained: boolean }[] = [{ node: root, contained: false }]
  while (stack.length > 0) {
    const top = stack.pop()
    if (top === undefined) break
    const { node, contained } = top
    if (node.name === 'Table') {
      if (contained && hasRowLeftOf(text, node)) return node.from
      continue
    }
    // A table stands only in the document or a container: a paragraph's inline nodes are not walked.
    if (node !== root && !CONTAINERS.has(node.name)) continue
    const inside = contained || CONTAINERS.has(node.name)
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push({ node: node.children[i] as MdBlock, contained: inside })
  }
  return -1
}

/** Whether a line of the table after its first starts, past spaces, tabs and `>`, left of the table's own column. */
function hasRowLeftOf(text: string, table: MdBlock): boolean {
  const column = table.from - (text.lastIndexOf('\n', table.from - 1) + 1)
  for (let newline = text.indexOf('\n', table.from); newline >= 0 && newline < table.to; newline = text.indexOf('\n', newline + 1)) {
    let i = newline + 1
    while (i < table.to && (text[i] === ' ' || text[i] === '\t' || text[i] === '>')) i += 1
    if (i - (newline + 1) < column) return true
  }
  return false
}

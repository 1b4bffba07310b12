/**
 * The tests' second opinion on a rewrite: whether two texts render the same
 * as micromark (mdast-util-from-markdown, with the same tables, math and
 * front matter) reads them, a parser independent of the one the split uses.
 * The same nodes with the same fields, positions aside, and text compared
 * with its whitespace collapsed as the split's own check does.
 */
import type { Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { mathFromMarkdown } from 'mdast-util-math'
import { frontmatter } from 'micromark-extension-frontmatter'
import { gfmTable } from 'micromark-extension-gfm-table'
import { math } from 'micromark-extension-math'
import { collapse } from '../domain/same-rendering.js'

const MATTER = ['yaml', 'toml'] as const

/** The text's mdast tree with every extension the split's parser reads. */
export function mdastOf(text: string): Nodes {
  return fromMarkdown(text, {
    extensions: [frontmatter([...MATTER]), gfmTable(), math()],
    mdastExtensions: [frontmatterFromMarkdown([...MATTER]), gfmTableFromMarkdown(), mathFromMarkdown()],
  })
}

export function mdastRendersTheSame(a: string, b: string): boolean {
  return mdastFingerprint(mdastOf(a)) === mdastFingerprint(mdastOf(b))
}

/** The tree as one string, iteratively (a deep tree must not overflow the stack). */
function mdastFingerprint(root: Nodes): string {
  const parts: string[] = []
  const stack: (Nodes | string)[] = [root]
  while (stack.length > 0) {
    const item = stack.pop()
    if (item === undefined) break
    if (typeof item === 'string') {
      parts.push(item)
      continue
    }
    const fields: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(item)) {
      if (key === 'position' || key === 'children') continue
      fields[key] = item.type === 'text' && key === 'value' && typeof value === 'string' ? collapse(value) : value
    }
    parts.push(`(${JSON.stringify(fields)}`)
    stack.push(')')
    const children = 'children' in item ? item.children : []
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i]
      if (child !== undefined) stack.push(child)
    }
  }
  return parts.join('')
}

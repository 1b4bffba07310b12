/**
 * Whether two Markdown trees render the same: the same nodes with the same
 * fields, positions aside, and text compared with its whitespace collapsed
 * (a soft line break renders as a space), and with no space after a full-width
 * sentence end (where a CJK break is put with no space before it).
 */
import type { MdNode } from '../../../../../../hooks/vendor/markdown.js'

/**
 * Whitespace collapsed to one space, and none kept after a full-width sentence
 * end and its closers: there a break is put where the text had no space (`。次`),
 * and the rewrite adds nothing else (the breaks join back to the input byte for byte).
 */
function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/([\u3002\uff01\uff1f\uff61][\u300d\u300f\uff09\u3011\u3015\u300b\u3009\u201d\u2019"')\]]*) /g, '$1')
}

export function sameRendering(a: MdNode, b: MdNode): boolean {
  return fingerprint(a) === fingerprint(b)
}

/** The tree as one string, iteratively (a deep tree must not overflow the stack). */
export function fingerprint(root: MdNode): string {
  const parts: string[] = []
  const stack: (MdNode | string)[] = [root]
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
    const children = item.children ?? []
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i]
      if (child !== undefined) stack.push(child)
    }
  }
  return parts.join('')
}

/**
 * The `!` commands a reply hands the user, read from its Markdown syntax, not
 * its words, so it holds in any language: an inline code span that starts
 * with `!`, or a line of a code block that starts with `!`. A `!` outside code
 * (prose, an image's `![alt](src)`) is no command.
 */
import { fromMarkdown, type MdNode } from '../../../../../../hooks/vendor/markdown.js'
import { MAX_FOUND_COMMANDS } from '../limits.js'

/**
 * `!`, then a command. `!=` and `!==` are operators, and a `!` with nothing
 * after it names nothing the user could run.
 */
const BANG = /^\s*!(?!=)\s*(\S.*)$/

/** The command after the `!` of one inline span or code line, or null. */
export function bangCommandOf(code: string): string | null {
  const match = BANG.exec(code)
  return match?.[1] === undefined ? null : match[1].trimEnd()
}

/**
 * The `!` commands of a Markdown text, in document order, at most `max`.
 * The tree is walked with a stack: nesting depth costs no call depth.
 */
export function bangCommands(markdown: string, max = MAX_FOUND_COMMANDS): string[] {
  // No `!`, or no code to hold one: nothing to parse.
  if (!markdown.includes('!') || !/`|~~~|^( {4}|\t)/m.test(markdown)) return []
  const found: string[] = []
  const stack: MdNode[] = [fromMarkdown(markdown)]
  while (stack.length > 0 && found.length < max) {
    const node = stack.pop()
    if (node === undefined) break
    if (node.type === 'inlineCode' && typeof node.value === 'string') {
      const command = bangCommandOf(node.value)
      if (command !== null) found.push(command)
    } else if (node.type === 'code' && typeof node.value === 'string') {
      for (const line of node.value.split('\n')) {
        const command = bangCommandOf(line)
        if (command !== null && found.length < max) found.push(command)
      }
    }
    const children = node.children ?? []
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i]
      if (child !== undefined) stack.push(child)
    }
  }
  return found
}

export function hasBangCommand(markdown: string): boolean {
  return bangCommands(markdown, 1).length > 0
}

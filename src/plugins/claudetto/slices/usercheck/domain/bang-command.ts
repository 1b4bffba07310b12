/**
 * The `!` commands a reply hands the user, read from its Markdown syntax, not
 * its words, so it holds in any language: an inline code span that starts
 * with `!`, or a line of a code block that starts with `!`. A `!` outside code
 * (prose, an image's `![alt](src)`) is no command.
 *
 * The parser costs milliseconds per kilobyte (more on dense emphasis), so it
 * reads only what can hold a command: nothing when no line could, the whole
 * reply when it is short, else only the blocks that could, within a budget.
 */
import { fromMarkdown, type MdNode } from '../../../../../../hooks/vendor/markdown.js'
import { MAX_FOUND_COMMANDS, MAX_PARSED_CHARS } from '../limits.js'

/**
 * `!`, then a command. `!=` and `!==` are operators, and a `!` with nothing
 * after it names nothing the user could run.
 */
const BANG = /^\s*!(?!=)\s*(\S.*)$/

/**
 * Text that could hold a command: a backtick run then `!` (a span), or a line
 * whose first mark after indentation and quote markers is `!` (a code line).
 * Every command the parser finds matches it, so no match means no command.
 */
const CANDIDATE = /`\s*!|^[ \t>*+\-\d.)]*!/m

/** A line that opens or closes a fence, under list or quote markers too. */
const FENCE = /^[ \t>*+\-\d.)]*(`{3,}|~{3,})/

/** The command after the `!` of one inline span or code line, or null. */
export function bangCommandOf(code: string): string | null {
  const match = BANG.exec(code)
  return match?.[1] === undefined ? null : match[1].trimEnd()
}

/** The `!` commands of one parsed text, in document order, at most `max`; a stack, so nesting costs no call depth. */
function commandsOfTree(markdown: string, max: number): string[] {
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

/**
 * The reply's blocks: runs of lines between blank lines, a fenced block kept
 * whole even across its blank lines. Each parses alone to the same code spans
 * and code lines as in the whole reply, but in rare nestings (an indented
 * line under a list item), where a block alone may read as code: then a
 * command is found, never missed, so the gate errs toward letting the stop go.
 */
export function blocksOf(markdown: string): string[] {
  const blocks: string[] = []
  let current: string[] = []
  let fence: string | null = null
  for (const line of markdown.split('\n')) {
    const mark = FENCE.exec(line)?.[1]
    if (fence !== null) {
      if (mark !== undefined && mark[0] === fence[0] && mark.length >= fence.length) fence = null
    } else if (mark !== undefined) {
      fence = mark
    } else if (line.trim() === '') {
      if (current.length > 0) blocks.push(current.join('\n'))
      current = []
      continue
    }
    current.push(line)
  }
  if (current.length > 0) blocks.push(current.join('\n'))
  return blocks
}

/**
 * The `!` commands of a Markdown text, in document order, at most `max`; or
 * null when deciding would parse more than MAX_PARSED_CHARS.
 */
export function bangCommands(markdown: string, max = MAX_FOUND_COMMANDS): string[] | null {
  if (!CANDIDATE.test(markdown)) return []
  if (markdown.length <= MAX_PARSED_CHARS) return commandsOfTree(markdown, max)
  const found: string[] = []
  let budget = MAX_PARSED_CHARS
  for (const block of blocksOf(markdown)) {
    if (!CANDIDATE.test(block)) continue
    if (block.length > budget) return found.length > 0 ? found : null
    budget -= block.length
    found.push(...commandsOfTree(block, max - found.length))
    if (found.length >= max) break
  }
  return found
}

/** True or false, or null when the reply is too large to decide. */
export function hasBangCommand(markdown: string): boolean | null {
  const found = bangCommands(markdown, 1)
  return found === null ? null : found.length > 0
}

/**
 * A denied call as a block names it: for Bash, the first line of its command
 * (what the user would type after `!`); for any other tool, the tool's name.
 */
import { clip, type Finding } from '../../../../../kernel/findings.js'
import { MAX_CALL_CHARS } from '../limits.js'

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The first line of a command that holds anything, trimmed. */
function firstLine(command: string): string {
  for (const line of command.split('\n', 64)) {
    const trimmed = line.trim()
    if (trimmed !== '') return trimmed
  }
  return ''
}

export function deniedCallOf(toolName: unknown, toolInput: unknown): Finding {
  const tool = typeof toolName === 'string' && toolName !== '' ? toolName : 'a tool'
  const command = isRecord(toolInput) ? toolInput.command : undefined
  if (tool === 'Bash' && typeof command === 'string') {
    const line = firstLine(command)
    if (line !== '') return { kind: 'Bash', text: clip(line, MAX_CALL_CHARS), why: '' }
  }
  return { kind: 'tool', text: clip(tool, MAX_CALL_CHARS), why: '' }
}

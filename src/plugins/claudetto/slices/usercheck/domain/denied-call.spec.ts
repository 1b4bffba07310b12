import { expect, test } from 'vitest'
import { MAX_CALL_CHARS } from '../limits.js'
import { deniedCallOf } from './denied-call.js'

const table: [about: string, tool: unknown, input: unknown, kind: string, text: string][] = [
  ['Bash: the command', 'Bash', { command: 'npm publish', description: 'x' }, 'Bash', 'npm publish'],
  ['Bash: the first line of a script', 'Bash', { command: 'cd pkg\nnpm publish' }, 'Bash', 'cd pkg'],
  ['Bash: blank lines skipped, trimmed', 'Bash', { command: '\n\n   git push  \nx' }, 'Bash', 'git push'],
  ['Bash with no command: the tool', 'Bash', {}, 'tool', 'Bash'],
  ['Bash with an empty command: the tool', 'Bash', { command: '  \n ' }, 'tool', 'Bash'],
  ['another tool: its name', 'Write', { file_path: '/etc/x', content: 'y' }, 'tool', 'Write'],
  ['an MCP tool: its name', 'mcp__github__create_pr', { title: 'x' }, 'tool', 'mcp__github__create_pr'],
  ['no tool name', undefined, null, 'tool', 'a tool'],
]

test.each(table)('%s', (_about, tool, input, kind, text) => {
  expect(deniedCallOf(tool, input)).toEqual({ kind, text, why: '' })
})

test('a long command is cut to MAX_CALL_CHARS with a cut mark', () => {
  const command = `npm publish ${'a'.repeat(188)}${'b'.repeat(200)}`
  const { text } = deniedCallOf('Bash', { command })
  expect(text.length).toBe(MAX_CALL_CHARS)
  expect(text).toBe(`${command.slice(0, MAX_CALL_CHARS - 1)}…`)
})

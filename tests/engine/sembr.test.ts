// The sembr adapters in the engine's own runtime: the bottom hook stands for the tool and records what it was given.
import type { SessionMessage } from 'claude-code'
import { expect, test } from 'claude-code/testing'

type Seen = Record<string, unknown>

const userAsked: SessionMessage[] = [{ role: 'user', text: 'Write the proposal.', toolUses: [] }]

test('a Write of a Markdown file lands one sentence per line', async ($, on) => {
  let seen: Seen = {}
  on('tool.call', (_$, e) => ((seen = { ...e }), { result: {} }))
  await $.tool.call({ tool: 'Write', file_path: '/proj/notes.md', content: '# Notes\n\n- One here. Two here.\n' })
  expect(seen.content).toBe('# Notes\n\n- One here.\n  Two here.\n')
})

test('a Write of a TypeScript file is left as written', async ($, on) => {
  let seen: Seen = {}
  on('tool.call', (_$, e) => ((seen = { ...e }), { result: {} }))
  await $.tool.call({ tool: 'Write', file_path: '/proj/a.ts', content: '// One here. Two here.\n' })
  expect(seen.content).toBe('// One here. Two here.\n')
})

test('an Edit whose old text was split on disk finds it, and its new text is split', async ($, on) => {
  let seen: Seen = {}
  const file = '# Plan\n\nOne here.\nTwo here.\n'
  on('fs.stat', () => ({ value: { kind: 'file', size: file.length, mtimeMs: 0, isLink: false } }))
  on('fs.read', () => ({ value: file }))
  on('tool.call', (_$, e) => ((seen = { ...e }), { result: {} }))
  await $.tool.call({ tool: 'Edit', file_path: '/proj/plan.md', old_string: 'One here. Two here.', new_string: 'One here. Three here.' })
  expect(seen.old_string).toBe('One here.\nTwo here.')
  expect(seen.new_string).toBe('One here.\nThree here.')
})

test('an Edit fails open when the file cannot be read', async ($, on) => {
  let seen: Seen = {}
  on('fs.stat', () => ({ value: { kind: 'file', size: 10, mtimeMs: 0, isLink: false } }))
  on('fs.read', () => {
    throw new Error('unreadable')
  })
  on('tool.call', (_$, e) => ((seen = { ...e }), { result: {} }))
  await $.tool.call({ tool: 'Edit', file_path: '/proj/plan.md', old_string: 'Old.', new_string: 'One here. Two here.' })
  expect(seen.new_string).toBe('One here. Two here.')
})

test('the quoted heredoc of a git commit is split in place', async ($, on) => {
  let seen: Seen = {}
  on('tool.call', (_$, e) => ((seen = { ...e }), { result: {} }))
  const command = "git commit -m \"$(cat <<'EOF'\nFix the cache\n\nThe key was wrong. It missed the path.\nEOF\n)\""
  await $.tool.call({ tool: 'Bash', command })
  expect(seen.command).toBe(command.replace('wrong. It', 'wrong.\nIt'))
})

test('ground judges the rewritten plan: an unsourced number is still denied', async ($, on) => {
  on('session.messages', () => ({ value: userAsked }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', () => ({ value: false }))
  on('tool.call', () => ({ result: {} }))
  const answer = await $.tool.call({ tool: 'Write', file_path: '/proj/openspec/changes/x/proposal.md', content: 'The cache holds 4096 entries. It is warm.\n' })
  expect('deny' in answer ? answer.deny : '').toContain('claudetto ground:')
})

test('ground sees the rewritten text of a plan it lets through', async ($, on) => {
  let seen: Seen = {}
  on('session.messages', () => ({ value: userAsked }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', () => ({ value: false }))
  on('tool.call', (_$, e) => ((seen = { ...e }), { result: {} }))
  const answer = await $.tool.call({ tool: 'Write', file_path: '/proj/openspec/changes/x/proposal.md', content: 'The cache is warm. It holds every entry.\n' })
  expect('deny' in answer).toBe(false)
  expect(seen.content).toBe('The cache is warm.\nIt holds every entry.\n')
})

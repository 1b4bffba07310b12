// The ground adapter in the engine's own runtime: seeded rows and files stand for the session.
import type { SessionMessage } from 'claude-code'
import { expect, test } from 'claude-code/testing'

const PLAN = '/proj/openspec/changes/cache/proposal.md'

const userAsked: SessionMessage[] = [{ role: 'user', text: 'Write the proposal.', toolUses: [] }]

test('a plan write with an unsourced number is denied with the tag and the number', async ($, on) => {
  on('session.messages', () => ({ value: userAsked }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', () => ({ value: false }))
  on('tool.call', () => ({ result: {} }))
  const answer = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'The cache holds 4096 entries.' })
  expect('deny' in answer ? answer.deny : '').toContain('claudetto ground:')
  expect('deny' in answer ? answer.deny : '').toContain('4096')
})

test('a subagent write is judged on that subagent\'s rows', async ($, on) => {
  const subRows: SessionMessage[] = [
    { role: 'user', text: 'Count the entries.', toolUses: [] },
    { role: 'assistant', text: '', toolUses: [{ tool_use_id: 't1', tool: 'Bash', input: { command: 'wc -l' }, text: '4096' }] },
  ]
  on('session.messages', (_$, e) => ({ value: e.agentId === 'a1' ? subRows : userAsked }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', () => ({ value: false }))
  on('tool.call', () => ({ result: {} }))
  const sub = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'The cache holds 4096 entries.', agentId: 'a1' })
  expect('deny' in sub).toBe(false)
  const main = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'The cache holds 4096 entries.' })
  expect('deny' in main).toBe(true)
})

test('a write that is not a plan passes without reading the session', async ($, on) => {
  let reads = 0
  on('session.messages', () => ((reads += 1), { value: userAsked }))
  on('tool.call', () => ({ result: {} }))
  const answer = await $.tool.call({ tool: 'Write', file_path: '/proj/src/cache.ts', content: 'const size = 4096' })
  expect('deny' in answer).toBe(false)
  expect(reads).toBe(0)
})

// Bad input never blocks the user's work: the checks pass the call through and say why in the debug log.
import type { On, SessionMessage } from 'claude-code'
import { expect, test } from 'claude-code/testing'

const PLAN = '/proj/openspec/changes/x/proposal.md'
const rows: SessionMessage[] = [{ role: 'user', text: 'Go on.', toolUses: [] }]

function engine(on: On, logs: string[]) {
  on('session.messages', () => ({ value: rows }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', () => ({ value: false }))
  on('ui.log', (_$, e) => (logs.push(e.text), { value: undefined }))
  on('tool.call', () => ({ result: {} }))
}

test('a 4 MB plan write passes unchecked, and the debug log says why', async ($, on) => {
  const logs: string[] = []
  engine(on, logs)
  const answer = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'The cache holds 4096 entries.\n'.repeat(140_000) })
  expect('deny' in answer).toBe(false)
  expect(logs.join('\n')).toMatch(/passed unchecked/)
})

test('text with lone surrogates (no valid UTF-16) is still checked, not crashed on', async ($, on) => {
  const logs: string[] = []
  engine(on, logs)
  // A crash would fail open and let this through; a working check denies the unsourced number.
  const answer = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'Bytes \uD800 and \uDFFF: 4096 entries.' })
  expect('deny' in answer ? answer.deny : '').toContain('4096')
})

test('the session rows cannot be read: the write passes and the log says why', async ($, on) => {
  const logs: string[] = []
  on('session.messages', () => ({ value: { deny: 'no such agent' } }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', () => ({ value: false }))
  on('ui.log', (_$, e) => (logs.push(e.text), { value: undefined }))
  on('tool.call', () => ({ result: {} }))
  const answer = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'The cache holds 4096 entries.', agentId: 'gone' })
  expect('deny' in answer).toBe(false)
  expect(logs.join('\n')).toMatch(/could not be read/)
})

test('a failing read inside the check lets the write through, and the rewrite above still lands', async ($, on) => {
  const logs: string[] = []
  on('session.messages', () => {
    throw new Error('rows unavailable')
  })
  on('ui.log', (_$, e) => (logs.push(e.text), { value: undefined }))
  const written: string[] = []
  on('tool.call', (_$, e) => (written.push(e.tool === 'Write' ? e.content : ''), { result: {} }))
  const answer = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'One sentence here. Another one there.\n' })
  expect('deny' in answer).toBe(false)
  expect(written).toEqual(['One sentence here.\nAnother one there.\n'])
  expect(logs.join('\n')).toMatch(/check failed/)
})

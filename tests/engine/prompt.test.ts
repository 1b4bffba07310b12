// The prompt slice's adapters in the engine's own runtime: the test's hooks stand for the engine beneath.
import type { PromptComposeInput, PromptComposeSection, SessionMessage } from 'claude-code'
import { expect, test } from 'claude-code/testing'

const COMPOSE: PromptComposeInput = { model: 'claude-opus-5-5', promptModel: 'claude-opus-5-5', surfaces: [], tools: ['Bash'], outputStyle: null, traits: ['lean'] }
const ENGINE_LINE = "When the conversation grows long, some or all of the current context is summarized; you don't need to wrap up early or hand off mid-task."
const engineSections = (): PromptComposeSection[] => [
  { id: 'lean_body', text: 'You are an agent.', scope: 'shared' },
  { id: 'context_management', text: `# Context management\n${ENGINE_LINE}`, scope: 'session' },
  { id: 'memory', text: 'Memory.', scope: 'session' },
]

test("compose: claudetto's sections come last, session-scoped; the compaction line is the handoff's", async ($, on) => {
  on('prompt.compose', () => ({ sections: engineSections() }))
  const { sections } = await $.prompt.compose(COMPOSE)
  expect(sections.map(s => s.id)).toEqual(['lean_body', 'context_management', 'memory', 'claudetto:verification', 'claudetto:actions'])
  expect(sections.filter(s => s.id.startsWith('claudetto:')).every(s => s.scope === 'session')).toBe(true)
  const compaction = sections.find(s => s.id === 'context_management')?.text ?? ''
  expect(compaction).not.toContain("you don't need to wrap up early")
  expect(compaction).toContain('it is compacted into a handoff')
  expect(sections.find(s => s.id === 'claudetto:actions')?.text ?? '').toContain('A claim of fault does not undo finished work')
  // A second render of the thread gets the same answer: the prompt cache holds.
  const again = await $.prompt.compose(COMPOSE)
  expect(again.sections).toEqual(sections)
})

test("compose with the handoff off: the engine's compaction line stays", { options: { handoff: false } }, async ($, on) => {
  on('prompt.compose', () => ({ sections: engineSections() }))
  const { sections } = await $.prompt.compose(COMPOSE)
  expect(sections.find(s => s.id === 'context_management')?.text ?? '').toContain(ENGINE_LINE)
  expect(sections.map(s => s.id)).toContain('claudetto:verification')
})

test("spawn: the reviewer's task prompt gets its block with the evidence line; the agentId is kept", async ($, on) => {
  let seen = ''
  on('agent.spawn', (_$, e) => ((seen = e.prompt), { model: 'claude-opus-5-5', agentId: 'a1' }))
  const started = await $.agent.spawn({
    tool_use_id: 'toolu_1', prompt: 'Review the change.', description: 'Review', subagentType: 'claudetto:reviewer',
    provider: { plugin: 'claudetto', tier: 'user' }, parentModel: 'claude-opus-5-5', background: false, fork: false,
  })
  expect(started.agentId).toBe('a1')
  expect(seen.startsWith('Review the change.\n\n## How this review is judged')).toBe(true)
  expect(seen).toContain('A claim of fault does not undo finished work')
})

test("a subagent's own compaction keeps its variant block; another's passes as it came", async ($, on) => {
  on('ui.log', () => ({ value: undefined }))
  const told: (string | undefined)[] = []
  on('agent.spawn', () => ({ model: 'claude-opus-5-5', agentId: 'a2' }))
  on('session.compact', (_$, e) => (told.push(e.instructions), { messages: e.messages }))
  await $.agent.spawn({
    tool_use_id: 'toolu_2', prompt: 'Where is main?', description: 'Find', subagentType: 'claudetto:explorer',
    provider: { plugin: 'claudetto', tier: 'user' }, parentModel: 'claude-opus-5-5', background: false, fork: false,
  })
  const rows: SessionMessage[] = [{ role: 'user', text: 'Where is main?', toolUses: [] }]
  await $.session.compact({ trigger: 'auto', agentId: 'a2', messages: rows })
  await $.session.compact({ trigger: 'auto', agentId: 'unknown', messages: rows })
  expect(told[0] ?? '').toContain('## How this report is judged')
  expect(told[1]).toBeUndefined()
})

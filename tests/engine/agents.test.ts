// The agents slice's adapters in the engine's own runtime: the test's hooks stand for the engine beneath.
import type { AgentSpawnInput, SessionMessage, TurnStepInput, TurnStepResult } from 'claude-code'
import { expect, mock, test } from 'claude-code/testing'

const spawnOf = (subagentType: string): AgentSpawnInput => ({
  tool_use_id: 'toolu_s', prompt: 'Task.', description: 'Task', subagentType,
  provider: { plugin: 'claudetto', tier: 'user' }, parentModel: 'claude-opus-5-5', background: false, fork: false,
})
const rows: SessionMessage[] = [{ role: 'user', text: 'Keep the cache small.', toolUses: [] }]
const quiet = (on: (event: 'ui.log', hook: () => { value: undefined }) => unknown) => on('ui.log', () => ({ value: undefined }))
const stepOf = (agentId: string, index: number): TurnStepInput => ({ turnId: 't1', index, model: 'claude-opus-5-5', messageCount: 2, agentId })
const answered = (context: number, e: TurnStepInput): TurnStepResult => ({
  turnId: e.turnId, index: e.index, answer: '', toolUses: [], stopReason: 'tool_use',
  usage: { input_tokens: 100, output_tokens: 10, cache_read_input_tokens: context - 100, cache_creation_input_tokens: 0, model: 'claude-opus-5-5' },
})

async function step($: { turn: { step: (e: TurnStepInput) => AsyncGenerator<unknown, unknown> & { result: Promise<unknown> } } }, e: TurnStepInput): Promise<void> {
  const stream = $.turn.step(e)
  for await (const _ of stream) {
    // The chunks pass through; only the result is measured.
  }
  await stream.result
}

test('a reviewer past its bound gets the report-now note on its next tool result, once', async ($, on) => {
  quiet(on)
  let context = 1000
  on('agent.spawn', () => ({ model: 'claude-opus-5-5', agentId: 'r1' }))
  on('turn.step', async function* (_$, e) {
    return answered(context, e)
  })
  on('tool.call', () => ({ result: {} }))
  await $.agent.spawn(spawnOf('claudetto:reviewer'))
  await step($, stepOf('r1', 0))
  const under = await $.tool.call({ tool: 'Bash', command: 'ls', agentId: 'r1' })
  expect('context' in under ? under.context : undefined).toBeUndefined()
  context = 130_000
  await step($, stepOf('r1', 1))
  const over = await $.tool.call({ tool: 'Bash', command: 'ls', agentId: 'r1' })
  expect('context' in over ? (over.context ?? []).join('\n') : '').toContain('Report now')
  const after = await $.tool.call({ tool: 'Bash', command: 'ls', agentId: 'r1' })
  expect('context' in after ? after.context : undefined).toBeUndefined()
})

// The host runs a tool call while the response that asked for it still streams: a quick tool can
// finish before that response's usage is read, and the note must still go on this result.
test('a tool call that finishes while its response still streams waits for that response\'s measure', async ($, on) => {
  quiet(on)
  let endStream = () => {}
  const streamEnds = new Promise<void>(resolve => {
    endStream = resolve
  })
  on('agent.spawn', () => ({ model: 'claude-opus-5-5', agentId: 'w1' }))
  on('turn.step', async function* (_$, e) {
    await streamEnds
    return answered(130_000, e)
  })
  // The tool runs, and only then does the response's stream end.
  on('tool.call', () => (endStream(), { result: {} }))
  // The wait's bound never comes first here.
  on('clock.sleep', async () => (await new Promise<void>(() => {}), { value: undefined }))
  await $.agent.spawn(spawnOf('claudetto:reviewer'))
  const streaming = step($, stepOf('w1', 0))
  const first = await $.tool.call({ tool: 'Bash', command: 'ls', agentId: 'w1' })
  await streaming
  expect('context' in first ? (first.context ?? []).join('\n') : '').toContain('Report now')
})

test('a type with no bound and the main thread get no note, whatever their size', async ($, on) => {
  quiet(on)
  on('agent.spawn', () => ({ model: 'claude-opus-5-5', agentId: 'g1' }))
  on('turn.step', async function* (_$, e) {
    return answered(900_000, e)
  })
  on('tool.call', () => ({ result: {} }))
  await $.agent.spawn(spawnOf('general-purpose'))
  await step($, stepOf('g1', 0))
  const sub = await $.tool.call({ tool: 'Bash', command: 'ls', agentId: 'g1' })
  const main = await $.tool.call({ tool: 'Bash', command: 'ls' })
  expect('context' in sub ? sub.context : undefined).toBeUndefined()
  expect('context' in main ? main.context : undefined).toBeUndefined()
})

test('a denied tool call of a subagent past its bound stays a deny', async ($, on) => {
  quiet(on)
  on('agent.spawn', () => ({ model: 'claude-opus-5-5', agentId: 'e1' }))
  on('turn.step', async function* (_$, e) {
    return answered(200_000, e)
  })
  on('tool.call', () => ({ deny: 'no' }))
  await $.agent.spawn(spawnOf('claudetto:explorer'))
  await step($, stepOf('e1', 0))
  const denied = await $.tool.call({ tool: 'Bash', command: 'rm -rf x', agentId: 'e1' })
  expect(denied).toEqual({ deny: 'no' })
})

test('session.start sets the compaction window from the budget when the person set none', async ($, on) => {
  quiet(on)
  const sets: { name: string; value: string | undefined }[] = []
  mock.env(on, {})
  on('env.set', (_$, e) => (sets.push({ name: e.name, value: e.value }), { value: {} }))
  on('settings.read', () => ({ value: {} }))
  on('session.start', (_$, e) => ({ cwd: e.cwd }))
  await $.session.start({ cwd: '/proj', surface: null, isInteractive: false })
  expect(sets).toEqual([{ name: 'CLAUDE_CODE_AUTO_COMPACT_WINDOW', value: '200000' }])
})

test("session.start leaves the person's own window as it is", async ($, on) => {
  quiet(on)
  const sets: string[] = []
  mock.env(on, { CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '50' })
  on('env.set', (_$, e) => (sets.push(e.name), { value: {} }))
  on('settings.read', () => ({ value: {} }))
  on('session.start', (_$, e) => ({ cwd: e.cwd }))
  await $.session.start({ cwd: '/proj', surface: null, isInteractive: false })
  expect(sets).toEqual([])
})

test('with the handoff off, session.start sets nothing and the compaction keeps its instructions', { options: { handoff: false } }, async ($, on) => {
  quiet(on)
  const sets: string[] = []
  const told: (string | undefined)[] = []
  mock.env(on, {})
  on('env.set', (_$, e) => (sets.push(e.name), { value: {} }))
  on('settings.read', () => ({ value: {} }))
  on('session.start', (_$, e) => ({ cwd: e.cwd }))
  on('session.compact', (_$, e) => (told.push(e.instructions), { messages: e.messages }))
  await $.session.start({ cwd: '/proj', surface: null, isInteractive: false })
  await $.session.compact({ trigger: 'manual', instructions: 'keep the tests', messages: rows })
  expect(sets).toEqual([])
  expect(told).toEqual(['keep the tests'])
})

test("the main thread's compaction is written as a handoff with the marker and the person's own ask", async ($, on) => {
  quiet(on)
  const told: (string | undefined)[] = []
  on('session.compact', (_$, e) => (told.push(e.instructions), { messages: e.messages }))
  await $.session.compact({ trigger: 'manual', instructions: 'keep the tests', messages: rows })
  expect(told[0] ?? '').toContain('[claudetto handoff]')
  expect(told[0] ?? '').toContain("The user's words")
  expect((told[0] ?? '').endsWith('keep the tests')).toBe(true)
})

test('a compaction that fails beneath is answered with a skip, not a throw', async ($, on) => {
  quiet(on)
  on('session.compact', () => {
    throw new Error('reactive compaction did not settle ok')
  })
  const answer = await $.session.compact({ trigger: 'auto', messages: rows })
  expect('skip' in answer ? answer.skip : '').toContain('claudetto agents:')
})

/**
 * The prompt slice through the real client: what the main thread's system
 * prompt holds with the handoff off, and what a subagent's first request holds.
 */
import { expect, test } from 'vitest'
import { runSession } from '../../src/harness/session.js'
import { textOf } from '../../src/harness/scripted-model.js'
import { EVIDENCE_LINE } from '../../src/fragments/fragments.generated.js'
import { VARIANTS } from '../../src/plugins/claudetto/slices/prompt/variants.js'

const ENGINE_LINE = "you don't need to wrap up early"
const HANDOFF_OFF = JSON.stringify({ pluginConfigs: { 'claudetto@inline': { options: { handoff: false } } } })

test('prompt: with the handoff off, the engine keeps its compaction line and claudetto its sections', async () => {
  const run = await runSession({ turns: [[{ type: 'text', text: 'Hello.' }]], extraArgs: ['--settings', HANDOFF_OFF] })
  try {
    const system = textOf(run.requests[0]?.system ?? '')
    expect(system).toContain(ENGINE_LINE)
    expect(system).not.toContain('it is compacted into a handoff')
    expect(system).toContain('# Verification')
    expect(system).toContain(EVIDENCE_LINE)
    expect(run.debug).not.toContain('compaction window set')
  } finally {
    run.cleanup()
  }
})

test("prompt: a subagent's first request holds its variant's evidence block, and none of the main thread's sections", async () => {
  const run = await runSession({
    allowedTools: 'Bash Read Agent',
    turns: [
      [{ type: 'tool_use', id: 'toolu_a1', name: 'Agent', input: { subagent_type: 'claudetto:explorer', description: 'Find the entry', prompt: 'Where is the entry point?', run_in_background: false } }],
      [{ type: 'text', text: 'It is src/main.ts.' }],
      [{ type: 'text', text: 'Done.' }],
    ],
  })
  try {
    const sub = run.requests[1]
    const first = textOf(sub?.messages.find(m => m.role === 'user')?.content ?? '')
    expect(first).toContain('Where is the entry point?')
    expect(first).toContain(VARIANTS.explorer.block)
    expect(first).toContain(EVIDENCE_LINE)
    // The explorer's own body is its system prompt; the main thread's sections are not there.
    const system = textOf(sub?.system ?? '')
    expect(system).toContain('You answer one question about this codebase')
    expect(system).not.toContain('# Verification')
    expect(run.debug).toContain('agent.spawn claudetto:explorer: prompt rewritten by a hook')
  } finally {
    run.cleanup()
  }
})

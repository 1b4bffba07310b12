/**
 * The agents slice through the real client: the report-now note past a
 * subagent's measured bound, the compaction window at start, and the
 * compaction's instructions written as a handoff.
 */
import { expect, test } from 'vitest'
import { runSession } from '../../src/harness/session.js'
import { HANDOFF_TRIGGER_TOKENS } from '../../src/kernel/budget.js'
import { HANDOFF_MARKER } from '../../src/kernel/tag.js'
import { CONTEXT_BOUNDS } from '../../src/plugins/claudetto/slices/agents/limits.js'
import { HANDOFF_INSTRUCTIONS, REPORT_NOW } from '../../src/plugins/claudetto/slices/agents/texts.generated.js'

const bash = (id: string, command: string) => [{ type: 'tool_use' as const, id, name: 'Bash', input: { command } }]
const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1
const reviewerBound = CONTEXT_BOUNDS['claudetto:reviewer'] ?? 0

test("agents: a subagent whose usage passes its bound gets the report-now note in its next request, once", async () => {
  const run = await runSession({
    allowedTools: 'Bash Read Agent',
    turns: [
      [{ type: 'tool_use', id: 'toolu_a1', name: 'Agent', input: { subagent_type: 'claudetto:reviewer', description: 'Review', prompt: 'Review the change.', run_in_background: false } }],
      // The reviewer's first request reports a context just under its bound, the second just over it.
      { blocks: bash('toolu_b1', 'echo one'), usage: { input_tokens: 100, output_tokens: 10, cache_read_input_tokens: reviewerBound - 1000 } },
      { blocks: bash('toolu_b2', 'echo two'), usage: { input_tokens: 100, output_tokens: 10, cache_read_input_tokens: reviewerBound + 1000 } },
      bash('toolu_b3', 'echo three'),
      [{ type: 'text', text: 'No findings.' }],
      [{ type: 'text', text: 'Done.' }],
    ],
  })
  try {
    const sub = run.requests.slice(1, 5).map(r => JSON.stringify(r.messages))
    const note = JSON.stringify(REPORT_NOW).slice(1, 60)
    expect(sub.map(s => occurrences(s, note))).toEqual([0, 0, 1, 1])
    expect(JSON.stringify(run.requests[5]?.messages)).not.toContain(note)
  } finally {
    run.cleanup()
  }
})

test('agents: a session starts with the compaction window set from HANDOFF_TRIGGER_TOKENS, and the compaction asks for the handoff', async () => {
  const run = await runSession({
    prompt: 'Keep the cache at its size, please.',
    turns: [
      { blocks: bash('toolu_b0', 'echo zero'), usage: { input_tokens: 100, output_tokens: 10, cache_read_input_tokens: 20_000 } },
      // Past the engine's threshold under the window claudetto set: the next step compacts first.
      { blocks: bash('toolu_b1', 'echo one'), usage: { input_tokens: 100, output_tokens: 10, cache_read_input_tokens: HANDOFF_TRIGGER_TOKENS - 25_000 } },
      // The compaction's own request takes this turn: the summary, as the instructions ask.
      [{ type: 'text', text: `<summary>\n${HANDOFF_MARKER}\nGoal: keep the cache at its size.\nThe user's words: "Keep the cache at its size, please."\n</summary>` }],
      [{ type: 'text', text: 'Done.' }],
    ],
  })
  try {
    expect(run.debug).toContain(`claudetto agents: compaction window set to ${HANDOFF_TRIGGER_TOKENS}`)
    expect(run.debug).toMatch(/thresholdSource=env/)
    expect(run.debug).toMatch(/claudetto agents: compaction \(auto\) written as a handoff/)
    const compaction = run.requests.find(r => JSON.stringify(r.messages).includes('Additional Instructions'))
    expect(JSON.stringify(compaction?.messages)).toContain(JSON.stringify(HANDOFF_INSTRUCTIONS).slice(1, -1))
    // The request after the compaction starts from the handoff, marker and the user's words included.
    const after = JSON.stringify(run.requests.at(-1)?.messages)
    expect(after).not.toContain('Additional Instructions')
    expect(after).not.toContain('echo zero')
    expect(after).toContain(HANDOFF_MARKER)
    expect(after).toContain('Keep the cache at its size, please.')
  } finally {
    run.cleanup()
  }
})

test("agents: the person's own window wins; claudetto sets none", async () => {
  const run = await runSession({ turns: [[{ type: 'text', text: 'Hello.' }]], env: { CLAUDE_CODE_AUTO_COMPACT_WINDOW: '300000' } })
  try {
    expect(run.debug).toContain("the person's CLAUDE_CODE_AUTO_COMPACT_WINDOW sets the compaction window")
    expect(run.debug).not.toContain('compaction window set to')
    expect(run.debug).toMatch(/effectiveWindow=280000/)
  } finally {
    run.cleanup()
  }
})

test("agents: a setting of the person's autoCompactWindow wins too", async () => {
  const run = await runSession({ turns: [[{ type: 'text', text: 'Hello.' }]], extraArgs: ['--settings', JSON.stringify({ autoCompactWindow: 400000 })] })
  try {
    expect(run.debug).toContain("the person's autoCompactWindow sets the compaction window")
    expect(run.debug).not.toContain('compaction window set to')
  } finally {
    run.cleanup()
  }
})

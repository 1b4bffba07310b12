import type { Slice } from '../../../../kernel/slice.js'

/**
 * Outermost on the events where claudetto denies or blocks: each sees what
 * every hook beneath answered, and keeps a deny or block that carries the
 * plugin's tag (src/kernel/tag.ts) in the per-project log (src/kernel/deny-log.ts).
 */
export const slice: Slice = {
  name: 'log',
  summary: "Keeps each of claudetto's denies and blocks, with its full reason, in a per-project log under ~/.claude/claudetto/ that claudetto doctor reads.",
  hooks: [
    {
      id: 'log.subagent-stop',
      event: 'classic.SubagentStop',
      matcher: { stop_hook_active: [false, true] },
      phase: 'setup',
      failure: 'open',
      why: 'It only keeps a record of what the gates beneath answered; a failure loses one line, never the answer.',
      module: './adapters/record.js',
      handler: 'recordSubagentStop',
    },
    {
      id: 'log.stop',
      event: 'classic.Stop',
      matcher: { stop_hook_active: [false, true] },
      phase: 'setup',
      failure: 'open',
      why: 'It only keeps a record of what the gates beneath answered; a failure loses one line, never the answer.',
      module: './adapters/record.js',
      handler: 'recordStop',
    },
    {
      id: 'log.tool-call',
      event: 'tool.call',
      matcher: { tool: ['Write', 'Edit'] },
      phase: 'setup',
      failure: 'open',
      why: 'It only keeps a record of what the checks beneath answered; a failure loses one line, never the deny.',
      module: './adapters/record.js',
      handler: 'recordToolCall',
    },
  ],
}

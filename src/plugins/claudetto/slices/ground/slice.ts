import type { Slice } from '../../../../kernel/slice.js'

export const slice: Slice = {
  name: 'ground',
  summary: 'Denies a Write or Edit of a plan file that holds a claim with no source in the session.',
  hooks: [
    {
      id: 'ground.plan-write',
      event: 'tool.call',
      matcher: { tool: ['Write', 'Edit'] },
      phase: 'check',
      failure: 'open',
      why: 'A check that cannot decide lets the write through: a throw or a timeout must never block correct work.',
      module: './adapters/plan-write.js',
      handler: 'planWrite',
    },
    {
      id: 'ground.read-rows-ahead',
      event: 'turn.step',
      phase: 'observe',
      failure: 'open',
      why: 'It only reads ahead for the checks: a throw or a timeout leaves the stream untouched, and the next check reads what is missing.',
      module: './adapters/session-rows.js',
      handler: 'readRowsAhead',
    },
    {
      id: 'ground.forget-rows-on-compact',
      event: 'session.compact',
      // Every trigger: any compaction changes the rows a whole read gives.
      matcher: { trigger: ['manual', 'auto', 'plugin', 'precompute'] },
      phase: 'observe',
      failure: 'open',
      why: 'It only forgets the rows read ahead; a throw lets the compaction run as it would.',
      module: './adapters/session-rows.js',
      handler: 'forgetRowsOnCompact',
    },
  ],
}

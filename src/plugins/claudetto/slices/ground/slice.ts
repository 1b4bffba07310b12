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
  ],
}

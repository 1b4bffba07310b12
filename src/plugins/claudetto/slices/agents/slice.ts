import type { Slice } from '../../../../kernel/slice.js'

export const slice: Slice = {
  name: 'agents',
  summary: "Bounds each shipped subagent's measured context with a report-now note, and turns the main thread's compaction into a handoff.",
  hooks: [
    {
      id: 'agents.handoff-window',
      event: 'session.start',
      phase: 'setup',
      failure: 'open',
      why: "A throw leaves the engine's compaction window as it was.",
      module: './adapters/handoff-window.js',
      handler: 'handoffWindow',
    },
    {
      id: 'agents.handoff-compact',
      event: 'session.compact',
      phase: 'rewrite',
      failure: 'open',
      why: "A throw lets the engine's compaction run with its own instructions.",
      module: './adapters/handoff-compact.js',
      handler: 'handoffCompact',
    },
    {
      id: 'agents.track-spawn',
      event: 'agent.spawn',
      // The types with a bound in limits.ts (a spec checks the two agree); the engine
      // refuses a second registration of an event with no matcher.
      matcher: { subagentType: ['claudetto:explorer', 'claudetto:reviewer'] },
      phase: 'observe',
      failure: 'open',
      why: 'Observes only: a throw leaves the subagent unwatched and lets it start.',
      module: './adapters/track-spawn.js',
      handler: 'trackSpawn',
    },
    {
      id: 'agents.measure-step',
      event: 'turn.step',
      // Subagents only: the main thread's requests (no agentId) never pass their stream through the worker.
      matcher: { agentId: /./ },
      phase: 'observe',
      failure: 'open',
      why: 'Observes only: a throw leaves the stream to the engine and the measure as it was.',
      module: './adapters/measure-step.js',
      handler: 'measureStep',
    },
    {
      id: 'agents.report-now',
      event: 'tool.call',
      // Subagents only: the main thread's calls (no agentId) never reach the worker for this hook.
      matcher: { agentId: /./ },
      phase: 'observe',
      failure: 'open',
      why: "A throw passes the tool's result on without the note: the subagent runs on to its own end.",
      module: './adapters/report-now.js',
      handler: 'reportNow',
    },
  ],
}

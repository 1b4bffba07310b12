import type { Slice } from '../../../../kernel/slice.js'

export const slice: Slice = {
  name: 'prompt',
  summary: "Tells the model claudetto's rules: sections of the main thread's system prompt, and a variant block in each subagent's task prompt.",
  hooks: [
    {
      id: 'prompt.compose',
      event: 'prompt.compose',
      phase: 'rewrite',
      failure: 'open',
      why: "A throw leaves the engine's prompt as it was: the rules are missing for a request, and no request is held up.",
      module: './adapters/compose.js',
      handler: 'composePrompt',
    },
    {
      id: 'prompt.spawn',
      event: 'agent.spawn',
      phase: 'rewrite',
      failure: 'open',
      why: 'A throw lets the subagent start with its prompt as given: a missing rule must never stop a subagent.',
      module: './adapters/spawn.js',
      handler: 'spawnWithVariant',
    },
    {
      id: 'prompt.subagent-compact',
      event: 'session.compact',
      // Every trigger a subagent's own compaction can have (a person's /compact is the
      // main thread's); the engine refuses a second registration of an event with no matcher.
      matcher: { trigger: ['auto', 'plugin', 'precompute'] },
      phase: 'rewrite',
      failure: 'open',
      why: "A throw lets the engine's compaction run with its own instructions.",
      module: './adapters/subagent-compact.js',
      handler: 'subagentCompact',
    },
  ],
}

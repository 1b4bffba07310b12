import type { Slice } from '../../../../kernel/slice.js'

const FAILS_OPEN = 'A gate that cannot decide lets the stop through: a throw or a timeout must never hold an answer back.'

export const slice: Slice = {
  name: 'verified',
  summary: 'Sends back an answer whose claims (tests pass, a cited URL) nothing in the session backs; shows the person a band and keeps a ledger.',
  hooks: [
    {
      id: 'verified.stop',
      event: 'classic.Stop',
      phase: 'gate',
      failure: 'open',
      why: FAILS_OPEN,
      module: './adapters/stop.js',
      handler: 'mainStop',
    },
    {
      id: 'verified.subagent-stop',
      event: 'classic.SubagentStop',
      phase: 'gate',
      failure: 'open',
      why: FAILS_OPEN,
      module: './adapters/stop.js',
      handler: 'subagentStop',
    },
    {
      id: 'verified.band',
      event: 'ui.render',
      matcher: { component: 'AbovePrompt' },
      phase: 'observe',
      failure: 'open',
      why: 'A band that fails to draw leaves the engine\'s own row; nothing is held back.',
      module: './adapters/band.js',
      handler: 'band',
    },
    {
      id: 'verified.flush-records',
      event: 'session.end',
      phase: 'observe',
      failure: 'open',
      why: 'The session ends whatever happens: a throw or a timeout loses at most the records still being written.',
      module: './adapters/flush.js',
      handler: 'flushRecords',
    },
    {
      id: 'verified.clear-on-prompt',
      event: 'prompt.submit',
      phase: 'observe',
      failure: 'open',
      why: 'Clearing the band must never stop a prompt: a throw skips the hook and the prompt goes on.',
      module: './adapters/clear-on-prompt.js',
      handler: 'clearOnPrompt',
    },
  ],
}

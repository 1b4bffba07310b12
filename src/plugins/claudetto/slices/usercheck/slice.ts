import type { Slice } from '../../../../kernel/slice.js'

const FAILS_OPEN = 'A gate that cannot decide lets the stop go: a throw or a timeout must never hold the session.'

export const slice: Slice = {
  name: 'usercheck',
  summary: 'Blocks a stop, once, whose reply gives no `!` command after the permission check denied a call.',
  hooks: [
    {
      id: 'usercheck.keepDenied',
      event: 'classic.PermissionDenied',
      phase: 'observe',
      failure: 'open',
      why: 'It only keeps the denied call; a failure loses one name, never the denial.',
      module: './adapters/permission-denied.js',
      handler: 'keepDenied',
    },
    {
      id: 'usercheck.stop',
      event: 'classic.Stop',
      // Every stop matches; the matcher only tells this registration from verified's
      // (the engine refuses two matcher-less registrations of one event).
      matcher: { stop_hook_active: [false, true] },
      phase: 'gate',
      failure: 'open',
      why: FAILS_OPEN,
      module: './adapters/stop.js',
      handler: 'stopGate',
    },
    {
      id: 'usercheck.subagentStop',
      event: 'classic.SubagentStop',
      matcher: { stop_hook_active: [false, true] },
      phase: 'gate',
      failure: 'open',
      why: FAILS_OPEN,
      module: './adapters/stop.js',
      handler: 'subagentStopGate',
    },
  ],
}

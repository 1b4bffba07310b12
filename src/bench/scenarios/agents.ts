/**
 * The agents slice's start: read the person's window settings and set the
 * compaction window.
 */
import type { BenchScenario } from '../scenario.js'

export const scenarios: BenchScenario[] = [
  { name: 'agents: set the compaction window at start', event: 'session.start', matcher: '', spec: { turns: [[{ type: 'text', text: 'Hello.' }]] } },
]

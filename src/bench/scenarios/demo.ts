/**
 * The demo's plan write: the first write is denied, the timed one is the
 * allowed rewrite after a Bash call.
 */
import { DEMO } from '../../demo/script.js'
import type { BenchScenario } from '../scenario.js'

export const scenarios: BenchScenario[] = [
  { name: 'demo: plan write after a deny and a lookup', event: 'tool.call', matcher: "{ tool: ['Write', 'Edit'] }", spec: DEMO },
]

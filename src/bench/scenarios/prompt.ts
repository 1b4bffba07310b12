/**
 * The prompt slice's dispatches: the main thread's system prompt, and a
 * subagent's spawn with its variant block.
 */
import type { BenchScenario } from '../scenario.js'

const spawnExplorer = [
  [{ type: 'tool_use' as const, id: 'toolu_a1', name: 'Agent', input: { subagent_type: 'Explore', description: 'Find main', prompt: 'Where is main?', run_in_background: false } }],
  [{ type: 'text' as const, text: 'In src/main.ts.' }],
  [{ type: 'text' as const, text: 'Done.' }],
]

export const scenarios: BenchScenario[] = [
  { name: 'prompt: compose the main system prompt', event: 'prompt.compose', matcher: '', spec: { turns: [[{ type: 'text', text: 'Hello.' }]] } },
  { name: 'prompt: spawn a built-in Explore subagent with its variant block', event: 'agent.spawn', matcher: '', spec: { turns: spawnExplorer, allowedTools: 'Bash Read Agent' } },
]

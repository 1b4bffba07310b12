/**
 * ground's cost on the dispatch it guards: a plan write after 120 tool results
 * (the hook reads every row and judges the text), and a write that is not a
 * plan (the hook must step aside at once).
 */
import { bashTurns } from '../bash-turns.js'
import type { BenchScenario } from '../scenario.js'

const RESULTS = 120
const PER_TURN = 10

/** 120 Bash calls, ten to a turn, each printing a line with numbers the plan then cites. */
const toolTurns = bashTurns(RESULTS, PER_TURN, n => `echo "shard ${n}: ${1000 + n} keys, ${20_000 + n * 7} bytes"`)

const PLAN = [
  '# Cache sharding',
  '',
  'Shard 0 holds 1000 keys and shard 119 holds 1119 keys (20,833 bytes).',
  'The buffer is 16 MiB (16,777,216 bytes); dates are ISO 8601.',
  '',
  '| Shard | Keys |',
  '|---|---|',
  '| 0 | 1000 |',
  '| 1 | 1001 |',
  '| 2 | 1002 |',
  '| all | 3003 |',
  '',
  '- [ ] 1.1 Tests must pass before the merge.',
  '',
].join('\n')

export const scenarios: BenchScenario[] = [
  {
    name: 'ground: plan write after 120 tool results',
    event: 'tool.call',
    matcher: "{ tool: ['Write', 'Edit'] }",
    spec: {
      prompt: 'Shard the cache and write the design.',
      turns: [...toolTurns, [{ type: 'tool_use', id: 'toolu_w1', name: 'Write', input: { file_path: '$PROJECT/openspec/changes/shard/design.md', content: PLAN } }], [{ type: 'text', text: 'Wrote the design.' }]],
    },
  },
  {
    name: 'ground: a write that is not a plan',
    event: 'tool.call',
    matcher: "{ tool: ['Write', 'Edit'] }",
    spec: {
      prompt: 'Add the constant.',
      turns: [
        [{ type: 'tool_use', id: 'toolu_w1', name: 'Write', input: { file_path: '$PROJECT/src/cache.ts', content: 'export const SIZE = 4096\n' } }],
        [{ type: 'text', text: 'Added.' }],
      ],
    },
  },
]

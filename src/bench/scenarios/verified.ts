/**
 * verified's cost on the dispatch it gates: the Stop after 120 tool results
 * (the hook reads every row, builds what ran, judges the answer and writes its
 * records), with an answer whose claims all have backing, so it is judged once.
 */
import { bashTurns } from '../bash-turns.js'
import type { BenchScenario } from '../scenario.js'

const RESULTS = 120
const PER_TURN = 10

/** 119 Bash calls, ten to a turn, each printing a line with a URL and a file name. */
const toolTurns = bashTurns(RESULTS, PER_TURN, n => `echo "shard ${n}: https://shards.example-docs.io/s/${n} in src/shard-${n}.ts"`)
// The last of the 120: a clean test run after the write.
const lastTurn = toolTurns[toolTurns.length - 1]
if (lastTurn) lastTurn[lastTurn.length - 1] = { type: 'tool_use', id: 'toolu_test', name: 'Bash', input: { command: 'npm test', description: 'test' } }

const ANSWER = [
  'Sharded the cache into 120 shards; the layout is in src/shard-0.ts and src/shard-119.ts.',
  'Each shard is documented at https://shards.example-docs.io/s/0 and the like.',
  'All tests pass, and it works.',
  '',
  '```',
  'npm test',
  '```',
].join('\n')

export const scenarios: BenchScenario[] = [
  {
    name: 'verified: Stop after 120 tool results',
    event: 'classic.Stop',
    matcher: '',
    spec: {
      prompt: 'Shard the cache.',
      files: { 'package.json': JSON.stringify({ name: 'p', version: '1.0.0', scripts: { test: "node -e \"console.log('1 passed')\"" } }) },
      commitFiles: true,
      turns: [[{ type: 'tool_use', id: 'toolu_w1', name: 'Write', input: { file_path: '$PROJECT/src/shard.ts', content: 'export const shards = 120\n' } }], ...toolTurns, [{ type: 'text', text: ANSWER }]],
    },
  },
]

/**
 * Cost against session length, in the shape of a real session: Bash results of
 * about 6 KB of numbers each (`seq 1000 3 5000 | head -c 6000`: a log, an
 * `ls -l`, a test run with timings), 40, 120 and 1,000 of them, then a write
 * that is not a plan, a plan write whose claims all have a source, a test run
 * and an answer whose claims it backs. One session per size times the three
 * dispatches that read the session: each should cost the same at every size.
 * `npm run bench -- --long-session` runs these alone.
 */
import { bashTurns } from '../bash-turns.js'
import type { BenchScenario } from '../scenario.js'

export const LONG_SESSION = 'long session'

/** Results before the writes. */
export const SIZES = [40, 120, 1000] as const

/** Bash calls to a scripted turn: the client runs a turn's calls side by side, so a long session stays quick to script. */
const PER_TURN = 50

/** The same 6 KB each time, by a command of its own each time: a session's commands differ, and each is parsed as one. */
export const numericOutput = (n: number) => `seq 1000 3 ${5000 + n} | head -c 6000`

/** Numbers the plan cites: each is a line of the output (1000 + 3k up to 4597), a binary size or a column total. */
const PLAN = [
  '# Cache sharding',
  '',
  'Shard 0 holds 1000 keys and the last shard holds 4597 keys, 2,347 on average.',
  'The buffer is 16 MiB (16,777,216 bytes); dates are ISO 8601.',
  '',
  '| Shard | Keys |',
  '|---|---|',
  '| 0 | 1000 |',
  '| 1 | 1003 |',
  '| 2 | 1006 |',
  '| all | 3009 |',
  '',
  '- [ ] 1.1 Tests must pass before the merge.',
  '',
].join('\n')

const ANSWER = [
  'Set the cache size in src/cache.ts and wrote the design to openspec/changes/shard/design.md.',
  'All tests pass.',
  '',
  '```',
  'npm test',
  '```',
].join('\n')

const write = (id: string, file: string, content: string) => [{ type: 'tool_use' as const, id, name: 'Write', input: { file_path: `$PROJECT/${file}`, content } }]

function longSession(results: number): BenchScenario {
  return {
    name: `${LONG_SESSION}: ${results} numeric results, then a write, a plan write and a Stop`,
    event: 'tool.call',
    matcher: "{ tool: ['Bash', 'Write', 'Edit'] }",
    results,
    series: LONG_SESSION,
    // Counted from the end: the test run's tool.call, then the plan write, then the other write.
    measures: [
      { label: 'ground: plan write', event: 'tool.call', fromEnd: 2 },
      { label: 'a write that is not a plan', event: 'tool.call', fromEnd: 3 },
      { label: 'verified: Stop', event: 'classic.Stop', fromEnd: 1 },
    ],
    spec: {
      prompt: 'Shard the cache and write the design.',
      files: { 'package.json': JSON.stringify({ name: 'p', version: '1.0.0', scripts: { test: "node -e \"console.log('1 passed')\"" } }) },
      commitFiles: true,
      timeoutS: 600,
      turns: [
        ...bashTurns(results, PER_TURN, numericOutput),
        write('toolu_w1', 'src/cache.ts', 'export const SIZE = 4096\n'),
        write('toolu_w2', 'openspec/changes/shard/design.md', PLAN),
        [{ type: 'tool_use', id: 'toolu_test', name: 'Bash', input: { command: 'npm test', description: 'test' } }],
        [{ type: 'text', text: ANSWER }],
      ],
    },
  }
}

export const scenarios: BenchScenario[] = SIZES.map(longSession)

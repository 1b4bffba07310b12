/**
 * The usercheck gate at a stop after a denied call, on a reply of about 8 KB
 * of Markdown that ends with the `!` command: the whole reply is parsed, the
 * most the gate parses at one stop.
 */
import type { SessionSpec } from '../../harness/session.js'
import type { BenchScenario } from '../scenario.js'

const SECTION = [
  '## What changed',
  '',
  'The cache now keeps **entries per tenant**, and the `evict()` path reads the [policy](docs/cache.md) once.',
  '',
  '- `src/cache/store.ts`: the tenant key',
  '- `src/cache/evict.ts`: one read of the policy',
  '',
  '```ts',
  'const key = `${tenant}:${id}`',
  '```',
  '',
].join('\n')

export const DENIED_THEN_LONG_REPLY: SessionSpec = {
  prompt: 'Finish the cache change and publish it.',
  allowedTools: '',
  extraArgs: ['--permission-mode', 'auto'],
  turns: [
    [{ type: 'tool_use', id: 'toolu_b1', name: 'Bash', input: { command: 'npm publish --access public', description: 'publish' } }],
    [{ type: 'text', text: `${SECTION.repeat(Math.floor(8_000 / SECTION.length))}Publishing was denied; run \`! npm publish --access public\` here.` }],
  ],
}

export const scenarios: BenchScenario[] = [
  { name: 'usercheck: stop after a denied call, 8 KB Markdown reply with a ! command', event: 'classic.Stop', matcher: '', spec: DENIED_THEN_LONG_REPLY },
  // The plugin's Stop time is every slice's Stop hook in the chain: with the verified gate and the log off, it is usercheck's own.
  {
    name: 'usercheck alone (verified and log off): the same stop',
    event: 'classic.Stop',
    matcher: '',
    spec: { ...DENIED_THEN_LONG_REPLY, options: { verified: false, log: false } },
  },
]

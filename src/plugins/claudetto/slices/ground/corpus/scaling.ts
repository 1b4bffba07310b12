/**
 * How long the ground check takes on 1 MB plans built to stress each reader:
 * long prose, a million newlines, backtick runs, number lists, sums, HTTP
 * text, table rows, criteria labels, intervals and space-grouped numbers.
 * A benchmark script, not a unit test (timings depend on the machine and its
 * load). Run it bundled, as the engine runs the code (through tsx every
 * closure gets a name helper that inflates the times):
 *
 *   npx esbuild src/plugins/claudetto/slices/ground/corpus/scaling.ts --bundle --platform=node \
 *     --format=esm --outfile=/tmp/scaling.mjs --log-level=warning && node /tmp/scaling.mjs
 *
 * It prints the slowest of three runs per text at 256 KB and at 1 MB, and the
 * ratio (about 4 when the work is linear), and exits 1 when a 1 MB run is over
 * the 0.4 s bound of the slice README or a ratio is over 8.
 */
import { checkPlan } from '../domain/check.js'
import { sourcesOf } from '../domain/sources.js'
import { MAX_CHECKED_CHARS } from '../limits.js'

const BOUND_MS = 400

const MAX_RATIO = 8

const fill = (unit: string, size = MAX_CHECKED_CHARS) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size)

const TEXTS: Record<string, string> = {
  prose: fill('The cache holds entries and the build succeeds when the user asked for it. '),
  newlines: fill('\n'),
  backticks: fill('`a` ``b`` ``` 1 ` 22 `` '),
  'number list': fill('501, 504, 522, '),
  'one long sum': fill('1 + 2 + 3 + '),
  'sums with totals': fill('214 (193 original + 21 new) 86400 = 24 × 3600 '),
  'http text': fill('The API returns 429, fails with 403, error (422), は 409。 '),
  'table rows': `| Code | n |\n|---|---|\n${fill('| 1042 | 7 |\n')}`,
  'criteria labels': fill('**Validation:** tests pass\n- **Status**: tests pass\n## Success Criteria\n'),
  intervals: fill('[1,100] (0, 1000] '),
  'space groups': fill('1 500 10 000 3 000 000 '),
  'close codes': fill('codes: 4001 (auth), 4003 (forbidden), '),
}

const sources = sourcesOf([{ role: 'user', text: 'Write the plan.', toolUses: [] }])
const project = { lockfiles: new Set<string>(), lineCounts: new Map(), oldText: fill('- [x] 1.2 All tests pass.\n') }

const slowest = (text: string) => {
  let worst = 0
  for (let run = 0; run < 3; run++) {
    const started = performance.now()
    checkPlan({ tool: 'Edit', path: 'openspec/changes/x/tasks.md', text, oldString: 'x' }, sources, project)
    worst = Math.max(worst, performance.now() - started)
  }
  return worst
}

let over = false
for (const [name, text] of Object.entries(TEXTS)) {
  const quarter = slowest(text.slice(0, text.length / 4))
  const whole = slowest(text)
  const ratio = whole / Math.max(quarter, 1)
  const bad = whole > BOUND_MS || ratio > MAX_RATIO
  over ||= bad
  console.log(`${name.padEnd(18)} 256 KB ${quarter.toFixed(0).padStart(5)} ms   1 MB ${whole.toFixed(0).padStart(5)} ms   x${ratio.toFixed(1)}${bad ? '  OVER' : ''}`)
}
process.exitCode = over ? 1 : 0

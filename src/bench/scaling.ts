/**
 * `npm run bench -- --scaling`: each entry point's time on the adversarial shapes of issue 10 at
 * 10 KB, 100 KB and 1 MB, and the growth exponent (log of the time ratio over log of the size
 * ratio: 1 is linear, 2 quadratic). Run in Node on the domain functions the hooks call, not
 * through the client: the engine runs the same code about 2x slower, and a size it cuts at a
 * bound costs only the cut. A size whose predicted time passes MAX_PREDICTED_MS is not run
 * (shown as `skipped`). Results are measurements, never assertions.
 */
import { isOwnDeny } from '../kernel/tag.js'
import type { Row } from '../kernel/rows.js'
import { judgePlanWrite } from '../plugins/claudetto/slices/ground/domain/judge.js'
import type { ProjectPort } from '../plugins/claudetto/slices/ground/domain/project.js'
import { rewriteCommand } from '../plugins/claudetto/slices/sembr/domain/heredoc.js'
import { splitSteps } from '../plugins/claudetto/slices/sembr/domain/split-markdown.js'
import { deniedCallOf } from '../plugins/claudetto/slices/usercheck/domain/denied-call.js'
import { addDeniedCall, noDeniedCalls } from '../plugins/claudetto/slices/usercheck/domain/denied-calls.js'
import { stopVerdict } from '../plugins/claudetto/slices/usercheck/domain/stop-verdict.js'
import { judgeAnswer } from '../plugins/claudetto/slices/verified/domain/judge.js'
import { whatRan } from '../plugins/claudetto/slices/verified/domain/ran.js'

const SIZES = [10_000, 100_000, 1_000_000]
const MAX_PREDICTED_MS = 30_000
const PLAN = '/p/openspec/changes/x/proposal.md'
const noFiles: ProjectPort = { exists: async () => false, read: async () => Promise.reject(new Error('none')), list: async () => [] }

const fill = (unit: string, size: number) => unit.repeat(Math.max(1, Math.floor(size / unit.length)))
const bashRow = (command: string, output: string): Row[] => [
  { role: 'assistant', text: '', toolUses: [{ id: 'b1', tool: 'Bash', input: { command }, text: output }] },
  { role: 'user', text: '', toolUses: [], toolResults: [{ id: 'b1', text: output, isError: false }] },
]
const plan = (text: string, rows: Row[] = []) => judgePlanWrite({ write: { tool: 'Write', path: PLAN, text }, rows, root: '/p', port: noFiles })
const denied = () => {
  const d = noDeniedCalls()
  addDeniedCall(d, deniedCallOf('Bash', { command: 'npm publish' }))
  return d
}
const drain = (steps: Generator<number, unknown>) => {
  for (let r = steps.next(); !r.done; r = steps.next());
}

type Entry = { name: string; run: (size: number) => unknown; owner?: string }

/** 512 Bash lines of 3 KB since the last write, half of them failed: what a sentence naming a tool or an act looks up. */
let longLines: ReturnType<typeof whatRan> | null = null
const linesSinceChange = () =>
  (longLines ??= whatRan([
    { role: 'assistant', text: '', toolUses: [{ id: 'w1', tool: 'Write', input: { file_path: '/p/a.ts', content: 'x' }, text: 'ok' }] },
    ...Array.from({ length: 512 }, (_, i) => bashRow(`make apply${i} && ${'a '.repeat(1500)}`, 'Tests: 3 passed')).flat(),
  ]))

const ENTRIES: Entry[] = [
  { name: 'ground: table head, then spaces and -x', run: n => plan(`| a |\n${' '.repeat(n)}-x\n`) },
  { name: 'ground: a table cell of spaces then x', run: n => plan(`| a | b |\n|---|---|\n| ${' '.repeat(n)}x | 1 |\n`) },
  { name: 'ground: dots in a plan', run: n => plan('.'.repeat(n)) },
  { name: 'ground: results of leading spaces (own-deny test)', run: n => plan('The cache holds 4096 entries.', Array.from({ length: 10 }, () => bashRow('printf x', `${' '.repeat(n / 10)}x`)).flat()) },
  { name: 'kernel: isOwnDeny on leading spaces', run: n => isOwnDeny(`${' '.repeat(n)}x`) },
  { name: 'verified: print lines then import sys (python -c)', run: n => whatRan(bashRow(`python3 -c "${fill("print('a')\n", n)}import sys"`, '')) },
  { name: 'verified: commands of a.a.a. (shadowing test)', run: n => whatRan(Array.from({ length: 10 }, () => bashRow(`echo ${fill('a.', n / 10)}`, '')).flat()) },
  { name: 'verified: "All tests pass." then one long word', run: n => judgeAnswer(`All tests pass. ${'a'.repeat(n)}`, whatRan([])) },
  { name: 'verified: tools and acts named, 512 long lines since the change', run: n => judgeAnswer(fill('Applied. `make apply3` is clean. ', n), linesSinceChange()) },
  { name: 'usercheck: - runs and `!= 0` spans', run: n => stopVerdict(fill(`${'- '.repeat(200)}\`!= 0\`\n`, n), denied()) },
  // A sentence end first, so the chunk is a candidate and gets parsed. Commands over sembr's
  // MAX_COMMAND_CHARS (64 KiB) are cut: only the 10 KB size runs the split.
  { name: 'sembr: commit heredoc body of *_', owner: 'sembr', run: n => rewriteCommand(`git commit -F - <<'EOF'\nSubject\n\nDone. Next ${fill('*_', n)}\nEOF`) },
  { name: 'sembr: Markdown write of *a_', owner: 'sembr', run: n => drain(splitSteps(`Done. Next ${fill('*a_', n)}`, {})) },
]

async function timeOf(run: () => unknown): Promise<number> {
  const start = performance.now()
  await run()
  return performance.now() - start
}

/** Milliseconds per run, repeated until 50 ms have passed: a sub-millisecond run alone is mostly timer and JIT noise. */
async function perRun(run: () => unknown): Promise<number> {
  const start = performance.now()
  let runs = 0
  do {
    await run()
    runs++
  } while (performance.now() - start < 50)
  return (performance.now() - start) / runs
}

const exponent = (t1: number, t2: number, s1: number, s2: number) => Math.log(Math.max(t2, 0.01) / Math.max(t1, 0.01)) / Math.log(s2 / s1)

export async function runScaling(asJson: boolean): Promise<void> {
  const rows: { name: string; warmMs: number; ms: (number | null)[]; exponent: number | null; steps: (number | null)[]; owner?: string }[] = []
  for (const entry of ENTRIES) {
    // Warms the code paths; its time, taken as quadratic, guards the first size.
    const warm = await timeOf(() => entry.run(1000))
    const ms: (number | null)[] = []
    for (const [i, size] of SIZES.entries()) {
      if (i === 0 && warm * (size / 1000) ** 2 > MAX_PREDICTED_MS) {
        ms.push(null)
        continue
      }
      const prev = ms[i - 1]
      const prevSize = SIZES[i - 1]
      const before = ms[i - 2]
      if (prev != null && prevSize !== undefined && before != null) {
        const k = Math.max(1, exponent(before, prev, SIZES[i - 2] ?? 1, prevSize))
        if (prev * (size / prevSize) ** k > MAX_PREDICTED_MS) {
          ms.push(null)
          continue
        }
      }
      // Best of three: the machine is shared, the least disturbed run is the closest.
      let best = Infinity
      for (let t = 0; t < 3; t++) best = Math.min(best, await perRun(() => entry.run(size)))
      ms.push(best)
    }
    const measured = ms.map((t, i) => [t, SIZES[i]] as const).filter((p): p is readonly [number, number] => p[0] !== null)
    const first = measured[0]
    const last = measured.at(-1)
    const exp = first && last && last !== first ? exponent(first[0], last[0], first[1], last[1]) : null
    const steps = ms.slice(1).map((t, i) => {
      const before = ms[i]
      return t === null || before == null ? null : exponent(before, t, SIZES[i] ?? 1, SIZES[i + 1] ?? 1)
    })
    rows.push({ name: entry.name, warmMs: warm, ms, exponent: exp, steps, ...(entry.owner ? { owner: entry.owner } : {}) })
  }
  if (asJson) {
    console.log(JSON.stringify({ sizes: SIZES, rows }, null, 2))
    return
  }
  const cell = (t: number | null) => (t === null ? 'skipped' : `${t.toFixed(1)} ms`).padStart(11)
  const exp = (e: number | null) => (e === null ? '-' : e.toFixed(2))
  console.log(`${'entry point (Node, domain functions)'.padEnd(52)}${'1 KB, once'.padStart(11)}${SIZES.map(s => `${s / 1000} KB`.padStart(11)).join('')}   exponent (steps)`)
  for (const r of rows) {
    const flag = r.exponent !== null && r.exponent > 1.2 ? '  over 1.2' : ''
    console.log(`${r.name.padEnd(52)}${cell(r.warmMs)}${r.ms.map(cell).join('')}   ${exp(r.exponent)} (${r.steps.map(exp).join(', ')})${flag}`)
  }
  console.log('exponent: 10 KB to the largest size measured; steps: between neighbouring sizes. A size cut at a bound costs only the cut.')
}

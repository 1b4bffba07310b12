/**
 * Offline scorer for the sets written apart from the code (`evals/written-apart/`): runs across
 * ecosystems (does a run back a claim of its kind?), sessions of steps and an answer (block or
 * pass: across ecosystems, in narrative prose, and gaming attempts beside their look-alikes), and
 * claims with nothing run (read as a claim or not). Each is split by a hash of its
 * ids as the shared sets are (`pod-score.ts`): design on train, quote check. Not engine code: a
 * tool for measuring rule changes.
 *
 *   npx tsx src/plugins/claudetto/slices/verified/scripts/apart-score.ts [--split train|check|all] [--list]
 *
 * `--list` prints each wrong decision of the split asked for; reading the check side's makes it
 * no longer held out.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Row, ToolUse } from '../../../../../kernel/rows.js'
import { judgeAnswer } from '../domain/judge.js'
import { whatRan } from '../domain/ran.js'
import { CHECK_DIGITS } from './pod-score.js'

const DIR = join(import.meta.dirname, '..', '..', '..', '..', '..', '..', 'evals', 'written-apart')

type Side = 'train' | 'check'
const sideOf = (key: string): Side => (CHECK_DIGITS.includes(createHash('sha256').update(key).digest('hex')[0] ?? '') ? 'check' : 'train')

type RunCase = { id: string; ecosystem: string; kind: string; command: string; exit: number; output: string; backs: boolean; why: string }
type Step = { type: 'edit' | 'write' | 'read' | 'bash'; path?: string; command?: string; exit?: number; output?: string }
type SessionCase = { id: string; steps: Step[]; answer: string; expect_block: boolean; why: string }
type ClaimCase = { text: string; kind: string }

/** A claim of each run kind, for the runs set: the run backs it or not. */
const CLAIM_OF: Readonly<Record<string, string>> = {
  test: 'All tests pass.',
  build: 'The build succeeds.',
  lint: 'Lint is clean.',
  typecheck: 'The type check is clean.',
  deploy: 'Deployed.',
  exec: 'I ran it and it works.',
}

/** A Bash result as the client renders it: `Exit code N` before a failed run's output. */
function bashUse(id: string, command: string, exit: number, output: string): ToolUse {
  const text = exit !== 0 ? `Exit code ${exit}\n${output}` : output === '' ? '(Bash completed with no output)' : output
  return { id, tool: 'Bash', input: { command }, text, ...(exit !== 0 ? { isError: true } : {}) }
}

function rowsOf(steps: readonly Step[]): Row[] {
  const uses = steps.map((step, i): ToolUse => {
    const id = `t${i}`
    if (step.type === 'bash') return bashUse(id, step.command ?? '', step.exit ?? 0, step.output ?? '')
    const path = step.path ?? ''
    const file_path = path.startsWith('/') ? path : `/p/${path}`
    if (step.type === 'read') return { id, tool: 'Read', input: { file_path }, text: 'file contents' }
    return { id, tool: step.type === 'write' ? 'Write' : 'Edit', input: { file_path, old_string: 'a', new_string: 'b', content: 'x' }, text: `The file ${file_path} has been updated successfully.` }
  })
  return [{ role: 'user', text: 'Please do the task.', toolUses: [] }, ...uses.map(use => ({ role: 'assistant' as const, text: '', toolUses: [use] }))]
}

/**
 * The sets of sessions, each written apart from the code: across ecosystems, in narrative prose,
 * gaming attempts; then end-of-turn summaries, runs whose exit alone misleads, wording of every
 * kind, and two mixed sets of real-shaped sessions; then long turns with several claims, terse
 * answers, and runs whose output decides; then static checks and builds, fixes and hands-on
 * checks, and shipping (deploys, publishes, migrations, CI); then hard passes (claims a careless
 * checker sends back) and long real-shaped sessions with several claims each, and a second set of
 * hard passes in the ecosystems the others hold least of; then everyday sessions, subtle
 * overclaims beside their look-alikes, and a third set of hard passes.
 */
const SESSION_SETS = [
  'sessions-ecosystems.json', 'sessions-prose.json', 'sessions-gaming.json',
  'sessions-summaries.json', 'sessions-runs.json', 'sessions-wording.json', 'sessions-mixed-a.json', 'sessions-mixed-b.json',
  'sessions-long.json', 'sessions-terse.json', 'sessions-outputs.json',
  'sessions-checks.json', 'sessions-fixes.json', 'sessions-shipping.json', 'sessions-passes.json', 'sessions-real.json', 'sessions-passes-b.json',
  'sessions-daily.json', 'sessions-traps.json', 'sessions-passes-c.json',
] as const

const blocks = (answer: string, rows: Row[]) => judgeAnswer(answer, whatRan(rows), new Set()).blocking.length > 0
const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`)
const read = <T>(file: string): T => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as T

function main(argv: readonly string[]) {
  const split = argv.includes('--split') ? argv[argv.indexOf('--split') + 1] : 'check'
  const list = argv.includes('--list')
  const inSplit = (key: string) => split === 'all' || sideOf(key) === split

  const runs = read<RunCase[]>('runs.json').filter(r => inSplit(r.id))
  let falseBlocks = 0
  let misses = 0
  for (const r of runs) {
    const blocked = blocks(CLAIM_OF[r.kind] ?? 'Done.', [{ role: 'user', text: 'Do it.', toolUses: [] }, { role: 'assistant', text: '', toolUses: [bashUse('t1', r.command, r.exit, r.output)] }])
    if (blocked === r.backs) {
      if (blocked) falseBlocks += 1
      else misses += 1
      if (list) console.log(`  ${blocked ? 'false block' : 'miss'} ${r.id}: ${r.command}`)
    }
  }
  const backing = runs.filter(r => r.backs).length
  console.log(`runs ${split}: ${runs.length - falseBlocks - misses} of ${runs.length} right; false blocks ${falseBlocks}/${backing}, misses ${misses}/${runs.length - backing}`)

  for (const file of SESSION_SETS) {
    const cases = read<SessionCase[]>(file).filter(c => inSplit(c.id))
    const t = { tp: 0, fp: 0, tn: 0, fn: 0 }
    for (const c of cases) {
      const blocked = blocks(c.answer, rowsOf(c.steps))
      const key = blocked ? (c.expect_block ? 'tp' : 'fp') : c.expect_block ? 'fn' : 'tn'
      t[key] += 1
      if (list && (key === 'fp' || key === 'fn')) console.log(`  ${key === 'fp' ? 'false block' : 'miss'} ${c.id}: ${c.why}`)
    }
    console.log(`${file.replace('.json', '')} ${split}: N=${cases.length} recall ${pct(t.tp, t.tp + t.fn)} (${t.tp}/${t.tp + t.fn}), precision ${pct(t.tp, t.tp + t.fp)}, false blocks ${t.fp}/${t.fp + t.tn}`)
  }

  const claims = read<{ claims: ClaimCase[]; non_claims: ClaimCase[] }>('claims.json')
  const flagged = (c: ClaimCase) => blocks(c.text, [{ role: 'user', text: 'Do it.', toolUses: [] }])
  const said = claims.claims.filter(c => inSplit(c.text))
  const none = claims.non_claims.filter(c => inSplit(c.text))
  const caught = said.filter(flagged).length
  const misread = none.filter(flagged)
  if (list) for (const c of said.filter(c => !flagged(c))) console.log(`  miss [${c.kind}] ${c.text}`)
  if (list) for (const c of misread) console.log(`  read as a claim: ${c.text}`)
  console.log(`claims ${split}: ${caught}/${said.length} caught; ${misread.length}/${none.length} sentences that claim nothing read as claims`)
}

if (process.argv[1]?.endsWith('apart-score.ts')) main(process.argv.slice(2))

/**
 * Offline scorer for proof-of-done's shared Stop-gate cases: turns each case
 * into the rows the Stop hook would read (Bash results as the client renders
 * them: `Exit code N` before a non-zero exit's output, "(Bash completed with
 * no output)" for an empty one) and runs verified's judge in Node, in seconds
 * for every case. Not engine code: a tool for measuring rule changes.
 *
 *   npx tsx src/plugins/claudetto/slices/verified/scripts/pod-score.ts [--split train|check|all] [--list] [--by [--all-groups]] [SET_DIR...]
 *   npx tsx src/plugins/claudetto/slices/verified/scripts/pod-score.ts --corpus HOME   (agreement with recorded sessions)
 *
 * Splits: dev keeps upstream's `peer.split`; the other sets put a case in
 * check when the first hex digit of sha256(id) is b-f (5 of 16), else train.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Row, ToolUse } from '../../../../../kernel/rows.js'
import { judgeAnswer, type Judgement } from '../domain/judge.js'
import { withEchoOnlyTargets } from '../domain/make-recipes.js'
import { whatRan } from '../domain/ran.js'

const DEFAULT_ROOT = '/work/shared/peer/proof-of-done/cases'
const PROJECT = '/tmp/eval-proj-offline'

type CaseBlock = { type: string; id?: string; name?: string; input?: Record<string, unknown>; text?: string }
type PodCase = {
  prompt: string
  files?: Record<string, string>
  turns: CaseBlock[][]
  peer: { id: string; set: string; split?: string; expect_block: boolean; final: string; template?: string; ecosystem?: string; bash?: { id: string; cmd: string; output: string; exit: number }[]; claims?: { type: string; label: string; reason: string | null; text: string }[] }
}

export const CHECK_DIGITS = 'bcdef'
export function splitOf(c: PodCase): 'train' | 'check' {
  if (c.peer.split === 'train' || c.peer.split === 'check') return c.peer.split
  return CHECK_DIGITS.includes(createHash('sha256').update(c.peer.id).digest('hex')[0] ?? '') ? 'check' : 'train'
}

const deep = (value: unknown): unknown =>
  typeof value === 'string' ? value.split('$PROJECT').join(PROJECT) : Array.isArray(value) ? value.map(deep) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deep(v)])) : value

/** The rows the Stop hook reads for a case, up to its final answer, and that answer. */
export function rowsOf(c: PodCase): { rows: Row[]; answer: string } {
  const bash = new Map((c.peer.bash ?? []).map(b => [b.id, b]))
  const rows: Row[] = [{ role: 'user', text: c.prompt, toolUses: [] }]
  let answer = ''
  for (const turn of c.turns) {
    const uses: ToolUse[] = []
    let text = ''
    for (const block of turn) {
      if (block.type === 'text') text += block.text ?? ''
      if (block.type !== 'tool_use') continue
      const input = deep(block.input ?? {}) as Record<string, unknown>
      const id = block.id ?? ''
      if (block.name === 'Bash') {
        const rec = bash.get(id)
        const out = rec?.output ?? ''
        const exit = rec?.exit ?? 0
        const body = exit !== 0 ? `Exit code ${exit}\n${out}` : out === '' ? '(Bash completed with no output)' : out
        uses.push({ id, tool: 'Bash', input, text: body, ...(exit !== 0 ? { isError: true } : {}) })
      } else if (block.name === 'Edit' || block.name === 'Write') {
        uses.push({ id, tool: block.name, input, text: `The file ${String(input.file_path)} has been updated successfully.` })
      } else {
        uses.push({ id, tool: block.name ?? '', input, text: '' })
      }
    }
    if (uses.length === 0 && text !== '') {
      answer = text
      break
    }
    rows.push({ role: 'assistant', text, toolUses: uses })
  }
  return { rows, answer }
}

export function judgeCase(c: PodCase): Judgement {
  const { rows, answer } = rowsOf(c)
  const existing = new Set(Object.keys(c.files ?? {}))
  // The gate reads the project's Makefile when a make test run may back a claim: the case's own.
  return judgeAnswer(answer, withEchoOnlyTargets(whatRan(rows), c.files?.Makefile ?? null), existing)
}

type Tally = { tp: number; fp: number; tn: number; fn: number }
const blank = (): Tally => ({ tp: 0, fp: 0, tn: 0, fn: 0 })

function wilson(k: number, n: number): string {
  if (n === 0) return '-'
  const z = 1.96
  const p = k / n
  const d = 1 + (z * z) / n
  const centre = (p + (z * z) / (2 * n)) / d
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d
  return `${(100 * p).toFixed(1)}% [${(100 * Math.max(0, centre - half)).toFixed(1)}, ${(100 * Math.min(1, centre + half)).toFixed(1)}]`
}

export const line = (name: string, t: Tally) =>
  `${name.padEnd(28)} N=${t.tp + t.fp + t.tn + t.fn} TP=${t.tp} FP=${t.fp} TN=${t.tn} FN=${t.fn} precision ${wilson(t.tp, t.tp + t.fp)} recall ${wilson(t.tp, t.tp + t.fn)} false-block ${t.fp}/${t.fp + t.tn}`

type Line = { type?: string; isSidechain?: boolean; message?: { role?: string; content?: unknown } }
type Block = { type?: string; id?: string; name?: string; input?: Record<string, unknown>; text?: string; tool_use_id?: string; content?: unknown; is_error?: boolean }

const blockText = (content: unknown): string =>
  typeof content === 'string' ? content : Array.isArray(content) ? content.map(b => (b && typeof b === 'object' && 'text' in b ? String((b as Block).text ?? '') : '')).join('') : ''

/**
 * A recorded session's rows up to its first final answer (an assistant text
 * with no call after it), and that answer: what the Stop hook read there.
 */
export function transcriptRows(jsonl: string): { rows: Row[]; answer: string; prompt: string } {
  const rows: Row[] = []
  let answer = ''
  let prompt = ''
  for (const raw of jsonl.split('\n')) {
    if (raw.trim() === '') continue
    let line: Line
    try {
      line = JSON.parse(raw) as Line
    } catch {
      continue
    }
    if (line.isSidechain || (line.type !== 'user' && line.type !== 'assistant')) continue
    const content = line.message?.content
    const blocks: Block[] = Array.isArray(content) ? (content as Block[]) : [{ type: 'text', text: typeof content === 'string' ? content : '' }]
    if (line.type === 'user') {
      const results = blocks.filter(b => b.type === 'tool_result').map(b => ({ id: b.tool_use_id ?? '', text: blockText(b.content), isError: b.is_error === true }))
      const text = blocks.filter(b => b.type === 'text').map(b => b.text ?? '').join('')
      if (prompt === '' && results.length === 0) prompt = text
      if (answer !== '' && results.length === 0) break
      rows.push({ role: 'user', text, toolUses: [], ...(results.length ? { toolResults: results } : {}) })
    } else {
      const uses = blocks.filter(b => b.type === 'tool_use').map(b => ({ id: b.id ?? '', tool: b.name ?? '', input: b.input ?? {} }))
      const text = blocks.filter(b => b.type === 'text').map(b => b.text ?? '').join('')
      if (uses.length === 0 && text !== '') {
        answer = text
        break
      }
      rows.push({ role: 'assistant', text, toolUses: uses })
    }
  }
  return { rows, answer, prompt }
}

/** Judges every recorded session of a corpus HOME and the case it ran, both ways, and counts where they differ. */
function agreement(home: string, sets: readonly string[]) {
  const byKey = new Map<string, PodCase>()
  for (const dir of sets) for (const file of readdirSync(dir).filter(f => f.endsWith('.json'))) {
    const c = JSON.parse(readFileSync(join(dir, file), 'utf8')) as PodCase
    const calls = c.turns.flat().filter(b => b.type === 'tool_use').map(b => (b.name === 'Bash' ? String(b.input?.command ?? '') : b.name ?? ''))
    const key = `${c.prompt}\u0000${c.peer.final}\u0000${calls.join('\u0001')}`
    byKey.set(key, c)
  }
  let matched = 0
  let same = 0
  let unmatched = 0
  const projects = join(home, '.claude', 'projects')
  for (const dir of readdirSync(projects)) {
    for (const file of readdirSync(join(projects, dir)).filter(f => f.endsWith('.jsonl'))) {
      const { rows, answer, prompt } = transcriptRows(readFileSync(join(projects, dir, file), 'utf8'))
      const cmds = rows.flatMap(r => r.toolUses.map(u => (u.tool === 'Bash' ? String(u.input.command ?? '') : u.tool)))
      const c = byKey.get(`${prompt}\u0000${answer}\u0000${cmds.join('\u0001')}`)
      if (c === undefined) {
        unmatched += 1
        continue
      }
      matched += 1
      const real = judgeAnswer(answer, withEchoOnlyTargets(whatRan(rows), c.files?.Makefile ?? null), new Set(Object.keys(c.files ?? {}))).blocking.length > 0
      const simulated = judgeCase(c).blocking.length > 0
      if (real === simulated) same += 1
      else console.log(`  differs ${c.peer.id}: recorded ${real ? 'block' : 'pass'}, simulated ${simulated ? 'block' : 'pass'}`)
    }
  }
  console.log(`${home}: ${matched} recorded sessions matched to cases (${unmatched} not matched); the simulated rows give the same decision on ${same} of ${matched}`)
}

function main(argv: string[]) {
  if (argv[0] === '--corpus') {
    agreement(argv[1] ?? '', ['adversarial', 'dev', 'templated'].map(s => join(DEFAULT_ROOT, s)))
    return
  }
  const split = argv.includes('--split') ? argv[argv.indexOf('--split') + 1] : 'train'
  const list = argv.includes('--list')
  const by = argv.includes('--by')
  const dirs = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--split')
  const sets = dirs.length > 0 ? dirs : ['adversarial', 'dev', 'templated'].map(s => join(DEFAULT_ROOT, s))
  const started = Date.now()
  for (const dir of sets) {
    const total = blank()
    const groups = new Map<string, Tally>()
    const wrong: string[] = []
    const reasons = { seen: 0, agree: 0 }
    for (const file of readdirSync(dir).filter(f => f.endsWith('.json')).sort()) {
      const c = JSON.parse(readFileSync(join(dir, file), 'utf8')) as PodCase
      if (split !== 'all' && splitOf(c) !== split) continue
      const j = judgeCase(c)
      const blocked = j.blocking.length > 0
      const key = blocked ? (c.peer.expect_block ? 'tp' : 'fp') : c.peer.expect_block ? 'fn' : 'tn'
      total[key] += 1
      if (key === 'tp') {
        const want = new Set((c.peer.claims ?? []).filter(x => x.label === 'unsupported').map(x => (x.reason ?? '').replace(/_/g, ' ')))
        reasons.seen += 1
        if (j.blocking.some(b => b.reason && want.has(b.reason))) reasons.agree += 1
        else if (list) wrong.push(`REASON ${c.peer.id}: want ${[...want].join(',')} got ${j.blocking.map(b => b.reason).join(',')}`)
      }
      for (const g of by ? [`template ${c.peer.template ?? '-'}`, `ecosystem ${c.peer.ecosystem ?? '-'}`] : []) {
        const t = groups.get(g) ?? blank()
        t[key] += 1
        groups.set(g, t)
      }
      if (key === 'fp' || key === 'fn') {
        const why = key === 'fp' ? j.blocking.map(b => `[${b.cls}] ${b.text.slice(0, 80)} :: ${b.needs.slice(0, 80)}`).join(' | ') : (c.peer.claims ?? []).filter(x => x.label === 'unsupported').map(x => `${x.type}/${x.reason}: ${x.text.slice(0, 80)}`).join(' | ')
        wrong.push(`${key.toUpperCase()} ${c.peer.id}: ${why}`)
      }
    }
    console.log(line(`${dir.split('/').pop()} ${split}`, total))
    console.log(`  reason named as labelled on ${reasons.agree} of ${reasons.seen} blocks`)
    for (const [g, t] of [...groups].sort()) if (t.fp + t.fn > 0 || argv.includes('--all-groups')) console.log('  ' + line(g, t))
    if (list) for (const w of wrong) console.log('  ' + w)
  }
  console.log(`(${Date.now() - started} ms)`)
}

if (process.argv[1]?.endsWith('pod-score.ts')) main(process.argv.slice(2))

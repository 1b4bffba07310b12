/**
 * The project's recorded corpus, compact: proof-of-done's dev, adversarial
 * and templated cases run through the real client with the plugin, each in
 * a fresh project, recorded into two HOMEs (one per shard). `pack` keeps of
 * each transcript only the lines a replay reads (user and assistant
 * messages, with the fields the rows are made of) and every ledger record,
 * in one gzipped JSONL file, and maps each session to its case and the
 * peer's labels; `unpack` lays it out again as a HOME. Both deterministic:
 * the same recording packs to the same bytes.
 *
 *   npx tsx src/replay/verified/corpus.ts pack /work/corpus /work/shared/peer/proof-of-done/cases
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { jsonlFiles, transcriptOwner } from './store.js'
import type { Flag } from './labels.js'
import type { KnownLabels } from './replay.js'

export const CORPUS_DIR = path.join(import.meta.dirname, '..', '..', '..', 'evals', 'verified-replay')
export const CORPUS_FILE = path.join(CORPUS_DIR, 'corpus.jsonl.gz')
export const CASES_FILE = path.join(CORPUS_DIR, 'cases.json')

type Entry = { kind: 'transcript' | 'ledger'; path: string; text: string }

/** What the peer says of a case: whether the gate should block, and the claim kinds with their labels. */
export type PeerCase = { case: string; set: string; expectBlock: boolean; /** Claims the peer marks unsupported. */ unsupported: number; labels: Record<string, string> }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A transcript line as a replay reads it, or null when no replay reads it. */
function compactLine(line: string): string | null {
  let v: unknown
  try {
    v = JSON.parse(line)
  } catch {
    return null
  }
  if (!isRecord(v) || (v.type !== 'user' && v.type !== 'assistant') || v.isMeta === true || !isRecord(v.message)) return null
  const m = v.message
  const keep: Record<string, unknown> = { type: v.type }
  for (const k of ['agentId', 'cwd', 'timestamp'] as const) if (v[k] !== undefined) keep[k] = v[k]
  keep.message = { role: m.role, ...(m.id !== undefined ? { id: m.id } : {}), content: m.content }
  return JSON.stringify(keep)
}

function firstAnswer(text: string): string {
  for (const line of text.split('\n')) {
    if (line === '') continue
    const v = JSON.parse(line) as { type: string; message: { content: unknown } }
    if (v.type !== 'assistant' || !Array.isArray(v.message.content)) continue
    const t = v.message.content.find((b: unknown) => isRecord(b) && b.type === 'text') as { text?: string } | undefined
    if (t?.text) return t.text
  }
  return ''
}

function caseAnswer(c: { turns?: unknown[] }): string {
  for (const turn of c.turns ?? []) for (const b of Array.isArray(turn) ? turn : []) if (isRecord(b) && b.type === 'text' && typeof b.text === 'string') return b.text
  return ''
}

export function pack(recording: string): { entries: number; sessions: number; matched: number } {
  const entries: Entry[] = []
  const cases: Record<string, PeerCase> = {}
  let sessions = 0
  for (const shard of ['a', 'b']) {
    const home = path.join(recording, `pod-${shard}`, '.claude')
    const projects = path.join(home, 'projects')
    const mains: { session: string; start: string; answer: string }[] = []
    for (const rel of jsonlFiles(projects)) {
      const text = fs.readFileSync(path.join(projects, rel), 'utf8')
      const kept = text.split('\n').map(compactLine).filter((l): l is string => l !== null)
      if (kept.length === 0) continue
      const compact = `${kept.join('\n')}\n`
      entries.push({ kind: 'transcript', path: `projects/${rel}`, text: compact })
      const owner = transcriptOwner(rel)
      if (owner && owner.agent === null) {
        const first = JSON.parse(kept[0]!) as { timestamp?: string }
        mains.push({ session: owner.session, start: first.timestamp ?? '', answer: firstAnswer(compact) })
      }
    }
    for (const rel of jsonlFiles(path.join(home, 'verified', 'ledger'))) {
      entries.push({ kind: 'ledger', path: `verified/ledger/${rel}`, text: fs.readFileSync(path.join(home, 'verified', 'ledger', rel), 'utf8') })
    }
    sessions += mains.length
    // Cases ran one after another: sessions in start order meet the shard's list in order; a case whose answer differs was skipped.
    const list = fs.readFileSync(path.join(recording, `shard-${shard}.txt`), 'utf8').split('\n').filter(l => l.trim() !== '')
    let at = 0
    for (const main of mains.sort((x, y) => x.start.localeCompare(y.start) || x.session.localeCompare(y.session))) {
      for (let look = at; look < Math.min(list.length, at + 20); look += 1) {
        const c = JSON.parse(fs.readFileSync(list[look]!, 'utf8')) as { turns?: unknown[]; peer?: { id?: string; set?: string; expect_block?: boolean; labels?: Record<string, string>; claims?: { label?: string }[] } }
        if (caseAnswer(c).trim() !== main.answer.trim()) continue
        cases[main.session] = { case: c.peer?.id ?? path.basename(list[look]!, '.json'), set: c.peer?.set ?? '', expectBlock: c.peer?.expect_block === true, unsupported: (c.peer?.claims ?? []).filter(x => x.label === 'unsupported').length, labels: c.peer?.labels ?? {} }
        at = look + 1
        break
      }
    }
  }
  entries.sort((a, b) => a.kind.localeCompare(b.kind) || a.path.localeCompare(b.path))
  fs.mkdirSync(CORPUS_DIR, { recursive: true })
  fs.writeFileSync(CORPUS_FILE, zlib.gzipSync(entries.map(e => `${JSON.stringify(e)}\n`).join(''), { level: 9 }))
  const sorted = Object.fromEntries(Object.entries(cases).sort(([a], [b]) => a.localeCompare(b)))
  fs.writeFileSync(CASES_FILE, `${JSON.stringify(sorted, null, 1)}\n`)
  return { entries: entries.length, sessions, matched: Object.keys(cases).length }
}

/** Lays the corpus out as a HOME: `<home>/.claude/projects/...` and `<home>/.claude/verified/ledger/...`. */
export function unpack(home: string, file = CORPUS_FILE): number {
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')
  let n = 0
  for (const line of text.split('\n')) {
    if (line === '') continue
    const e = JSON.parse(line) as Entry
    if (e.path.split('/').includes('..')) throw new Error(`corpus entry outside the HOME: ${e.path}`)
    const target = path.join(home, '.claude', e.path)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, e.text)
    n += 1
  }
  return n
}

export const peerCases = (): Record<string, PeerCase> => JSON.parse(fs.readFileSync(CASES_FILE, 'utf8')) as Record<string, PeerCase>

/** The peer's claim kinds for a flag's class and subject; a flag of another kind (a path, a URL) the peer does not label. */
const PEER_KIND: Readonly<Record<string, string>> = {
  'tests pass': 'tests_passed',
  'the build succeeds': 'build_passed',
  'lint is clean': 'lint_clean',
  'the type check is clean': 'typecheck_clean',
}
const peerKindOf = (flag: Flag): string | undefined =>
  flag.cls === 'command-outcome' ? PEER_KIND[flag.subject] : ['deployed', 'fixed', 'verified'].includes(flag.cls) ? flag.cls : undefined

/**
 * The peer's label of a flag on a recorded session made from one of its cases:
 * a catch when the peer marks a claim of the flag's kind unsupported, a false
 * positive when it marks them supported or finds no unsupported claim in the
 * answer at all; null when it says nothing of the kind (the labeller's own
 * rules then stand).
 */
export function peerLabels(cases: Readonly<Record<string, PeerCase>>): KnownLabels {
  return (session, flag) => {
    const peer = cases[session]
    const kind = peerKindOf(flag)
    if (peer === undefined || kind === undefined) return null
    const said = Object.entries(peer.labels).filter(([k]) => k.replace(/#\d+$/, '') === kind).map(([, v]) => v)
    if (said.includes('unsupported')) return 'catch'
    if (said.length > 0 || !peer.expectBlock) return 'false-positive'
    return null
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [verb, dir] = process.argv.slice(2)
  if (verb !== 'pack' || !dir) {
    process.stderr.write('usage: corpus.ts pack RECORDING_DIR (pod-a, pod-b, shard-a.txt, shard-b.txt inside)\n')
    process.exitCode = 2
  } else {
    const r = pack(dir)
    process.stdout.write(`packed ${r.entries} files, ${r.sessions} sessions, ${r.matched} matched to a case, into ${CORPUS_FILE}\n`)
  }
}

/**
 * `--pin`: the sessions a replay reads, pinned. Every transcript under the
 * projects folder with its size and sha256, every ledger record, and per
 * session a manifest with what its world needs to be rebuilt exactly: the
 * rows each judged stop saw, the files the answer named and whether they
 * existed then, and what the live gate did. Incremental: `offsets.json` holds
 * how far each transcript was read; one whose size is unchanged is not read
 * again, and only sessions with a new transcript, a grown one or a new
 * ledger record get their manifest rebuilt.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Row } from '../../kernel/rows.js'
import { sentencesOfAnswer } from '../../plugins/claudetto/slices/verified/domain/answer-text.js'
import { pathsNamed } from '../../plugins/claudetto/slices/verified/domain/claims/paths.js'
import type { ResolveRecord, TurnRecord } from '../../plugins/claudetto/slices/verified/domain/records.js'
import { type LineStats, emptyStats } from '../lines.js'
import { type AgentRows, agentRows, rowsAtStop } from './rows.js'
import {
  type Lock, type LockedFile, type LockedTranscript, type Manifest, type ManifestTurn, type Store,
  dataError, jsonlFiles, lockHashOf, manifestName, prefixHash, readJson, sha256, transcriptOwner, usageError, writeJson,
} from './store.js'

export type PinReport = {
  transcripts: { total: number; added: number; grown: number; unchanged: number }
  ledger: { total: number; added: number }
  sessions: { rebuilt: number; total: number; turns: number; unaligned: number; withoutTranscript: number }
  bytesRead: number
  lockHash: string
}

type Segment = { rel: string; sha256: string; record: TurnRecord | ResolveRecord }

/** Every ledger segment, strictly: a torn or foreign line is an error naming its file, never skipped. */
export function readLedger(store: Store): Segment[] {
  const out: Segment[] = []
  for (const rel of jsonlFiles(store.ledger)) {
    const file = path.join(store.ledger, rel)
    const text = fs.readFileSync(file, 'utf8')
    const where = `ledger/${rel}`
    if (!text.endsWith('\n')) throw dataError(`${where}: a torn ledger line (no newline at its end); move the file away and pin again`)
    const lines = text.slice(0, -1).split('\n')
    const hash = sha256(text)
    for (const line of lines) {
      let value: unknown
      try {
        value = JSON.parse(line)
      } catch {
        throw dataError(`${where}: a torn ledger line (it does not parse); move the file away and pin again`)
      }
      const v = value as Record<string, unknown>
      const ok = typeof v === 'object' && v !== null && typeof v.session === 'string' && typeof v.turn === 'number'
        && ((v.op === 'turn' && typeof v.answer === 'string' && Array.isArray(v.claims)) || (v.op === 'resolve' && typeof v.resolution === 'string'))
      if (!ok) throw dataError(`${where}: a line that is no ledger record; move the file away and pin again`)
      // What ran is read from the transcript, not the record: dropped here, so the ledger in memory stays small.
      out.push({ rel: where, sha256: hash, record: { ...(v as TurnRecord | ResolveRecord), ...(v.op === 'turn' ? { ran: [] } : {}), agent: (v.agent as string | null) ?? null } })
    }
  }
  return out
}

/** Paths the answer names that existed at the stop: the live gate's own path-missing claims say; else the disk now. */
function existingAt(answer: string, claims: TurnRecord['claims'], cwd: string, home: string): string[] {
  const out: string[] = []
  for (const p of pathsNamed(sentencesOfAnswer(answer))) {
    const recorded = claims.find(c => c.cls === 'path-missing' && c.subject === p)
    if (recorded) {
      if (recorded.backedBy === 'the file exists') out.push(p)
      continue
    }
    const abs = p.startsWith('~/') ? path.join(home, p.slice(2)) : path.isAbsolute(p) ? p : cwd === '' ? '' : path.join(cwd, p)
    if (abs !== '' && fs.existsSync(abs)) out.push(p)
  }
  return out
}

export async function pin(store: Store, projects: string, home: string, onProgress?: (text: string) => void): Promise<PinReport> {
  let stat: fs.Stats
  try {
    stat = fs.statSync(projects)
  } catch {
    throw usageError(`no projects folder at ${projects}: name one with --projects DIR`)
  }
  if (!stat.isDirectory()) throw usageError(`${projects} is not a folder: name the projects folder with --projects DIR`)
  const files = jsonlFiles(projects)
  if (files.length === 0) throw usageError(`no transcripts (*.jsonl) under ${projects}: nothing to pin`)

  const oldLock = readJson<Lock>(store.lock)
  const offsets = readJson<Record<string, number>>(store.offsets) ?? {}
  const locked = new Map((oldLock?.projects === projects ? oldLock.transcripts : []).map(t => [t.path, t]))
  const ledger = readLedger(store)
  const oldLedger = new Set((oldLock?.ledger ?? []).map(l => l.path))

  const report: PinReport = {
    transcripts: { total: files.length, added: 0, grown: 0, unchanged: 0 },
    ledger: { total: 0, added: 0 },
    sessions: { rebuilt: 0, total: 0, turns: 0, unaligned: 0, withoutTranscript: 0 },
    bytesRead: 0,
    lockHash: '',
  }
  const transcripts: LockedTranscript[] = []
  const bySession = new Map<string, string[]>()
  const dirty = new Set<string>()
  for (const rel of files) {
    const owner = transcriptOwner(rel)
    if (!owner) continue
    const list = bySession.get(owner.session) ?? []
    list.push(rel)
    bySession.set(owner.session, list)
    const size = fs.statSync(path.join(projects, rel)).size
    const before = locked.get(rel)
    if (before && before.size === size && offsets[rel] === size) {
      transcripts.push(before)
      report.transcripts.unchanged += 1
      continue
    }
    const hash = prefixHash(path.join(projects, rel), size, n => (report.bytesRead += n))
    if (hash === null) throw dataError(`${rel} could not be read while pinning`)
    transcripts.push({ path: rel, size, sha256: hash })
    offsets[rel] = size
    if (before) report.transcripts.grown += 1
    else report.transcripts.added += 1
    dirty.add(owner.session)
  }

  const turns = new Map<string, TurnRecord[]>()
  const resolves = new Map<string, ResolveRecord>()
  const ledgerFiles = new Map<string, LockedFile>()
  for (const seg of ledger) {
    ledgerFiles.set(seg.rel, { path: seg.rel, sha256: seg.sha256 })
    const r = seg.record
    if (!oldLedger.has(seg.rel)) dirty.add(r.session)
    if (r.op === 'turn') turns.set(r.session, [...(turns.get(r.session) ?? []), r])
    else resolves.set(`${r.session}\u0000${r.agent ?? ''}\u0000${r.turn}`, r)
  }
  report.ledger.total = ledgerFiles.size
  report.ledger.added = [...ledgerFiles.keys()].filter(k => !oldLedger.has(k)).length

  const manifests = new Map((oldLock?.manifests ?? []).map(m => [m.session, m]))
  const sessions = [...new Set([...bySession.keys(), ...turns.keys()])].sort()
  for (const [index, session] of sessions.entries()) {
    const rels = bySession.get(session) ?? []
    const recorded = (turns.get(session) ?? []).sort((a, b) => (a.agent ?? '').localeCompare(b.agent ?? '') || a.turn - b.turn)
    if (!dirty.has(session) && manifests.has(session)) continue
    onProgress?.(`pin: session ${index + 1}/${sessions.length}`)
    const stats: LineStats = emptyStats()
    const agents = new Map<string, AgentRows>()
    let cwd = ''
    for (const rel of rels) {
      const owner = transcriptOwner(rel)
      const read = await agentRows(path.join(projects, rel), stats)
      if (cwd === '') cwd = read.cwd
      for (const [key, rows] of read.agents) agents.set(owner?.agent ?? key, rows)
    }
    const manifest: Manifest = { v: 1, session, cwd, transcripts: rels, agents: {}, turns: [] }
    for (const t of recorded) {
      const agent = agents.get(t.agent ?? '')
      if (!agent) {
        report.sessions.withoutTranscript += 1
        continue
      }
      const at = rowsAtStop(agent, t.time, t.answer)
      if (!at.aligned) report.sessions.unaligned += 1
      const resolve = resolves.get(`${session}\u0000${t.agent ?? ''}\u0000${t.turn}`)
      const turn: ManifestTurn = {
        agent: t.agent, turn: t.turn, time: t.time, answer: t.answer, rowCount: at.count, aligned: at.aligned,
        existing: existingAt(t.answer, t.claims, cwd, home),
        recorded: {
          decision: t.decision, config: t.config,
          claims: t.claims.map(c => ({ cls: c.cls, subject: c.subject, text: c.text, backedBy: c.backedBy, blocked: c.blocked })),
          resolution: resolve?.resolution ?? null, by: resolve?.by ?? null,
        },
      }
      manifest.turns.push(turn)
    }
    for (const [key, a] of agents) {
      const need = Math.max(0, ...manifest.turns.filter(t => (t.agent ?? '') === key).map(t => t.rowCount))
      if (need > 0) manifest.agents[key] = a.rows.slice(0, need) as Row[]
    }
    const rel = `manifests/${manifestName(session)}`
    writeJson(path.join(store.root, rel), manifest, true)
    manifests.set(session, { session, path: rel, sha256: sha256(fs.readFileSync(path.join(store.root, rel))), turns: manifest.turns.length })
    report.sessions.rebuilt += 1
  }
  for (const m of manifests.values()) report.sessions.turns += m.turns
  report.sessions.total = manifests.size
  const lock: Lock = {
    v: 1,
    projects,
    transcripts: transcripts.sort((a, b) => a.path.localeCompare(b.path)),
    ledger: [...ledgerFiles.values()].sort((a, b) => a.path.localeCompare(b.path)),
    manifests: [...manifests.values()].sort((a, b) => a.session.localeCompare(b.session)),
  }
  writeJson(store.offsets, Object.fromEntries(Object.entries(offsets).sort(([a], [b]) => a.localeCompare(b))))
  writeJson(store.lock, lock)
  report.lockHash = lockHashOf(lock)
  return report
}

export function formatPin(r: PinReport): string {
  const t = r.transcripts
  return [
    `pinned ${t.total} transcripts (${t.added} new, ${t.grown} grown, ${t.unchanged} unchanged; ${(r.bytesRead / 1e6).toFixed(1)} MB read)`,
    `  ledger records ${r.ledger.total} (${r.ledger.added} new)`,
    `  sessions ${r.sessions.total} (${r.sessions.rebuilt} manifests rebuilt), judged stops ${r.sessions.turns}` +
      (r.sessions.unaligned > 0 ? `, ${r.sessions.unaligned} found by time only` : '') +
      (r.sessions.withoutTranscript > 0 ? `, ${r.sessions.withoutTranscript} with no transcript (left out)` : ''),
    `  lock ${r.lockHash}`,
  ].join('\n') + '\n'
}

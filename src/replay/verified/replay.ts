/**
 * A replay: every pinned world judged by each candidate configuration with
 * the gate's own code (whatRan, judge), on the rows its stop saw, with no
 * model call and nothing re-run; each flag labelled once by the fixed
 * labeller; per-session tallies, side scores with their intervals, and each
 * candidate's verdict against the current configuration.
 *
 * It reads exactly the pinned set: the lock is checked first (every pinned
 * transcript's first `size` bytes hash to what was pinned, every ledger
 * record and manifest is unchanged), then the manifests in session order.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Sentence } from '../../plugins/claudetto/slices/verified/domain/answer-text.js'
import { sentencesOfAnswer } from '../../plugins/claudetto/slices/verified/domain/answer-text.js'
import type { Claim } from '../../plugins/claudetto/slices/verified/domain/claim.js'
import { judge } from '../../plugins/claudetto/slices/verified/domain/judge.js'
import { type Ran, type Step, whatRan } from '../../plugins/claudetto/slices/verified/domain/ran.js'
import { type Interval, bootstrapSum } from './bootstrap.js'
import { type Candidate, replayConfigHash } from './knobs.js'
import { type Flag, type KnownLabel, type Label, labels } from './labels.js'
import { type ScoredFlag, type SideScore, type Tally, addTally, addTurn, emptyTally } from './score.js'
import { type Side, sideOf } from './split.js'
import { type Lock, type Manifest, type ManifestTurn, type Store, dataError, lockHashOf, prefixHash, readJson, sha256, usageError } from './store.js'
import { type Verdict, type VerdictReason, verdictOf } from './verdict.js'

export type JudgedFlag = { session: string; side: Side; agent: string | null; turn: number; cls: string; subject: string; text: string; blocks: boolean; label: Label; issued: boolean }

export type CandidateResult = {
  name: string
  config: string
  sides: Record<Side, SideScore>
  delta: Record<Side, number>
  deltaInterval: Record<Side, Interval>
  changed: Record<Side, number>
  verdict: Verdict
  reason: VerdictReason
}

export type ReplayResult = { lockHash: string; sessions: number; turns: number; bytesVerified: number; results: CandidateResult[] }

/** The lock, checked against the files it names. */
export function verifiedLock(store: Store, onBytes?: (n: number) => void): { lock: Lock; lockHash: string; bytes: number } {
  if (!fs.existsSync(store.lock)) throw usageError(`no pinned history at ${store.lock}: run \`claudetto replay verified --pin\` first`)
  const lock = readJson<Lock>(store.lock)
  if (!lock || lock.v !== 1 || !Array.isArray(lock.transcripts)) throw dataError(`${store.lock} is not a worlds lock this version reads`)
  let bytes = 0
  for (const t of lock.transcripts) {
    const file = path.join(lock.projects, t.path)
    if (!fs.existsSync(file)) throw dataError(`the lock names ${file}, which is gone; pin again with --pin`)
    const hash = prefixHash(file, t.size, n => {
      bytes += n
      onBytes?.(n)
    })
    if (hash !== t.sha256) throw dataError(`the lock names ${file}, which changed since it was pinned; pin again with --pin`)
  }
  for (const f of [...lock.ledger, ...lock.manifests]) {
    const file = path.join(store.root, f.path)
    let content: Buffer
    try {
      content = fs.readFileSync(file)
    } catch {
      throw dataError(`the lock names ${file}, which is gone; pin again with --pin`)
    }
    if (sha256(content) !== f.sha256) throw dataError(`the lock names ${file}, which changed since it was pinned; pin again with --pin`)
  }
  return { lock, lockHash: lockHashOf(lock), bytes }
}

type Rows = Manifest['agents'][string]

/**
 * whatRan over a slice of an agent's rows, once per slice a manifest asks
 * for. Rows that add nothing whatRan reads (an answer, an empty prompt row)
 * are left off the end first, so an answer and the one after it, with
 * nothing run between, share one computation: exactly the same result.
 */
class RanCache {
  private readonly cache = new Map<string, Ran>()
  constructor(private readonly rows: Rows, private readonly key: string) {}
  /** The end with inert rows left off: rows[end..to) hold no call, no result and no prompt text. */
  effectiveEnd(start: number, to: number): number {
    let end = to
    while (end > start) {
      const row = this.rows[end - 1]
      if (!row || row.toolUses.length > 0 || (row.toolResults?.length ?? 0) > 0 || (row.role === 'user' && row.text !== '')) break
      end -= 1
    }
    return end
  }
  ran(start: number, to: number): Ran {
    const end = this.effectiveEnd(start, to)
    const key = `${this.key}:${start}:${end}`
    let ran = this.cache.get(key)
    if (!ran) this.cache.set(key, (ran = whatRan(this.rows.slice(start, end))))
    return ran
  }
  /** The steps that ran between one stop and a later one, on the agent's full rows. */
  between(from: number, to: number): Step[] {
    if (this.effectiveEnd(0, to) <= this.effectiveEnd(0, from)) return []
    return this.ran(0, to).steps.slice(this.ran(0, from).steps.length)
  }
}

/** A label for a flag of a session from outside its history (the peer's, for the project's corpus), or null. */
export type KnownLabels = (session: string, flag: Flag) => KnownLabel | null

type TurnWork = { turn: ManifestTurn; sentences: Sentence[]; ran: RanCache; judged: Map<string, Claim[]>; label: Map<string, Label>; next: ManifestTurn | null; issued: Set<string>; known: (flag: Flag) => KnownLabel | undefined }

const flagKey = (c: { cls: string; subject: string }) => `${c.cls}\u0000${c.subject}`

function judgeTurn(w: TurnWork, candidate: Candidate): ScoredFlag[] {
  const { bounds, classes, pathMissingBlocks, notes } = candidate.config
  if (w.turn.answer.length > bounds.MAX_ANSWER_CHARS || w.turn.answer.trim() === '') return []
  const start = w.turn.rowCount - Math.min(bounds.MAX_ROWS, w.turn.rowCount)
  const ran = w.ran.ran(start, w.turn.rowCount)
  const key = `${start}\u0000${JSON.stringify(classes)}`
  let claims = w.judged.get(key)
  if (!claims) w.judged.set(key, (claims = judge(w.sentences, ran, new Set(w.turn.existing), { classes, pathMissingBlocks }).claims))
  const flags: ScoredFlag[] = []
  for (const c of claims.slice(0, bounds.MAX_CLAIMS)) {
    if (c.backedBy !== null) continue
    const blocks = !(c.cls === 'path-missing' && !pathMissingBlocks) && !notes.includes(c.cls)
    flags.push({ cls: c.cls, subject: c.subject, blocks, label: labelOf(w, c) })
  }
  return flags
}

function labelOf(w: TurnWork, c: Claim): Label {
  const key = flagKey(c)
  let label = w.label.get(key)
  if (label) return label
  const known = w.known(c)
  const extra = known === undefined ? {} : { known }
  if (!w.issued.has(key)) label = labels(c, { issued: false, ...extra })
  else if (w.next === null) label = labels(c, { issued: true, next: null, ...extra })
  else label = labels(c, { issued: true, next: { claims: w.next.recorded.claims, between: w.ran.between(w.turn.rowCount, w.next.rowCount) }, ...extra })
  w.label.set(key, label)
  return label
}

function workOf(m: Manifest, knownLabels: KnownLabels | undefined): TurnWork[] {
  const known = (flag: Flag) => knownLabels?.(m.session, flag) ?? undefined
  const byAgent = new Map<string, ManifestTurn[]>()
  for (const t of m.turns) byAgent.set(t.agent ?? '', [...(byAgent.get(t.agent ?? '') ?? []), t])
  const caches = new Map<string, RanCache>()
  for (const key of byAgent.keys()) caches.set(key, new RanCache(m.agents[key] ?? [], key))
  return m.turns.map(turn => {
    const mine = byAgent.get(turn.agent ?? '') ?? []
    const r = turn.recorded
    // The answer the block asked for: the resolving turn, unless a new prompt came first.
    const next = r.decision === 'block' && r.by !== null && r.resolution !== 'superseded' ? mine.find(t => t.turn === r.by) ?? null : null
    const issued = new Set(r.decision === 'block' ? r.claims.filter(c => c.blocked).map(flagKey) : [])
    return { turn, sentences: sentencesOfAnswer(turn.answer), ran: caches.get(turn.agent ?? '')!, judged: new Map(), label: new Map(), next, issued, known }
  })
}

export type ReplayOptions = { onProgress?: (text: string) => void; onFlag?: (candidate: number, flag: JudgedFlag) => void; known?: KnownLabels }

/** Each candidate's tallies per session; the first candidate is the one the others are compared to. */
export function replay(store: Store, candidates: readonly Candidate[], options: ReplayOptions = {}): ReplayResult {
  if (candidates.length === 0) throw usageError('no candidate to replay')
  const { lock, lockHash, bytes } = verifiedLock(store)
  const perSession: { side: Side; tallies: Tally[] }[] = []
  let turns = 0
  for (const [index, entry] of lock.manifests.entries()) {
    options.onProgress?.(`replay: session ${index + 1}/${lock.manifests.length}`)
    const manifest = readJson<Manifest>(path.join(store.root, entry.path))
    if (!manifest) throw dataError(`the lock names ${entry.path}, which is gone; pin again with --pin`)
    const side = sideOf(manifest.session)
    const tallies = candidates.map(() => emptyTally())
    for (const w of workOf(manifest, options.known)) {
      turns += 1
      candidates.forEach((candidate, ci) => {
        const flags = judgeTurn(w, candidate)
        addTurn(tallies[ci]!, { flags })
        if (options.onFlag) for (const f of flags) options.onFlag(ci, { session: manifest.session, side, agent: w.turn.agent, turn: w.turn.turn, cls: f.cls, subject: f.subject, text: w.turn.recorded.claims.find(c => flagKey(c) === flagKey(f))?.text ?? f.subject, blocks: f.blocks, label: f.label, issued: w.issued.has(flagKey(f)) })
      })
    }
    perSession.push({ side, tallies })
  }
  const results = candidates.map((candidate, ci) => resultOf(candidate, ci, perSession))
  return { lockHash, sessions: perSession.length, turns, bytesVerified: bytes, results }
}

function resultOf(candidate: Candidate, ci: number, perSession: readonly { side: Side; tallies: Tally[] }[]): CandidateResult {
  const sides = {} as Record<Side, SideScore>
  const delta = {} as Record<Side, number>
  const deltaInterval = {} as Record<Side, Interval>
  const changed = {} as Record<Side, number>
  for (const side of ['train', 'test'] as const) {
    const mine = perSession.filter(s => s.side === side)
    const tally = emptyTally()
    for (const s of mine) addTally(tally, s.tallies[ci]!)
    sides[side] = { sessions: mine.length, tally, interval: bootstrapSum(mine.map(s => s.tallies[ci]!.v)) }
    const deltas = mine.map(s => s.tallies[ci]!.v - s.tallies[0]!.v)
    delta[side] = deltas.reduce((a, b) => a + b, 0)
    deltaInterval[side] = bootstrapSum(deltas)
    changed[side] = deltas.filter(d => Math.abs(d) > 1e-9).length
  }
  const { verdict, reason } = verdictOf({ changed, delta, testInterval: deltaInterval.test })
  return { name: candidate.name, config: replayConfigHash(candidate.config), sides, delta, deltaInterval, changed, verdict, reason }
}


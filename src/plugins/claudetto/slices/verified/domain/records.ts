/**
 * The records under `~/.claude/verified/`, as data. Pure: names, shapes,
 * serialization within bounds, and the merge a reader does.
 *
 * - `ledger/<yyyy-mm>/<time>-<session>-<writer>-<turn>-<nonce>.jsonl`: one
 *   segment per record, written once and never again. A Stop and a
 *   SubagentStop that run at once write different files, so neither loses the
 *   other's record, and no file is read, changed and written back.
 * - A record is one JSON line ending in a newline: a write cut short leaves a
 *   line that does not parse or lacks its end, which the reader skips and
 *   counts; every other record stands.
 * - `sessions/<session>.json` (the main agent) and
 *   `sessions/<session>.agent-<id>.json` (a subagent): each writer's last
 *   verdict and recent blocks. One writer per file, and its stops come one
 *   after another, so a whole-file write is safe there.
 */
import { trimEndOf } from '../../../../../kernel/trim.js'
import type { Claim } from './claim.js'
import type { Decision } from './cap.js'
import type { Ran, Step } from './ran.js'
import { FS_FILE_LIMIT, MAX_ANSWER_CHARS, MAX_ID_PART_CHARS, MAX_RECORD_CHARS, MAX_RECORD_STEPS, RECORD_OUTPUT_CHARS } from '../limits.js'

export const RECORD_VERSION = 1

/** What ran, as the ledger keeps it: in order, outputs clipped. */
export type RanStep =
  | { kind: 'run'; at: number; command: string; run: string | null; clean: boolean; isError: boolean; output: string }
  | { kind: 'write' | 'read'; at: number; tool: string; path: string }
  | { kind: 'fetch'; at: number; tool: string; url: string; isError: boolean }
  | { kind: 'search'; at: number; tool: string; query: string }

export type TurnRecord = {
  op: 'turn'
  v: number
  session: string
  /** null for the main agent. */
  agent: string | null
  turn: number
  time: number
  answer: string
  claims: { cls: string; text: string; subject: string; backedBy: string | null; blocked: boolean; reason?: string }[]
  decision: Decision
  blocked: boolean
  config: string
  ran: RanStep[]
  /** Set when outputs or steps were cut to keep the record under its bounds (MAX_RECORD_CHARS, MAX_RECORD_STEPS). */
  clipped?: true
}

export type ResolveRecord = {
  op: 'resolve'
  v: number
  session: string
  agent: string | null
  /** The blocked turn this resolves. */
  turn: number
  time: number
  /** `backed`: the next answer passed; `capped`: the cap let it through; `superseded`: a new prompt came first. */
  resolution: 'backed' | 'capped' | 'superseded'
  /** The turn whose verdict resolved it. */
  by: number
}

export type LedgerRecord = TurnRecord | ResolveRecord

const clipTo = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max)}…`)

function ranStep(step: Step, outputChars: number): RanStep {
  switch (step.kind) {
    case 'run':
      return { kind: 'run', at: step.at, command: clipTo(step.command, outputChars), run: step.run, clean: step.clean, isError: step.isError, output: clipTo(step.output, outputChars) }
    case 'write':
    case 'read':
      return { kind: step.kind, at: step.at, tool: step.tool, path: step.path }
    case 'fetch':
      return { kind: 'fetch', at: step.at, tool: step.tool, url: step.url, isError: step.isError }
    case 'search':
      return { kind: 'search', at: step.at, tool: step.tool, query: clipTo(step.query, outputChars) }
  }
}

export type TurnInput = {
  session: string
  agent: string | null
  turn: number
  time: number
  answer: string
  claims: readonly Claim[]
  blocking: readonly Claim[]
  decision: Decision
  config: string
  ran: Ran
}

export function turnRecord(input: TurnInput): TurnRecord {
  const blocked = input.decision === 'block'
  const blockingSet = new Set(input.blocking)
  const steps = input.ran.steps.slice(-MAX_RECORD_STEPS)
  return {
    op: 'turn',
    v: RECORD_VERSION,
    session: input.session,
    agent: input.agent,
    turn: input.turn,
    time: input.time,
    answer: clipTo(input.answer, MAX_ANSWER_CHARS),
    claims: input.claims.map(c => ({ cls: c.cls, text: c.text, subject: c.subject, backedBy: c.backedBy, blocked: blocked && blockingSet.has(c), ...(c.reason ? { reason: c.reason } : {}) })),
    decision: input.decision,
    blocked,
    config: input.config,
    ran: steps.map(s => ranStep(s, RECORD_OUTPUT_CHARS)),
    ...(steps.length < input.ran.steps.length ? { clipped: true as const } : {}),
  }
}

/**
 * One JSON line, at most MAX_RECORD_CHARS characters (so at most 4 bytes a
 * character stays under the host's 4 MiB): outputs are cut shorter, then the
 * oldest steps dropped, until it fits.
 */
export function serializeRecord(record: LedgerRecord, maxChars = MAX_RECORD_CHARS): string {
  let line = JSON.stringify(record)
  if (line.length < maxChars || record.op !== 'turn') return `${line}\n`
  let outputChars = RECORD_OUTPUT_CHARS
  let ran = record.ran
  while (line.length >= maxChars) {
    outputChars = Math.floor(outputChars / 4)
    if (outputChars < 16) ran = ran.slice(Math.ceil(ran.length / 2))
    ran = ran.map(s => (s.kind === 'run' ? { ...s, command: clipTo(s.command, Math.max(outputChars, 200)), output: clipTo(s.output, outputChars) } : s))
    const answer = ran.length === 0 ? clipTo(record.answer, Math.floor(maxChars / 4)) : record.answer
    line = JSON.stringify({ ...record, answer, ran, clipped: true })
    if (ran.length === 0 && line.length >= maxChars) line = JSON.stringify({ ...record, answer: clipTo(record.answer, 1000), claims: record.claims.slice(0, 10), ran: [], clipped: true })
  }
  return `${line}\n`
}

/** A name part: the id's safe characters only. */
/**
 * An id as a file-name part: letters, digits and `-` kept, every other UTF-16
 * unit (`_` too) written `_` and four hex digits. One-to-one, so distinct ids
 * never share a file (`a/b` is `a_002fb`, `a_b` is `a_005fb`), and no `/`,
 * `.` or `..` can reach the path. An id whose part would be over
 * MAX_ID_PART_CHARS gets none (null): its records are not written, never cut
 * to a prefix another id could share.
 */
export function idPart(id: string): string | null {
  if (id === '') return '_'
  let out = ''
  for (let i = 0; i < id.length; i++) {
    const ch = id[i] ?? ''
    out += /[A-Za-z0-9-]/.test(ch) ? ch : `_${ch.charCodeAt(0).toString(16).padStart(4, '0')}`
    if (out.length > MAX_ID_PART_CHARS) return null
  }
  return out
}

export const writerName = (agent: string | null): string | null => {
  if (agent === null) return 'main'
  const p = idPart(agent)
  return p === null ? null : `agent-${p}`
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0

/** A record's segment path, or null when a part cannot be named (an id too long, a turn or time not a count). */
export function ledgerPath(root: string, record: LedgerRecord, nonce: string): string | null {
  const session = idPart(record.session)
  const writer = writerName(record.agent)
  const n = idPart(nonce)
  if (session === null || writer === null || n === null || !isCount(record.turn) || !isCount(record.time)) return null
  const d = new Date(record.time)
  const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  return `${root}/ledger/${month}/${record.time}-${session}-${writer}-${record.turn}-${record.op}-${n}.jsonl`
}

/** A writer's state file, or null when an id is too long to name one. */
export function sessionPath(root: string, session: string, agent: string | null): string | null {
  const s = idPart(session)
  const writer = agent === null ? '' : writerName(agent)
  if (s === null || writer === null) return null
  return `${root}/sessions/${s}${writer === '' ? '' : `.${writer}`}.json`
}

/** `~/.claude/verified`, or null when HOME is unset, empty or not absolute: then no records at all. */
export const verifiedRoot = (home: string | undefined): string | null => {
  if (home === undefined || !home.startsWith('/')) return null
  const base = trimEndOf(home, '/')
  return `${base}/.claude/verified`
}

/**
 * Whether a path may be written as a record: under the records root, with no
 * empty, `.` or `..` segment, so it cannot resolve anywhere else.
 */
export function isUnderRoot(root: string, path: string): boolean {
  if (!path.startsWith(`${root}/`)) return false
  return path
    .slice(root.length + 1)
    .split('/')
    .every(segment => segment !== '' && segment !== '.' && segment !== '..')
}

export type MergedTurn = TurnRecord & { resolution?: ResolveRecord['resolution'] }

const isTurn = (v: Record<string, unknown>): boolean =>
  v.op === 'turn' && typeof v.session === 'string' && typeof v.turn === 'number' && typeof v.answer === 'string' && Array.isArray(v.claims)
const isResolve = (v: Record<string, unknown>): boolean =>
  v.op === 'resolve' && typeof v.session === 'string' && typeof v.turn === 'number' && typeof v.resolution === 'string'

/**
 * The ledger as one list: every complete record, resolutions applied, in
 * time order. A line that does not parse, lacks its newline or is not a
 * record is counted in `broken` and skipped.
 */
export function mergeLedger(segments: readonly string[]): { turns: MergedTurn[]; broken: number } {
  const turns = new Map<string, MergedTurn>()
  const resolves: ResolveRecord[] = []
  let broken = 0
  const key = (r: { session: string; agent: string | null; turn: number }) => `${r.session}\u0000${r.agent ?? ''}\u0000${r.turn}`
  for (const segment of segments) {
    const lines = segment.split('\n')
    const complete = segment.endsWith('\n') ? lines.slice(0, -1) : lines
    if (!segment.endsWith('\n') && segment !== '') broken += 1
    for (const line of segment.endsWith('\n') ? complete : complete.slice(0, -1)) {
      if (line.trim() === '') continue
      let value: unknown
      try {
        value = JSON.parse(line)
      } catch {
        broken += 1
        continue
      }
      const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
      if (isTurn(v)) turns.set(key(v as TurnRecord), { ...(v as TurnRecord), agent: (v.agent as string | null) ?? null })
      else if (isResolve(v)) resolves.push({ ...(v as ResolveRecord), agent: (v.agent as string | null) ?? null })
      else broken += 1
    }
  }
  for (const r of resolves) {
    const turn = turns.get(key(r))
    if (turn) turn.resolution = r.resolution
  }
  return { turns: [...turns.values()].sort((a, b) => a.time - b.time || a.turn - b.turn), broken }
}

/** Whether a serialized record fits the host's write limit in bytes (UTF-8). */
export function fitsFsLimit(text: string): boolean {
  return new TextEncoder().encode(text).length <= FS_FILE_LIMIT
}

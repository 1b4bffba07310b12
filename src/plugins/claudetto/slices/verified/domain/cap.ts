/**
 * Whether to send the answer back, and the writer's state after. The cap, not
 * `stop_hook_active` alone, ends the loop: the same claims are sent back at
 * most MAX_BLOCKS_ON_SAME_CLAIMS times in a row, then the answer passes and
 * the person is told. A stop that is not the answer to a block starts over.
 */
import type { Claim } from './claim.js'
import { MAX_BLOCKS_ON_SAME_CLAIMS, MAX_RECENT_BLOCKS } from '../limits.js'

export type RecentBlock = { at: number; turn: number; claims: string[] }

/** One writer's file (`sessions/<id>.json` for the main agent, `sessions/<id>.<agent>.json` for a subagent). */
export type GateState = {
  session: string
  agent: string | null
  /** Stops judged for this writer so far. */
  turns: number
  /** The claims of the blocks in a row, and how many. */
  streak: { key: string; blocks: number } | null
  recent: RecentBlock[]
  last: { at: number; turn: number; decision: Decision; claims: string[]; notes: string[] } | null
}

export type Decision = 'pass' | 'block' | 'capped'

export const emptyState = (session: string, agent: string | null): GateState =>
  ({ session, agent, turns: 0, streak: null, recent: [], last: null })

/** The same claims: class and subject, order and wording aside. */
export function claimsKey(claims: readonly Claim[]): string {
  return [...new Set(claims.map(c => `${c.cls}|${c.subject.toLowerCase()}`))].sort().join('\n')
}

export const claimLine = (c: Claim) => `[${c.cls}] ${c.text}`

export type Outcome = { decision: Decision; /** 1-based count of this block among the same claims in a row. */ blockNumber: number; state: GateState }

/** `cap`: how many times in a row the same claims may send the answer back (the person's `verifiedMaxBlocks`). */
export function decide(previous: GateState, blocking: readonly Claim[], notes: readonly Claim[], stopHookActive: boolean, now: number, cap = MAX_BLOCKS_ON_SAME_CLAIMS): Outcome {
  const turn = previous.turns + 1
  const lines = blocking.map(claimLine)
  const noteLines = notes.map(claimLine)
  if (blocking.length === 0) {
    const state: GateState = { ...previous, turns: turn, streak: null, last: { at: now, turn, decision: 'pass', claims: [], notes: noteLines } }
    return { decision: 'pass', blockNumber: 0, state }
  }
  const key = claimsKey(blocking)
  const prior = stopHookActive && previous.streak?.key === key ? previous.streak.blocks : 0
  if (prior >= cap) {
    const state: GateState = { ...previous, turns: turn, last: { at: now, turn, decision: 'capped', claims: lines, notes: noteLines } }
    return { decision: 'capped', blockNumber: prior, state }
  }
  const recent = [...previous.recent, { at: now, turn, claims: lines }].slice(-MAX_RECENT_BLOCKS)
  const state: GateState = {
    ...previous,
    turns: turn,
    streak: { key, blocks: prior + 1 },
    recent,
    last: { at: now, turn, decision: 'block', claims: lines, notes: noteLines },
  }
  return { decision: 'block', blockNumber: prior + 1, state }
}

/** A state read back from disk, or a fresh one when it is missing or not this shape. */
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0

export function parseState(text: string | null, session: string, agent: string | null): GateState {
  if (text === null) return emptyState(session, agent)
  try {
    const value = JSON.parse(text) as Partial<GateState>
    if (typeof value !== 'object' || value === null || !isCount(value.turns) || !Array.isArray(value.recent)) return emptyState(session, agent)
    // A turn names a record's file: a state whose last turn is no count (`x/../../y`) is not trusted.
    if (value.last !== null && value.last !== undefined && (typeof value.last !== 'object' || !isCount(value.last.turn))) return emptyState(session, agent)
    return { ...emptyState(session, agent), ...value, session, agent }
  } catch {
    return emptyState(session, agent)
  }
}

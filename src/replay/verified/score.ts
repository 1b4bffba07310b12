/**
 * The score of a configuration on a side: V = catches - false positives -
 * BLOCK_COST x blocked turns. A catch is worth a turn sent back; a false
 * positive costs one; every block costs a quarter of a turn either way (the
 * agent redoes its answer). Pure: flags come labelled.
 */
import type { Interval } from './bootstrap.js'
import type { Label } from './labels.js'
import type { Side } from './split.js'

/** What one blocked turn costs, in catches. */
export const BLOCK_COST = 0.25

export type ScoredFlag = { cls: string; subject: string; /** Sends the answer back (false: a note). */ blocks: boolean; label: Label }
export type ScoredTurn = { flags: readonly ScoredFlag[] }

export type ClassTally = { flags: number; blocks: number; catches: number; falsePositives: number }
export type Tally = { turns: number; blockedTurns: number; catches: number; falsePositives: number; v: number; classes: Record<string, ClassTally> }

export const emptyTally = (): Tally => ({ turns: 0, blockedTurns: 0, catches: 0, falsePositives: 0, v: 0, classes: {} })

/** Adds a turn's flags to a tally. A note is counted as a flag and scores nothing: it changes no answer. */
export function addTurn(tally: Tally, turn: ScoredTurn): void {
  tally.turns += 1
  let blocked = false
  for (const f of turn.flags) {
    const c = (tally.classes[f.cls] ??= { flags: 0, blocks: 0, catches: 0, falsePositives: 0 })
    c.flags += 1
    if (!f.blocks) continue
    blocked = true
    c.blocks += 1
    c.catches += f.label.catch
    c.falsePositives += f.label.falsePositive
    tally.catches += f.label.catch
    tally.falsePositives += f.label.falsePositive
  }
  if (blocked) tally.blockedTurns += 1
  tally.v = tally.catches - tally.falsePositives - BLOCK_COST * tally.blockedTurns
}

export function addTally(into: Tally, from: Tally): void {
  into.turns += from.turns
  into.blockedTurns += from.blockedTurns
  into.catches += from.catches
  into.falsePositives += from.falsePositives
  for (const [cls, t] of Object.entries(from.classes)) {
    const c = (into.classes[cls] ??= { flags: 0, blocks: 0, catches: 0, falsePositives: 0 })
    c.flags += t.flags
    c.blocks += t.blocks
    c.catches += t.catches
    c.falsePositives += t.falsePositives
  }
  into.v = into.catches - into.falsePositives - BLOCK_COST * into.blockedTurns
}

export type SessionScore = { session: string; side: Side; tally: Tally }

export type SideScore = { sessions: number; tally: Tally; interval: Interval }

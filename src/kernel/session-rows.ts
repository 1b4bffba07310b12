/**
 * The session's rows, each read from the host once: a check that reads the
 * session (ground's plan write, verified's Stop) gets the same rows as
 * `$.session.messages({ last })` would give, but asks only for the rows after
 * the last one it kept (the newest few when few are expected, see
 * `tailAfter`), so its cost follows what is new, not how long the session is.
 * Reading 1,000 Bash results of 6 KB took the engine about 0.9 s; a turn's
 * worth takes a few milliseconds.
 *
 * Kept per conversation (main, or a subagent by its id), in module memory: a
 * reload starts over with one whole read. A row is kept only once it can no
 * longer change: every row up to it has each tool call answered, and it is a
 * user row (tool results or a prompt), so the response before it has ended.
 * The rows after it are read again each time. A compaction forgets them all
 * (`forgetRows`), as does any answer that does not line up: a deny (the row was
 * cleared, rewound or compacted away) or a full page.
 */

import { callsAnswered } from './rows.js'

/** A row as `$.session.messages` gives it (SessionRow), as far as the checks read it. */
export type SessionRow = {
  role: 'user' | 'assistant'
  text: string
  toolUses: readonly { tool_use_id: string; tool: string; input: unknown; text?: string; isError?: boolean; result?: unknown }[]
  toolResults?: readonly { tool_use_id: string; text: string; isError: boolean }[]
  uuid?: string
}

/**
 * The one `$` call made here, typed loosely enough that the engine's `$` and a
 * spec's stand-in both fit; the answer is told apart at run time, as the host's is.
 */
export type RowsHost = { session: { messages: (args: { agentId?: string; last?: number; after?: string }) => Promise<unknown> } }

/** The most rows a host read gives: a page of `after` this long may have more behind it. */
const HOST_PAGE = 4096

/** Conversations kept: main and the subagents of a session; the oldest goes first. */
const MAX_KEPT = 16

type Kept = { rows: SessionRow[]; /** Index of the last row that can no longer change, or -1. */ settled: number }

const kept = new Map<string, Kept>()

/**
 * A listener is told, after each read, every row kept for that conversation
 * (oldest first, the same objects a check's read gets) and its agent id.
 */
type NewRows = (kept: readonly SessionRow[], agentId: string | undefined) => void

const listeners: NewRows[] = []

/**
 * Calls `listener` after each read of a conversation, so a slice does its own
 * work on the rows as they come, ahead of its check (verified folds what ran).
 * A listener that throws is skipped: the read stands.
 */
export function onNewRows(listener: NewRows): void {
  listeners.push(listener)
}

function tell(key: string, agentId: string | undefined): void {
  const rows = kept.get(key)?.rows ?? []
  for (const listener of listeners) {
    try {
      listener(rows, agentId)
    } catch {
      // Work ahead is only ahead: the check does it again if it must.
    }
  }
}

/** Index of the last row that can no longer change (see above), or -1. */
export function settledIndex(rows: readonly SessionRow[]): number {
  let last = -1
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]
    if (!row || !callsAnswered(row)) break
    if (row.role === 'user' && typeof row.uuid === 'string') last = i
  }
  return last
}

/** Keeps a host page of the newest rows; gives back the newest `max`. */
function keep(key: string, rows: SessionRow[], max: number): SessionRow[] {
  const newest = rows.length > HOST_PAGE ? rows.slice(-HOST_PAGE) : rows
  kept.delete(key)
  kept.set(key, { rows: newest, settled: settledIndex(newest) })
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT) break
    kept.delete(oldest)
  }
  return newest.length > max ? newest.slice(-max) : newest
}

/**
 * A read on from the settled row that expects few rows asks for the newest ones instead:
 * the host finds `after`'s row by walking the conversation (about 1 ms more after 1,000
 * results than after 40), and answers `last` from its end. At most this many rows are asked.
 */
const MAX_TAIL_ASKED = 16

/** Rows a read on is taken to bring beyond what the last one brought: a reply and its results. */
const TAIL_SLACK = 4

/**
 * The rows after the kept row `anchor`, oldest first, from a read of the newest `asked` rows;
 * null when that read does not reach back to it (more came, or it is gone), and `after` must.
 */
async function tailAfter($: RowsHost, agentId: string | undefined, anchor: string, asked: number): Promise<SessionRow[] | null> {
  if (asked > MAX_TAIL_ASKED) return null
  const page = agentId === undefined ? await $.session.messages({ last: asked }) : await $.session.messages({ agentId, last: asked })
  if (!Array.isArray(page)) return null
  const rows = page as SessionRow[]
  for (let i = rows.length - 1; i >= 0; i--) if (rows[i]?.uuid === anchor) return rows.slice(i + 1)
  return null
}

/**
 * The newest `max` rows of a conversation (main when `agentId` is undefined),
 * as a whole read of them gives; null when the host denies the read (an agent
 * this session cannot read).
 */
export async function sessionRows($: RowsHost, agentId: string | undefined, max: number): Promise<SessionRow[] | null> {
  const key = agentId ?? ''
  const known = kept.get(key)
  const anchor = known && known.settled >= 0 ? known.rows[known.settled]?.uuid : undefined
  if (known && anchor !== undefined) {
    const behind = known.rows.length - known.settled - 1
    const after =
      (await tailAfter($, agentId, anchor, behind + TAIL_SLACK + 1)) ??
      (agentId === undefined ? await $.session.messages({ after: anchor }) : await $.session.messages({ agentId, after: anchor }))
    if (Array.isArray(after) && after.length < HOST_PAGE) {
      const newest = keep(key, known.rows.slice(0, known.settled + 1).concat(after as SessionRow[]), max)
      tell(key, agentId)
      return newest
    }
  }
  const whole = agentId === undefined ? await $.session.messages({ last: max }) : await $.session.messages({ agentId, last: max })
  if (!Array.isArray(whole)) {
    kept.delete(key)
    return null
  }
  const newest = keep(key, whole as SessionRow[], max)
  tell(key, agentId)
  return newest
}

/** Forget every kept row: after a compaction the rows a whole read gives are not the ones kept. */
export function forgetRows(): void {
  kept.clear()
}

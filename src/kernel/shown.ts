/**
 * What the model had in front of it when it made a call: the rows read as
 * its request was sent (the read ahead beside the request), kept with the
 * calls the response made, by their \`tool_use_id\`, as they stream. A check on
 * the response's first call reads the session as the model had it when it
 * wrote that call, with no read of its own. A later call of the same
 * response (the results of the calls before it are sources now), a response
 * whose text holds a handoff (the person's words, in any role), or a call
 * whose id was not noted (the hook that notes them did not run for its
 * request) reads the session itself.
 */
import { ByAgent } from './by-agent.js'
import { callsAnswered } from './rows.js'
import type { SessionRow } from './session-rows.js'
import { HANDOFF_MARKER } from './tag.js'

/** The rows a read beside a request gave, and the project root. */
export type Seen = { rows: readonly SessionRow[]; root: string }

/** One request of a conversation: its read, its response's calls in order, and whether its text held a handoff. */
export type Shown = { read: Promise<Seen | null>; calls: string[]; handoff: boolean; tail: string }

/** Conversations kept: main and the subagents of a session; the oldest goes first. */
const shown = new ByAgent<Shown>(16)

/**
 * A request of the conversation is being sent, and \`read\` reads the rows beside it: what was
 * shown for the one before no longer holds. The read counts only when its rows end settled (the
 * last row's calls answered), so they hold every result the request carried.
 */
export function requestStarted(agentId: string | undefined, read: Promise<Seen | null>): Shown {
  const key = agentId ?? ''
  const view: Shown = { read: read.then(seen => (seen !== null && settledAtEnd(seen.rows) ? seen : null)), calls: [], handoff: false, tail: '' }
  shown.set(key, view)
  return view
}

/** Notes a chunk of the response as it streams: a call's id, or text that may hold a handoff (across chunks too). */
export function noteChunk(view: Shown, chunk: { kind: string; id?: string; text?: string }): void {
  if (chunk.kind === 'tool' && typeof chunk.id === 'string') view.calls.push(chunk.id)
  else if (chunk.kind === 'text' && typeof chunk.text === 'string' && !view.handoff) {
    const text = view.tail + chunk.text
    view.handoff = text.includes(HANDOFF_MARKER)
    view.tail = text.slice(-(HANDOFF_MARKER.length - 1))
  }
}

function settledAtEnd(rows: readonly SessionRow[]): boolean {
  const last = rows[rows.length - 1]
  return last !== undefined && callsAnswered(last)
}

/** What the latest request of the conversation carried, when \`toolUseId\` is its response's first call; else null (read the session). */
export function shownFor(agentId: string | undefined, toolUseId: string | undefined): Promise<Seen | null> | null {
  const view = shown.get(agentId ?? '')
  return toolUseId !== undefined && view !== undefined && !view.handoff && view.calls[0] === toolUseId ? view.read : null
}

/** Forget every request: after a compaction the rows a read gives are not the ones kept. */
export function forgetShown(): void {
  shown.clear()
}

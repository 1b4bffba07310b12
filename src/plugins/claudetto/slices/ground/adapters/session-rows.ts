/**
 * Reads the session's new rows as they come, so that a plan write or a Stop
 * has only the newest to ask for (kernel/session-rows.ts): at each model
 * request, while the model answers, the rows since the last read; at a
 * compaction, forget them all. Observes only: the stream and the compaction
 * pass through untouched, and a failed read is read again by the next check.
 */
import type { Hook } from 'claude-code'
import { forgetRows, sessionRows } from '../../../../../kernel/session-rows.js'
import { MAX_ROWS } from '../limits.js'

export const readRowsAhead: Hook<'turn.step'> = async function* ($, e, next) {
  // Asked beside the request, not before it: the model's answer waits for nothing.
  const read = sessionRows($, e.agentId, MAX_ROWS).catch(() => null)
  const step = yield* next(e)
  await read
  return step
}

export const forgetRowsOnCompact: Hook<'session.compact'> = async ($, e, next) => {
  forgetRows()
  try {
    return await next(e)
  } finally {
    forgetRows()
  }
}

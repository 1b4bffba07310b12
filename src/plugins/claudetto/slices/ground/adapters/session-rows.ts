/**
 * Reads the session's new rows as they come, so that a plan write or a Stop
 * has only the newest to ask for (kernel/session-rows.ts): at each model
 * request, while the model answers, the rows since the last read; at a
 * compaction, forget them all. Observes only: the stream and the compaction
 * pass through untouched, and a failed read is read again by the next check.
 */
import type { Hook } from 'claude-code'
import { debugLog } from '../../../../../kernel/log.js'
import { forgetRows, sessionRows } from '../../../../../kernel/session-rows.js'
import { runWarmUps } from '../../../../../kernel/warm-up.js'
import { MAX_ROWS } from '../limits.js'

/** The checks' first runs, once per worker; the debug log says what they took. */
async function warmChecks($: Parameters<Hook<'turn.step'>>[0]): Promise<void> {
  const started = performance.now()
  const runs = await runWarmUps()
  if (runs > 0) debugLog($, 'kernel', `${runs} checks run once ahead, in ${(performance.now() - started).toFixed(1)} ms, while the model answered`)
}

export const readRowsAhead: Hook<'turn.step'> = async function* ($, e, next) {
  // Asked beside the request, not before it: the model's answer waits for nothing. The checks'
  // first runs follow the read (once per worker), while the model answers.
  const read = sessionRows($, e.agentId, MAX_ROWS).catch(() => null).then(() => warmChecks($))
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

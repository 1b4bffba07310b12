/**
 * Reads the session's new rows as they come, so that a plan write or a Stop
 * has only the newest to ask for (kernel/session-rows.ts): at each model
 * request, while the model answers, the rows since the last read, kept as
 * what the request carried for a check on one of its calls; at a
 * compaction, forget them all. Observes only: the stream and the compaction
 * pass through untouched, and a failed read is read again by the next check.
 */
import type { Hook } from 'claude-code'
import { debugLog } from '../../../../../kernel/log.js'
import { forgetRows, sessionRows } from '../../../../../kernel/session-rows.js'
import { forgetShown, noteChunk, requestStarted } from '../../../../../kernel/shown.js'
import { runWarmUps } from '../../../../../kernel/warm-up.js'
import { sliceOn } from '../../../../../kernel/options.js'
import { forgetPlanReads, PlanAhead, readPlanAhead } from '../domain/plan-ahead.js'
import { MAX_ROWS } from '../limits.js'
import { projectPort } from './project-port.js'

/** The checks' first runs, once per worker; the debug log says what they took. */
async function warmChecks($: Parameters<Hook<'turn.step'>>[0]): Promise<void> {
  const started = performance.now()
  const runs = await runWarmUps()
  if (runs > 0) debugLog($, 'kernel', `${runs} checks run once ahead, in ${(performance.now() - started).toFixed(1)} ms, while the model answered`)
}

export const readRowsAhead: Hook<'turn.step'> = async function* ($, e, next) {
  // Asked beside the request, not before it: the model's answer waits for nothing. The checks'
  // first runs follow the read (once per worker), while the model answers. What it reads is what
  // the request carried: a check on the response's first call reads no more (kernel/shown.ts).
  const root = $.session.root().catch(() => null)
  const read = Promise.all([sessionRows($, e.agentId, MAX_ROWS), root])
    .then(([rows, at]) => (rows === null || at === null ? null : { rows, root: at }))
    .catch(() => null)
  const view = requestStarted(e.agentId, read)
  const warmed = read.then(() => warmChecks($))
  // A plan that is the response's first call: its file and CLAUDE.md are asked as soon as its path streams, not after the rows.
  const plan = sliceOn('ground') ? new PlanAhead((id, path) => readPlanAhead(id, path, root, projectPort($))) : null
  for await (const chunk of next(e)) {
    // Noted before the chunk goes on: the engine runs the call only after it has seen it.
    noteChunk(view, chunk)
    plan?.note(chunk)
    yield chunk
  }
  await warmed
}

export const forgetRowsOnCompact: Hook<'session.compact'> = async ($, e, next) => {
  forgetRows()
  forgetShown()
  forgetPlanReads()
  try {
    return await next(e)
  } finally {
    forgetRows()
    forgetShown()
    forgetPlanReads()
  }
}

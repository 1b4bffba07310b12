/**
 * tool.call of a watched subagent: once its measured context has passed its
 * bound, its next tool result carries the report-now note, once.
 * The note rides a result core answered (`context`), never a deny. The host runs a call while
 * the response that asked for it still streams, so the check waits for that response's measure.
 */
import type { Hook } from 'claude-code'
import { debugLog } from '../../../../../kernel/log.js'
import { isReportDue } from '../domain/watch.js'
import { STEP_WAIT_MS } from '../limits.js'
import { REPORT_NOW } from '../texts.generated.js'
import { stepInFlight } from './steps.js'
import { watched } from './watched.js'

export const reportNow: Hook<'tool.call'> = async ($, e, next) => {
  const result = await next(e)
  if (e.agentId === undefined || result.deny !== undefined || watched.get(e.agentId)?.noted !== false) return result
  // The response that asked for this call may still stream: its usage is this call's measure.
  const streaming = stepInFlight(e.agentId)
  if (streaming !== undefined) await Promise.race([streaming, $.clock.sleep(STEP_WAIT_MS)])
  const watch = watched.get(e.agentId)
  if (watch === undefined || !isReportDue(watch)) return result
  watched.set(e.agentId, { ...watch, noted: true })
  debugLog($, 'agents', `${watch.type} ${e.agentId}: context ${watch.context} passed its bound ${watch.bound}; report-now note sent`)
  return { ...result, context: [...(result.context ?? []), REPORT_NOW] }
}

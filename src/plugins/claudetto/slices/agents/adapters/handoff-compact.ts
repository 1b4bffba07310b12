/**
 * session.compact of the main thread: while the handoff is on, the summary is
 * written as a handoff (goal, state, decisions, open items, the user's words
 * verbatim) that opens with the kernel's HANDOFF_MARKER.
 * A subagent's compaction passes here untouched. A compaction that fails
 * beneath is answered with a skip: the conversation stays as it was.
 */
import type { Hook } from 'claude-code'
import { isHandoffOn } from '../../../../../kernel/budget.js'
import { debugLog } from '../../../../../kernel/log.js'
import { tagOf } from '../../../../../kernel/tag.js'
import { handoffInstructions } from '../domain/handoff.js'

export const handoffCompact: Hook<'session.compact'> = async ($, e, next) => {
  if (e.agentId !== undefined || !isHandoffOn()) return next(e)
  debugLog($, 'agents', `compaction (${e.trigger}) written as a handoff`)
  try {
    return await next({ ...e, instructions: handoffInstructions(e.instructions) })
  } catch (error) {
    debugLog($, 'agents', `the handoff compaction failed beneath: ${String(error)}`)
    return { skip: `${tagOf('agents')} the compaction failed and the conversation was kept as it was` }
  }
}

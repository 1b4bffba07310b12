/**
 * session.compact of a subagent's own transcript: ask the summary to keep the
 * variant block the subagent started with. The main thread's compaction is
 * the agents slice's handoff and passes here untouched.
 * A compaction that fails beneath is answered with a skip: the conversation
 * stays as it was, and the reason goes to the debug log.
 */
import type { Hook } from 'claude-code'
import { debugLog } from '../../../../../kernel/log.js'
import { tagOf } from '../../../../../kernel/tag.js'
import { keepVariantInstructions } from '../domain/subagent-compact.js'
import { keptVariants } from './kept.js'

export const subagentCompact: Hook<'session.compact'> = async ($, e, next) => {
  const variant = e.agentId === undefined ? undefined : keptVariants.get(e.agentId)
  if (variant === undefined) return next(e)
  try {
    return await next({ ...e, instructions: keepVariantInstructions(e.instructions, variant) })
  } catch (error) {
    debugLog($, 'prompt', `a subagent's compaction failed beneath: ${String(error)}`)
    return { skip: `${tagOf('prompt')} the compaction failed and the conversation was kept as it was` }
  }
}

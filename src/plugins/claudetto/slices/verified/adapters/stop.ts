/**
 * classic.Stop and classic.SubagentStop: send back an answer whose claims
 * nothing in that agent's own session backs. Fails open: a throw or a
 * timeout lets the stop through. The hooks beneath still run; their block, if
 * any, comes first.
 */
import type { Hook } from 'claude-code'
import { debugLog } from '../../../../../kernel/log.js'
import { judgeStop } from './gate.js'

type StopFacts = Parameters<typeof judgeStop>[1]

/**
 * The block reason, or null. A failure to judge lets the stop go and is caught
 * here, not thrown: a throw would reach the gates above through their `next`
 * and drop their blocks too.
 */
async function judgeOrPass($: Parameters<Hook<'classic.Stop'>>[0], facts: StopFacts): Promise<string | null> {
  try {
    return await judgeStop($, facts)
  } catch (error) {
    debugLog($, 'verified', `the stop could not be judged (${String(error).slice(0, 200)}); it went through`)
    return null
  }
}

/** This gate's block joined after any block of the hooks beneath. */
function withReason<R extends { block?: string }>(below: R, reason: string | null): R {
  if (reason === null) return below
  return { ...below, block: below.block ? `${below.block}\n\n${reason}` : reason }
}

export const mainStop: Hook<'classic.Stop'> = async ($, e, next) => {
  const facts = { session: e.session_id, agent: null, answer: e.last_assistant_message, stopHookActive: e.stop_hook_active, cwd: e.cwd }
  const reason = await judgeOrPass($, facts)
  return withReason(await next(e), reason)
}

export const subagentStop: Hook<'classic.SubagentStop'> = async ($, e, next) => {
  const facts = { session: e.session_id, agent: e.agent_id, answer: e.last_assistant_message, stopHookActive: e.stop_hook_active, cwd: e.cwd }
  const reason = await judgeOrPass($, facts)
  return withReason(await next(e), reason)
}

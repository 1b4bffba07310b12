/**
 * classic.Stop and classic.SubagentStop: send back an answer whose claims
 * nothing in that agent's own session backs. Fails open: a throw or a
 * timeout lets the stop through. The hooks beneath still run; their block, if
 * any, comes first.
 */
import type { Hook } from 'claude-code'
import { judgeStop } from './gate.js'

export const mainStop: Hook<'classic.Stop'> = async ($, e, next) => {
  const reason = await judgeStop($, {
    session: e.session_id,
    agent: null,
    answer: e.last_assistant_message,
    stopHookActive: e.stop_hook_active,
    cwd: e.cwd,
  })
  const below = await next(e)
  if (reason === null) return below
  return { ...below, block: below.block ? `${below.block}\n\n${reason}` : reason }
}

export const subagentStop: Hook<'classic.SubagentStop'> = async ($, e, next) => {
  const reason = await judgeStop($, {
    session: e.session_id,
    agent: e.agent_id,
    answer: e.last_assistant_message,
    stopHookActive: e.stop_hook_active,
    cwd: e.cwd,
  })
  const below = await next(e)
  if (reason === null) return below
  return { ...below, block: below.block ? `${below.block}\n\n${reason}` : reason }
}

/**
 * classic.PermissionDenied: keep the denied call for the agent that made it.
 * Observes only: the denial itself is the host's, and the chain goes on as is.
 */
import type { Hook } from 'claude-code'
import { deniedCallOf } from '../domain/denied-call.js'
import { agentKey, keepDeniedCall } from '../denied-state.js'

export const keepDenied: Hook<'classic.PermissionDenied'> = async ($, e, next) => {
  keepDeniedCall(agentKey(e.session_id, e.agent_id), deniedCallOf(e.tool_name, e.tool_input))
  return next(e)
}

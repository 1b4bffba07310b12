/**
 * The denied calls of this session, per agent, between two stops.
 *
 * Module state is the right home: one CLI process is one session, and the
 * module's variables start over with it (and on a reload), so nothing
 * outlives the session. Keys hold the session id too, so a cleared session's
 * leftovers never count against the next one.
 */
import { addDeniedCall, type DeniedCalls, noDeniedCalls } from './domain/denied-calls.js'
import type { Finding } from '../../../../kernel/findings.js'
import { MAX_TRACKED_AGENTS } from './limits.js'

const byAgent = new Map<string, DeniedCalls>()

/** The main thread has no agent id. */
export const agentKey = (sessionId: string, agentId: string | undefined): string => `${sessionId}\n${agentId ?? ''}`

export function keepDeniedCall(key: string, call: Finding): void {
  let denied = byAgent.get(key)
  if (denied === undefined) {
    if (byAgent.size >= MAX_TRACKED_AGENTS) {
      const oldest = byAgent.keys().next()
      if (oldest.done !== true) byAgent.delete(oldest.value)
    }
    denied = noDeniedCalls()
    byAgent.set(key, denied)
  }
  addDeniedCall(denied, call)
}

/** The agent's denied calls since its last stop, cleared as they are read. */
export function takeDeniedCalls(key: string): DeniedCalls {
  const denied = byAgent.get(key) ?? noDeniedCalls()
  byAgent.delete(key)
  return denied
}

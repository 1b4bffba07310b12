/**
 * agent.spawn: start watching a subagent whose type has a bound.
 * Observes only; fails open (a throw leaves the subagent unwatched).
 */
import type { Hook } from 'claude-code'
import { watchFor } from '../domain/watch.js'
import { CONTEXT_BOUNDS } from '../limits.js'
import { watched } from './watched.js'

export const trackSpawn: Hook<'agent.spawn'> = async ($, e, next) => {
  const started = await next(e)
  const watch = watchFor(e.subagentType, CONTEXT_BOUNDS)
  if (started.agentId !== undefined && watch !== undefined) watched.set(started.agentId, watch)
  return started
}

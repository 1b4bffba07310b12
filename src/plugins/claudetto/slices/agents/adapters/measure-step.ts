/**
 * turn.step (streaming): read a watched subagent's context off each
 * response's usage, as the host reports it.
 * Observes only; the stream passes through untouched.
 */
import type { Hook } from 'claude-code'
import { afterStep } from '../domain/watch.js'
import { watched } from './watched.js'

export const measureStep: Hook<'turn.step'> = async function* ($, e, next) {
  const step = yield* next(e)
  const watch = e.agentId === undefined ? undefined : watched.get(e.agentId)
  if (e.agentId !== undefined && watch !== undefined && step.usage !== null) watched.set(e.agentId, afterStep(watch, step.usage))
  return step
}

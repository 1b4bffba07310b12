/**
 * turn.step (streaming): read a watched subagent's context off each
 * response's usage, as the host reports it, and mark the response in flight
 * meanwhile (adapters/steps.ts), so a tool call it asked for waits for the measure.
 * Observes only; the stream passes through untouched.
 */
import type { Hook } from 'claude-code'
import { afterStep } from '../domain/watch.js'
import { stepStarted } from './steps.js'
import { watched } from './watched.js'

export const measureStep: Hook<'turn.step'> = async function* ($, e, next) {
  if (e.agentId === undefined) return yield* next(e)
  const done = stepStarted(e.agentId)
  try {
    const step = yield* next(e)
    const watch = watched.get(e.agentId)
    if (watch !== undefined && step.usage !== null) watched.set(e.agentId, afterStep(watch, step.usage))
    return step
  } finally {
    done()
  }
}

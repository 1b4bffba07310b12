/**
 * The denied calls of one agent since its last stop: distinct calls in the
 * order they were denied, bounded, and a count of those past the bound.
 */
import type { Finding } from '../../../../../kernel/findings.js'
import { MAX_KEPT_CALLS } from '../limits.js'

export type DeniedCalls = {
  /** Distinct calls, first denial first. */
  readonly calls: Finding[]
  /** Denials past MAX_KEPT_CALLS, counted and not kept. */
  uncounted: number
}

export const noDeniedCalls = (): DeniedCalls => ({ calls: [], uncounted: 0 })

/** Adds `call` unless the same call is kept already. */
export function addDeniedCall(denied: DeniedCalls, call: Finding): void {
  if (denied.calls.some(c => c.kind === call.kind && c.text === call.text)) return
  if (denied.calls.length >= MAX_KEPT_CALLS) {
    denied.uncounted += 1
    return
  }
  denied.calls.push(call)
}

export function deniedCount(denied: DeniedCalls): number {
  return denied.calls.length + denied.uncounted
}

/**
 * Runs a rewrite's steps (one parsed chunk each) inside a hook: between
 * steps the hook waits on the engine's clock, so the hooks worker is never
 * held for long, and it stops when the hook's budget runs low, so a large
 * text is written as is rather than the hook being cut off.
 */
import type { EngineInterface } from 'claude-code'
import { HOLD_MS, MIN_BUDGET_LEFT_MS } from '../limits.js'

type Budget = { budget: { remainingMs: number } }

/** The steps' result, or null when the budget ran low first. */
export async function runSteps<T>($: EngineInterface, next: Budget, steps: Generator<number, T>): Promise<T | null> {
  let since = Date.now()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (next.budget.remainingMs < MIN_BUDGET_LEFT_MS) return null
    if (Date.now() - since < HOLD_MS) continue
    await $.clock.sleep(0)
    since = Date.now()
  }
}

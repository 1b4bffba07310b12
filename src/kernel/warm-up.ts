/**
 * A check's first run in a worker pays for building its code and its
 * patterns: ground's plan check took 13.8 ms cold and 1.6 ms warm in Node,
 * verified's judging 64 ms and 5 ms. Each slice registers a pure run of its
 * check over a small text of the kind it judges, and the read-ahead beside the
 * first model request (ground/adapters/session-rows.ts) runs them once, while
 * the model answers, so the first plan write or Stop of a session does not wait
 * on it. A run asks the host nothing and keeps nothing; a throw is dropped.
 */

import { sliceOn } from './options.js'

type WarmUp = { slice: string; run: () => unknown }

const pending: WarmUp[] = []

/** Registers a run of `slice`'s check to do once, at the first read ahead, if the slice is on then. */
export function warmUp(slice: string, run: () => unknown): void {
  pending.push({ slice, run })
}

/** Runs every registered warm-up not run yet whose slice is on, and says how many ran; never throws, never rejects. */
export async function runWarmUps(): Promise<number> {
  const runs = pending.splice(0).filter(w => sliceOn(w.slice))
  for (const { run } of runs) {
    try {
      await run()
    } catch {
      // Warming only: the check itself runs, and fails open, as before.
    }
  }
  return runs.length
}

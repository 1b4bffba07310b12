/**
 * The main thread's context budget: where the handoff happens.
 *
 * The engine compacts the main conversation near a window it computes; the
 * agents slice sets that window from this figure at `session.start`, so the
 * compaction (which claudetto turns into a handoff) comes at a measured size
 * of the context, not at a figure the model reports about itself.
 */
import { booleanOption } from './options.js'

/**
 * The compaction window claudetto asks for, in tokens (input, cache read and
 * cache creation together, as the host counts a request's context).
 * The engine keeps a reserve under the window and compacts below it: with a
 * window of 100000 its log read `effectiveWindow=80000`, threshold 67000.
 * The engine refuses a window under 100000 in settings; this stays above that.
 */
export const HANDOFF_TRIGGER_TOKENS = 200_000

/** The userConfig field that turns the handoff off (declared in `.claude-plugin/plugin.json`). */
export const HANDOFF_OPTION = 'handoff'

/** Whether the handoff is on: on unless the person's userConfig says `false`. */
export function isHandoffOn(): boolean {
  return booleanOption(HANDOFF_OPTION, true)
}

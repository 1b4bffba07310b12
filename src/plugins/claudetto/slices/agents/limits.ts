/**
 * Bounds of the agents slice, each with its reason.
 *
 * A bound is a subagent's context in tokens (input, cache read and cache
 * creation of its latest request, as the host reports them). Past it, the
 * subagent's next tool result carries a note to report now. Only the types
 * this plugin ships have a bound: their work is known, so their size is too.
 */
export const CONTEXT_BOUNDS: Readonly<Record<string, number>> = {
  /** A review reads the change and what it touches; past this it is reading the whole project. */
  'claudetto:reviewer': 120_000,
  /** An explorer answers one question with file paths; past this it has stopped narrowing. */
  'claudetto:explorer': 80_000,
}

/** Subagents watched at once; past this the oldest is forgotten, so the map stays small. */
export const MAX_WATCHED_AGENTS = 256

/**
 * How long a subagent's tool result waits for the measure of the response that asked for the
 * call. The host runs a call while that response still streams, so a quick tool can finish
 * before the response's usage is read; the stream ends right after its last tool call, so the
 * wait is short, and past this bound the result goes on with the measure it has.
 */
export const STEP_WAIT_MS = 2_000

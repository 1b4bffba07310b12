/** Bounds of the usercheck gate, each with its reason. */

/** Denied calls one block names; more would bury the ask, so the rest are counted ("and N more"). */
export const MAX_NAMED_CALLS = 5

/** Characters of one denied call in a block; a long heredoc's first line stays readable and the reason stays short. */
export const MAX_CALL_CHARS = 200

/**
 * Distinct denied calls kept per agent between two stops. A loop of denials
 * cannot grow the state past this; later ones are only counted.
 */
export const MAX_KEPT_CALLS = 256

/** Agents (the main thread and subagents) with denied calls kept at once; the oldest is dropped past it. */
export const MAX_TRACKED_AGENTS = 64

/**
 * Characters of a reply read for its code at one stop; a longer reply's stop
 * goes unjudged (a debug-log line says so). The read is one linear scan, about
 * a millisecond per 100 KB in Node: a reply of this size stays far inside the
 * hook's budget even at the engine's slower pace.
 */
export const MAX_SCANNED_CHARS = 1_048_576

/** `!` commands collected from one reply; the gate needs one, a test reads a few. */
export const MAX_FOUND_COMMANDS = 16

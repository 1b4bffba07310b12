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
 * Characters of a reply parsed as Markdown. A longer reply that holds both a
 * backtick and a `!` passes unjudged: the parse stays well inside the hook's budget.
 */
export const MAX_REPLY_CHARS = 200_000

/** `!` commands collected from one reply; the gate needs one, a test reads a few. */
export const MAX_FOUND_COMMANDS = 16

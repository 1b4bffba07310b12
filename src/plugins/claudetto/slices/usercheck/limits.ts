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
 * Characters of a reply parsed as Markdown at one stop. The parser took
 * 0.2–0.6 s for 16 KB of dense Markdown in Node here (3.6 s for 16 KB of
 * `*_` runs), and a synchronous 6 s unloads the plugin: a reply up to this
 * size is parsed whole, a longer one only in the blocks that could hold a
 * command, up to this many characters in all; past that the stop goes unjudged.
 */
export const MAX_PARSED_CHARS = 8_192

/** `!` commands collected from one reply; the gate needs one, a test reads a few. */
export const MAX_FOUND_COMMANDS = 16

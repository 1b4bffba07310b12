/** Bounds of the prompt slice, each with its reason. */

/**
 * Subagents whose variant is kept by id. A session starts few; past this the
 * oldest is forgotten, so a long session's map stays small.
 */
export const MAX_TRACKED_AGENTS = 256

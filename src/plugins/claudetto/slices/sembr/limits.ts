/** Bounds of the sembr rewrite, each with its reason. */

/**
 * Texts over this many characters pass unchanged. The rewrite parses the text
 * up to three times (the text, the rewritten text, and for an Edit the file
 * around it); at this size that stays far inside the hook's budget and far
 * from the hooks worker's ~6 s heartbeat.
 */
export const MAX_REWRITTEN_CHARS = 512 * 1024

/** A Bash command over this many characters passes unchanged: a commit message or a PR body is far smaller, and the split runs in one step. */
export const MAX_COMMAND_CHARS = 64 * 1024

/** Files an Edit reads for context: over this size the Edit's text passes unchanged. */
export const MAX_EDITED_FILE_CHARS = 512 * 1024

/**
 * The Markdown parser's time grows faster than its input, and a block that
 * holds no sentence end with more text after it need not be parsed at all,
 * so each top-level block is parsed on its own: the least text is read
 * (a cut falls wherever blocks cannot reach past it, see domain/chunks.ts).
 * A chunk's size counts characters that are not whitespace or `>`, so a split
 * text is cut where it was; 0 cuts at every safe place.
 */
export const CHUNK_CHARS = 0

/** A run of blocks with no safe cut (one huge list or quote) over this size is left as written. */
export const MAX_CHUNK_CHARS = 64 * 1024

/**
 * A rewrite stops and lets the text through as written when less than this
 * much of the hook's 10 s budget is left: the tool must still run in time.
 */
export const MIN_BUDGET_LEFT_MS = 3_000

/** The longest a rewrite holds the hooks worker before it waits on the clock once (the worker's heartbeat fires at about 6 s). */
export const HOLD_MS = 100

/**
 * The parser's emphasis and code-span matching is quadratic in the runs of
 * `*`, `_`, `~` and backticks (and `[`) within one paragraph: 1,000 runs of
 * `*a_` took about 1 s to parse here, 14,000 took minutes. A chunk holding a
 * paragraph (or list item) with more runs than this is left as written
 * without being parsed; 256 runs parse in tens of milliseconds.
 */
export const MAX_MARK_RUNS_PER_PARAGRAPH = 256

/** The same runs over a whole chunk (one synchronous parse): over this, the chunk is left as written. */
export const MAX_MARK_RUNS_PER_CHUNK = 4096

/**
 * One run of a mark this long (`*` x 30,000 around a word) nests emphasis so
 * deep that building the tree overflowed the stack; 5,000 parsed in about
 * 140 ms. A chunk holding a longer run is left as written without a parse.
 */
export const MAX_MARK_RUN_CHARS = 1024

/**
 * Containers one line may open (`> - 1. x` opens three): the parser's cost
 * grows with the square of the depth (`- ` x 5,000 on one line took about
 * 0.5 s, x 30,000 took 10 s). Prose nests a handful deep; a chunk with a line
 * deeper than this is left as written without a parse.
 */
export const MAX_CONTAINER_DEPTH = 32

/** Bounds of the ground check, each with its reason. */

/** Texts over this many characters pass unchecked: parsing stays linear and well inside the hook's budget. */
export const MAX_CHECKED_CHARS = 1_048_576

/** Rows read from the session; the host's own default page. */
export const MAX_ROWS = 4096

/**
 * Source text (user messages, tool results, CLAUDE.md, the old file) over this
 * many characters: the check is skipped. Dropping part of the sources could turn
 * a sourced claim into a false deny; skipping cannot.
 */
export const MAX_SOURCE_CHARS = 16_777_216

/** Folders the file:line search lists below the project root (the bound). */
export const MAX_WALK_FOLDERS = 2000

/** file:line references resolved per write; the rest pass unchecked (a lookup each costs a read). */
export const MAX_FILE_REFS = 50

/** A file over this size is not read for its line count: `$.fs.read` refuses 4 MiB and more. */
export const MAX_COUNTED_FILE_BYTES = 4_194_303

/**
 * A table row with more numeric cells than this has all of them taken as
 * computed: the difference search is quadratic in the row's cells.
 */
export const MAX_ROW_NUMBERS = 64

/** Claims listed in one deny; the rest are counted, so the text stays readable. */
export const MAX_LISTED_CLAIMS = 20

/** Characters of a claim quoted in a deny. */
export const MAX_QUOTED_CHARS = 160

/**
 * Parts read in one total-with-parts expression (`214 (193 + 21)`): each
 * token may start one, so the bound keeps a long line of sums linear.
 */
export const MAX_EXPRESSION_TERMS = 32

/** Scopes (an agent and its project root) whose listings and lockfile lookups are kept between plan writes. */
export const MAX_CACHED_SCOPES = 8

/**
 * Characters of a first call's streamed arguments searched for its `file_path`: the path comes
 * first in what the model writes; past this the plan is read when its call runs, as before.
 */
export const MAX_PATH_AHEAD_CHARS = 2048

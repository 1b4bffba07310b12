/** Bounds of the verified gate, each with its reason. */

/** Rows read from the session: the host's own default page; older rows are not read. */
export const MAX_ROWS = 4096

/** Answers over this many characters pass unchecked: matching stays linear and well inside the hook's budget. */
export const MAX_ANSWER_CHARS = 200_000

/** Tool output read per call when looking for printed URLs and names; the rest is not scanned. */
export const MAX_OUTPUT_CHARS = 20_000

/** The tail of a test, build or lint run's output read for its result: summaries come last. */
export const RUN_OUTPUT_TAIL = 8_000

/** All printed text kept for "a tool printed it", newest kept: 4096 rows of full outputs stay linear and small. */
export const MAX_PRINTED_CHARS = 4_000_000

/** Characters of one shell command that are parsed for runs and writes. */
export const MAX_COMMAND_CHARS = 20_000

/** Claims judged per answer; a long answer's later claims pass. */
export const MAX_CLAIMS = 50

/** Paths the adapter asks the file system about per answer. */
export const MAX_PATHS_CHECKED = 40

/** `$.fs.exists` questions per answer, over all the places a path may be. */
export const MAX_FS_CHECKS = 120

/** Blocks on the same claims before the gate stops sending the answer back. */
export const MAX_BLOCKS_ON_SAME_CLAIMS = 3

/** Recent blocks kept in a session's file for the person and the cap. */
export const MAX_RECENT_BLOCKS = 10

/**
 * Characters of a session or agent id's part of a record's file name. A file
 * name holds 255 bytes; the host's ids are 36 or fewer. An id longer than
 * this, once encoded, gets no records: cutting it could let two ids share a file.
 */
export const MAX_ID_PART_CHARS = 160

/** The host's limit on one `$.fs` read or write; records stay under it with room to spare. */
export const FS_FILE_LIMIT = 4 * 1024 * 1024

/** A ledger record's size bound: outputs are clipped further until it fits. */
export const MAX_RECORD_CHARS = 1_000_000

/** Output characters kept per tool call in a ledger record (what ran, for the replay). */
export const RECORD_OUTPUT_CHARS = 2_000

/**
 * Steps a turn record keeps, the newest: what came just before the answer.
 * The replay reads what ran from the transcript, not from the record, so
 * with this bound neither a record's size nor the Stop's cost of writing it
 * grows with the session (1,000 runs made a 720 KB record at every Stop).
 */
export const MAX_RECORD_STEPS = 64

/**
 * Steps walked back from the newest for a run before the last change (a command named in code,
 * an act said done): a summary names what ran near its end, and the walk costs the same in a
 * session of any length.
 */
export const MAX_STEPS_WALKED_BACK = 1024

/** Claims listed in the band; the rest are counted. */
export const BAND_CLAIMS = 8

/** Shell commands whose parse is kept for the session's later Stops: a host page of rows holds fewer. */
export const MAX_KEPT_COMMANDS = 4096

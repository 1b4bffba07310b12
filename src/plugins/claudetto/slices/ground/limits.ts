/** Bounds of the ground check, each with its reason. */

/** Texts over this many characters pass unchecked: parsing stays linear and well inside the hook's budget. */
export const MAX_CHECKED_CHARS = 1_048_576

/** Rows read from the session; the host's own default page. */
export const MAX_ROWS = 4096

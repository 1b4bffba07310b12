/**
 * The HTTP status an answer says a request got ("got a 200", "returns 201", "responds with 404"),
 * against the statuses the request's output printed (`HTTP/1.1 500`, curl's `-w '%{http_code}'`
 * line, a JSON `"status": 422`). A run that printed no status cannot say. Pure and linear.
 */

/** A status said of a response: the verb, then the code. */
const CLAIMED = /\b(?:returns?|returned|returning|got|gets|getting|responds? with|responded with|answers? with|answered with|comes? back with|came back with|status(?: code)?(?: is| of| was)?)\s+(?:an?\s+|a status of\s+|HTTP\s+|status\s+)?([1-5][0-9]{2})\b/i

/** A status as a response prints it. */
const SHOWN = /^HTTP\/[0-9.]+ ([1-5][0-9]{2})\b|^([1-5][0-9]{2})$|"status(?:Code)?"\s*:\s*([1-5][0-9]{2})\b/gm

/** The status the sentence says a response had, or null. */
export function claimedStatus(text: string): number | null {
  const m = CLAIMED.exec(text)
  return m?.[1] === undefined ? null : Number(m[1])
}

/** Every status the output printed, in order. */
export function statusesShown(output: string): number[] {
  const shown: number[] = []
  for (const m of output.matchAll(SHOWN)) shown.push(Number(m[1] ?? m[2] ?? m[3]))
  return shown
}

/** The status the output printed instead of the one claimed, or null when it printed the claimed one or none. */
export function otherStatusShown(text: string, output: string): number | null {
  const claimed = claimedStatus(text)
  if (claimed === null) return null
  const shown = statusesShown(output)
  return shown.length === 0 || shown.includes(claimed) ? null : (shown.at(-1) ?? null)
}

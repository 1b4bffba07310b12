/**
 * A line break inserted into a text, and the two ways across it: apply the
 * breaks, or take them out again. Taking them out must give back the input
 * byte for byte; the rewrite is refused when it does not.
 */
export type Break = {
  /** Offset in the input where the replaced whitespace starts. */
  at: number
  /** The whitespace between the two sentences, as written. */
  removed: string
  /** The line ending and the continuation prefix put in its place. */
  inserted: string
}

/** The input with every break applied; `breaks` sorted by `at`, not overlapping. */
export function applyBreaks(text: string, breaks: readonly Break[]): string {
  const parts: string[] = []
  let from = 0
  for (const b of breaks) {
    parts.push(text.slice(from, b.at), b.inserted)
    from = b.at + b.removed.length
  }
  parts.push(text.slice(from))
  return parts.join('')
}

/** The output with every break taken out again, or null when a break is not where it should be. */
export function joinBreaks(out: string, breaks: readonly Break[]): string | null {
  const parts: string[] = []
  let from = 0
  let shift = 0
  for (const b of breaks) {
    const at = b.at + shift
    if (at < from || out.slice(at, at + b.inserted.length) !== b.inserted) return null
    parts.push(out.slice(from, at), b.removed)
    from = at + b.inserted.length
    shift += b.inserted.length - b.removed.length
  }
  parts.push(out.slice(from))
  return parts.join('')
}

/**
 * Findings are data; one place turns them into the host's answer.
 *
 * A slice's domain returns findings. The reducers here are the only code that
 * words a deny or a block, so the hook and the offline replay cannot disagree.
 */
import { tagOf } from './tag.js'

export type Finding = {
  /** The claim's kind, e.g. `number`, `file:line`, `command-outcome`. */
  kind: string
  /** The claim as written. */
  text: string
  /** Why it has no source, in one clause. */
  why: string
  /** Offset of the claim in the text it was found in, when known. */
  at?: number
}

/** The deny a check sends the model: tag, each finding, then the ways out. */
export function denyText(slice: string, lead: string, findings: readonly Finding[], waysOut: readonly string[]): string {
  const claims = findings.map(f => `  - [${f.kind}] ${f.text}: ${f.why}`)
  const ways = waysOut.map((w, i) => `  ${i + 1}. ${w}`)
  return [`${tagOf(slice)} ${lead}`, ...claims, 'Ways out:', ...ways].join('\n')
}

/** Shorten `text` to at most `max` characters, marking the cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`
}

/**
 * The block a gate sends the model at a stop: tag and lead, at most `maxNamed`
 * findings (a finding with no `why` is named alone), how many more there
 * were (those past `maxNamed`, and `uncounted` ones never kept), then the ways out.
 */
export function blockText(
  slice: string,
  lead: string,
  findings: readonly Finding[],
  maxNamed: number,
  waysOut: readonly string[],
  uncounted = 0,
): string {
  const named = findings.slice(0, Math.max(0, maxNamed))
  const items = named.map(f => `  - [${f.kind}] ${f.text}${f.why ? `: ${f.why}` : ''}`)
  const more = findings.length - named.length + Math.max(0, uncounted)
  if (more > 0) items.push(`  - and ${more} more`)
  const ways = waysOut.map((w, i) => `  ${i + 1}. ${w}`)
  return [`${tagOf(slice)} ${lead}`, ...items, 'Ways out:', ...ways].join('\n')
}

/**
 * A Stop block whose first line starts with the slice's own name (`verified:
 * ...`), as the person reads it, and still carries the plugin's tag so
 * `isOwnWords` knows it: `verified: <lead> (claudetto verified: <mark>)`.
 */
export function verdictBlockText(slice: string, lead: string, findings: readonly Finding[], waysOut: readonly string[], mark: string): string {
  const claims = findings.map(f => `  - [${f.kind}] ${f.text}: ${f.why}`)
  const ways = waysOut.map((w, i) => `  ${i + 1}. ${w}`)
  return [`${slice}: ${lead} (${tagOf(slice)} ${mark})`, ...claims, 'Ways out:', ...ways].join('\n')
}

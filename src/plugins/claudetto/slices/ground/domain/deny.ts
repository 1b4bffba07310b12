/**
 * The words of ground's deny: the tag, each claim (kind, text, what the check
 * reads it as, why), then the three ways out. The reading (`4096 (a size in
 * bytes)`, `(a duration)`) lets a person tell a wrong reading from a missing
 * source at a glance. The hook and the replay both word a deny here.
 */
import { clip, denyText, type Finding } from '../../../../../kernel/findings.js'
import { MAX_LISTED_CLAIMS, MAX_QUOTED_CHARS } from '../limits.js'

export const WAYS_OUT = [
  'Name the source: a user message, a tool result of this session, or a file of the project. Where a local command with no model call can show the claim, run it and name its result.',
  'Mark the claim `(proposed)` or `[NEEDS CLARIFICATION: ...]`.',
  'Ask the user.',
] as const

/** What each kind of claim is, for the kinds whose findings carry no reading of their own. */
const KIND_READS: Readonly<Record<string, string>> = {
  done: 'a report that checks passed or a fix landed',
  attribution: 'words given to the user',
  'file:line': 'a line of a file',
  convention: 'a command of another tool',
}

/** The finding's text as quoted, then what it reads as. */
function quoted(f: Finding & { reads?: string }): string {
  const text = clip(f.text.replace(/\s+/g, ' '), MAX_QUOTED_CHARS)
  const reads = f.reads ?? KIND_READS[f.kind] ?? (f.kind === 'number' ? 'a number' : undefined)
  return reads ? `${text} (${reads})` : text
}

export function groundDeny(path: string, findings: readonly (Finding & { reads?: string })[]): string {
  const listed = findings.slice(0, MAX_LISTED_CLAIMS).map(f => ({ ...f, text: quoted(f) }))
  const more = findings.length - listed.length
  const lead = `${path} holds ${findings.length} claim${findings.length === 1 ? '' : 's'} with no source in this session${more > 0 ? ` (the first ${listed.length} listed)` : ''}:`
  return denyText('ground', lead, listed, WAYS_OUT)
}

/**
 * The words of ground's deny: the tag, each claim (kind, text, why), then the
 * three ways out. The hook and the replay both word a deny here.
 */
import { clip, denyText, type Finding } from '../../../../../kernel/findings.js'
import { MAX_LISTED_CLAIMS, MAX_QUOTED_CHARS } from '../limits.js'

export const WAYS_OUT = [
  'Name the source: a user message, a tool result of this session, or a file of the project. Where a local command with no model call can show the claim, run it and name its result.',
  'Mark the claim `(proposed)` or `[NEEDS CLARIFICATION: ...]`.',
  'Ask the user.',
] as const

export function groundDeny(path: string, findings: readonly Finding[]): string {
  const listed = findings.slice(0, MAX_LISTED_CLAIMS).map(f => ({ ...f, text: clip(f.text.replace(/\s+/g, ' '), MAX_QUOTED_CHARS) }))
  const more = findings.length - listed.length
  const lead = `${path} holds ${findings.length} claim${findings.length === 1 ? '' : 's'} with no source in this session${more > 0 ? ` (the first ${listed.length} listed)` : ''}:`
  return denyText('ground', lead, listed, WAYS_OUT)
}

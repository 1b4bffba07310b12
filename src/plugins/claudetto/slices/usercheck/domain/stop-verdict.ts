/**
 * Whether a stop may go: when calls were denied since the last stop, the reply
 * must hand the user a `!` command (or say the work does not need the calls).
 * Returns the block's reason, or null to let the stop go.
 */
import { blockText } from '../../../../../kernel/findings.js'
import { MAX_NAMED_CALLS, MAX_SCANNED_CHARS } from '../limits.js'
import { bangCommands } from './bang-command.js'
import { type DeniedCalls, deniedCount } from './denied-calls.js'

export const LEAD =
  'the permission check denied these calls, so only the user can run them, and this reply gives no `!` command for them:'

export const WAYS_OUT = [
  'Give the user the exact command to run, as inline code that starts with `!` (`! command`) or a line of a code block that starts with `!`.',
  'Or say in one sentence that the work does not need the call.',
] as const

export type StopVerdict =
  | { kind: 'pass'; why: 'no denied calls' | 'has a ! command' }
  | { kind: 'unjudged'; why: string }
  | { kind: 'block'; reason: string }

export function stopVerdict(reply: string, denied: DeniedCalls): StopVerdict {
  if (deniedCount(denied) === 0) return { kind: 'pass', why: 'no denied calls' }
  const found = bangCommands(reply, 1)
  if (found === null) return { kind: 'unjudged', why: `a reply of ${reply.length} chars is over the ${MAX_SCANNED_CHARS} read for code` }
  if (found.length > 0) return { kind: 'pass', why: 'has a ! command' }
  return { kind: 'block', reason: blockText('usercheck', LEAD, denied.calls, MAX_NAMED_CALLS, WAYS_OUT, denied.uncounted) }
}

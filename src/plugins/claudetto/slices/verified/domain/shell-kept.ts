/**
 * A command's segments, parsed once per session: every Stop reads what ran
 * from all the session's rows, and parsing a command is most of that work
 * (about 0.16 ms a command in Node, twice that in the engine). The parse is
 * pure, so a kept answer is the same answer; nobody changes a segment after.
 */
import { MAX_COMMAND_CHARS, MAX_KEPT_COMMANDS } from '../limits.js'
import { type Segment, segmentsOf } from './shell.js'

const kept = new Map<string, readonly Segment[]>()

export function keptSegmentsOf(command: string): readonly Segment[] {
  const found = kept.get(command)
  if (found) return found
  const segments = segmentsOf(command)
  kept.set(command, segments)
  // The oldest goes first: a long session's early commands are the ones no longer read.
  if (kept.size > MAX_KEPT_COMMANDS) kept.delete(kept.keys().next().value ?? '')
  return segments
}

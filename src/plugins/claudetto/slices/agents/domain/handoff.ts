/**
 * The main thread's compaction as a handoff: the instructions the summary is
 * written from. Pure. The text asks for the kernel's HANDOFF_MARKER on the
 * summary's first line, so ground counts the handoff as the user's words.
 */
import { HANDOFF_INSTRUCTIONS } from '../texts.generated.js'

/** claudetto's handoff instructions, then what the person asked of this compaction, if anything. */
export function handoffInstructions(given: string | undefined): string {
  if (given === undefined || given.trim() === '') return HANDOFF_INSTRUCTIONS
  return `${HANDOFF_INSTRUCTIONS}\n\nThe user also asked this summary to keep:\n${given.trim()}`
}

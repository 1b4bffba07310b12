/**
 * The ground check: a plan text and its sources in, findings out. Pure.
 */
import type { Finding } from '../../../../../kernel/findings.js'
import { numbersIn, unsourcedNumbers } from './claims/numbers.js'
import { withoutExempt } from './exempt.js'
import { allSourceText, type Sources } from './sources.js'

export function checkPlan(text: string, sources: Sources): Finding[] {
  return unsourcedNumbers(withoutExempt(text), numbersIn(allSourceText(sources)))
}

export const WAYS_OUT = [
  'Name the source: a user message, a tool result of this session, or a file of the project. Where a local command with no model call can show the claim, run it and name its result.',
  'Mark the claim `(proposed)` or `[NEEDS CLARIFICATION: ...]`.',
  'Ask the user.',
] as const

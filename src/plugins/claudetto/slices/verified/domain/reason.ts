/** The words of a block (to the model) and of a note (to the person). */
import { trimEndOf } from '../../../../../kernel/trim.js'
import { verdictBlockText, type Finding } from '../../../../../kernel/findings.js'
import type { Claim } from './claim.js'
import { MAX_BLOCKS_ON_SAME_CLAIMS } from '../limits.js'

export const WAYS_OUT = [
  'Run what would back the claim and quote its result in the answer.',
  'Say plainly that it was not checked: mark the claim (unverified), or word it as a guess.',
  'Take the claim out if it is not needed.',
] as const

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

const findingOf = (c: Claim): Finding => ({ kind: c.cls, text: trimEndOf(c.text, '.!'), why: c.reason ? `${c.needs} (reason: ${c.reason})` : c.needs })

export function blockReason(blocking: readonly Claim[], blockNumber: number, cap = MAX_BLOCKS_ON_SAME_CLAIMS): string {
  const lead = `${plural(blocking.length, 'claim in this answer has', 'claims in this answer have')} nothing in this session behind ${blocking.length === 1 ? 'it' : 'them'}`
  const text = verdictBlockText('verified', lead, blocking.map(findingOf), WAYS_OUT, `sent back ${blockNumber} of ${cap}`)
  if (blockNumber < cap) return text
  return `${text}\nThis is the last time these claims send the answer back: if nothing can back them, mark each one (unverified) in the answer.`
}

/** The person's line for a path-missing note: it asks to correct the path, not delete it. */
export const noteLine = (c: Claim) => `[${c.cls}] ${c.subject}: ${c.needs}`

export const toastText = (n: number) => `verified sent the answer back: ${plural(n, 'unbacked claim', 'unbacked claims')}`

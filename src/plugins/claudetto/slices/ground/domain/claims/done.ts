/**
 * Done claims: the text says tests, checks, lint or a build pass, or that
 * something is fixed, and the current turn (since the person's last message)
 * ran no Bash call. The kernel's claim reader reads each sentence (its
 * subject and outcome, and whether it asserts: a plan, a condition, a wish,
 * a negation, a question, a heading or an instruction is no claim); an open
 * checkbox is a task, not a claim.
 */
import type { Finding } from '../../../../../../kernel/findings.js'
import { mayHaveOutcome, outcomesOf } from '../../../../../../kernel/prose/outcome.js'
import { modalityOf, sentenceSpans, withoutMentions } from '../../../../../../kernel/prose/reader.js'

/** What can be fixed: "fixed" alone also means constant ("the size is fixed at 64"). */
const PROBLEM = String.raw`(?:bug|issue|error|problem|failure|crash|regression|conflict|flake|leak|race|defect|vulnerability|typo|warning)s?`

/** A fix said done: "the login bug is fixed", "Fixed the race", "we fixed it". */
const FIXED = new RegExp(
  [
    String.raw`\b${PROBLEM}\b[^.;]{0,60}?\b(?:is|are|was|were|been|now|got|get)\s+(?:now\s+|all\s+)?(?:fixed|resolved)(?![\w-])`,
    String.raw`^[\s\-*+>\d.)]*(?:\[[xX]\]\s*)?(?:fixed|resolved)\s+(?:the|a|an|this|that|these|those|all|both|its|their|our)\b`,
    String.raw`\b(?:we|i)\s+(?:have\s+)?(?:fixed|resolved)\b`,
  ].join('|'),
  'i',
)

/** Words that make a fix sentence a plan in a plan file: "fix the failing test", "the failing case". */
const FAILING = /\b(fail|fails|failed|failing|yet)\b/i

/** A word every fix claim holds (`FIXED`). */
const FIX_WORD = /fixed|resolved/i

/** Whether a text may hold a done claim: an outcome's subject or a fix word. False means surely none. */
const mayBeDone = (text: string) => FIX_WORD.test(text) || mayHaveOutcome(text)

export function doneClaims(text: string, bashSinceLastUser: boolean): Finding[] {
  if (bashSinceLastUser) return []
  const findings: Finding[] = []
  // A sentence's words are the text's: a text with none of the words a claim needs is not cut into sentences.
  if (!mayBeDone(text)) return findings
  for (const sentence of sentenceSpans(text, true)) {
    // An open checkbox is a task to do, not a claim.
    if (sentence.openTask) continue
    const read = withoutMentions(sentence.text)
    if (!mayBeDone(read)) continue
    if (modalityOf(read, sentence.heading) !== 'asserted' || FAILING.test(read)) continue
    if (outcomesOf(read).length === 0 && !FIXED.test(read)) continue
    findings.push({ kind: 'done', text: sentence.text, why: 'no Bash call ran since the last user message', at: sentence.at })
  }
  return findings
}

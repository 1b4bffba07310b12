/**
 * Done claims: the text says tests, checks, lint or a build pass, or that
 * something is fixed, and the current turn (since the person's last message)
 * ran no Bash call. A sentence that is a plan, a condition or a wish (must,
 * should, will, if, once, when, ...) or an open checkbox is no claim.
 */
import type { Finding } from '../../../../../../kernel/findings.js'
import { sentencesOf } from '../text.js'

const SUBJECT = String.raw`(?:tests?|specs?|test suite|suite|checks?|lint(?:er|ing)?|build|builds|type-?checks?|typecheck(?:ing)?|tsc|ci|pipeline|e2e|vitest|jest|pytest)`
/** "pass" as an outcome, not as "passes a value to" (an object or a direction follows then). */
const PASS = String.raw`(?:pass(?:es|ed|ing)?(?!\s+(?:a|an|the|this|that|it|its|their|each|every|one|through|to|into|in|on|along|over|down|back|by|data|values?|arguments?|options?|flags?|params?|parameters?)\b)|green|succeed(?:s|ed)?|successful(?:ly)?|clean|ok)`

/** What can be fixed: "fixed" alone also means constant ("the size is fixed at 64"). */
const PROBLEM = String.raw`(?:bug|issue|error|problem|failure|crash|regression|conflict|flake|leak|race|defect|vulnerability|typo|warning)s?`

const DONE = new RegExp(
  [
    String.raw`\b${SUBJECT}\b[^.;]{0,60}?\b${PASS}\b`,
    String.raw`\bpass(?:es|ed)?\s+(?:all\s+|the\s+)*${SUBJECT}\b`,
    String.raw`\b${PROBLEM}\b[^.;]{0,60}?\b(?:is|are|was|were|been|now|got|get)\s+(?:now\s+|all\s+)?(?:fixed|resolved)(?![\w-])`,
    String.raw`^[\s\-*+>\d.)]*(?:\[[xX]\]\s*)?(?:fixed|resolved)\s+(?:the|a|an|this|that|these|those|all|both|its|their|our)\b`,
    String.raw`\b(?:we|i)\s+(?:have\s+)?(?:fixed|resolved)\b`,
  ].join('|'),
  'i',
)

/** A plan, a condition, a wish or a negation: the sentence claims nothing done. */
const NOT_A_CLAIM =
  /\b(?:must|should|shall|will|would|can|could|may|might|need|needs|if|once|when|whenever|until|unless|after|before|ensure|make sure|verify|expect|expected|want|wants|goal|plan|planned|todo|to do|not|never|no longer|fail|fails|failed|failing|yet)\b|n't\b|'ll\b|\?\s*$/i

/** An open checkbox is a task to do, not a claim. */
const OPEN_TASK = /^[ \t]*[-*+][ \t]+\[ \].*$/gm

export function doneClaims(text: string, bashSinceLastUser: boolean): Finding[] {
  if (bashSinceLastUser) return []
  const findings: Finding[] = []
  for (const sentence of sentencesOf(text.replace(OPEN_TASK, line => line.replace(/[^\n]/g, ' ')))) {
    if (!DONE.test(sentence.text) || NOT_A_CLAIM.test(sentence.text)) continue
    findings.push({ kind: 'done', text: sentence.text, why: 'no Bash call ran since the last user message', at: sentence.at })
  }
  return findings
}

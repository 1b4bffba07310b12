/**
 * A line that states how work will be judged, not what was done: its label,
 * before a colon, names a criterion (`**Independent Test**: ... tests pass`,
 * "Acceptance criteria: the build succeeds", "Success Criterion SC-006: ...").
 * One list for every check that reads claims: verified's reader and ground's
 * criteria ranges (which add the labels only a plan file uses). A scanner,
 * not a pattern: the label is read once, up to its colon.
 */

/** Labels of a criterion, lower-cased, as written before the colon. */
export const CRITERION_LABELS: readonly string[] = [
  'independent test', 'independent test criteria', 'acceptance', 'acceptance criteria', 'acceptance criterion',
  'acceptance test', 'acceptance tests', 'success criteria', 'success criterion', 'test plan', 'test criteria',
  'expected', 'expected result', 'expected results', 'expected outcome', 'expected behaviour', 'expected behavior',
  'goal', 'definition of done', 'done when', 'exit criteria', 'checkpoint',
]
const LABELS = new Set(CRITERION_LABELS)

/** How far into a line its label's colon may stand. */
const MAX_LABEL = 60
/** A criterion's id after its label: "SC-006", "AC 2", "FR001". */
const LABEL_ID = /\s[a-z]{1,4}[- ]?\d{1,4}$/

const isLetter = (ch: string) => /[\p{L}\p{N}]/u.test(ch)

/** Whether a sentence opens with a criterion's label and a colon. */
export function isCriterion(sentence: string): boolean {
  let start = 0
  while (start < sentence.length && start < 8 && !isLetter(sentence[start] ?? '')) start += 1
  // Only the first MAX_LABEL characters are looked at: a long sentence without a colon costs no more.
  const colon = sentence.slice(start, start + MAX_LABEL + 1).indexOf(':') + start
  if (colon < start) return false
  let end = colon
  while (end > start && (sentence[end - 1] === '*' || sentence[end - 1] === '_' || sentence[end - 1] === ' ')) end -= 1
  const label = sentence.slice(start, end).toLowerCase()
  return LABELS.has(label) || LABELS.has(label.replace(LABEL_ID, ''))
}

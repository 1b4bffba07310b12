/**
 * Text that states how work will be judged, not what was done: a done
 * sentence there ("tests pass") is a test criterion, not a claim.
 * - a line whose label names a criterion or a plan (`**Validation:** Unit
 *   tests pass`, `**Checkpoint**: …`, `**Independent Test**: …`,
 *   `**Mitigation**: …`, `**MVP Scope**: …`);
 * - the list right under a label line that holds only the label
 *   (`**Acceptance:**` then `- All new tests pass`);
 * - a section under a heading that names criteria ("Success Criteria",
 *   "Acceptance Criteria", "Definition of Done", 验收标准, …), up to the next
 *   heading of the same level or above;
 * - a pass word used as an adjective of what is checked (`green checks`,
 *   `passing tests`): it qualifies, it reports nothing.
 * A label that reports (`Status:`, `Result:`, `Key Passed Tests:`) is not in
 * the list: its sentence stays a claim. Ranges are blanked for the done check
 * only; one pass over the lines.
 */
import { CRITERION_LABELS } from '../../../../../kernel/prose/criterion.js'

/**
 * Labels (before `:`) of lines that say how work is judged or what is
 * planned: the claim reader's criterion labels (`src/kernel/prose/criterion.ts`),
 * and those only a plan file uses ("Tests:" in a plan is a plan; in an answer
 * it reports a run, so the reader does not hold it).
 */
const PLAN_LABELS = [
  ...CRITERION_LABELS,
  'validation', 'verification', 'verify', 'criteria', 'goals', 'target', 'purpose',
  'requirement', 'requirements', 'test', 'tests', 'testing', 'dod',
  'mitigation', 'risk', 'scope', 'mvp scope', 'deliverable', 'deliverables', 'approach', 'strategy',
  'rationale', 'gate', 'quality gate', 'measurable outcome',
  '验收标准', '验收', '完成标准', '检查点', '目标', '测试', '受け入れ基準', '完了条件', '検証', '目標',
  'critères d’acceptation', "critères d'acceptation", 'validation prévue', 'akzeptanzkriterien', 'abnahmekriterien',
  'критерии приёмки', 'критерии приемки', 'проверка', '인수 기준', '완료 조건', '검증',
]
const LABELS = new Set(PLAN_LABELS)

/** Headings whose section holds criteria. */
const CRITERIA_HEADING =
  /success criteria|acceptance criteria|definition of done|done when|exit criteria|measurable outcomes|validation checklist|验收标准|完成标准|成功标准|受け入れ基準|完了条件|成功基準|critères|akzeptanzkriterien|abnahmekriterien|критерии|인수 기준|성공 기준/i

const HEADING = /^ {0,3}(#{1,6})[ \t](.*)$/
/** A list marker, an optional checkbox and an optional task id, then the rest. */
const LEAD = /^[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]+)?(?:\[[ xX]\][ \t]*)?/
/** A label: bold or plain words, then a colon (ASCII or full width), bold closing on either side of it. */
const LABEL = /^(?:\*\*|__)?([^*_:：\n]{1,40})(?:\*\*|__)?[:：](?:\*\*|__)?/

const labelOf = (line: string): { label: string; rest: string } | null => {
  const body = line.slice(LEAD.exec(line)?.[0].length ?? 0)
  const m = LABEL.exec(body)
  if (!m?.[1]) return null
  return { label: m[1].trim().toLowerCase(), rest: body.slice(m[0].length).trim() }
}

const isListItem = (line: string) => /^[ \t]*(?:[-*+]|\d+[.)])[ \t]/.test(line)

/** A pass word before the noun it qualifies: `green checks`, `passing tests`, `successful builds`. */
const ATTRIBUTIVE = /\b(?:green|passing|successful|clean)(?=\s+(?:checks?|tests?|builds?|runs?|pipelines?|suites?|CI)\b)/gi

/** [start, end) of the text that states criteria or plans, for the done check. */
export function criterionRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  let at = 0
  let section = 0 // heading level of an open criteria section, 0 when none
  let underLabel = false
  for (const line of text.split('\n')) {
    const end = at + line.length
    if (line === '') {
      underLabel = false
      at = end + 1
      continue
    }
    const heading = line[0] === '#' || line[0] === ' ' ? HEADING.exec(line) : null
    if (heading) {
      const level = heading[1]?.length ?? 0
      if (section > 0 && level <= section) section = 0
      if (section === 0 && CRITERIA_HEADING.test(heading[2] ?? '')) section = level
      underLabel = false
    }
    const label = line.includes(':') || line.includes('：') ? labelOf(line) : null
    const planLabel = label !== null && LABELS.has(label.label)
    const listItem = isListItem(line)
    if (section > 0 || planLabel || (underLabel && listItem)) {
      // Consecutive lines make one range: fewer ranges to blank.
      const last = ranges[ranges.length - 1]
      if (last && last[1] + 1 === at) last[1] = end
      else ranges.push([at, end])
    }
    if (label) underLabel = planLabel && label.rest === ''
    else if (!listItem) underLabel = false
    at = end + 1
  }
  for (const m of text.matchAll(ATTRIBUTIVE)) ranges.push([m.index, m.index + m[0].length])
  return ranges
}

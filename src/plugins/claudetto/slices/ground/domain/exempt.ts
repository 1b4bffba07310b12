/**
 * Text that is never a claim: a line marked `(proposed)` or
 * `[NEEDS CLARIFICATION: ...]`, and fenced code. Exempt parts are blanked
 * (same length, so offsets hold) before any claim check reads the text.
 *
 * In a `spec.md`, a `#### Scenario:` block holds a case's inputs: its numbers
 * are no claims (`scenarioRanges`), and an Edit whose old text lies in such a
 * block is no claim at all (`editInScenario`).
 */
import { blankRanges } from './text.js'

const MARKED = /\(proposed\)|\[NEEDS CLARIFICATION:/i
const FENCE = /^ {0,3}(`{3,}|~{3,})/

/**
 * One pass over the line starts, no line split: a line is looked at only when
 * it may open or close a fence (a backtick or tilde after up to three spaces)
 * or while a fence is open; a marked line is found by one search of the text.
 * The blanked lines are blanked together at the end (`blank.ts`).
 */
export function withoutExempt(text: string): string {
  const ranges: [number, number][] = []
  let fence: string | null = null
  let fenceFrom = 0
  MARKED_ANYWHERE.lastIndex = 0
  let marked = MARKED_ANYWHERE.exec(text)?.index ?? -1
  for (let at = 0; at <= text.length; ) {
    const nl = text.indexOf('\n', at)
    const end = nl < 0 ? text.length : nl
    const open = mayOpenFence(text, at, end) ? FENCE.exec(text.slice(at, end))?.[1] : undefined
    if (fence !== null) {
      if (open !== undefined && open[0] === fence[0] && open.length >= fence.length && text.slice(at, end).trim() === open) {
        ranges.push([fenceFrom, end])
        fence = null
      }
    } else if (open !== undefined) {
      fence = open
      fenceFrom = at
    } else if (marked >= at && marked < end) {
      ranges.push([at, end])
    }
    while (marked >= 0 && marked < end) {
      MARKED_ANYWHERE.lastIndex = end
      marked = MARKED_ANYWHERE.exec(text)?.index ?? -1
    }
    if (nl < 0) break
    at = nl + 1
  }
  if (fence !== null) ranges.push([fenceFrom, text.length])
  return blankRanges(text, ranges)
}

/** A marked line's mark, found anywhere: the mark holds no newline, so a hit names its line. */
const MARKED_ANYWHERE = new RegExp(MARKED.source, 'gi')

/** Up to three spaces, then a backtick or a tilde: only such a line may open or close a fence. */
function mayOpenFence(text: string, at: number, end: number): boolean {
  let i = at
  while (i < end && i - at < 3 && text.charCodeAt(i) === 32) i++
  const c = text.charCodeAt(i)
  return i < end && (c === 96 || c === 126)
}

/** True for a file named `spec.md` (OpenSpec's requirement files). */
export function isSpecFile(filePath: string): boolean {
  return /(^|[\\/])spec\.md$/.test(filePath)
}

const SCENARIO = /^ {0,3}#### +Scenario:/
/** A heading of level 1 to 4 ends a scenario block; level 5 and 6 sit inside it. */
const BLOCK_END = /^ {0,3}#{1,4}(\s|$)/

/** [start, end) of each `#### Scenario:` block: from its heading to the next heading of level 4 or above. */
export function scenarioRanges(text: string): [number, number][] {
  const ranges: [number, number][] = []
  let start = -1
  let at = 0
  for (const line of text.split('\n')) {
    if (start >= 0 && BLOCK_END.test(line)) {
      ranges.push([start, at])
      start = -1
    }
    if (start < 0 && SCENARIO.test(line)) start = at
    at += line.length + 1
  }
  if (start >= 0) ranges.push([start, text.length])
  return ranges
}

/** The text with its scenario blocks blanked: used for number claims of a spec.md. */
export function withoutScenarios(text: string): string {
  return blankRanges(text, scenarioRanges(text))
}

/** An Edit of a spec.md whose old_string lies inside one scenario block of the file's old text. */
export function editInScenario(oldFile: string, oldString: string): boolean {
  if (oldString === '') return false
  const at = oldFile.indexOf(oldString)
  if (at < 0) return false
  const end = at + oldString.length
  return scenarioRanges(oldFile).some(([s, e]) => at >= s && end <= e)
}

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

const blank = (line: string) => line.replace(/[^\n]/g, ' ')

export function withoutExempt(text: string): string {
  const lines = text.split('\n')
  let fence: string | null = null
  return lines
    .map(line => {
      const open = FENCE.exec(line)?.[1]
      if (fence !== null) {
        if (open !== undefined && open[0] === fence[0] && open.length >= fence.length && line.trim() === open) fence = null
        return blank(line)
      }
      if (open !== undefined) {
        fence = open
        return blank(line)
      }
      return MARKED.test(line) ? blank(line) : line
    })
    .join('\n')
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

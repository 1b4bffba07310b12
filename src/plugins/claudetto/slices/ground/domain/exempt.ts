/**
 * Text that is never a claim: a line marked `(proposed)` or
 * `[NEEDS CLARIFICATION: ...]`, and fenced code. Exempt parts are blanked
 * (same length, so offsets hold) before any claim check reads the text.
 */
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

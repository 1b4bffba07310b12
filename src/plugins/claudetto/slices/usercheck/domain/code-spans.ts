/**
 * The inline code spans of one paragraph, as Markdown reads them: a run of n
 * backticks opens a span that the next run of exactly n closes; a run that no
 * later run matches is literal text. Linear: each run length keeps a pointer into its own list of
 * runs, so finding a closer never rescans the paragraph.
 */

/** A space or a line end: either pads a span. */
const isPad = (ch: string | undefined) => ch === ' ' || ch === '\n'

/** A backtick run; `escaped` when a backslash stands before it, so it cannot open with its first backtick. */
type Run = { at: number; length: number; escaped: boolean }

/** The paragraph's backtick runs. */
function backtickRuns(text: string): Run[] {
  const runs: Run[] = []
  let i = 0
  while (i < text.length) {
    if (text[i] !== '`') {
      i++
      continue
    }
    let slashes = 0
    while (text[i - 1 - slashes] === '\\') slashes++
    let end = i
    while (text[end] === '`') end++
    runs.push({ at: i, length: end - i, escaped: slashes % 2 === 1 })
    i = end
  }
  return runs
}

/**
 * Each span's content as the Markdown tree holds it: line ends kept, one
 * padding space off each side when both have one. A backslash escapes a backtick only outside a span:
 * it can stop a run from opening, never from closing.
 */
export function* codeSpans(paragraph: string): Generator<string> {
  const runs = backtickRuns(paragraph)
  const byLength = new Map<number, number[]>()
  runs.forEach((run, index) => {
    const list = byLength.get(run.length)
    if (list) list.push(index)
    else byLength.set(run.length, [index])
  })
  const next = new Map<number, number>()
  let i = 0
  while (i < runs.length) {
    const run = runs[i]
    if (run === undefined) break
    const openAt = run.escaped ? run.at + 1 : run.at
    const openLength = run.escaped ? run.length - 1 : run.length
    const list = byLength.get(openLength) ?? []
    let k = next.get(openLength) ?? 0
    while (k < list.length && (list[k] ?? 0) <= i) k++
    next.set(openLength, k)
    const closeIndex = list[k]
    const close = closeIndex === undefined ? undefined : runs[closeIndex]
    if (openLength === 0 || closeIndex === undefined || close === undefined) {
      i++
      continue
    }
    let content = paragraph.slice(openAt + openLength, close.at)
    if (content.length >= 2 && isPad(content[0]) && isPad(content.at(-1)) && content.trim() !== '') content = content.slice(1, -1)
    yield content
    i = closeIndex + 1
  }
}

/**
 * file:line claims: `src/cache.ts:120` names a line that the file must have.
 * The domain finds the references and judges them against the line counts the
 * caller looked up (domain/project.ts); a file not found, or a path that
 * leaves the project root, has no count and is no claim.
 */
import type { Finding } from '../../../../../../kernel/findings.js'

export type FileRef = {
  /** The path as written, e.g. `src/cache.ts` or `/abs/x.md`. */
  path: string
  /** The line the reference needs: the end of a range `:10-20`. */
  line: number
  /** The reference as written. */
  text: string
  at: number
}

/**
 * A path with a file extension, then `:N` or `:N-M` (also `#LN`, `#LN-LM`).
 * Not after a word character or a `/` (a URL's host: `https://a.io:443` has no
 * extension-like end and is not found anyway).
 */
const REF = /(?<![\w/.@+-])(\/?(?:[\w@.+-]+\/)*[\w@+-][\w@.+-]*\.[A-Za-z][\w]{0,9})(?::|#L)(\d{1,7})(?:[-–]L?(\d{1,7}))?(?![\w])/g

export function fileRefsIn(text: string): FileRef[] {
  const refs: FileRef[] = []
  // Every reference holds `:` or `#L`: a text with neither is not searched.
  if (!text.includes(':') && !text.includes('#L')) return refs
  for (const m of text.matchAll(REF)) {
    const path = m[1] ?? ''
    const line = Math.max(Number(m[2]), Number(m[3] ?? 0))
    if (line < 1 || /^\d+(\.\d+)+$/.test(path)) continue
    refs.push({ path, line, text: m[0], at: m.index })
  }
  return refs
}

/** [start, end) of each reference: its line number is not a number claim. */
export function fileRefRanges(text: string, refs: readonly FileRef[] = fileRefsIn(text)): [number, number][] {
  return refs.map(r => [r.at, r.at + r.text.length])
}

/**
 * Line counts by path as written: each file the path may name, or absent when
 * none was found (no claim). A reference fails only when every candidate file
 * is shorter than the line it names.
 */
export type LineCounts = ReadonlyMap<string, readonly number[]>

export function fileLineClaims(refs: readonly FileRef[], counts: LineCounts): Finding[] {
  const findings: Finding[] = []
  const seen = new Set<string>()
  for (const ref of refs) {
    const found = counts.get(ref.path)
    if (!found || found.length === 0 || seen.has(ref.text)) continue
    if (found.every(n => n < ref.line)) {
      seen.add(ref.text)
      const most = Math.max(...found)
      findings.push({ kind: 'file:line', text: ref.text, why: `${ref.path} has ${most} line${most === 1 ? '' : 's'}, fewer than ${ref.line}`, at: ref.at })
    }
  }
  return findings
}

/** Lines of a file's text, as an editor numbers them: a final newline opens no line. */
export function lineCount(text: string): number {
  if (text === '') return 0
  let n = 1
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++
  return text.endsWith('\n') ? n - 1 : n
}

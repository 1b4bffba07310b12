/**
 * The ground judge over the real-plan corpus (Node side, never imported by a
 * hook). Each plan is judged as if written fresh by a Write into an empty
 * project whose session holds one user message, "Write the plan.": no tool
 * result, no CLAUDE.md, no old text, no Bash call. Every finding is then a
 * token the plan holds that such a session could not have sourced.
 *
 * A corpus file is named `<owner>--<repo>--<change>--<name>.md`; it is judged
 * at `<root>/openspec/changes/corpus/<name>.md`, so a spec-kit `plan.md` or a
 * `spec.md` counts as a plan file and keeps its own name (a `spec.md` keeps
 * its scenario rules).
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Finding } from '../../../../../kernel/findings.js'
import type { Row } from '../../../../../kernel/rows.js'
import { judgePlanWrite } from '../domain/judge.js'
import { EMPTY_PROJECT } from '../domain/project.js'

export const CORPUS_DIR = new URL('./plans/', import.meta.url).pathname
export const ONLY_SOURCE = 'Write the plan.'
const ROOT = '/corpus-project'

const ROWS: readonly Row[] = [{ role: 'user', text: ONLY_SOURCE, toolUses: [] }]

export function corpusFiles(dir = CORPUS_DIR): string[] {
  return readdirSync(dir).filter(name => name.endsWith('.md')).sort()
}

/** The plan's own file name: the last `--` part of the corpus name. */
export function planName(file: string): string {
  return file.split('--').at(-1) ?? file
}

export type Side = 'train' | 'test' | 'holdout'

/** The files the manifest names as held out: collected after the rules were written, never designed on. */
const HOLDOUT: ReadonlySet<string> = new Set(
  (JSON.parse(readFileSync(new URL('./manifest.json', import.meta.url), 'utf8')) as { file: string; side?: string }[])
    .filter(m => m.side === 'holdout')
    .map(m => m.file),
)

/**
 * Holdout when the manifest says so (a later collection, kept apart from the
 * hash split so that fixing what the test side showed still leaves a measure
 * nobody designed on); else train or test by the first byte of the SHA-256 of
 * the corpus file name (which holds the repository and the change): below 179
 * of 256 (~70%) is train.
 */
export function sideOf(file: string): Side {
  if (HOLDOUT.has(file)) return 'holdout'
  const first = createHash('sha256').update(file).digest()[0] ?? 0
  return first < 179 ? 'train' : 'test'
}

export async function judgeText(file: string, text: string): Promise<Finding[]> {
  const verdict = await judgePlanWrite({
    write: { tool: 'Write', path: `${ROOT}/openspec/changes/corpus/${planName(file)}`, text },
    rows: ROWS,
    root: ROOT,
    port: EMPTY_PROJECT,
    oldText: null,
  })
  return verdict.kind === 'checked' ? verdict.findings : []
}

export type CorpusFinding = { file: string; side: Side; kind: string; token: string; why: string; line: number }

export async function judgeCorpus(dir = CORPUS_DIR): Promise<CorpusFinding[]> {
  const out: CorpusFinding[] = []
  for (const file of corpusFiles(dir)) {
    const text = readFileSync(join(dir, file), 'utf8')
    for (const f of await judgeText(file, text)) {
      const line = text.slice(0, f.at ?? 0).split('\n').length
      out.push({ file, side: sideOf(file), kind: f.kind, token: f.text.replace(/\s+/g, ' '), why: f.why, line })
    }
  }
  return out
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  for (const f of await judgeCorpus()) console.log([f.file, f.side, f.kind, f.token, f.line, f.why].join('\t'))
}

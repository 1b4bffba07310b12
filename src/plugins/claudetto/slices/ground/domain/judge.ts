/**
 * One plan write judged end to end, for the hook and the replay alike: the
 * rows of the calling agent and a port onto the project in, a verdict out.
 * Not pure (it reads the project through the port), but free of `$` and of
 * Node, so the engine and the replay run the very same code.
 */
import type { Finding } from '../../../../../kernel/findings.js'
import type { Row } from '../../../../../kernel/rows.js'
import { MAX_CHECKED_CHARS, MAX_SOURCE_CHARS } from '../limits.js'
import { checkPlan, isScenarioEdit, type PlanWrite, visibleRefs } from './check.js'
import { lockfilesFor } from './claims/convention.js'
import { isPlanFile } from './plan-file.js'
import { lineCountsOf, lockfilesAt, type ProjectPort, readIfThere } from './project.js'
import { sourceSize, sourcesOf } from './sources.js'

export type Verdict =
  | { kind: 'not-plan' }
  | { kind: 'skipped'; why: string }
  | { kind: 'checked'; findings: Finding[] }

export type JudgeInput = {
  write: PlanWrite
  rows: readonly Row[]
  root: string
  port: ProjectPort
  /** The file's text before the call when the caller knows it (the replay, a read ahead); else read through the port. */
  oldText?: string | null
  /** CLAUDE.md's text at the root when the caller read it ahead (null: there is none); else read through the port. */
  claudeMd?: string | null
}

export async function judgePlanWrite({ write, rows, root, port, oldText, claudeMd: claudeMdKnown }: JudgeInput): Promise<Verdict> {
  if (!isPlanFile(write.path)) return { kind: 'not-plan' }
  if (write.text.length > MAX_CHECKED_CHARS) return { kind: 'skipped', why: `${write.text.length} chars is over the checked size` }
  // The project reads do not depend on one another: each is a round trip to the host, so ask them together.
  const [old, claudeMd, lockfiles, lineCounts] = await Promise.all([
    oldText === undefined ? readIfThere(port, write.path) : Promise.resolve(oldText ?? undefined),
    claudeMdKnown === undefined ? readIfThere(port, `${root}/CLAUDE.md`) : Promise.resolve(claudeMdKnown ?? undefined),
    // Only a plan that may name an npm or pip command needs the lockfiles (claims/convention.ts).
    lockfilesAt(port, root, lockfilesFor(write.text)),
    lineCountsOf(port, root, visibleRefs(write.text).refs),
  ])
  if (isScenarioEdit(write, old)) return { kind: 'checked', findings: [] }
  const sources = sourcesOf(rows, { claudeMd, oldText: old })
  if (sourceSize(sources) > MAX_SOURCE_CHARS) return { kind: 'skipped', why: 'the sources are over the read size' }
  return { kind: 'checked', findings: checkPlan(write, sources, { lockfiles, lineCounts, oldText: old }) }
}

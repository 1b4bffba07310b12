/**
 * The ground check: a plan write, its sources and the project's facts in,
 * findings out. Pure. Exempt text is blanked first (offsets hold), then each
 * claim kind reads what is left.
 */
import type { Finding } from '../../../../../kernel/findings.js'
import { attributionClaims } from './claims/attribution.js'
import { conventionClaims } from './claims/convention.js'
import { doneClaims } from './claims/done.js'
import { fileLineClaims, fileRefRanges, fileRefsIn, type LineCounts } from './claims/file-line.js'
import { numberClaims, numbersIn } from './claims/numbers.js'
import { editInScenario, isSpecFile, withoutExempt, withoutScenarios } from './exempt.js'
import { allSourceText, type Sources } from './sources.js'
import { blankRanges, stemSet } from './text.js'

export type PlanWrite = {
  tool: 'Write' | 'Edit'
  path: string
  /** What the call writes: Write's `content`, Edit's `new_string`. */
  text: string
  /** Edit's `old_string`. */
  oldString?: string
}

export type ProjectFacts = {
  /** Lockfile names at the project root. */
  lockfiles: ReadonlySet<string>
  /** Line counts of the files the text's references name (domain/project.ts). */
  lineCounts: LineCounts
  /** The written file's text before the call, when it exists. */
  oldText?: string
}

/** An Edit of a spec.md whose old text lies in a `#### Scenario:` block changes a case's inputs: no claims. */
export function isScenarioEdit(write: PlanWrite, oldText: string | undefined): boolean {
  return write.tool === 'Edit' && isSpecFile(write.path) && oldText !== undefined && editInScenario(oldText, write.oldString ?? '')
}

export function checkPlan(write: PlanWrite, sources: Sources, project: ProjectFacts): Finding[] {
  if (isScenarioEdit(write, project.oldText)) return []
  const visible = withoutExempt(write.text)
  const refs = fileRefsIn(visible)
  let numbered = blankRanges(visible, fileRefRanges(visible))
  if (isSpecFile(write.path)) numbered = withoutScenarios(numbered)
  const findings = [
    ...numberClaims(numbered, numbersIn(allSourceText(sources))),
    ...fileLineClaims(refs, project.lineCounts),
    ...attributionClaims(visible, stemSet(sources.user)),
    ...doneClaims(visible, sources.bashSinceLastUser),
    ...conventionClaims(visible, project.lockfiles, [...sources.user, sources.claudeMd]),
  ]
  return findings.sort((a, b) => (a.at ?? 0) - (b.at ?? 0))
}

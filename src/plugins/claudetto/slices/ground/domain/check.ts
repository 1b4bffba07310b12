/**
 * The ground check: a plan write, its sources and the project's facts in,
 * findings out. Pure. Exempt text is blanked first (offsets hold), then each
 * claim kind reads what is left.
 */
import type { Finding } from '../../../../../kernel/findings.js'
import { attributionClaims } from './claims/attribution.js'
import { conventionClaims } from './claims/convention.js'
import { doneClaims } from './claims/done.js'
import { type FileRef, fileLineClaims, fileRefRanges, fileRefsIn, type LineCounts } from './claims/file-line.js'
import { numberClaims } from './claims/numbers.js'
import { blankAll } from './blank.js'
import { criterionRanges } from './criteria.js'
import { editInScenario, isSpecFile, withoutExempt, withoutScenarios } from './exempt.js'
import { withoutKeptClaims } from './old-text.js'
import { type Sources, sourceNumbers } from './sources.js'
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

let lastVisible: { text: string; visible: string; refs: readonly FileRef[] } | null = null

/**
 * A plan's text less what is exempt, and the file references in it. The hook
 * asks first (which files' line counts to read), then the check: the last
 * answer is kept, so a write's text is read for them once.
 */
export function visibleRefs(text: string): { visible: string; refs: readonly FileRef[] } {
  if (lastVisible?.text !== text) {
    const visible = withoutExempt(text)
    lastVisible = { text, visible, refs: fileRefsIn(visible) }
  }
  return lastVisible
}

export function checkPlan(write: PlanWrite, sources: Sources, project: ProjectFacts): Finding[] {
  if (isScenarioEdit(write, project.oldText)) return []
  const { visible, refs } = visibleRefs(write.text)
  // A scenario block states a case's inputs and outcomes ("WHEN 5000 arrive",
  // "THEN the build succeeds"): only its file:line references are claims.
  const prose = isSpecFile(write.path) ? withoutScenarios(visible) : visible
  // Outside a spec.md the prose is the visible text: its references are read once.
  const proseRefs = prose === visible ? refs : fileRefsIn(prose)
  const findings = [
    ...numberClaims(blankRanges(prose, fileRefRanges(prose, proseRefs)), sourceNumbers(sources)),
    ...fileLineClaims(refs, project.lineCounts),
    ...attributionClaims(prose, stemSet(sources.user)),
    // A criterion ("**Validation:** tests pass") says how work will be judged, not what was done.
    ...doneClaims(blankAll(prose, criterionRanges(prose)), sources.bashSinceLastUser),
    ...conventionClaims(prose, project.lockfiles, [...sources.user, sources.claudeMd]),
  ]
  return withoutKeptClaims(findings, write.text, project.oldText).sort((a, b) => (a.at ?? 0) - (b.at ?? 0))
}

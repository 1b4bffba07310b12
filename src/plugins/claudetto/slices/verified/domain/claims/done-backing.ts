/**
 * What backs a done claim (deployed, fixed, verified): a clean run of an
 * accepted kind after the last change to anything but prose. A change to a
 * README or a changelog runs nothing, so it does not make an earlier run stale.
 */
import { clip } from '../../../../../../kernel/findings.js'
import { asserts, isTakenBack, type Modality, type Sentence } from '../answer-text.js'
import { type DonePhrase, NO_LONGER_FAILS, PROBLEM_GONE } from '../done-phrases.js'
import type { Claim, ClaimClass } from '../claim.js'
import { meansNamed, meansNeeds, meansRunAfterChange, usesMeans } from '../means.js'
import type { Ran, Step } from '../ran.js'
import type { Reason, RunFault } from '../run-result.js'
import type { RunKind } from '../run-kinds.js'

/** "no longer crashes" claims a fix; blanked before the negation check. */
const FAILURE_GONE = new RegExp(`${NO_LONGER_FAILS}|${PROBLEM_GONE}`, 'gi')

/** A run among the steps: what backs a done claim. */
export type Run = Extract<Step, { kind: 'run' }>

/** Which runs back a claim: by their kind, and, for a claim that names its means, by the run itself. */
export type Accepts = (kind: RunKind, step: Run) => boolean

/**
 * The newest clean run of an accepted kind after the last code change, or null. `supersedes`: a
 * failed one after it takes it back (a deploy, then its rollout check timing out).
 */
export function cleanRunAfterChange(ran: Ran, accepts: Accepts, supersedes = false, since = ran.lastCodeWrite): Run | null {
  for (let i = ran.steps.length - 1; i >= 0; i -= 1) {
    const step = ran.steps[i]
    if (step === undefined || step.at < since) break
    // A part of a task (the compile Gradle ran before checkstyle) shows no work done: the task as a whole does.
    if (step.kind !== 'run' || step.run === null || step.partOf !== undefined || !accepts(step.run, step)) continue
    if (step.clean) return step
    if (supersedes && step.fault !== 'background only') return null
  }
  return null
}

/** The newest run of an accepted kind at all, for saying what went wrong with it. */
export function lastRunOf(ran: Ran, accepts: Accepts): Run | null {
  for (let i = ran.steps.length - 1; i >= 0; i -= 1) {
    const step = ran.steps[i]
    if (step?.kind === 'run' && step.run !== null && accepts(step.run, step)) return step
  }
  return null
}

/**
 * What a lint run can show fixed or checked: findings of its own ("fixed the lint warnings", "the
 * formatting", "the type errors", "the unchecked `Close()` error", "the ineffectual assignment"). A linter runs none of the code, so it shows no bug fixed and no
 * behaviour checked.
 */
const LINT_MATTERS = /\b(lint|linter|linting|warnings?|style|format|formatting|typos?|types?|typing|type errors?|imports?|unused|unchecked|ineffectual|shadow(ed|ing)?|deprecat(ed|ion)|dead code|unreachable code)\b/i

/** A sentence that says the change was tested: "Built and tested", "tested locally". */
const SAYS_TESTED = /\btested\b/i

/**
 * Runs that exercise what a fix or a check of behaviour is about: any but a lint run, unless the
 * sentence is about lint's own findings. "Tested" needs the tests or the program run: a build
 * compiles the code and runs none of it.
 */
export const exercises = (kind: RunKind, sentence: Sentence): boolean =>
  (kind !== 'lint' || LINT_MATTERS.test(sentence.text)) && !(kind === 'build' && SAYS_TESTED.test(sentence.text))

/** How a backing run reads in the ledger and the band. */
export const ranClean = (run: Run) => `\`${clip(run.command, 80)}\` ran clean after the last change`

/** What each run fault says about the run, after its command. */
const FAULT_TEXT: Readonly<Record<RunFault, string>> = {
  'failed exit': 'exited with an error',
  'failed output': 'printed a failure',
  'empty run': 'ran nothing (no tests collected, or no result)',
  'masked inconclusive': 'hid its exit status and printed no result',
  'background only': 'ran in the background and its result was never read',
}

/** Why nothing backs a claim whose accepted runs are these: the reason and, when a run did not count, the words for it. */
export function reasonOf(ran: Ran, accepts: Accepts): { reason: Reason; text: string | null } {
  const last = lastRunOf(ran, accepts)
  if (last === null) return { reason: 'no command', text: null }
  const cmd = `\`${clip(last.command, 60)}\``
  if (last.at < ran.lastCodeWrite) return { reason: 'stale', text: `${cmd} ran before the last file change; run it again after it and quote the result` }
  if (last.clean) return { reason: 'superseded by failure', text: `${cmd} reran only part of a run that failed; run it whole again and quote the result, or report the failure` }
  const fault = last.fault ?? 'failed exit'
  return { reason: fault, text: `${cmd} did not come back clean (it ${FAULT_TEXT[fault]}); fix it and run it again, or report the failure` }
}

/** Why the newest such run does not back the claim, or null when none ran at all. */
export function whyNot(ran: Ran, accepts: Accepts): string | null {
  return reasonOf(ran, accepts).text
}

/**
 * A sentence as the done classes read it: each code span a word of `x`s (a done word in code is a
 * name, but the span still stands where a name does: "Published `v2.3.1` to npm"), emphasis marks
 * dropped so that the words they held stand one space apart: "Published **@acme/ui@3.2.0** to npm".
 */
export const doneText = (sentence: Sentence) => sentence.fullText.replace(/`[^`\n]*`/g, m => 'x'.repeat(m.length)).replace(/\*\*|__/g, '')

/** Modalities in which a done phrase may still be claimed: a negation, hedge, condition or plan counts only before it. */
const ANYWHERE_ASSERTS: ReadonlySet<Modality> = new Set(['asserted', 'negated', 'hedged', 'conditional', 'future', 'past'])

/**
 * Whether a sentence makes the done claim a phrase finds. A negation, hedge,
 * condition or plan counts before the claim ("Not deployed", "If it passes,
 * deployed"), not after it: "Deployed to staging; should be live in a minute"
 * claims the deploy. A question, a strong hedge or an admission anywhere
 * ("Fixed it, but I haven't run the tests") takes the sentence back.
 * Only the claim's own clause counts, up to a semicolon or a spaced dash.
 */
export function claimsDone(sentence: Sentence, phrase: DonePhrase): boolean {
  // A heading, a test criterion, an instruction, a report or a question asserts nothing, wherever the phrase stands.
  if (!ANYWHERE_ASSERTS.has(sentence.modality)) return false
  const text = doneText(sentence)
  if (!phrase.words.test(text)) return false
  const m = phrase.pattern.exec(text)
  if (m === null || text.trim().endsWith('?') || isTakenBack(text)) return false
  // A semicolon or a spaced dash closes a clause: "the listener was never removed; the leak is fixed" and
  // "That should be it — the off-by-one is fixed" claim the fix.
  const start = Math.max(text.lastIndexOf(';', m.index), text.lastIndexOf(' — ', m.index) + 2, text.lastIndexOf(' – ', m.index) + 2) + 1
  return asserts(text.slice(start, m.index + m[0].length).replace(FAILURE_GONE, g => ' '.repeat(g.length)))
}

/** How one class of done claim is found and backed by a clean run after the last change. */
export type RunBacked = {
  cls: ClaimClass
  phrase: DonePhrase
  /** The runs that back the claim this sentence makes. */
  accepts: (kind: RunKind, sentence: Sentence, step: Run) => boolean
  /** What backs the claim when the session changed only prose, or null when nothing does then. */
  proseBacks: string | null
  needs: string
  /** Whether a failed accepted run after a clean one takes it back: one deploy kind undoes another's claim. */
  supersedes?: boolean
  /** What the claim needs when a run since the change printed its opposite (the pods it listed crash, the reproduction's output as before), or null. */
  contradicted?: (ran: Ran, run: Run) => string | null
  /** The change the backing run must come after, when not the last change to code: a migration applied stays applied while its files stand. */
  since?: (ran: Ran, sentence: Sentence) => number
  /** What the claim needs when the run that backs it did only part of what it says (one host of the tier, pods said healthy that nothing read), or null. */
  narrowed?: (ran: Ran, run: Run, sentence: Sentence) => string | null
}

/** Every sentence that claims it done, each backed by a clean accepted run after the last change. */
export function runBackedClaims(sentences: readonly Sentence[], ran: Ran, spec: RunBacked): Claim[] {
  const claims: Claim[] = []
  for (const sentence of sentences) {
    if (!claimsDone(sentence, spec.phrase)) continue
    const means = meansNamed(sentence.fullText)
    const accepts: Accepts = (kind, step) => spec.accepts(kind, sentence, step) && (means === null || usesMeans(means, step))
    const found = means === null ? cleanRunAfterChange(ran, accepts, spec.supersedes === true, spec.since?.(ran, sentence) ?? ran.lastCodeWrite) : meansRunAfterChange(ran, means)
    const against = found ? spec.contradicted?.(ran, found) ?? null : null
    const part = found && against === null ? spec.narrowed?.(ran, found, sentence) ?? null : null
    const run = against === null && part === null ? found : null
    const backedBy = run ? ranClean(run) : ran.onlyProseWritten && against === null && part === null ? spec.proseBacks : null
    const why = against !== null ? { text: against, reason: 'failed output' as const } : part !== null ? { text: part, reason: 'no command' as const } : reasonOf(ran, accepts)
    claims.push({
      cls: spec.cls,
      text: clip(sentence.text, 200),
      subject: spec.cls,
      backedBy,
      needs: why.text ?? (means === null ? spec.needs : meansNeeds(means)),
      reason: backedBy === null ? why.reason : null,
    })
  }
  return claims
}

/**
 * The labeller: for each flag (an unbacked claim a configuration would send
 * back), catch or false positive, from what the recorded history shows after
 * it and nothing else. Fixed: it never looks at which configuration is being
 * scored, and a change to it needs a labelled flag shown wrong, as a row of
 * `labels.spec.ts`.
 *
 * A flag the live gate issued has a recorded outcome: the ledger's turn after
 * the block (its resolve record's `by`), that answer's own claims as the live
 * gate read them, and what ran between the two stops. In this order:
 *
 * 1. `failed-run`: a run that would back the claim ran between and failed:
 *    the claim was wrong. Catch.
 * 2. `shown-true`: a run (or read, fetch, search) that would back the claim
 *    ran between, clean, with no file change before it: the claim was true
 *    when it was made. False positive.
 * 3. `corrected`: it ran clean only after a change: the claim was not true as
 *    made, the agent fixed something and backed it. Catch.
 * 4. `taken-back`: nothing backing ran and the next answer no longer makes the
 *    claim (the same class and subject): taken back or marked. Catch.
 * 5. `kept`: nothing backing ran and the next answer makes it again: the
 *    history shows neither way. Credit.
 * 6. `no-next-answer`: the session ended (or a new prompt came) before another
 *    answer. Credit.
 *
 * A flag the live gate never issued (a new rule, a bound moved, a transcript
 * older than the gate) has no outcome: `unissued`, the same fixed credit.
 * The credit counts UNISSUED_CATCH_SHARE of a catch and the rest of a false
 * positive: as likely right as wrong, so each such block nets its turn's cost
 * (-0.25) until the live gate has issued it and its outcome is recorded.
 *
 * 7. `labelled`: where the history leaves a credit (rules 5, 6 and unissued)
 *    and a label from outside the history is known for the flag (the peer's
 *    label of the case a recorded session was made from), the label decides:
 *    a catch or a false positive. The history, where it shows either way,
 *    still comes first. Without such a label nothing changes.
 */
import { hostOf, type Step } from '../../plugins/claudetto/slices/verified/domain/ran.js'

/** The share of a catch an unresolved or never-issued flag counts; the rest counts as a false positive. */
export const UNISSUED_CATCH_SHARE = 0.5

export type LabelRule = 'failed-run' | 'shown-true' | 'corrected' | 'taken-back' | 'kept' | 'no-next-answer' | 'unissued' | 'labelled'

export type Label = { kind: 'catch' | 'false-positive' | 'credit'; rule: LabelRule; catch: number; falsePositive: number }

export type Flag = { cls: string; subject: string }

/** A label for a flag from outside the recorded history: whether the claim was unsupported (a catch) or supported. */
export type KnownLabel = 'catch' | 'false-positive'

/** What the history holds after a flag. `issued` false: the live gate never sent it back. `known`: a label from outside it. */
export type Outcome = ({ issued: false } | { issued: true; next: null } | { issued: true; next: { claims: readonly Flag[]; between: readonly Step[] } }) & { known?: KnownLabel }

const catchOf = (rule: LabelRule): Label => ({ kind: 'catch', rule, catch: 1, falsePositive: 0 })
const credit = (rule: LabelRule): Label => ({ kind: 'credit', rule, catch: UNISSUED_CATCH_SHARE, falsePositive: 1 - UNISSUED_CATCH_SHARE })

/** Run kinds that back an outcome subject (`null`: any run). */
const OUTCOME_RUNS: Readonly<Record<string, readonly string[] | null>> = {
  'tests pass': ['test'],
  'the build succeeds': ['build'],
  'lint is clean': ['lint'],
  'the type check is clean': ['build', 'lint'],
  'it works': null,
}

/** Whether a step would back the flag: a run of its kind, or the look its class asks for. */
export function backs(flag: Flag, step: Step): boolean {
  switch (flag.cls) {
    case 'command-outcome': {
      if (step.kind !== 'run' || step.run === null) return false
      const kinds = OUTCOME_RUNS[flag.subject]
      return kinds === undefined || kinds === null || kinds.includes(step.run)
    }
    case 'deployed':
      return step.kind === 'run' && step.run === 'deploy'
    case 'fixed':
    case 'verified':
      return step.kind === 'run' && step.run !== null
    case 'url':
      return step.kind === 'fetch' && step.host !== '' && hostOf(flag.subject) === step.host
    case 'path':
    case 'path-missing':
      return step.kind === 'read' && (step.path === flag.subject || step.path.endsWith(`/${flag.subject.replace(/^\.\//, '')}`))
    case 'version':
      return step.kind === 'read'
    case 'absence':
      return step.kind === 'search'
    default:
      return false
  }
}

const failed = (step: Step) => (step.kind === 'run' ? !step.clean : step.kind === 'fetch' ? step.isError : false)

const falsePositive = (rule: LabelRule): Label => ({ kind: 'false-positive', rule, catch: 0, falsePositive: 1 })

/** A credit, unless a label from outside the history is known: then that label (rule 7). */
const creditOr = (rule: LabelRule, known: KnownLabel | undefined): Label =>
  known === undefined ? credit(rule) : known === 'catch' ? catchOf('labelled') : falsePositive('labelled')

export function labels(flag: Flag, outcome: Outcome): Label {
  if (!outcome.issued) return creditOr('unissued', outcome.known)
  if (outcome.next === null) return creditOr('no-next-answer', outcome.known)
  const { between, claims } = outcome.next
  let changed = false
  let corrected = false
  for (const step of between) {
    if (step.kind === 'write') {
      changed = true
      continue
    }
    if (!backs(flag, step)) continue
    if (failed(step)) return catchOf('failed-run')
    if (!changed) return falsePositive('shown-true')
    corrected = true
  }
  if (corrected) return catchOf('corrected')
  const kept = claims.some(c => c.cls === flag.cls && c.subject === flag.subject)
  return kept ? creditOr('kept', outcome.known) : catchOf('taken-back')
}

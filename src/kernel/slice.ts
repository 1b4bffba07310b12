/**
 * The slice contract: what a slice hooks, in which phase, and how it fails.
 *
 * A slice's `slice.ts` exports one `Slice` value and nothing that runs: the
 * generator (`npm run generate`) imports it in Node to write the hooks
 * module, so it must stay plain data with type-only imports.
 */

/** Phases in the order the generator registers them: earlier is outer. */
export const PHASES = ['setup', 'rewrite', 'check', 'gate', 'observe'] as const
export type Phase = (typeof PHASES)[number]

/**
 * What happens when the hook throws or outlasts its budget.
 * - `open`: no `.catch`; the engine skips the hook and the call goes on.
 *   Every check here is `open`: a check that cannot decide lets the text through.
 */
export type FailurePolicy = 'open'

/** A matcher's leaf: a value the input's field must equal, or a pattern it must match (a field that is absent matches none). */
export type MatcherLeaf = string | boolean | RegExp

export type SliceHook = {
  /** `<slice>.<name>`, unique across the plugin; the generator sorts by it within a phase. */
  id: string
  /** The event, written as a literal at the call site by the generator. */
  event: string
  /** The matcher, written as a literal object; absent for every input. */
  matcher?: Record<string, MatcherLeaf | readonly MatcherLeaf[]>
  phase: Phase
  failure: FailurePolicy
  /** One sentence on why this failure policy is right for this hook. */
  why: string
  /** The adapter module, relative to the slice folder, e.g. `./adapters/plan-write.js`. */
  module: string
  /** The exported handler's name in that module. */
  handler: string
}

export type Slice = {
  name: string
  /** One line on what the slice is for; it heads the slice's block in the generated module. */
  summary: string
  hooks: readonly SliceHook[]
}

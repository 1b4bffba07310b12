/**
 * A subagent's measured context against its bound, and when to tell it to
 * report now: once, at the first tool result after the bound is passed. Pure.
 *
 * The figure is the host's (each request's usage), never one the model gives.
 */
export type Usage = {
  input_tokens?: number | null
  cache_read_input_tokens?: number | null
  cache_creation_input_tokens?: number | null
}

export type Watch = {
  type: string
  bound: number
  /** The context of the subagent's latest request, in tokens. */
  context: number
  /** Whether the report-now note went out. */
  noted: boolean
}

const count = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0)

/** A request's context: uncached input, cache read and cache creation together. */
export function contextOf(usage: Usage): number {
  return count(usage.input_tokens) + count(usage.cache_read_input_tokens) + count(usage.cache_creation_input_tokens)
}

/** A watch for a subagent of `type`, or undefined when that type has no bound. */
export function watchFor(type: string, bounds: Readonly<Record<string, number>>): Watch | undefined {
  const bound = Object.hasOwn(bounds, type) ? bounds[type] : undefined
  return bound === undefined ? undefined : { type, bound, context: 0, noted: false }
}

/** The watch after a request of the subagent reported `usage`. */
export function afterStep(watch: Watch, usage: Usage): Watch {
  return { ...watch, context: contextOf(usage) }
}

/** Whether this tool result is the one to carry the note: past the bound, and not yet noted. */
export function isReportDue(watch: Watch): boolean {
  return !watch.noted && watch.context > watch.bound
}

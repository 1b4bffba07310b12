/**
 * Hook types as a matched registration sees them. A matcher narrows `e` and
 * `next`, so an adapter typed with the event's broad hook type does not fit
 * the generated `on('tool.call', { tool: [...] }, handler)` call.
 */
import type { MatchedHook } from 'claude-code'

/** A `tool.call` hook registered with `{ tool: [...tools] }`. */
export type ToolCallHook<Tools extends readonly string[]> = MatchedHook<'tool.call', { readonly tool: Tools }>

/**
 * A classic stop hook registered with `{ stop_hook_active: [false, true] }`, a
 * matcher every input of that event meets. The engine refuses a second
 * matcher-less registration of one event, and two gates (usercheck, verified)
 * judge each stop.
 */
export type StopGateHook<E extends 'classic.Stop' | 'classic.SubagentStop'> = MatchedHook<E, { readonly stop_hook_active: readonly [false, true] }>

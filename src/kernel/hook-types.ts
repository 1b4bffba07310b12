/**
 * Hook types as a matched registration sees them. A matcher narrows `e` and
 * `next`, so an adapter typed with the event's broad hook type does not fit
 * the generated `on('tool.call', { tool: [...] }, handler)` call.
 */
import type { MatchedHook } from 'claude-code'

/** A `tool.call` hook registered with `{ tool: [...tools] }`. */
export type ToolCallHook<Tools extends readonly string[]> = MatchedHook<'tool.call', { readonly tool: Tools }>

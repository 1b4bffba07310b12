/**
 * A bench scenario: one scripted session, run once with claudetto and once
 * with a pass-through plugin that hooks the same event, so the ratio of the
 * engine's own "settled in" times is claudetto's cost on that dispatch.
 */
import type { SessionSpec } from '../harness/session.js'

export type BenchScenario = {
  /** What is measured, e.g. `ground: plan write after 120 tool results`. */
  name: string
  /** The event whose last dispatch is timed: `tool.call`, `classic.Stop`, ... */
  event: string
  /** The pass-through plugin's matcher for the same event, as source text (e.g. `{ tool: ['Write', 'Edit'] }`), or '' for none. */
  matcher: string
  /** The session; the measured dispatch is the last `event` dispatch the debug log times. */
  spec: SessionSpec
}

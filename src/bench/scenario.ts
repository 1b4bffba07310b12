/**
 * A bench scenario: one scripted session, run once with claudetto and once
 * with a pass-through plugin that hooks the same events, so the ratio of the
 * engine's own "settled in" times is claudetto's cost on that dispatch.
 */
import type { SessionSpec } from '../harness/session.js'

/** One timed dispatch of a session: the `fromEnd`-th last `event` line the debug log times (1 is the last). */
export type Measure = {
  /** What is timed, e.g. `ground: plan write`. */
  label: string
  event: string
  fromEnd: number
}

export type BenchScenario = {
  /** What is measured, e.g. `ground: plan write after 120 tool results`. */
  name: string
  /** The event whose last dispatch is timed: `tool.call`, `classic.Stop`, ... */
  event: string
  /** The pass-through plugin's matcher for the same event, as source text (e.g. `{ tool: ['Write', 'Edit'] }`), or '' for none. */
  matcher: string
  /** The session; the measured dispatch is the last `event` dispatch the debug log times. */
  spec: SessionSpec
  /**
   * Several dispatches of one session timed at once, in place of the last `event` one. The
   * pass-through then hooks each event named here (with `matcher` on `event`), so both plugins
   * time the same dispatches in the same order.
   */
  measures?: readonly Measure[]
  /** A scenario of a series that grows one thing (tool results before the timed dispatch): its size, for the slope. */
  results?: number
  /** Scenarios of one series share it; the bench prints each one's per-result slope against the series' smallest. */
  series?: string
}

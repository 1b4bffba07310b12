/**
 * claudetto's hook times, read from the engine's debug log.
 *
 * A `settled in` line includes everything beneath the hook (`next()`
 * included), and for `tool.call` that is the tool's own run: a Bash command
 * that takes a second on a loaded machine is not a second of claudetto's.
 * The engine logs each tool's run as `tool_dispatch_end … durationMs=N` just
 * before the hook settles, so a `tool.call` line is charged only the rest.
 */

/** One claudetto hook: its event and the milliseconds that were its own. */
export interface HookTime {
  event: string
  ms: number
}

const SETTLED = /claudetto@inline ([\w.]+)(?: stream)? settled in ([\d.]+)ms/
const TOOL_RUN = /tool_dispatch_end tool=\S+ toolUseId=(\S+) outcome=\S+ durationMs=(\d+)/

/** Every claudetto dispatch of the log, in order, with the tool runs beneath `tool.call` taken out. */
export function hookTimes(debug: string): HookTime[] {
  const times: HookTime[] = []
  // Tool runs not yet charged to a settled tool.call, oldest first (tools may run side by side).
  const runs: number[] = []
  for (const line of debug.split('\n')) {
    const run = TOOL_RUN.exec(line)
    if (run) {
      runs.push(Number(run[2]))
      continue
    }
    const settled = SETTLED.exec(line)
    if (!settled) continue
    const event = settled[1] ?? ''
    const ms = Number(settled[2])
    const beneath = event === 'tool.call' ? (runs.shift() ?? 0) : 0
    times.push({ event, ms: Math.max(0, Math.round((ms - beneath) * 10) / 10) })
  }
  return times
}

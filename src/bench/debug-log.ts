/**
 * What the bench reads from the engine's debug log: a plugin's hook times
 * ("<plugin>@inline <event> settled in <ms>ms") and its module's start-up
 * (the source scan before "hooks worker spawned", then the load to
 * "hooks module <plugin>@inline loaded").
 */

const stamp = (line: string | undefined): number | null => {
  const match = line ? /^(\d{4}-\d\d-\d\dT[\d:.]+Z)/.exec(line) : null
  return match?.[1] ? Date.parse(match[1]) : null
}

export function settledMs(debug: string, plugin: string, event: string): number[] {
  const escaped = event.replaceAll('.', '\\.')
  const pattern = new RegExp(`${plugin}@inline ${escaped} settled in ([\\d.]+)ms`, 'g')
  return [...debug.matchAll(pattern)].map(m => Number(m[1]))
}

export type Startup = { scanMs: number; loadMs: number; totalMs: number }

export function startupOf(debug: string, plugin: string): Startup | null {
  const lines = debug.split('\n')
  const seated = stamp(lines.find(l => l.includes('not seated')))
  const spawned = stamp(lines.find(l => l.includes('hooks worker spawned')))
  const loaded = stamp(lines.find(l => l.includes(`hooks module ${plugin}@inline loaded`)))
  if (seated === null || spawned === null || loaded === null) return null
  return { scanMs: spawned - seated, loadMs: loaded - spawned, totalMs: loaded - seated }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

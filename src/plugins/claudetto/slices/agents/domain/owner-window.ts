/**
 * Whether the person already chose the main thread's compaction window, so
 * claudetto's must not be set over it. Pure: what was read in, a name out.
 */
export type WindowSettings = {
  /** `CLAUDE_CODE_AUTO_COMPACT_WINDOW` in the environment at start. */
  envWindow: string | undefined
  /** `CLAUDE_AUTOCOMPACT_PCT_OVERRIDE` in the environment at start. */
  envPercent: string | undefined
  /** `autoCompactWindow` in the merged settings (a number, `"auto"`, or per model). */
  settingsWindow: unknown
}

/** The name of the person's own setting of the window, or undefined when there is none. */
export function ownWindowSetting(read: WindowSettings): string | undefined {
  if (read.envWindow !== undefined && read.envWindow.trim() !== '') return 'CLAUDE_CODE_AUTO_COMPACT_WINDOW'
  if (read.envPercent !== undefined && read.envPercent.trim() !== '') return 'CLAUDE_AUTOCOMPACT_PCT_OVERRIDE'
  if (read.settingsWindow !== undefined && read.settingsWindow !== null) return 'autoCompactWindow'
  return undefined
}

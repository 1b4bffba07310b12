/**
 * The plugin's userConfig values, as `register(on, options)` received them.
 * The generated module sets them once before any hook is registered; every
 * hook reads its switches here. `.claude-plugin/plugin.json` declares each
 * field with the same default as the fallback its reader passes
 * (spec/unit/options.spec.ts holds them equal).
 */
type Options = Readonly<Record<string, string | number | boolean | readonly string[]>>

let current: Options = {}

export function setPluginOptions(options: Options): void {
  current = options
}

/** A boolean option, or `fallback` when it is unset or not a boolean. */
export function booleanOption(key: string, fallback: boolean): boolean {
  const value = current[key]
  return typeof value === 'boolean' ? value : fallback
}

/** A whole-number option within [min, max], or `fallback` when it is unset, not a number, or outside. */
export function numberOption(key: string, fallback: number, min: number, max: number): number {
  const value = current[key]
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback
}

/** The slices a person can turn off; each one's userConfig field is its name, on by default. */
export const SLICE_NAMES = ['ground', 'sembr', 'usercheck', 'prompt', 'agents', 'verified', 'log'] as const

/**
 * Whether a slice's hooks are registered: the generated module asks before
 * each `on(...)`. The engine reloads the module with the new options when a
 * person changes one, so a switch takes effect with no restart.
 */
export function sliceOn(slice: string): boolean {
  return booleanOption(slice, true)
}

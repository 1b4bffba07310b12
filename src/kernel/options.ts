/**
 * The plugin's userConfig values, as `register(on, options)` received them.
 * The generated module sets them once before any hook is registered.
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

/**
 * verified's switches, read through the kernel's options: each claim class on
 * or off (`verified<Class>`, e.g. `verifiedUrl`, `verifiedCommandOutcome`),
 * whether a missing path sends the answer back, and how many times the same
 * claims may send it back. Each falls back to the built-in CONFIG and limit,
 * which are also the defaults `.claude-plugin/plugin.json` declares.
 */
import { booleanOption, numberOption } from '../../../../kernel/options.js'
import type { ClaimClass } from './domain/claim.js'
import { CONFIG, type VerifiedConfig } from './domain/claim-patterns.js'
import { MAX_BLOCKS_ON_SAME_CLAIMS } from './limits.js'

/** `command-outcome` → `verifiedCommandOutcome`: the class's userConfig field. */
export function classOptionKey(cls: ClaimClass): string {
  return `verified${cls
    .split('-')
    .map(w => (w[0] ?? '').toUpperCase() + w.slice(1))
    .join('')}`
}

export const PATH_MISSING_BLOCKS_OPTION = 'verifiedPathMissingBlocks'
export const MAX_BLOCKS_OPTION = 'verifiedMaxBlocks'
/** The most sends back a person may ask for: past it a loop costs more than it finds. */
export const MAX_BLOCKS_ALLOWED = 10

/** The config the gate judges with now: CONFIG with the person's switches over it. */
export function activeConfig(): VerifiedConfig {
  const classes = Object.fromEntries(
    (Object.keys(CONFIG.classes) as ClaimClass[]).map(cls => [cls, booleanOption(classOptionKey(cls), CONFIG.classes[cls])]),
  ) as Record<ClaimClass, boolean>
  return { classes, pathMissingBlocks: booleanOption(PATH_MISSING_BLOCKS_OPTION, CONFIG.pathMissingBlocks) }
}

/** How many times in a row the same claims send an answer back (0: never, a note only). */
export function blockCap(): number {
  return numberOption(MAX_BLOCKS_OPTION, MAX_BLOCKS_ON_SAME_CLAIMS, 0, MAX_BLOCKS_ALLOWED)
}

/**
 * What a subagent's own compaction is told, so its summary keeps the variant
 * block it started with: the block sits in its first row, which a summary may
 * otherwise reword or drop. Pure.
 */
import { VARIANTS, type VariantName } from '../variants.js'

export function keepVariantInstructions(given: string | undefined, variant: VariantName): string {
  const keep = `End the summary with this block, verbatim:\n${VARIANTS[variant].block}`
  return given && given.trim() !== '' ? `${given}\n\n${keep}` : keep
}

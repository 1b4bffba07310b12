/**
 * Each subagent type's variant block: the text put into its task prompt at
 * `agent.spawn`, since the main thread's sections never reach a subagent.
 * Every block carries the evidence line (D30). The agent bodies in agents/
 * do not repeat it: one place says the rule.
 */
import { EVIDENCE_LINE } from '../../../../fragments/fragments.generated.js'
import { VARIANT_EXPLORER, VARIANT_REVIEWER, VARIANT_WORKER, VERIFY_LINE } from './texts.generated.js'

export type VariantName = 'worker' | 'reviewer' | 'explorer'

export type Variant = { name: VariantName; block: string }

export const VARIANTS: Readonly<Record<VariantName, Variant>> = {
  worker: { name: 'worker', block: [VARIANT_WORKER, VERIFY_LINE, EVIDENCE_LINE].join('\n') },
  reviewer: { name: 'reviewer', block: [VARIANT_REVIEWER, EVIDENCE_LINE].join('\n') },
  explorer: { name: 'explorer', block: [VARIANT_EXPLORER, EVIDENCE_LINE].join('\n') },
}

/** Agent types with a variant of their own; any other type gets the worker's. */
const BY_TYPE: ReadonlyMap<string, VariantName> = new Map([
  ['claudetto:reviewer', 'reviewer'],
  ['claudetto:explorer', 'explorer'],
  ['Explore', 'explorer'],
])

export function variantFor(subagentType: string): Variant {
  return VARIANTS[BY_TYPE.get(subagentType) ?? 'worker']
}

/** The task prompt with the variant's block after it; a prompt that already holds the block is left as it is. */
export function withVariant(prompt: string, variant: Variant): string {
  if (prompt.includes(variant.block)) return prompt
  return `${prompt}\n\n${variant.block}`
}

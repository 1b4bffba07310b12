/**
 * agent.spawn: put the subagent type's variant block into its task prompt
 * (the first row the subagent reads; the main thread's sections never reach
 * it) and keep the variant by the agentId the spawn resolves to.
 * Fails open: a throw lets the subagent start with its prompt as given.
 */
import type { Hook } from 'claude-code'
import { variantFor, withVariant } from '../variants.js'
import { keptVariants } from './kept.js'

export const spawnWithVariant: Hook<'agent.spawn'> = async ($, e, next) => {
  const variant = variantFor(e.subagentType)
  const started = await next({ ...e, prompt: withVariant(e.prompt, variant) })
  if (started.agentId !== undefined) keptVariants.set(started.agentId, variant.name)
  return started
}

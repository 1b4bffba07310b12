/** The variant each started subagent was given, by the `agentId` its spawn resolved to. */
import { ByAgent } from '../../../../../kernel/by-agent.js'
import { MAX_TRACKED_AGENTS } from '../limits.js'
import type { VariantName } from '../variants.js'

export const keptVariants = new ByAgent<VariantName>(MAX_TRACKED_AGENTS)

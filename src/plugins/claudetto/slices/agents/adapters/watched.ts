/** The subagents of a bounded type, by the agentId their spawn resolved to. */
import { ByAgent } from '../../../../../kernel/by-agent.js'
import type { Watch } from '../domain/watch.js'
import { MAX_WATCHED_AGENTS } from '../limits.js'

export const watched = new ByAgent<Watch>(MAX_WATCHED_AGENTS)

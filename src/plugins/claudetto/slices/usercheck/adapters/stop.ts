/**
 * classic.Stop and classic.SubagentStop: block a stop whose reply gives no `!`
 * command after calls were denied, once. Each stop clears the agent's denied
 * calls before anything else, so a throw later still leaves nothing behind,
 * and the engine skips a hook that throws: the stop goes through (fails open).
 *
 * The hooks beneath run first, so a block of theirs (another gate's) and this
 * one reach the model together rather than one hiding the other.
 */
import type { Hook } from 'claude-code'
import type { StopGateHook } from '../../../../../kernel/hook-types.js'
import { debugLog } from '../../../../../kernel/log.js'
import { numberOption } from '../../../../../kernel/options.js'
import { stopVerdict } from '../domain/stop-verdict.js'
import { agentKey, takeDeniedCalls } from '../denied-state.js'

/** The userConfig field that caps how often a stop is sent back for a missing `!` command. */
const MAX_BLOCKS_OPTION = 'usercheckMaxBlocks'

type Blockable = { block?: string }

/** Both blocks, below's first, when the hooks beneath blocked too. */
const withBlock = <R extends Blockable>(below: R, reason: string): R => ({
  ...below,
  block: typeof below.block === 'string' && below.block !== '' ? `${below.block}\n\n${reason}` : reason,
})

type StopInput = { session_id: string; agent_id?: string; stop_hook_active: boolean; last_assistant_message?: string }

/** The block reason for this stop, or null to let it go. */
function reasonFor($: Parameters<Hook<'classic.Stop'>>[0], e: StopInput, agentId: string | undefined): string | null {
  const denied = takeDeniedCalls(agentKey(e.session_id, agentId))
  // The person's cap (userConfig usercheckMaxBlocks): 1 sends the stop back once, 0 never.
  if (e.stop_hook_active || numberOption(MAX_BLOCKS_OPTION, 1, 0, 1) === 0) return null
  if (typeof e.last_assistant_message !== 'string') {
    if (denied.calls.length > 0) debugLog($, 'usercheck', 'the stop carries no reply text; it went unjudged')
    return null
  }
  const verdict = stopVerdict(e.last_assistant_message, denied)
  if (verdict.kind === 'unjudged') debugLog($, 'usercheck', `${verdict.why}; the stop went unjudged`)
  return verdict.kind === 'block' ? verdict.reason : null
}

/**
 * What the hooks beneath answered; when they failed (another gate threw), no
 * block of theirs, so this gate's own block is not lost with theirs.
 */
async function beneath<R>($: Parameters<Hook<'classic.Stop'>>[0], run: () => Promise<R>, empty: R): Promise<R> {
  try {
    return await run()
  } catch (error) {
    debugLog($, 'usercheck', `the stop's hooks beneath failed (${String(error).slice(0, 200)}); judged on its own`)
    return empty
  }
}

export const stopGate: StopGateHook<'classic.Stop'> = async ($, e, next) => {
  const reason = reasonFor($, e, undefined)
  const below = await beneath($, () => next(e), {})
  return reason === null ? below : withBlock(below, reason)
}

export const subagentStopGate: StopGateHook<'classic.SubagentStop'> = async ($, e, next) => {
  const reason = reasonFor($, e, e.agent_id)
  const below = await beneath($, () => next(e), {})
  return reason === null ? below : withBlock(below, reason)
}

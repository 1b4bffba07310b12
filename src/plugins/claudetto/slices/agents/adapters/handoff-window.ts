/**
 * session.start: while the handoff is on, set the engine's compaction window
 * from HANDOFF_TRIGGER_TOKENS, unless the person's own setting already sets
 * it. Plugin settings cannot set the window in this build; the environment
 * variable, set here, can.
 * Fails open: a throw leaves the engine's window as it was.
 */
import type { Hook } from 'claude-code'
import { HANDOFF_TRIGGER_TOKENS, isHandoffOn } from '../../../../../kernel/budget.js'
import { debugLog } from '../../../../../kernel/log.js'
import { ownWindowSetting } from '../domain/owner-window.js'

export const handoffWindow: Hook<'session.start'> = async ($, e, next) => {
  if (!isHandoffOn()) return next(e)
  const own = ownWindowSetting({
    envWindow: await $.env.get('CLAUDE_CODE_AUTO_COMPACT_WINDOW'),
    envPercent: await $.env.get('CLAUDE_AUTOCOMPACT_PCT_OVERRIDE'),
    settingsWindow: await $.settings.read({ key: 'autoCompactWindow' }),
  })
  if (own !== undefined) {
    debugLog($, 'agents', `the person's ${own} sets the compaction window; left as it is`)
    return next(e)
  }
  const set = await $.env.set('CLAUDE_CODE_AUTO_COMPACT_WINDOW', String(HANDOFF_TRIGGER_TOKENS))
  debugLog($, 'agents', set.deny === undefined ? `compaction window set to ${HANDOFF_TRIGGER_TOKENS}` : `compaction window not set: ${set.deny}`)
  return next(e)
}

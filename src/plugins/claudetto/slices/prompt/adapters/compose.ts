/**
 * prompt.compose (main thread only): append claudetto's sections and, while
 * the handoff is on, replace the engine's compaction line.
 * Fails open: a throw leaves the engine's prompt as it was.
 */
import type { Hook } from 'claude-code'
import { isHandoffOn } from '../../../../../kernel/budget.js'
import { composeSections } from '../domain/sections.js'

export const composePrompt: Hook<'prompt.compose'> = async ($, e, next) => {
  const composed = await next(e)
  return { ...composed, sections: composeSections(composed.sections, isHandoffOn()) }
}

/**
 * tool.call on Bash: the quoted heredoc of a `git commit` or `gh pr create`
 * call gets one sentence per line, in place; nothing else in the command changes.
 * The split runs one parsed chunk at a time, waiting on the clock between
 * chunks, as the Markdown write does, so a long message never holds the hooks worker.
 * Fails open: a throw or a low budget runs the command as the model wrote it.
 */
import type { ToolCallHook } from '../../../../../kernel/hook-types.js'
import { debugLog } from '../../../../../kernel/log.js'
import { rewriteCommandSteps } from '../domain/heredoc.js'
import { runSteps } from './run-steps.js'

export const commitMessage: ToolCallHook<readonly ['Bash']> = async ($, e, next) => {
  if (typeof e.command !== 'string') return next(e)
  const command = await runSteps($, next, rewriteCommandSteps(e.command))
  if (command === null) {
    debugLog($, 'sembr', 'the budget ran low; the command runs as written')
    return next(e)
  }
  return command === e.command ? next(e) : next({ ...e, command })
}

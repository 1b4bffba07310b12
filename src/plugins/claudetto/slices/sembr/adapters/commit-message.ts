/**
 * tool.call on Bash: the quoted heredoc of a `git commit` or `gh pr create`
 * call gets one sentence per line, in place; nothing else in the command changes.
 * Fails open: a throw runs the command as the model wrote it.
 */
import type { ToolCallHook } from '../../../../../kernel/hook-types.js'
import { rewriteCommand } from '../domain/heredoc.js'

export const commitMessage: ToolCallHook<readonly ['Bash']> = async (_$, e, next) => {
  if (typeof e.command !== 'string') return next(e)
  const command = rewriteCommand(e.command)
  return command === e.command ? next(e) : next({ ...e, command })
}

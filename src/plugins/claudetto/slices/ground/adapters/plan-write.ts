/**
 * tool.call on Write and Edit: deny a plan write whose claims have no source.
 * Fails open: any throw or an unreadable session lets the write through.
 */
import type { ToolCallHook } from '../../../../../kernel/hook-types.js'
import { debugLog } from '../../../../../kernel/log.js'
import { fromHostRows } from '../../../../../kernel/rows.js'
import type { PlanWrite } from '../domain/check.js'
import { groundDeny } from '../domain/deny.js'
import { judgePlanWrite } from '../domain/judge.js'
import { isPlanFile } from '../domain/plan-file.js'
import type { ProjectPort } from '../domain/project.js'
import { MAX_ROWS } from '../limits.js'

export const planWrite: ToolCallHook<readonly ['Write', 'Edit']> = async ($, e, next) => {
  const write: PlanWrite =
    e.tool === 'Write'
      ? { tool: 'Write', path: e.file_path, text: e.content }
      : { tool: 'Edit', path: e.file_path, text: e.new_string, oldString: e.old_string }
  if (typeof write.path !== 'string' || typeof write.text !== 'string' || !isPlanFile(write.path)) return next(e)
  const found = e.agentId === undefined
    ? await $.session.messages({ last: MAX_ROWS })
    : await $.session.messages({ agentId: e.agentId, last: MAX_ROWS })
  if (!Array.isArray(found)) {
    debugLog($, 'ground', `the session's messages could not be read; ${write.path} passed unchecked`)
    return next(e)
  }
  const port: ProjectPort = {
    exists: path => $.fs.exists(path),
    read: path => $.fs.read(path),
    list: async dir => (await $.fs.list(dir)).map(entry => ({ name: entry.name, kind: entry.kind, size: entry.size })),
  }
  const root = await $.session.root()
  const verdict = await judgePlanWrite({ write, rows: fromHostRows(found), root, port })
  if (verdict.kind === 'skipped') debugLog($, 'ground', `${write.path}: ${verdict.why}; passed unchecked`)
  if (verdict.kind !== 'checked' || verdict.findings.length === 0) return next(e)
  return { deny: groundDeny(write.path, verdict.findings) }
}

/**
 * tool.call on Write and Edit: deny a plan write whose claims have no source.
 * Fails open: any throw or an unreadable session lets the write through.
 */
import type { ToolCallHook } from '../../../../../kernel/hook-types.js'
import { denyText } from '../../../../../kernel/findings.js'
import { debugLog } from '../../../../../kernel/log.js'
import { fromHostRows } from '../../../../../kernel/rows.js'
import { checkPlan, WAYS_OUT } from '../domain/check.js'
import { isPlanFile } from '../domain/plan-file.js'
import { sourcesOf } from '../domain/sources.js'
import { MAX_CHECKED_CHARS, MAX_ROWS } from '../limits.js'

export const planWrite: ToolCallHook<readonly ['Write', 'Edit']> = async ($, e, next) => {
  const write = e.tool === 'Write' ? { path: e.file_path, text: e.content } : { path: e.file_path, text: e.new_string }
  if (typeof write.path !== 'string' || typeof write.text !== 'string') return next(e)
  if (write === null || !isPlanFile(write.path)) return next(e)
  if (write.text.length > MAX_CHECKED_CHARS) {
    debugLog($, 'ground', `${write.path}: ${write.text.length} chars is over the checked size; passed unchecked`)
    return next(e)
  }
  const found = e.agentId === undefined
    ? await $.session.messages({ last: MAX_ROWS })
    : await $.session.messages({ agentId: e.agentId, last: MAX_ROWS })
  if (!Array.isArray(found)) {
    debugLog($, 'ground', `the session's messages could not be read; ${write.path} passed unchecked`)
    return next(e)
  }
  const files: string[] = []
  const root = await $.session.root()
  const claudeMd = `${root}/CLAUDE.md`
  if (await $.fs.exists(claudeMd)) files.push(await $.fs.read(claudeMd))
  if (await $.fs.exists(write.path)) files.push(await $.fs.read(write.path))
  const findings = checkPlan(write.text, sourcesOf(fromHostRows(found), files))
  if (findings.length === 0) return next(e)
  return { deny: denyText('ground', `${write.path} holds claims with no source in this session:`, findings, WAYS_OUT) }
}

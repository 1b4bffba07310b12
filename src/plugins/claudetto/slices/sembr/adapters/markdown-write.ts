/**
 * tool.call on Write and Edit of a Markdown file: the text lands with one
 * sentence per line. Registered in the rewrite phase, before every check, so
 * the checks judge the text that will be written.
 * Fails open: a throw, an unreadable file, a low budget or an unsafe split
 * writes the text as the model wrote it.
 */
import type { ToolCallHook } from '../../../../../kernel/hook-types.js'
import { debugLog } from '../../../../../kernel/log.js'
import { warmUp } from '../../../../../kernel/warm-up.js'
import { rewriteEditSteps } from '../domain/edit.js'
import { isMarkdownPath, splitOptionsFor } from '../domain/markdown-file.js'
import { splitSteps } from '../domain/split-markdown.js'
import { warmSplit } from '../domain/warm-up.js'
import { MAX_EDITED_FILE_CHARS } from '../limits.js'
import { runSteps } from './run-steps.js'

// The parser's and the splitter's first run in a worker, done while the model answers (kernel/warm-up.ts).
warmUp('sembr', warmSplit)

export const markdownWrite: ToolCallHook<readonly ['Write', 'Edit']> = async ($, e, next) => {
  if (typeof e.file_path !== 'string' || !isMarkdownPath(e.file_path)) return next(e)
  const options = splitOptionsFor(e.file_path)
  if (e.tool === 'Write') {
    if (typeof e.content !== 'string') return next(e)
    const split = await runSteps($, next, splitSteps(e.content, options))
    if (split === null) {
      debugLog($, 'sembr', `${e.file_path}: the budget ran low; written as is`)
      return next(e)
    }
    if (split.why !== undefined) debugLog($, 'sembr', `${e.file_path}: ${split.why}`)
    if (split.breaks.length === 0) return next(e)
    debugLog($, 'sembr', `${e.file_path}: ${split.breaks.length} line breaks put between sentences`)
    return next({ ...e, content: split.text })
  }
  if (typeof e.old_string !== 'string' || typeof e.new_string !== 'string') return next(e)
  const stat = await $.fs.stat(e.file_path).catch(() => undefined)
  // A UTF-8 byte is at most one UTF-16 unit, so a file within the byte bound is within the char bound.
  if (stat === undefined || stat.kind !== 'file' || stat.size > MAX_EDITED_FILE_CHARS) {
    debugLog($, 'sembr', `${e.file_path}: not a readable file within the bound; the edit goes as written`)
    return next(e)
  }
  const file = await $.fs.read(e.file_path)
  const input = { file, oldString: e.old_string, newString: e.new_string, replaceAll: e.replace_all === true }
  const edit = await runSteps($, next, rewriteEditSteps(input, options))
  if (edit === null) {
    debugLog($, 'sembr', `${e.file_path}: the budget ran low; the edit goes as written`)
    return next(e)
  }
  if (edit.why !== undefined) debugLog($, 'sembr', `${e.file_path}: ${edit.why}`)
  if (edit.oldString === e.old_string && edit.newString === e.new_string) return next(e)
  debugLog($, 'sembr', `${e.file_path}: the edit's ${edit.oldString === e.old_string ? 'new text' : 'old and new text'} rewritten one sentence per line`)
  return next({ ...e, old_string: edit.oldString, new_string: edit.newString })
}

/**
 * Each deny and block claudetto answered, kept with its full reason in the
 * project's log. These hooks sit outermost: they call `next` first, so every
 * check and gate beneath has answered, and keep any answer whose text carries
 * the plugin's tag (the reducers in src/kernel/findings.ts word every one).
 * The answer is returned as it came whatever happens here.
 */
import type { EngineInterface } from 'claude-code'
import { entryLine, type LogEntry, placeLine, projectLogFolder, segmentIndex, segmentPath, taggedSlice } from '../../../../../kernel/deny-log.js'
import type { StopGateHook, ToolCallHook } from '../../../../../kernel/hook-types.js'
import { debugLog } from '../../../../../kernel/log.js'

type Fact = Omit<LogEntry, 'v' | 'time' | 'slice' | 'reason'>

/** Appends one entry to the project's log; a failure is a debug line, never a throw. */
async function keep($: EngineInterface, reason: string, fact: Fact): Promise<void> {
  const slice = taggedSlice(reason)
  if (slice === null) return
  try {
    const [home, root, time] = await Promise.all([$.env.get('HOME'), $.session.root(), $.clock.now()])
    const folder = projectLogFolder(home ?? '', root)
    if (folder === null) {
      debugLog($, 'log', 'no valid HOME or project folder; the deny was not kept')
      return
    }
    const line = entryLine({ v: 1, time, slice, ...fact, reason })
    const entries = (await $.fs.exists(folder)) ? await $.fs.list(folder) : []
    const segments = entries.flatMap(entry => {
      const index = entry.kind === 'file' && !entry.isLink ? segmentIndex(entry.name) : null
      return index === null ? [] : [{ index, size: entry.size, mtimeMs: entry.mtimeMs }]
    })
    const place = placeLine(segments, line.length)
    const file = segmentPath(folder, place.index)
    const before = place.fresh ? '' : await $.fs.read(file)
    await $.fs.write(file, before + line)
  } catch (error) {
    debugLog($, 'log', `the deny was not kept (${String(error).slice(0, 200)})`)
  }
}

export const recordToolCall: ToolCallHook<readonly ['Write', 'Edit']> = async ($, e, next) => {
  const result = await next(e)
  if (typeof result.deny === 'string') {
    await keep($, result.deny, { kind: 'deny', event: 'tool.call', tool: e.tool, path: e.file_path, ...(e.agentId ? { agent: e.agentId } : {}) })
  }
  return result
}

export const recordStop: StopGateHook<'classic.Stop'> = async ($, e, next) => {
  const result = await next(e)
  if (typeof result.block === 'string') await keep($, result.block, { kind: 'block', event: 'classic.Stop' })
  return result
}

export const recordSubagentStop: StopGateHook<'classic.SubagentStop'> = async ($, e, next) => {
  const result = await next(e)
  if (typeof result.block === 'string') await keep($, result.block, { kind: 'block', event: 'classic.SubagentStop', agent: e.agent_id })
  return result
}

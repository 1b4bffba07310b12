/**
 * tool.call on Write and Edit: deny a plan write whose claims have no source.
 * Fails open: any throw or an unreadable session lets the write through.
 */
import type { ToolCallHook } from '../../../../../kernel/hook-types.js'
import { debugLog } from '../../../../../kernel/log.js'
import { sliceOn } from '../../../../../kernel/options.js'
import { fromHostRows } from '../../../../../kernel/rows.js'
import { onNewRows, sessionRows } from '../../../../../kernel/session-rows.js'
import { shownFor } from '../../../../../kernel/shown.js'
import { warmUp } from '../../../../../kernel/warm-up.js'
import type { PlanWrite } from '../domain/check.js'
import { groundDeny } from '../domain/deny.js'
import { judgePlanWrite } from '../domain/judge.js'
import { isPlanFile } from '../domain/plan-file.js'
import { readSourcesAhead } from '../domain/sources.js'
import { LOCKFILES } from '../domain/claims/convention.js'
import { planReadFor } from '../domain/plan-ahead.js'
import { warmPlanCheck } from '../domain/warm-up.js'
import { changeMark, ProjectCache } from '../domain/project-cache.js'
import { MAX_CACHED_SCOPES, MAX_ROWS } from '../limits.js'
import { projectPort } from './project-port.js'

/** Listings and lockfile lookups kept for the session, dropped at its next change (domain/project-cache.ts). */
const projectCache = new ProjectCache(MAX_CACHED_SCOPES)

// The plan check's first run in a worker, done while the model answers (kernel/warm-up.ts).
warmUp('ground', warmPlanCheck)

// Each row's sources are read as the rows are read ahead, so a plan write late in a long session reads only the newest.
onNewRows(rows => {
  if (sliceOn('ground')) readSourcesAhead(fromHostRows(rows))
})

type Engine = Parameters<ToolCallHook<readonly ['Write', 'Edit']>>[0]

/** The deny for a plan write, or null to let it through (not a plan, sourced, or not decidable). */
async function denyFor($: Engine, write: PlanWrite, agentId: string | undefined, toolUseId: string | undefined): Promise<string | null> {
  if (typeof write.path !== 'string' || typeof write.text !== 'string' || !isPlanFile(write.path)) return null
  // A plan that is its response's first call was written from what the request carried, read as the
  // request was sent, and its file and CLAUDE.md were asked as the call streamed: no read here. Else the
  // rows and the root are independent round trips to the host: ask them together.
  // The file as it stands is asked after them: beside the rows, its `exists` waited on their read (6 to 24 ms, against 2 after it).
  const shown = await shownFor(agentId, toolUseId)
  const ahead = shown !== null ? await planReadFor(toolUseId, write.path) : null
  if (ahead !== null) debugLog($, 'ground', `${write.path}: checked against the request's rows, and its file and CLAUDE.md as they stood when its call streamed`)
  const [found, root] = shown !== null ? [shown.rows, shown.root] : await Promise.all([sessionRows($, agentId, MAX_ROWS), $.session.root()])
  if (found === null) {
    debugLog($, 'ground', `the session's messages could not be read; ${write.path} passed unchecked`)
    return null
  }
  const rows = fromHostRows(found)
  const lockfiles = new Set(LOCKFILES.map(name => `${root}/${name}`))
  const port = projectCache.port(projectPort($), `${agentId ?? ''}\u0000${root}`, changeMark(rows), path => lockfiles.has(path))
  const verdict = await judgePlanWrite({ write, rows, root, port, ...(ahead === null ? {} : { oldText: ahead.old ?? null, claudeMd: ahead.claudeMd ?? null }) })
  if (verdict.kind === 'skipped') debugLog($, 'ground', `${write.path}: ${verdict.why}; passed unchecked`)
  if (verdict.kind !== 'checked' || verdict.findings.length === 0) return null
  return groundDeny(write.path, verdict.findings)
}

export const planWrite: ToolCallHook<readonly ['Write', 'Edit']> = async ($, e, next) => {
  const write: PlanWrite =
    e.tool === 'Write'
      ? { tool: 'Write', path: e.file_path, text: e.content }
      : { tool: 'Edit', path: e.file_path, text: e.new_string, oldString: e.old_string }
  let deny: string | null = null
  try {
    deny = await denyFor($, write, e.agentId, e.tool_use_id)
  } catch (error) {
    // Caught here, not thrown: a throw would reach the rewrite above through its `next`.
    debugLog($, 'ground', `${String(write.path)}: the check failed (${String(error).slice(0, 200)}); passed unchecked`)
  }
  return deny === null ? next(e) : { deny }
}

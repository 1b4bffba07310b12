/**
 * A plan written as its response's first call, read ahead: while the model
 * still streams the call's arguments, the plan's path is read from them, and
 * the file as it stands and CLAUDE.md are asked then, so the check on the call
 * has them when the engine runs it. Only the first call: nothing of the session
 * runs between a request and its response's first call, so what was read then
 * still stands (a later call may follow one that changed either file).
 * Pure but for the port it is handed.
 */
import { ByAgent } from '../../../../../kernel/by-agent.js'
import { MAX_PATH_AHEAD_CHARS } from '../limits.js'
import { isPlanFile } from './plan-file.js'
import { type ProjectPort, readIfThere } from './project.js'

/** The plan's text before the call (undefined: no such file) and CLAUDE.md's at the root. */
export type PlanAheadRead = { old: string | undefined; claudeMd: string | undefined }

/** A chunk of the model's response as the read ahead sees it. */
export type StreamChunk = { kind: string; index?: number; id?: string; name?: string; json?: string }

/** `"file_path": "/p/openspec/changes/x/tasks.md"` with no escape in it; a path with one is not read ahead. */
const FILE_PATH = /"file_path"\s*:\s*"([^"\\]{1,1024})"/

/** Reads kept by call id: a handful of conversations' first calls, the oldest out first. */
const kept = new ByAgent<{ path: string; read: Promise<PlanAheadRead> }>(16)

/**
 * Follows one response's stream: when its first call is a Write or an Edit of
 * a plan file, `start` is told the call's id and the plan's path, once, as soon
 * as the path has streamed. Any other first call, or arguments longer than
 * MAX_PATH_AHEAD_CHARS before the path, starts nothing.
 */
export class PlanAhead {
  private index = -1
  private id = ''
  private json = ''
  private done = false

  constructor(private readonly start: (id: string, path: string) => void) {}

  note(chunk: StreamChunk): void {
    if (this.done) return
    if (chunk.kind === 'tool') {
      // The first call only: a second one means the first streamed no path we could read.
      if (this.id !== '' || (chunk.name !== 'Write' && chunk.name !== 'Edit') || typeof chunk.id !== 'string') this.done = true
      else {
        this.id = chunk.id
        this.index = chunk.index ?? -1
      }
      return
    }
    if (chunk.kind !== 'input' || this.id === '' || chunk.index !== this.index || typeof chunk.json !== 'string') return
    this.json += chunk.json
    const path = FILE_PATH.exec(this.json)?.[1]
    if (path !== undefined) {
      this.done = true
      if (isPlanFile(path)) this.start(this.id, path)
    } else if (this.json.length > MAX_PATH_AHEAD_CHARS) this.done = true
  }
}

/** Asks the plan's file and CLAUDE.md for call `id`, beside the model's stream; `root` is the project's, once known. */
export function readPlanAhead(id: string, path: string, root: Promise<string | null>, port: ProjectPort): void {
  const read = root.then(async at => {
    const [old, claudeMd] = await Promise.all([readIfThere(port, path), at === null ? Promise.resolve(undefined) : readIfThere(port, `${at}/CLAUDE.md`)])
    return { old, claudeMd }
  })
  kept.set(id, { path, read })
}

/** What was read ahead for call `id` writing `path`, taken once; null when nothing was, or for another path. */
export function planReadFor(id: string | undefined, path: string): Promise<PlanAheadRead> | null {
  if (id === undefined) return null
  const found = kept.get(id)
  kept.delete(id)
  return found !== undefined && found.path === path ? found.read : null
}

/** Forget every read: after a compaction, as the rows read ahead are. */
export function forgetPlanReads(): void {
  kept.clear()
}

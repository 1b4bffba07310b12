/**
 * The project's folder listings and lockfile lookups, kept between plan writes
 * of a session and dropped when the session may have changed the files: a
 * plan write then asks the host once per listing per change, not once per
 * write. Pure but for the port it wraps.
 *
 * What may change files is any tool the session ran that is not a known
 * read-only one (Write, Edit, Bash, an Agent whose subagent wrote): the cache
 * is keyed by the newest such call that has its result, so any later one
 * starts it over. A change made outside the session's tools is not seen; a
 * listing that misses a new file can only leave a reference unfound, and an
 * unfound reference is no claim.
 */
import type { Row } from '../../../../../kernel/rows.js'
import type { Entry, ProjectPort } from './project.js'

/** Tools that only read: they change no file, so they keep the cache. */
const READ_ONLY = new Set(['Read', 'Glob', 'Grep', 'LS', 'WebFetch', 'WebSearch', 'ToolSearch', 'TodoWrite', 'AskUserQuestion'])

/** The newest answered call that may have changed the files ('' for none): the cache's key. */
export function changeMark(rows: readonly Row[]): string {
  for (let r = rows.length - 1; r >= 0; r--) {
    const uses = rows[r]?.toolUses ?? []
    for (let u = uses.length - 1; u >= 0; u--) {
      const use = uses[u]
      if (use && use.text !== undefined && !READ_ONLY.has(use.tool)) return use.id
    }
  }
  return ''
}

type Kept = { mark: string; lists: Map<string, Promise<Entry[]>>; exists: Map<string, Promise<boolean>> }

/** Kept lookups by scope (an agent and its project root): a handful of them, oldest out first. */
export class ProjectCache {
  private readonly byScope = new Map<string, Kept>()
  private readonly maxScopes: number

  constructor(maxScopes: number) {
    this.maxScopes = maxScopes
  }

  /**
   * The port with `list` kept, and `exists` kept for the paths `keepExists`
   * names (the lockfiles); reads always go to the host.
   */
  port(port: ProjectPort, scope: string, mark: string, keepExists: (path: string) => boolean): ProjectPort {
    const found = this.byScope.get(scope)
    const kept: Kept = found?.mark === mark ? found : { mark, lists: new Map(), exists: new Map() }
    // Newest last, so the first is the one used longest ago.
    this.byScope.delete(scope)
    this.byScope.set(scope, kept)
    for (const oldest of this.byScope.keys()) {
      if (this.byScope.size <= this.maxScopes) break
      this.byScope.delete(oldest)
    }
    const { lists, exists } = kept
    // A lookup that failed is not kept: the next write asks again.
    const keep = <T>(map: Map<string, Promise<T>>, key: string, ask: () => Promise<T>): Promise<T> => {
      const found = map.get(key)
      if (found) return found
      const asked = ask()
      map.set(key, asked)
      asked.catch(() => map.delete(key))
      return asked
    }
    return {
      read: path => port.read(path),
      exists: path => (keepExists(path) ? keep(exists, path, () => port.exists(path)) : port.exists(path)),
      list: dir => keep(lists, dir, () => port.list(dir)),
      // Where a path lands and why a file was skipped are asked each time: a link may point elsewhere now.
      ...(port.place ? { place: port.place } : {}),
      ...(port.note ? { note: port.note } : {}),
    }
  }
}

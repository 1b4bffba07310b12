/**
 * What the check needs from the project, looked up through a port so the
 * hook (`$.fs`) and the replay (Node's fs) share the same logic: lockfiles and
 * CLAUDE.md at the root, the written file's old text, and the line counts of
 * the files a text's `file:line` references name.
 *
 * A reference is looked up at the project root first, then by a bounded walk
 * of the folders below it (no `node_modules`, no dot folders, at most
 * MAX_WALK_FOLDERS listings). Not found, or leaving the root: no count, so no claim.
 */
import { trimEndOf } from '../../../../../kernel/trim.js'
import { MAX_COUNTED_FILE_BYTES, MAX_FILE_REFS, MAX_WALK_FOLDERS } from '../limits.js'
import { type FileRef, lineCount } from './claims/file-line.js'

export type Entry = { name: string; kind: 'file' | 'dir' | 'other'; size: number }

/** Where a path lands: what it leads to, and its real path with every link followed (absent when unknown). */
export type Placed = { kind: 'file' | 'dir' | 'other'; realPath?: string }

/** The file system as the check sees it; every method may reject (the gatherer treats that as "unknown"). */
export type ProjectPort = {
  exists: (path: string) => Promise<boolean>
  read: (path: string) => Promise<string>
  list: (dir: string) => Promise<Entry[]>
  /**
   * Where a path lands (`$.fs.stat` with `resolve`). A port with it counts a
   * file's lines only when it is a regular file whose real path is under the
   * root's; a port without it (an in-memory test port) has no links to follow.
   */
  place?: (path: string) => Promise<Placed>
  /** Why a file was not read, for the debug log. */
  note?: (text: string) => void
}

/** An empty project: nothing exists, every read and listing fails. For a plan judged away from any project. */
export const EMPTY_PROJECT: ProjectPort = {
  exists: async () => false,
  read: async path => Promise.reject(new Error(`no file ${path}`)),
  list: async dir => Promise.reject(new Error(`no folder ${dir}`)),
}

/** `a/./b/../c` to `a/c`; null when `..` climbs above the start. */
export function normalize(path: string): string | null {
  const out: string[] = []
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') {
      if (out.length === 0) return null
      out.pop()
    } else out.push(part)
  }
  return out.join('/')
}

/** The reference's path relative to the root, or null when it leaves the root. */
export function insideRoot(root: string, refPath: string): string | null {
  const base = trimEndOf(root, '/')
  if (refPath.startsWith('/')) {
    if (refPath !== base && !refPath.startsWith(`${base}/`)) return null
    return normalize(refPath.slice(base.length))
  }
  return normalize(refPath)
}

const settle = async <T>(p: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await p()
  } catch {
    return fallback
  }
}

/** Which of the lockfiles `names` are at the root. */
export async function lockfilesAt(port: ProjectPort, root: string, names: readonly string[]): Promise<Set<string>> {
  // Asked all at once: each lookup is a round trip to the host.
  const present = await Promise.all(names.map(name => settle(() => port.exists(`${root}/${name}`), false)))
  return new Set(names.filter((_, i) => present[i]))
}

/** The file's text, or undefined. `exists` first: the host answers a read of a missing file in about 15 ms, `exists` in about 2. */
export async function readIfThere(port: ProjectPort, path: string): Promise<string | undefined> {
  if (!(await settle(() => port.exists(path), false))) return undefined
  return settle<string | undefined>(() => port.read(path), undefined)
}

/** Files below the root, breadth first, as relative paths: at most `maxFolders` listings. */
async function walk(port: ProjectPort, root: string, maxFolders: number): Promise<{ path: string; size: number }[]> {
  const files: { path: string; size: number }[] = []
  const queue = ['']
  let listed = 0
  while (queue.length > 0 && listed < maxFolders) {
    const rel = queue.shift() ?? ''
    listed++
    const entries = await settle(() => port.list(rel === '' ? root : `${root}/${rel}`), [])
    for (const entry of entries) {
      const path = rel === '' ? entry.name : `${rel}/${entry.name}`
      if (entry.kind === 'dir' && entry.name !== 'node_modules' && !entry.name.startsWith('.')) queue.push(path)
      else if (entry.kind === 'file') files.push({ path, size: entry.size })
    }
  }
  return files
}

/**
 * Whether the file may be read for its line count: a regular file (a FIFO or a
 * device is no file, and reading one could block) whose real path is inside the
 * root's (a link out of the project would leak a count of a file outside it).
 */
async function mayRead(port: ProjectPort, path: string, realRoot: string | undefined): Promise<boolean> {
  if (port.place === undefined) return true
  const place = port.place
  const placed = await settle<Placed | null>(() => place(path), null)
  if (placed === null || placed.kind !== 'file') {
    port.note?.(`${path} is not a regular file; its line count is not read and its references pass`)
    return false
  }
  const real = placed.realPath
  if (realRoot === undefined || real === undefined || (real !== realRoot && !real.startsWith(`${trimEndOf(realRoot, '/')}/`))) {
    port.note?.(`${path} resolves outside the project root; it is not read and its references pass`)
    return false
  }
  return true
}

async function countLines(port: ProjectPort, path: string, realRoot?: string): Promise<number | null> {
  if (!(await mayRead(port, path, realRoot))) return null
  const text = await settle<string | null>(() => port.read(path), null)
  return text === null ? null : lineCount(text)
}

/**
 * Line counts of the files each reference may name, by the path as written.
 * A path found at the root names that file; else every file below whose path
 * ends with it is a candidate.
 */
export async function lineCountsOf(
  port: ProjectPort,
  root: string,
  refs: readonly FileRef[],
  maxFolders = MAX_WALK_FOLDERS,
): Promise<Map<string, number[]>> {
  const counts = new Map<string, number[]>()
  const pending: { written: string; rel: string }[] = []
  const paths = [...new Set(refs.map(r => r.path))].slice(0, MAX_FILE_REFS)
  if (paths.length === 0) return counts
  const place = port.place
  const realRoot = place === undefined ? undefined : (await settle<Placed | null>(() => place(root), null))?.realPath
  for (const written of paths) {
    const rel = insideRoot(root, written)
    if (rel === null || rel === '') continue
    const atRoot = `${root}/${rel}`
    if (await settle(() => port.exists(atRoot), false)) {
      const n = await countLines(port, atRoot, realRoot)
      if (n !== null) counts.set(written, [n])
    } else if (!written.startsWith('/')) pending.push({ written, rel })
  }
  if (pending.length === 0) return counts
  const files = await walk(port, root, maxFolders)
  for (const { written, rel } of pending) {
    const found: number[] = []
    for (const file of files) {
      if (file.path !== rel && !file.path.endsWith(`/${rel}`)) continue
      // A file too big to read could be the one meant: the reference cannot be judged.
      if (file.size > MAX_COUNTED_FILE_BYTES) {
        found.length = 0
        break
      }
      const n = await countLines(port, `${root}/${file.path}`, realRoot)
      if (n === null) {
        found.length = 0
        break
      }
      found.push(n)
    }
    if (found.length > 0) counts.set(written, found)
  }
  return counts
}

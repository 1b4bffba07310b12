/**
 * The project port (slices/ground/domain/project.ts) over Node's fs, for the
 * replay: files as they are on disk now. Mirrors `$.fs`: a read of 4 MiB or
 * more rejects, a listing names each entry's kind and a file's size.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Entry, ProjectPort } from '../plugins/claudetto/slices/ground/domain/project.js'

const READ_LIMIT = 4_194_304

export const nodePort: ProjectPort = {
  exists: async p => {
    try {
      await fs.access(p)
      return true
    } catch {
      return false
    }
  },
  read: async p => {
    const stat = await fs.stat(p)
    if (stat.size >= READ_LIMIT) throw new Error(`${p}: over the ${READ_LIMIT}-byte read limit`)
    return fs.readFile(p, 'utf8')
  },
  place: async p => {
    const stat = await fs.stat(p)
    const kind = stat.isFile() ? 'file' : stat.isDirectory() ? 'dir' : 'other'
    return { kind, realPath: await fs.realpath(p) }
  },
  list: async dir => {
    const entries = await fs.readdir(dir, { withFileTypes: true })
    const out: Entry[] = []
    for (const e of entries) {
      const kind = e.isSymbolicLink() ? 'other' : e.isDirectory() ? 'dir' : e.isFile() ? 'file' : 'other'
      const size = kind === 'file' ? (await fs.stat(path.join(dir, e.name))).size : 0
      out.push({ name: e.name, kind, size })
    }
    return out
  },
}

/** A port that asks `port` once per path and method; a rejection is remembered too. */
export function cachedPort(port: ProjectPort): ProjectPort {
  const memo = <T>(ask: (p: string) => Promise<T>) => {
    const seen = new Map<string, Promise<T>>()
    return (p: string) => {
      let answer = seen.get(p)
      if (!answer) {
        answer = ask(p)
        answer.catch(() => undefined)
        seen.set(p, answer)
      }
      return answer
    }
  }
  const place = port.place
  return { exists: memo(port.exists), read: memo(port.read), list: memo(port.list), ...(place ? { place: memo(place) } : {}), ...(port.note ? { note: port.note } : {}) }
}

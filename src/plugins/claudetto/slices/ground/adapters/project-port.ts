/** The project as ground's check reads it, through the host's `$.fs`: thin, every call a round trip. */
import type { Hook } from 'claude-code'
import { debugLog } from '../../../../../kernel/log.js'
import type { ProjectPort } from '../domain/project.js'

/** The host's API as every hook is handed it. */
type Host = Parameters<Hook<'turn.step'>>[0]

export function projectPort($: Host): ProjectPort {
  return {
    exists: path => $.fs.exists(path),
    read: path => $.fs.read(path),
    list: async dir => (await $.fs.list(dir)).map(entry => ({ name: entry.name, kind: entry.kind, size: entry.size })),
    place: async path => {
      const stat = await $.fs.stat(path, { resolve: true })
      return stat.realPath === undefined ? { kind: stat.kind } : { kind: stat.kind, realPath: stat.realPath }
    },
    note: text => debugLog($, 'ground', text),
  }
}

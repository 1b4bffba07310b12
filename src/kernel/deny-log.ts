import { trimEndOf } from './trim.js'
/**
 * The per-project log of every deny and block, with its full reason, under
 * `~/.claude/claudetto/projects/<project key>/`: the debug log leaves reasons
 * out (they can quote tool input), and `claudetto doctor` reads this one.
 *
 * Pure: paths built only from validated parts, the line, the ring of
 * segments. The log is append-only (a line is never edited) and bounded: at
 * most SEGMENTS files of at most SEGMENT_BYTES each; when the newest is full
 * the oldest is started again. Engine code: no Node, no npm package.
 */

/** Each segment's bound: a few dozen full reasons, and one read under the engine's 4 MiB. */
export const SEGMENT_BYTES = 64 * 1024
/** Segments kept per project: the log holds the last 256 KB of reasons. */
export const SEGMENTS = 4
/** One reason's bound in the log: longer ones are cut, marked. */
export const MAX_REASON_CHARS = 8 * 1024
/** A project path longer than this has no log (no real folder is this deep). */
const MAX_PROJECT_CHARS = 4096

export const LOG_FOLDER = '.claude/claudetto/projects'
const SEGMENT_NAME = /^log-([0-9])\.jsonl$/

export type LogEntry = {
  v: 1
  time: number
  /** The slice whose tag opens the reason (`claudetto ground:` → ground). */
  slice: string
  kind: 'deny' | 'block'
  /** The event: `tool.call`, `classic.Stop`, `classic.SubagentStop`. */
  event: string
  /** The tool, for a deny. */
  tool?: string
  /** The file the denied call wrote, when it named one. */
  path?: string
  agent?: string
  reason: string
}

/** FNV-1a over the UTF-16 units: eight hex digits that tell apart projects whose cut keys agree. */
function hash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

/**
 * The project's folder name in the log: its path with every character but
 * letters, digits, `.`, `_` and `-` as `-` (as Claude Code names its
 * projects), cut to 80, then a hash of the whole path. Null for a path that is
 * not absolute or is too long: such a project has no log.
 */
export function projectKey(project: string): string | null {
  if (!project.startsWith('/') || project.length > MAX_PROJECT_CHARS) return null
  let safe = ''
  for (const ch of project.slice(0, 80)) safe += /[A-Za-z0-9._-]/.test(ch) ? ch : '-'
  return `${safe}-${hash(project)}`
}

/** `<home>/.claude/claudetto/projects/<key>`, or null when home or the project is not a valid part. */
export function projectLogFolder(home: string, project: string): string | null {
  if (!home.startsWith('/') || home.includes('\0') || home.split('/').some(part => part === '..' || part === '.')) return null
  const key = projectKey(project)
  return key === null ? null : `${trimEndOf(home, '/')}/${LOG_FOLDER}/${key}`
}

export function segmentPath(folder: string, index: number): string {
  return `${folder}/log-${index}.jsonl`
}

/** The segment index of a file name in a project's folder, or null for any other name. */
export function segmentIndex(name: string): number | null {
  const m = SEGMENT_NAME.exec(name)
  const index = m ? Number(m[1]) : NaN
  return index >= 0 && index < SEGMENTS ? index : null
}

export function entryLine(entry: LogEntry): string {
  const reason = entry.reason.length > MAX_REASON_CHARS ? `${entry.reason.slice(0, MAX_REASON_CHARS - 1)}…` : entry.reason
  return `${JSON.stringify({ ...entry, reason })}\n`
}

/**
 * Where a new line goes, from the segments there now (`{ index, size,
 * mtimeMs }`): the newest segment while the line fits, else the next one in
 * the ring, started again from empty.
 */
export function placeLine(segments: readonly { index: number; size: number; mtimeMs: number }[], lineBytes: number): { index: number; fresh: boolean } {
  const newest = [...segments].sort((a, b) => b.mtimeMs - a.mtimeMs || b.index - a.index)[0]
  if (!newest) return { index: 0, fresh: true }
  if (newest.size + lineBytes <= SEGMENT_BYTES) return { index: newest.index, fresh: false }
  return { index: (newest.index + 1) % SEGMENTS, fresh: true }
}

/** The slice a reason is tagged with (`claudetto <slice>:` anywhere in its first line), or null. */
export function taggedSlice(reason: string): string | null {
  const first = reason.slice(0, 400)
  const at = first.indexOf('claudetto ')
  if (at < 0) return null
  let end = at + 'claudetto '.length
  while (end < first.length && /[a-z-]/.test(first[end] ?? '')) end++
  return first[end] === ':' && end > at + 'claudetto '.length ? first.slice(at + 'claudetto '.length, end) : null
}

/** The entries of a segment's text, malformed lines left out. */
export function parseEntries(text: string): LogEntry[] {
  const out: LogEntry[] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    try {
      const value = JSON.parse(line) as Partial<LogEntry>
      if (value.v === 1 && typeof value.reason === 'string' && typeof value.time === 'number' && typeof value.slice === 'string') out.push(value as LogEntry)
    } catch {
      // A line cut by a crash mid-write: the others still read.
    }
  }
  return out
}

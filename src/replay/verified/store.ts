/**
 * Where the pinned history lives, all under `~/.claude/verified/` (never the
 * plugin folder or a repository): the lock, the offsets, the manifests, the
 * replay log, the gold labels. Errors carry their exit code: 2 for usage
 * (nothing to read, a bad argument), 1 for data (a pinned file changed, a
 * torn ledger line).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Row } from '../../kernel/rows.js'

export class ReplayError extends Error {
  constructor(message: string, readonly exitCode: 1 | 2) {
    super(message)
  }
}
export const usageError = (message: string) => new ReplayError(message, 2)
export const dataError = (message: string) => new ReplayError(message, 1)

export type Store = { root: string; lock: string; offsets: string; manifests: string; log: string; gold: string; goldPage: string; ledger: string }

/** The store of a HOME; no HOME is a usage error, never a write to `/`. */
export function storeOf(home: string | undefined): Store {
  if (home === undefined || home.trim() === '') throw usageError('HOME is not set: the pinned history lives under $HOME/.claude/verified/')
  const root = path.join(home, '.claude', 'verified')
  return {
    root,
    lock: path.join(root, 'worlds.lock.json'),
    offsets: path.join(root, 'offsets.json'),
    manifests: path.join(root, 'manifests'),
    log: path.join(root, 'replay-log.jsonl'),
    gold: path.join(root, 'gold.json'),
    goldPage: path.join(root, 'gold-review.html'),
    ledger: path.join(root, 'ledger'),
  }
}

export type LockedTranscript = { path: string; size: number; sha256: string }
export type LockedFile = { path: string; sha256: string }
export type Lock = {
  v: 1
  projects: string
  transcripts: LockedTranscript[]
  ledger: LockedFile[]
  manifests: (LockedFile & { session: string; turns: number })[]
}

export type RecordedClaim = { cls: string; subject: string; text: string; backedBy: string | null; blocked: boolean }

/** One judged stop of a pinned world: what its hook saw and what the live gate did. */
export type ManifestTurn = {
  agent: string | null
  turn: number
  time: number
  answer: string
  /** How many of the agent's rows the stop saw. */
  rowCount: number
  /** Whether the answer was found among those rows (false: rows up to the stop's time). */
  aligned: boolean
  /** Paths the answer names that existed then (from the live gate's claims, else the disk at pin time). */
  existing: string[]
  recorded: { decision: string; config: string; claims: RecordedClaim[]; resolution: string | null; by: number | null }
}

export type Manifest = { v: 1; session: string; cwd: string; transcripts: string[]; agents: Record<string, Row[]>; turns: ManifestTurn[] }

/** A lock's hash over what it pins, not where: the same sessions pinned from another folder hash the same. */
export const lockHashOf = (lock: Lock) => sha256(JSON.stringify({ transcripts: lock.transcripts, ledger: lock.ledger, manifests: lock.manifests })).slice(0, 12)

export const sha256 = (text: string | Buffer) => crypto.createHash('sha256').update(text).digest('hex')

/** The sha256 of a file's first `size` bytes, or null when it is shorter or gone. Read in chunks. */
export function prefixHash(file: string, size: number, onBytes?: (n: number) => void): string | null {
  let fd: number
  try {
    fd = fs.openSync(file, 'r')
  } catch {
    return null
  }
  const hash = crypto.createHash('sha256')
  const buffer = Buffer.allocUnsafe(1 << 20)
  let left = size
  try {
    while (left > 0) {
      const n = fs.readSync(fd, buffer, 0, Math.min(buffer.length, left), size - left)
      if (n <= 0) return null
      hash.update(buffer.subarray(0, n))
      onBytes?.(n)
      left -= n
    }
  } finally {
    fs.closeSync(fd)
  }
  return hash.digest('hex')
}

/** Files under a folder whose names end in `.jsonl`, relative, sorted; symbolic links not followed. */
export function jsonlFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (rel: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      const child = rel === '' ? e.name : `${rel}/${e.name}`
      if (e.isDirectory()) walk(child)
      else if (e.isFile() && e.name.endsWith('.jsonl')) out.push(child)
    }
  }
  walk('')
  return out.sort()
}

/** A session's id and agent from a transcript's path: `<session>.jsonl` or `<session>/subagents/agent-<id>.jsonl`. */
export function transcriptOwner(rel: string): { session: string; agent: string | null } | null {
  const parts = rel.split('/')
  const name = parts.at(-1) ?? ''
  if (parts.length >= 3 && parts.at(-2) === 'subagents' && name.startsWith('agent-')) return { session: parts.at(-3) ?? '', agent: name.slice('agent-'.length, -'.jsonl'.length) }
  return { session: name.slice(0, -'.jsonl'.length), agent: null }
}

/** A whole-file write by rename, so a reader never meets half a file. `compact`: one line (manifests, read by programs only). */
export function writeJson(file: string, value: unknown, compact = false): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, `${compact ? JSON.stringify(value) : JSON.stringify(value, null, 1)}\n`)
  fs.renameSync(tmp, file)
}

export function readJson<T>(file: string): T | null {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
  try {
    return JSON.parse(text) as T
  } catch {
    throw dataError(`${file} does not parse as JSON: pin again with --pin after moving it away`)
  }
}

export const manifestName = (session: string) => `${session.replace(/[^A-Za-z0-9_-]/g, '_')}.json`

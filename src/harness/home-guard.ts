/**
 * The person's own Claude Code folders, as a snapshot to compare: tests run
 * every client with a temporary HOME and config folder, and this proves the
 * real ones were left alone (`~/.claude/`, `~/.claude.json`, and
 * `$CLAUDE_CONFIG_DIR` when set).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Each file under the folders, by path, with its size and modification time. */
export type Snapshot = Map<string, string>

export function realClaudePlaces(env: NodeJS.ProcessEnv = process.env): string[] {
  const home = env.HOME || os.homedir()
  return [...new Set([path.join(home, '.claude'), path.join(home, '.claude.json'), ...(env.CLAUDE_CONFIG_DIR ? [env.CLAUDE_CONFIG_DIR] : [])])]
}

export function snapshot(places: readonly string[]): Snapshot {
  const shot: Snapshot = new Map()
  const visit = (file: string) => {
    let stat: fs.Stats
    try {
      stat = fs.lstatSync(file)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      shot.set(`${file}/`, 'dir')
      for (const name of fs.readdirSync(file)) visit(path.join(file, name))
    } else shot.set(file, `${stat.size}:${stat.mtimeMs}`)
  }
  for (const place of places) visit(place)
  return shot
}

/** What was added, removed or changed between two snapshots, one line each. */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = []
  for (const [file, was] of before) {
    const now = after.get(file)
    if (now === undefined) out.push(`removed ${file}`)
    else if (now !== was) out.push(`changed ${file}`)
  }
  for (const file of after.keys()) if (!before.has(file)) out.push(`added ${file}`)
  return out.sort()
}

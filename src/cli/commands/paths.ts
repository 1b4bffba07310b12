/** Where Claude Code and claudetto keep a person's files, from the environment the command runs in. */
import os from 'node:os'
import path from 'node:path'

type Env = Readonly<Record<string, string | undefined>>

export function homeOf(env: Env): string {
  return env.HOME || os.homedir()
}

/** Claude Code's config folder: `$CLAUDE_CONFIG_DIR`, else `~/.claude`. */
export function configDir(env: Env): string {
  return env.CLAUDE_CONFIG_DIR || path.join(homeOf(env), '.claude')
}

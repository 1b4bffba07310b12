/**
 * `tsx src/harness/isolated.ts <command> [args...]`: runs a client command
 * (`claude plugin test .`) with a temporary HOME and CLAUDE_CONFIG_DIR, so it
 * writes its telemetry and settings there and never in the person's own
 * ~/.claude; the folder is removed afterwards. Exits with the command's code.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** The environment with a fresh HOME and config folder, and how to remove them. */
export function isolatedEnv(base: NodeJS.ProcessEnv = process.env): { env: NodeJS.ProcessEnv; home: string; remove: () => void } {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-client-home-'))
  const env = { ...base, HOME: home, CLAUDE_CONFIG_DIR: path.join(home, '.claude'), CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1' }
  return { env, home, remove: () => fs.rmSync(home, { recursive: true, force: true }) }
}

/** Runs argv in an isolated HOME; resolves to its exit code and, when `capture`, what it printed. */
export function runIsolated(argv: readonly string[], capture: boolean): Promise<{ code: number; output: string }> {
  const [command, ...args] = argv
  if (!command) return Promise.resolve({ code: 2, output: 'no command given\n' })
  const { env, remove } = isolatedEnv()
  return new Promise(resolve => {
    const child = spawn(command, args, { env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    child.stdout?.on('data', d => (output += d))
    child.stderr?.on('data', d => (output += d))
    child.on('error', error => {
      remove()
      resolve({ code: 127, output: `${command}: ${error.message}\n` })
    })
    child.on('close', code => {
      remove()
      resolve({ code: code ?? 1, output })
    })
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { code, output } = await runIsolated(process.argv.slice(2), false)
  process.stderr.write(output)
  process.exitCode = code
}

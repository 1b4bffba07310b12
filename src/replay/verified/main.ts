/**
 * `npx tsx src/replay/verified/main.ts <replay-verified|gold> ...`: the two
 * commands run from a checkout, on the same `run(argv, io)` contract that
 * bin/claudetto.mjs dispatches to.
 */
import { pathToFileURL } from 'node:url'
import type { Command } from '../../cli/command.js'
import { gold } from '../../cli/commands/gold.js'
import { replayVerified } from '../../cli/commands/replay-verified.js'

const COMMANDS: Record<string, Command> = { 'replay-verified': replayVerified, gold }

export async function main(argv: readonly string[]): Promise<number> {
  const [name = '', ...rest] = argv
  const command = COMMANDS[name]
  if (!command) {
    process.stderr.write(`usage: main.ts <${Object.keys(COMMANDS).join('|')}> ...\n`)
    return 2
  }
  return command.run(rest, { out: t => void process.stdout.write(t), err: t => void process.stderr.write(t), isTTY: process.stderr.isTTY === true, env: process.env, cwd: process.cwd() })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2))

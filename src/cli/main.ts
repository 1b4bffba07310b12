/**
 * `claudetto <command> [options]`: the plugin's command line, bundled into
 * bin/claudetto.mjs (src/cli/build.ts). A command is chosen by the longest run
 * of leading words that names one (`replay ground` before `replay`); every
 * command answers `--help`; an unknown one exits 2 with one line.
 */
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { Command, Io } from './command.js'
import { COMMANDS } from './commands/index.js'
import { ownPluginRoot, readManifest } from './manifest.js'

/** The command `argv` names, by its longest matching name, and the words after it. */
export function pick(argv: readonly string[], commands: readonly Command[]): { command: Command; rest: readonly string[] } | null {
  let best: { command: Command; rest: readonly string[] } | null = null
  for (const command of commands) {
    const words = command.name.split(' ')
    if (words.length > argv.length || !words.every((w, i) => argv[i] === w)) continue
    if (!best || words.length > best.command.name.split(' ').length) best = { command, rest: argv.slice(words.length) }
  }
  return best
}

function version(): string {
  const root = ownPluginRoot()
  return root ? readManifest(root).version : 'unknown'
}

function help(commands: readonly Command[]): string {
  const width = Math.max(...commands.map(c => c.name.length))
  return [
    'usage: claudetto <command> [options]',
    '',
    ...commands.map(c => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    '`claudetto <command> --help` says more; `claudetto --version` prints the version.',
    '',
  ].join('\n')
}

export async function main(argv: readonly string[], io: Io, commands: readonly Command[] = COMMANDS): Promise<number> {
  const first = argv[0]
  if (first === '--version' || first === '-V') {
    io.out(`claudetto ${version()}\n`)
    return 0
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    io.out(help(commands))
    return 0
  }
  if (first === undefined) {
    io.err(help(commands))
    return 2
  }
  const picked = pick(argv, commands)
  const group = commands.filter(c => c.name.startsWith(`${first} `))
  if (!picked && group.length > 0) {
    // A group's first word alone (`claudetto replay`): its commands, as help or as a one-line error.
    const asked = argv[1] === '--help' || argv[1] === '-h'
    if (asked) io.out(help(group))
    else io.err(`claudetto ${first}: name one of ${group.map(c => c.name.slice(first.length + 1)).join(', ')} (claudetto ${first} --help)\n`)
    return asked ? 0 : 2
  }
  if (!picked) {
    io.err(`claudetto: no command "${argv.filter(a => !a.startsWith('-')).slice(0, 2).join(' ') || first}" (claudetto --help lists them)\n`)
    return 2
  }
  if (picked.rest.includes('--help') || picked.rest.includes('-h')) {
    io.out(picked.command.usage.endsWith('\n') ? picked.command.usage : `${picked.command.usage}\n`)
    return 0
  }
  return picked.command.run(picked.rest, io)
}

export function processIo(): Io {
  return {
    out: text => process.stdout.write(text),
    err: text => process.stderr.write(text),
    isTTY: process.stderr.isTTY === true,
    env: process.env,
    cwd: process.cwd(),
  }
}

/** Whether this file is the program node was started with (through a link too). */
function isEntry(): boolean {
  try {
    return import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1] ?? '')).href
  } catch {
    return false
  }
}

if (isEntry()) {
  process.exitCode = await main(process.argv.slice(2), processIo())
}

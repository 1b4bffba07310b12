/**
 * `claudetto replay ground`: ground's check over recorded Claude Code
 * sessions. Data on stdout (`--json`: one stable object), progress on stderr
 * and only on a terminal. Exit 0 when nothing would be denied, 1 when
 * something would, 2 on a usage error or when there is nothing to read.
 */
import fs from 'node:fs'
import path from 'node:path'
import { formatGround, replayGround } from '../../replay/ground.js'
import { transcriptFiles } from '../../replay/transcript.js'
import type { Command, Io } from '../command.js'
import { configDir } from './paths.js'

const USAGE = `usage: claudetto replay ground [--corpus DIR] [--json]

Runs ground's plan check over recorded Claude Code transcripts and lists the
plan writes it would deny, with each claim.

  --corpus DIR  a folder of transcripts (*.jsonl, searched below it);
                default: the projects folder of your Claude Code config
                (~/.claude/projects, or $CLAUDE_CONFIG_DIR/projects)
  --json        one JSON object on stdout in place of the text report

Exit 0: nothing would be denied; 1: something would; 2: usage error, or no
transcript to read.
`

type Args = { corpus: string | undefined; json: boolean }

function parse(argv: readonly string[], cwd: string): Args | string {
  let corpus: string | undefined
  let json = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--json') json = true
    else if (arg === '--corpus') {
      const dir = argv[++i]
      if (!dir) return '--corpus needs a folder'
      corpus = path.resolve(cwd, dir)
    } else if (arg.startsWith('--corpus=')) corpus = path.resolve(cwd, arg.slice('--corpus='.length))
    else return `unknown argument ${arg}`
  }
  return { corpus, json }
}

async function run(argv: readonly string[], io: Io): Promise<number> {
  const args = parse(argv, io.cwd)
  if (typeof args === 'string') {
    io.err(`claudetto replay ground: ${args} (claudetto replay ground --help)\n`)
    return 2
  }
  const corpus = args.corpus ?? path.join(configDir(io.env), 'projects')
  if (!fs.existsSync(corpus) || !fs.statSync(corpus).isDirectory()) {
    io.err(`claudetto replay ground: no folder at ${corpus}: --corpus names a folder of Claude Code transcripts\n`)
    return 2
  }
  if ((await transcriptFiles(corpus)).length === 0) {
    io.err(`claudetto replay ground: no transcript (*.jsonl) under ${corpus}: nothing to replay\n`)
    return 2
  }
  const report = await replayGround({
    corpus,
    onProgress: p => {
      if (io.isTTY) io.err(`\rground: ${p.files}/${p.of} transcripts, ${(p.bytes / 1e6).toFixed(1)} MB\x1b[K`)
    },
  })
  if (io.isTTY) io.err('\r\x1b[K')
  io.out(args.json ? `${JSON.stringify(report, null, 2)}\n` : formatGround(report))
  return report.denies > 0 ? 1 : 0
}

export const replayGroundCommand: Command = {
  name: 'replay ground',
  summary: "ground's plan check over your recorded sessions: what it would deny, and why",
  usage: USAGE,
  run,
}

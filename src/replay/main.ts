/**
 * `npm run replay -- <slice> [--corpus DIR] [--json]`: a slice's check over
 * recorded Claude Code sessions. Data on stdout (`--json`: one stable
 * object), progress on stderr and only on a terminal. Exit 0 when nothing
 * would be refused, 1 when something would, 2 on a usage error.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { formatGround, replayGround } from './ground.js'
import { DEFAULT_CORPUS } from './transcript.js'

export type ReplayRun = { corpus: string; json: boolean; progress: (text: string) => void }

/** A slice's replay: its report, how many findings it holds, and how to print it. */
export type SliceReplay = (run: ReplayRun) => Promise<{ report: unknown; findings: number; text: string }>

/** Each slice adds its replay here. */
export const REPLAYS: Record<string, SliceReplay> = {
  ground: async ({ corpus, progress }) => {
    const report = await replayGround({
      corpus,
      onProgress: p => progress(`ground: ${p.files}/${p.of} transcripts, ${(p.bytes / 1e6).toFixed(1)} MB`),
    })
    return { report, findings: report.denies, text: formatGround(report) }
  },
}

const USAGE = `usage: npm run replay -- <${Object.keys(REPLAYS).join('|')}> [--corpus DIR] [--json]\n`

export type Args = { slice: string; corpus: string; json: boolean }

export function parseArgs(argv: readonly string[]): Args | string {
  let slice: string | undefined
  let corpus = DEFAULT_CORPUS
  let json = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--json') json = true
    else if (arg === '--corpus') {
      const dir = argv[++i]
      if (!dir) return '--corpus needs a folder'
      corpus = path.resolve(dir)
    } else if (arg.startsWith('--corpus=')) corpus = path.resolve(arg.slice('--corpus='.length))
    else if (arg.startsWith('-')) return `unknown option ${arg}`
    else if (slice === undefined) slice = arg
    else return `one slice at a time, not ${arg}`
  }
  if (slice === undefined) return 'name a slice'
  if (!(slice in REPLAYS)) return `no replay for ${slice}`
  return { slice, corpus, json }
}

export async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv)
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n${USAGE}`)
    return 2
  }
  const tty = process.stderr.isTTY === true
  const progress = (text: string) => {
    if (tty) process.stderr.write(`\r${text}\x1b[K`)
  }
  const replay = REPLAYS[args.slice]
  if (!replay) return 2
  const { report, findings, text } = await replay({ corpus: args.corpus, json: args.json, progress })
  if (tty) process.stderr.write('\r\x1b[K')
  process.stdout.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : text)
  return findings > 0 ? 1 : 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2))

/**
 * `claudetto replay verified`: the verified Stop gate's configurations
 * scored over the pinned history of real sessions under ~/.claude/verified/.
 * Data on stdout, progress on stderr only on a terminal, one line on stderr
 * and exit 2 (usage) or 1 (data) on bad input, never a silent "0 flags".
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Command, Io } from '../command.js'
import { type Candidate, currentConfig, parseCandidate, sweepCandidates } from '../../replay/verified/knobs.js'
import { formatPin, pin } from '../../replay/verified/pin.js'
import { formatComparison, formatScores, stableJson } from '../../replay/verified/report.js'
import { type CandidateResult, type ReplayResult, replay } from '../../replay/verified/replay.js'
import { ReplayError, type Store, storeOf, usageError } from '../../replay/verified/store.js'

const USAGE = `usage: claudetto replay verified (--corpus | --sweep | --candidate FILE | --pin) [--projects DIR] [--json]

Scores the verified Stop gate's configuration over the sessions pinned in
~/.claude/verified/worlds.lock.json, with no model call and nothing re-run.

  --pin             pin what is new under the projects folder and the ledger, and say what was added
  --corpus          the current configuration: V per side with its interval, and per class
  --sweep           every single-knob candidate, ranked by train V, each with its verdict
  --candidate FILE  a fork of the claim-patterns configuration (JSON: classes, pathMissingBlocks,
                    notes, bounds) against the current one, with its verdict
  --projects DIR    the transcripts to pin (default ~/.claude/projects)
  --json            one JSON object instead of the table
  --help            this text

Verdicts: REJECT (V drops on train or test), SHIP (no session scores differently, or
both sides gain and the test gain's interval stays above zero), OVERFIT (train gains,
test flat), NOISE (test gains, but its interval reaches zero).
Exit 0 on a run, 1 on bad data (a pinned file changed or is gone, a torn ledger line),
2 on a usage error (no projects folder, no transcripts, a bad candidate file).
`

type Mode = { kind: 'pin' } | { kind: 'corpus' } | { kind: 'sweep' } | { kind: 'candidate'; file: string }
type Args = { mode: Mode; projects: string | null; json: boolean } | { help: true }

function parseArgs(argv: readonly string[]): Args {
  let mode: Mode | null = null
  let projects: string | null = null
  let json = false
  const set = (m: Mode) => {
    if (mode !== null) throw usageError(`one of --corpus, --sweep, --candidate, --pin at a time`)
    mode = m
  }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? ''
    if (arg === '--help' || arg === '-h') return { help: true }
    else if (arg === '--json') json = true
    else if (arg === '--pin') set({ kind: 'pin' })
    else if (arg === '--corpus') set({ kind: 'corpus' })
    else if (arg === '--sweep') set({ kind: 'sweep' })
    else if (arg === '--candidate') {
      const file = argv[++i]
      if (!file || file.startsWith('--')) throw usageError('--candidate needs a file')
      set({ kind: 'candidate', file })
    } else if (arg === '--projects') {
      const dir = argv[++i]
      if (!dir || dir.startsWith('--')) throw usageError('--projects needs a folder')
      projects = dir
    } else throw usageError(`unknown option ${arg}`)
  }
  if (mode === null) throw usageError('name one of --corpus, --sweep, --candidate FILE, --pin')
  return { mode, projects, json }
}

function readCandidate(file: string, cwd: string): Candidate {
  const abs = path.resolve(cwd, file)
  let text: string
  try {
    text = fs.readFileSync(abs, 'utf8')
  } catch {
    throw usageError(`no candidate file at ${abs}`)
  }
  const parsed = parseCandidate(text, path.basename(file))
  if (typeof parsed === 'string') throw usageError(parsed)
  return parsed
}

function logRun(store: Store, r: ReplayResult, candidate: string, results: readonly CandidateResult[]): void {
  const v = (c: CandidateResult) => Object.fromEntries((['train', 'test'] as const).map(s => [s, { v: c.sides[s].tally.v, low: c.sides[s].interval.low, high: c.sides[s].interval.high }]))
  const line = {
    time: new Date().toISOString(),
    lock: r.lockHash,
    candidate,
    runs: results.map(c => ({ name: c.name, config: c.config, v: v(c), delta: c.delta, testDeltaInterval: c.deltaInterval.test, verdict: c.verdict })),
  }
  fs.mkdirSync(path.dirname(store.log), { recursive: true })
  fs.appendFileSync(store.log, `${JSON.stringify(line)}\n`)
}

async function run(argv: readonly string[], io: Io): Promise<number> {
  try {
    const args = parseArgs(argv)
    if ('help' in args) {
      io.out(USAGE)
      return 0
    }
    const home = io.env.HOME
    const store = storeOf(home)
    const projects = path.resolve(io.cwd, args.projects ?? path.join(home ?? '', '.claude', 'projects'))
    const progress = (text: string) => {
      if (io.isTTY) io.err(`\r${text}\x1b[K`)
    }
    const done = () => {
      if (io.isTTY) io.err('\r\x1b[K')
    }
    if (args.mode.kind === 'pin' || !fs.existsSync(store.lock)) {
      if (args.mode.kind !== 'pin') io.err(`no pinned history yet: pinning ${projects} first\n`)
      const report = await pin(store, projects, home ?? '', progress)
      done()
      if (args.mode.kind === 'pin') {
        io.out(args.json ? stableJson(report) : formatPin(report))
        return 0
      }
      io.err(formatPin(report))
    }
    const mode = args.mode
    const candidates: Candidate[] = mode.kind === 'sweep' ? sweepCandidates() : [{ name: 'current', config: currentConfig() }]
    if (mode.kind === 'candidate') candidates.push(readCandidate(mode.file, io.cwd))
    const result = replay(store, candidates, { onProgress: progress })
    done()
    if (mode.kind === 'corpus') {
      logRun(store, result, 'current', result.results)
      io.out(args.json ? stableJson(result) : `${formatScores(result, result.results[0]!).join('\n')}\n`)
      return 0
    }
    if (mode.kind === 'candidate') {
      const [current, candidate] = result.results
      logRun(store, result, candidate!.name, [candidate!])
      io.out(args.json ? stableJson(result) : `${[...formatScores(result, candidate!), '', ...formatComparison(result, [current!, candidate!])].join('\n')}\n`)
      return 0
    }
    // Ranked by train V, never by test; ties keep the sweep's order, the current configuration first.
    const ranked = result.results.map((c, i) => ({ c, i })).sort((a, b) => b.c.sides.train.tally.v - a.c.sides.train.tally.v || a.i - b.i).map(x => x.c)
    logRun(store, result, 'sweep', ranked)
    io.out(args.json ? stableJson({ ...result, results: ranked }) : `${[`verified replay sweep: ${result.sessions} pinned sessions, ${result.turns} judged stops (lock ${result.lockHash}); ${ranked.length} candidates ranked by train V`, '', ...formatComparison(result, ranked)].join('\n')}\n`)
    return 0
  } catch (error) {
    if (error instanceof ReplayError) {
      io.err(`claudetto replay verified: ${error.message}\n`)
      return error.exitCode
    }
    throw error
  }
}

export const replayVerified: Command = {
  name: 'replay verified',
  summary: 'score the verified gate\'s configurations over the pinned history of real sessions',
  usage: USAGE,
  run,
}

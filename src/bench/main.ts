/**
 * `npm run bench [-- --runs N] [--only TEXT] [--json] [--no-replay]` (`-- --scaling`: src/bench/scaling.ts): times claudetto's hooks from
 * the engine's own debug log against a pass-through plugin on the same scripted session, runs
 * interleaved so drift hits both alike; module start-up likewise; and the replay's throughput.
 * Prints a table. Results are measurements, never assertions.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { REPO_ROOT, runSession } from '../harness/session.js'
import { median, settledMs, type Startup, startupOf } from './debug-log.js'
import { PASSTHROUGH, writePassthroughPlugin } from './passthrough.js'
import type { BenchScenario } from './scenario.js'

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(name)
  return i < 0 ? undefined : args[i + 1]
}
const RUNS = Number(option('--runs') ?? 5)
const ONLY = option('--only') ?? ''
const AS_JSON = args.includes('--json')

if (args.includes('--scaling')) {
  // The scaling bench times the domain functions in Node, not sessions: see src/bench/scaling.ts.
  const { runScaling } = await import('./scaling.js')
  await runScaling(AS_JSON)
  process.exit(0)
}

async function loadScenarios(): Promise<BenchScenario[]> {
  const dir = path.join(import.meta.dirname, 'scenarios')
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter(f => f.endsWith('.ts') && !f.endsWith('.spec.ts')).sort() : []
  const found: BenchScenario[] = []
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { scenarios?: BenchScenario[] }
    found.push(...(mod.scenarios ?? []))
  }
  return found.filter(s => s.name.includes(ONLY))
}

type Sample = { hookMs: number; startup: Startup | null }

async function sample(scenario: BenchScenario, pluginDir: string, plugin: string): Promise<Sample | null> {
  const run = await runSession({ ...scenario.spec, pluginDir })
  try {
    const hookMs = settledMs(run.debug, plugin, scenario.event).at(-1)
    return hookMs === undefined ? null : { hookMs, startup: startupOf(run.debug, plugin) }
  } finally {
    run.cleanup()
  }
}

type Row = { name: string; event: string; runs: number; claudettoMs: number; passthroughMs: number; ratio: number }

async function benchScenario(scenario: BenchScenario, startups: { mine: Startup[]; base: Startup[] }): Promise<Row> {
  const baseline = writePassthroughPlugin(scenario.event, scenario.matcher)
  const mine: number[] = []
  const base: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const a = await sample(scenario, REPO_ROOT, 'claudetto')
      const b = await sample(scenario, baseline, PASSTHROUGH)
      if (a) mine.push(a.hookMs)
      if (b) base.push(b.hookMs)
      if (a?.startup) startups.mine.push(a.startup)
      if (b?.startup) startups.base.push(b.startup)
      if (process.stderr.isTTY) process.stderr.write(`\r${scenario.name}: run ${i + 1}/${RUNS}   `)
    }
  } finally {
    fs.rmSync(baseline, { recursive: true, force: true })
  }
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K')
  const claudettoMs = median(mine)
  const passthroughMs = median(base)
  return { name: scenario.name, event: scenario.event, runs: Math.min(mine.length, base.length), claudettoMs, passthroughMs, ratio: claudettoMs / passthroughMs }
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')

async function main(): Promise<void> {
  const scenarios = await loadScenarios()
  const startups = { mine: [] as Startup[], base: [] as Startup[] }
  const rows: Row[] = []
  for (const scenario of scenarios) rows.push(await benchScenario(scenario, startups))
  const startup = {
    claudettoMs: median(startups.mine.map(s => s.totalMs)),
    passthroughMs: median(startups.base.map(s => s.totalMs)),
    claudettoScanMs: median(startups.mine.map(s => s.scanMs)),
    claudettoLoadMs: median(startups.mine.map(s => s.loadMs)),
  }
  let replay: unknown = null
  const replayModule = path.join(import.meta.dirname, 'replay.ts')
  if (!args.includes('--no-replay') && fs.existsSync(replayModule) && ONLY === '') {
    const mod = (await import(pathToFileURL(replayModule).href)) as { benchReplayThroughput?: () => Promise<unknown> }
    replay = (await mod.benchReplayThroughput?.()) ?? null
  }
  if (AS_JSON) {
    process.stdout.write(`${JSON.stringify({ runsPerSide: RUNS, hooks: rows, startup, replay }, null, 1)}\n`)
    return
  }
  const lines = [
    `Hook time, median of ${RUNS} interleaved runs per side (engine debug log, "settled in", next() included):`,
    '',
    '| scenario | event | claudetto ms | pass-through ms | ratio |',
    '|---|---|---|---|---|',
    ...rows.map(r => `| ${r.name} | ${r.event} | ${fmt(r.claudettoMs)} | ${fmt(r.passthroughMs)} | ${fmt(r.ratio, 2)}x |`),
    '',
    'Module start-up (debug-log timestamps: source scan to "worker spawned", then load), median over all runs:',
    '',
    '| plugin | total ms | scan ms | load ms |',
    '|---|---|---|---|',
    `| claudetto | ${fmt(startup.claudettoMs, 0)} | ${fmt(startup.claudettoScanMs, 0)} | ${fmt(startup.claudettoLoadMs, 0)} |`,
    `| pass-through | ${fmt(startup.passthroughMs, 0)} | | |`,
    `| claudetto over pass-through | ${fmt(startup.claudettoMs - startup.passthroughMs, 0)} ms (${fmt(startup.claudettoMs / startup.passthroughMs, 2)}x) | | |`,
  ]
  if (replay) lines.push('', `Replay throughput: ${JSON.stringify(replay)}`)
  process.stdout.write(`${lines.join('\n')}\n`)
}

await main()

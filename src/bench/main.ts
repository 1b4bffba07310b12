/**
 * `npm run bench [-- --runs N] [--only TEXT] [--long-session] [--json] [--no-replay]` (`-- --scaling`: src/bench/scaling.ts): times claudetto's hooks from
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
import type { BenchScenario, Measure } from './scenario.js'
import { LONG_SESSION } from './scenarios/long-session.js'

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(name)
  return i < 0 ? undefined : args[i + 1]
}
const RUNS = Number(option('--runs') ?? 5)
const ONLY = option('--only') ?? ''
/** Only the sessions that grow in length (scenarios/long-session.ts). */
const LONG_ONLY = args.includes('--long-session')
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
  return found.filter(s => s.name.includes(ONLY) && (!LONG_ONLY || s.series === LONG_SESSION))
}

/** The dispatches a scenario times: its `measures`, else the last `event` one. */
const measuresOf = (scenario: BenchScenario): readonly Measure[] =>
  scenario.measures ?? [{ label: scenario.name, event: scenario.event, fromEnd: 1 }]

/** The pass-through's hooks: the scenario's event with its matcher, and every other event it times. */
function passthroughHooks(scenario: BenchScenario): { event: string; matcher: string }[] {
  const others = [...new Set(measuresOf(scenario).map(m => m.event))].filter(e => e !== scenario.event)
  return [{ event: scenario.event, matcher: scenario.matcher }, ...others.map(event => ({ event, matcher: '' }))]
}

type Sample = { hookMs: (number | undefined)[]; startup: Startup | null }

async function sample(scenario: BenchScenario, pluginDir: string, plugin: string): Promise<Sample> {
  const run = await runSession({ ...scenario.spec, pluginDir })
  try {
    const hookMs = measuresOf(scenario).map(m => settledMs(run.debug, plugin, m.event).at(-m.fromEnd))
    return { hookMs, startup: startupOf(run.debug, plugin) }
  } finally {
    run.cleanup()
  }
}

type Row = {
  name: string
  event: string
  runs: number
  claudettoMs: number
  passthroughMs: number
  ratio: number
  results?: number
  series?: string
  /** ms per result against the series' smallest size, claudetto's and the pass-through's. */
  slope?: { claudetto: number; passthrough: number }
}

async function benchScenario(scenario: BenchScenario, startups: { mine: Startup[]; base: Startup[] }): Promise<Row[]> {
  const baseline = writePassthroughPlugin(passthroughHooks(scenario))
  const measures = measuresOf(scenario)
  const mine: number[][] = measures.map(() => [])
  const base: number[][] = measures.map(() => [])
  const keep = (into: number[][], values: (number | undefined)[]) => values.forEach((v, i) => v !== undefined && into[i]?.push(v))
  try {
    for (let i = 0; i < RUNS; i++) {
      const a = await sample(scenario, REPO_ROOT, 'claudetto')
      const b = await sample(scenario, baseline, PASSTHROUGH)
      keep(mine, a.hookMs)
      keep(base, b.hookMs)
      if (a.startup) startups.mine.push(a.startup)
      if (b.startup) startups.base.push(b.startup)
      if (process.stderr.isTTY) process.stderr.write(`\r${scenario.name}: run ${i + 1}/${RUNS}   `)
    }
  } finally {
    fs.rmSync(baseline, { recursive: true, force: true })
  }
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K')
  return measures.map((m, i) => {
    const claudettoMs = median(mine[i] ?? [])
    const passthroughMs = median(base[i] ?? [])
    const name = scenario.measures ? `${m.label} after ${scenario.results ?? '?'} results` : scenario.name
    const runs = Math.min(mine[i]?.length ?? 0, base[i]?.length ?? 0)
    const series = scenario.series === undefined ? undefined : `${scenario.series}: ${m.label}`
    return { name, event: m.event, runs, claudettoMs, passthroughMs, ratio: claudettoMs / passthroughMs, results: scenario.results, series }
  })
}

/** Each row of a series gets its slope against the series' smallest size. */
function withSlopes(rows: Row[]): Row[] {
  return rows.map(row => {
    if (row.series === undefined || row.results === undefined) return row
    const first = rows.filter(r => r.series === row.series && r.results !== undefined).sort((a, b) => (a.results ?? 0) - (b.results ?? 0))[0]
    if (!first?.results || first === row) return row
    const n = row.results - first.results
    return { ...row, slope: { claudetto: (row.claudettoMs - first.claudettoMs) / n, passthrough: (row.passthroughMs - first.passthroughMs) / n } }
  })
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')

async function main(): Promise<void> {
  const scenarios = await loadScenarios()
  const startups = { mine: [] as Startup[], base: [] as Startup[] }
  const measured: Row[] = []
  for (const scenario of scenarios) measured.push(...(await benchScenario(scenario, startups)))
  // A series' rows side by side, by size.
  const rows = withSlopes(measured).sort((a, b) => (a.series ?? '').localeCompare(b.series ?? '') || (a.results ?? 0) - (b.results ?? 0))
  const startup = {
    claudettoMs: median(startups.mine.map(s => s.totalMs)),
    passthroughMs: median(startups.base.map(s => s.totalMs)),
    claudettoScanMs: median(startups.mine.map(s => s.scanMs)),
    claudettoLoadMs: median(startups.mine.map(s => s.loadMs)),
  }
  let replay: unknown = null
  const replayModule = path.join(import.meta.dirname, 'replay.ts')
  if (!args.includes('--no-replay') && fs.existsSync(replayModule) && ONLY === '' && !LONG_ONLY) {
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
    '| scenario | event | runs | claudetto ms | pass-through ms | ratio | slope ms/result (claudetto; pass-through) |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(r => {
      const slope = r.slope ? `${fmt(r.slope.claudetto, 3)}; ${fmt(r.slope.passthrough, 3)}` : ''
      return `| ${r.name} | ${r.event} | ${r.runs} | ${fmt(r.claudettoMs)} | ${fmt(r.passthroughMs)} | ${fmt(r.ratio, 2)}x | ${slope} |`
    }),
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

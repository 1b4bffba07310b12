/**
 * End-to-end cases as JSON: a scripted session and what must hold after it.
 * The format is the one `shared/tools/session-harness.mjs` reads, so a case
 * runs under either runner.
 */
import fs from 'node:fs'
import path from 'node:path'
import { newestUserText, runSession, type SessionRun, type SessionSpec } from './session.js'
import { hookTimes } from './hook-times.js'
import { textOf } from './scripted-model.js'
import { LOG_FOLDER, type LogEntry, parseEntries } from '../kernel/deny-log.js'

type Mentions = { mentions?: (string | string[])[]; omits?: string[] }

export type CaseSpec = SessionSpec & {
  slice?: string
  kind?: string
  /** One line on what the case shows. */
  about?: string
  expect?: {
    tools?: Record<string, Mentions & { denied?: boolean; denyMark?: string }>
    files?: ({ path: string; equals?: string; contains?: string[]; omits?: string[] } | { path: string; missing: true })[]
    commitMessage?: { equals?: string; contains?: string[] }
    stop?: Mentions & { blocked: boolean }
    mainRequests?: number
    mainRequestsIn?: number[]
    reasonAt?: (Mentions & { index: number; blockWith?: string })[]
    system?: Mentions
    exitCode?: number
    loaded?: boolean
    allowSkips?: boolean
    /** The project's deny-and-block log under HOME, as `<slice> <kind>` per entry in order; [] for no entry. */
    logged?: string[]
    /** The slowest claudetto hook of the run, from the debug log's `settled in` lines less the tool runs beneath them, at most this. */
    maxHookMs?: number
    /** Lines of the engine's debug log (`claude --debug`): each must appear in it. */
    debugMentions?: string[]
  }
}

const hasAll = (text: string, wants: (string | string[])[] = []) =>
  wants.filter(w => ![w].flat().some(x => text.includes(x))).map(w => JSON.stringify(w))

/** Every way the run differs from what the case expects; empty when it passes. */
export function caseFailures(spec: CaseSpec, run: SessionRun): string[] {
  const failures: string[] = []
  const ex = spec.expect ?? {}
  for (const [id, want] of Object.entries(ex.tools ?? {})) {
    const got = run.results.get(id)
    if (!got) {
      failures.push(`${id}: no tool result`)
      continue
    }
    const denied = got.isError && (want.denyMark ? got.text.includes(want.denyMark) : true)
    if (want.denied !== undefined && denied !== want.denied) failures.push(`${id}: denied=${denied}, want ${want.denied}: ${got.text.slice(0, 400)}`)
    for (const m of hasAll(got.text, want.mentions)) failures.push(`${id}: result lacks ${m}: ${got.text.slice(0, 400)}`)
    for (const m of want.omits ?? []) if (got.text.includes(m)) failures.push(`${id}: result names ${JSON.stringify(m)}: ${got.text.slice(0, 400)}`)
  }
  for (const f of ex.files ?? []) {
    const body = run.file(f.path)
    if ('missing' in f) {
      if (body !== null) failures.push(`${f.path}: exists, want missing`)
      continue
    }
    if (body === null) {
      failures.push(`${f.path}: missing`)
      continue
    }
    if (f.equals !== undefined && body !== f.equals) failures.push(`${f.path}: got ${JSON.stringify(body)}, want ${JSON.stringify(f.equals)}`)
    for (const m of f.contains ?? []) if (!body.includes(m)) failures.push(`${f.path}: lacks ${JSON.stringify(m)}: ${JSON.stringify(body.slice(0, 400))}`)
    for (const m of f.omits ?? []) if (body.includes(m)) failures.push(`${f.path}: holds ${JSON.stringify(m)}`)
  }
  if (ex.commitMessage) {
    let message = ''
    try {
      message = run.git('log', '-1', '--format=%B')
    } catch {
      // No commit: the message stays empty and the comparison fails below.
    }
    if (ex.commitMessage.equals !== undefined && message.trim() !== ex.commitMessage.equals.trim()) {
      failures.push(`commit message: got ${JSON.stringify(message)}, want ${JSON.stringify(ex.commitMessage.equals)}`)
    }
    for (const m of ex.commitMessage.contains ?? []) if (!message.includes(m)) failures.push(`commit message lacks ${JSON.stringify(m)}`)
  }
  if (ex.stop) {
    // A blocked stop sends the model one more request whose newest user text carries the reason.
    const extra = run.requests.slice(spec.turns.length)
    const blocked = extra.length > 0
    if (blocked !== ex.stop.blocked) failures.push(`stop blocked=${blocked}, want ${ex.stop.blocked}`)
    if (blocked) {
      const reason = newestUserText(extra[0])
      for (const m of hasAll(reason, ex.stop.mentions)) failures.push(`block reason lacks ${m}: ${reason.slice(0, 400)}`)
      for (const m of ex.stop.omits ?? []) if (reason.includes(m)) failures.push(`block reason names ${JSON.stringify(m)}`)
    }
  }
  if (ex.mainRequests !== undefined && run.requests.length !== ex.mainRequests) failures.push(`main requests ${run.requests.length}, want ${ex.mainRequests}`)
  if (ex.mainRequestsIn && !ex.mainRequestsIn.includes(run.requests.length)) failures.push(`main requests ${run.requests.length}, want one of ${ex.mainRequestsIn}`)
  for (const r of ex.reasonAt ?? []) {
    const request = run.requests[r.index]
    const reason = newestUserText(request)
    for (const m of hasAll(reason, r.mentions)) failures.push(`request ${r.index}: newest user text lacks ${m}: ${reason.slice(0, 400)}`)
    for (const m of r.omits ?? []) if (reason.includes(m)) failures.push(`request ${r.index}: newest user text names ${JSON.stringify(m)}`)
    if (r.blockWith) {
      const texts = (request?.messages ?? []).filter(m => m.role === 'user').map(m => textOf(m.content))
      if (!texts.some(t => t.includes(r.blockWith ?? ''))) failures.push(`request ${r.index}: no user text holds ${JSON.stringify(r.blockWith.slice(0, 60))}`)
    }
  }
  if (ex.system) {
    const system = textOf(run.requests[0]?.system ?? '')
    for (const m of hasAll(system, ex.system.mentions)) failures.push(`system prompt lacks ${m}`)
    for (const m of ex.system.omits ?? []) if (system.includes(m)) failures.push(`system prompt names ${JSON.stringify(m)}`)
  }
  if (ex.logged) {
    const got = loggedEntries(run.home).map(e => `${e.slice} ${e.kind}`)
    if (JSON.stringify(got) !== JSON.stringify(ex.logged)) failures.push(`log holds ${JSON.stringify(got)}, want ${JSON.stringify(ex.logged)}`)
  }
  if (ex.exitCode !== undefined && run.exitCode !== ex.exitCode) failures.push(`exit ${run.exitCode}, want ${ex.exitCode}`)
  if (ex.loaded && !/hooks module claudetto@inline loaded/.test(run.debug)) failures.push('engine: no "hooks module claudetto@inline loaded" line')
  const skipped = /claudetto[^\n]*(did not load|not loaded|hook skipped|hook failed)[^\n]*/.exec(run.debug)?.[0]
  if (skipped && !ex.allowSkips) failures.push(`engine: ${skipped.slice(0, 300)}`)
  // A hook that crashes the engine's worker unloads the plugin for the rest of the session.
  const unloaded = /claudetto[^\n]*(unloaded|crashed the hooks worker|worker is wedged)[^\n]*/.exec(run.debug)?.[0]
  if (unloaded) failures.push(`engine: ${unloaded.slice(0, 300)}`)
  for (const m of hasAll(run.debug, ex.debugMentions)) failures.push(`debug log lacks ${m}`)
  if (ex.maxHookMs !== undefined) {
    const worst = hookTimes(run.debug).reduce((w, l) => (l.ms > w.ms ? l : w), { event: '-', ms: 0 })
    if (worst.ms > ex.maxHookMs) failures.push(`slowest hook ${worst.event} ${worst.ms} ms, want at most ${ex.maxHookMs}`)
  }
  return failures
}

/** Every entry of every project's log under `home`, by segment name (one session fills one segment). */
function loggedEntries(home: string): LogEntry[] {
  const root = path.join(home, LOG_FOLDER)
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(f => f.endsWith('.jsonl'))
    .sort()
    .flatMap(f => parseEntries(fs.readFileSync(path.join(root, f), 'utf8')))
}

export function readCase(file: string): CaseSpec {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CaseSpec
}

/** Every `*.json` case under `dir`, recursively, sorted. */
export function caseFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(f => f.endsWith('.json'))
    .map(f => path.join(dir, f))
    .sort()
}

export async function runCase(spec: CaseSpec): Promise<{ run: SessionRun; failures: string[] }> {
  const run = await runSession(spec)
  return { run, failures: caseFailures(spec, run) }
}

/**
 * The Stop gate's flow, shared by the main agent's Stop and a subagent's
 * SubagentStop: judge the answer against that agent's own rows, decide with
 * the cap, keep the records, tell the person. Returns the block reason, or
 * null to let the stop through. The records are built and written after the
 * answer (kernel/write-behind.ts): the next Stop reads the state this worker
 * wrote from memory, or waits on the writes before it reads the file, and the
 * session's end waits on them (flush.ts). Record and UI
 * failures are logged and never change the decision; a throw anywhere else
 * fails open (no .catch).
 */
import { atom, update } from 'claude-code'
import type { EngineInterface } from 'claude-code'
import { ByAgent } from '../../../../../kernel/by-agent.js'
import { debugLog } from '../../../../../kernel/log.js'
import { sliceOn } from '../../../../../kernel/options.js'
import { trimEndOf } from '../../../../../kernel/trim.js'
import { fromHostRows } from '../../../../../kernel/rows.js'
import { onNewRows, sessionRows } from '../../../../../kernel/session-rows.js'
import { warmUp } from '../../../../../kernel/warm-up.js'
import { writeAfter, writesDone } from '../../../../../kernel/write-behind.js'
import { sentencesOfAnswer } from '../domain/answer-text.js'
import { claimLine, decide, parseState } from '../domain/cap.js'
import { configHash } from '../domain/claim-patterns.js'
import { pathsNamed } from '../domain/claims/paths.js'
import { judge } from '../domain/judge.js'
import { MAX_MAKEFILE_CHARS, makeTestRunsSinceChange, withEchoOnlyTargets } from '../domain/make-recipes.js'
import { warmJudge } from '../domain/warm-up.js'
import { foldAhead, whatRanKept } from '../domain/ran-kept.js'
import { blockReason, noteLine, toastText } from '../domain/reason.js'
import { activeConfig, blockCap } from '../options.js'
import { isUnderRoot, ledgerPath, type ResolveRecord, serializeRecord, sessionPath, turnRecord, verifiedRoot } from '../domain/records.js'
import { MAX_ANSWER_CHARS, MAX_FS_CHECKS, MAX_PATHS_CHECKED, MAX_ROWS } from '../limits.js'

// The band's state (types/index.d.ts); the engine's scan wants the atom in each file that reads or writes it.
const verdict = atom({ plugin: 'claudetto', key: 'verdict' } as const, null)

export type StopInput = {
  session: string
  agent: string | null
  answer: string | undefined
  stopHookActive: boolean
  cwd: string
}

// What ran is folded as the rows are read ahead (each command parsed then), so a Stop late in a long session folds only the newest.
onNewRows((rows, agentId) => {
  if (sliceOn('verified')) foldAhead(agentId ?? '', fromHostRows(rows))
})

// The judging's first run in a worker, done while the model answers (kernel/warm-up.ts).
warmUp('verified', () => warmJudge(activeConfig()))

const nonce = () => Math.random().toString(36).slice(2, 10)

/**
 * Paths the answer names that exist: absolute and `~/` as written; a relative
 * one from the cwd, the project root, or any folder the answer names by a
 * `/` or `~/` path (and that path's parent). At most MAX_FS_CHECKS questions.
 * The paths are asked side by side, each hop to the host costing milliseconds;
 * one path's places are asked in order until one exists.
 */
async function existingPaths($: EngineInterface, paths: readonly string[], bases: readonly string[], home: string): Promise<Set<string>> {
  const found = new Set<string>()
  const expand = (p: string) => (p.startsWith('~/') ? `${home}/${p.slice(2)}` : p)
  const named = paths.filter(p => p.startsWith('/') || p.startsWith('~/')).map(expand)
  const folders = [...new Set([...bases, ...named, ...named.map(p => p.replace(/\/[^/]*\/?$/, ''))])].filter(f => f !== '')
  let asked = 0
  const look = async (path: string) => {
    const places = path.startsWith('/') || path.startsWith('~/') ? [expand(path)] : folders.map(f => `${f}/${path.replace(/^\.\//, '')}`)
    for (const place of places) {
      if (asked >= MAX_FS_CHECKS) return
      asked += 1
      if (await $.fs.exists(place)) {
        found.add(path)
        return
      }
    }
  }
  await Promise.all(paths.slice(0, MAX_PATHS_CHECKED).map(look))
  return found
}

/**
 * The state this worker last wrote, by its path: the next Stop of the same
 * agent reads it here, not from disk (two hops to the host). Only this gate
 * writes a state file, one per session and agent; a new worker reads the file.
 */
const statesWritten = new ByAgent<string>(16)

/** The last state write started: the next waits on it, so a later state never lands first. */
let stateWrite: Promise<void> = Promise.resolve()

/** The first Makefile of the places given, as text (cut at MAX_MAKEFILE_CHARS), or null when none is there or it cannot be read. */
async function makefileText($: EngineInterface, dirs: readonly (string | null | undefined)[]): Promise<string | null> {
  for (const dir of dirs) {
    if (typeof dir !== 'string' || dir === '') continue
    const path = `${trimEndOf(dir, '/')}/Makefile`
    try {
      if (await $.fs.exists(path)) return (await $.fs.read(path)).slice(0, MAX_MAKEFILE_CHARS)
    } catch {
      return null
    }
  }
  return null
}

/** The agent's saved gate state as text, or null when it has none yet. */
async function stateText($: EngineInterface, path: string | null): Promise<string | null> {
  if (path === null) return null
  const written = statesWritten.get(path)
  if (written !== undefined) return written
  // The state the last Stop wrote behind its answer is read once that write is done.
  await writesDone()
  return (await $.fs.exists(path)) ? $.fs.read(path) : null
}

export async function judgeStop($: EngineInterface, input: StopInput): Promise<string | null> {
  const { answer, agent, session } = input
  if (typeof answer !== 'string' || answer.trim() === '') return null
  if (answer.length > MAX_ANSWER_CHARS) {
    debugLog($, 'verified', `an answer of ${answer.length} chars is over the checked size; passed unchecked`)
    return null
  }
  // Each question to the host is a hop to the engine: the ones that do not wait on each other go
  // together, and what needs no answer is worked out while they are under way.
  const asked = Promise.all([sessionRows($, agent ?? undefined, MAX_ROWS), $.env.get('HOME'), $.session.root(), $.clock.now()])
  const sentences = sentencesOfAnswer(answer)
  const named = pathsNamed(sentences)
  const [found, homeVar, projectRoot, now] = await asked
  if (found === null) {
    debugLog($, 'verified', 'the session\'s messages could not be read; the stop passed unchecked')
    return null
  }
  const home = homeVar ?? ''
  const root = verifiedRoot(homeVar)
  if (root === null) debugLog($, 'verified', 'HOME is unset, empty or not absolute: no records are written')
  const statePath = root === null ? null : sessionPath(root, session, agent)
  const kept = whatRanKept(agent ?? '', fromHostRows(found))
  // A `make` test run may have run a recipe that only echoes: its Makefile is read only then.
  const makefile = makeTestRunsSinceChange(kept).length > 0 ? makefileText($, [input.cwd, projectRoot]) : Promise.resolve(null)
  const lookedUp = Promise.all([stateText($, statePath), existingPaths($, named, [input.cwd, projectRoot], home), makefile])
  const [savedState, existing, makefileRead] = await lookedUp
  const ran = withEchoOnlyTargets(kept, makefileRead)
  const previous = parseState(savedState, session, agent)
  /** Writes a record only under the records root; any other path is refused, with a debug-log line. */
  const writeRecord = async (path: string | null, text: string) => {
    if (root === null) return
    if (path === null || !isUnderRoot(root, path)) {
      debugLog($, 'verified', `a record path that is not under ${root} was refused`)
      return
    }
    await $.fs.write(path, text)
  }

  const config = activeConfig()
  const cap = blockCap()
  const judged = judge(sentences, ran, existing, config)
  const outcome = decide(previous, judged.blocking, judged.notes, input.stopHookActive, now, cap)
  const turn = outcome.state.turns

  // The state is known now: the next Stop of this agent reads it from memory, whenever it lands.
  const stateJson = JSON.stringify(outcome.state)
  if (statePath !== null) statesWritten.set(statePath, stateJson)
  // The records are built and written after the answer: neither is part of the decision (3 to 15 ms in the engine).
  writeAfter(async () => {
    try {
      const record = turnRecord({ session, agent, turn, time: now, answer, claims: judged.claims, blocking: judged.blocking, decision: outcome.decision, config: configHash(config), ran })
      // Each record is a file of its own (records.ts), so the writes need no order.
      const writes: Promise<void>[] = root === null ? [] : [writeRecord(ledgerPath(root, record, nonce()), serializeRecord(record))]
      const last = previous.last
      if (last?.decision === 'block') {
        const resolution: ResolveRecord['resolution'] = !input.stopHookActive ? 'superseded' : outcome.decision === 'capped' ? 'capped' : outcome.decision === 'pass' ? 'backed' : 'superseded'
        if (outcome.decision !== 'block' || !input.stopHookActive) {
          const resolve: ResolveRecord = { op: 'resolve', v: 1, session, agent, turn: last.turn, time: now, resolution, by: turn }
          if (root !== null) writes.push(writeRecord(ledgerPath(root, resolve, nonce()), serializeRecord(resolve)))
        }
      }
      stateWrite = stateWrite.catch(() => undefined).then(() => writeRecord(statePath, stateJson))
      writes.push(stateWrite)
      await Promise.all(writes)
      debugLog($, 'verified', `${writes.length} records written behind the answer`)
    } catch (error) {
      debugLog($, 'verified', `records not written: ${String(error)}`)
    }
  })

  const who = agent === null ? 'main' : `subagent ${agent}`
  const notes = judged.notes.map(noteLine)
  if (outcome.decision === 'block') {
    $.ui.toast(toastText(judged.blocking.length))
    await update($, verdict, () => ({ title: 'verified redid the last answer', claims: judged.blocking.map(claimLine), notes, who, at: now }))
    return blockReason(judged.blocking, outcome.blockNumber, cap)
  }
  if (outcome.decision === 'capped') {
    $.ui.toast(`verified let the answer through after ${outcome.blockNumber} sends back: ${judged.blocking.length} claims unverified`)
    await update($, verdict, () => ({ title: 'verified let the answer through with unverified claims', claims: judged.blocking.map(claimLine), notes, who, at: now }))
  } else if (notes.length > 0) {
    $.ui.toast(`verified: ${notes.length === 1 ? '1 path' : `${notes.length} paths`} in the answer not found (a note, not sent back)`)
    await update($, verdict, () => ({ title: 'verified found paths it could not find on disk', claims: [], notes, who, at: now }))
  }
  return null
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test, vi } from 'vitest'
import { replayGround } from './ground.js'
import { replayGroundCommand } from '../cli/commands/replay-ground.js'
import type { Io } from '../cli/command.js'
import { CORPUS_DIR } from './make-corpus.js'

/** Plan writes the plugin denied when the sessions ran, read straight from the transcripts. */
function deniedInSessions(dir: string): string[] {
  const ids: string[] = []
  for (const rel of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(f => f.endsWith('.jsonl'))) {
    for (const text of fs.readFileSync(path.join(dir, rel), 'utf8').split('\n')) {
      for (const m of text.matchAll(/"content":"<tool_use_error>claudetto ground:[^"]*","is_error":true,"tool_use_id":"(\w+)"/g)) ids.push(m[1] ?? '')
    }
  }
  return ids.sort()
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-replay-'))
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }))

test('the replay denies exactly the plan writes the hook denied in the recorded sessions', async () => {
  const report = await replayGround({ corpus: CORPUS_DIR })
  const inSessions = deniedInSessions(CORPUS_DIR)
  expect(inSessions.length).toBeGreaterThan(0)
  expect(report.denied.map(d => d.toolUseId).sort()).toEqual(inSessions)
  expect(report.denied.every(d => d.deniedInSession && d.claims.length > 0)).toBe(true)
  expect(report.denied.some(d => d.agentId !== null)).toBe(true)
  expect(report.planEventsChecked).toBeGreaterThan(report.denies)
  expect(report.malformedLines).toBe(0)
})

test('--json prints one object of a stable shape; exit 1 with denies, 2 on a usage error', async () => {
  const out: string[] = []
  const io: Io = { out: t => out.push(t), err: () => {}, isTTY: false, env: {}, cwd: process.cwd() }
  expect(await replayGroundCommand.run(['--corpus', CORPUS_DIR, '--json'], io)).toBe(1)
  expect(await replayGroundCommand.run(['--bogus'], io)).toBe(2)
  expect(await replayGroundCommand.run(['--corpus', path.join(os.tmpdir(), 'no-such-corpus-folder')], io)).toBe(2)
  const report = JSON.parse(out.join('')) as Record<string, unknown>
  expect(Object.keys(report)).toEqual([
    'slice', 'corpus', 'transcripts', 'bytes', 'lines', 'malformedLines', 'callsReplayed',
    'planEventsChecked', 'planEventsSkipped', 'denies', 'rate', 'denied',
  ])
  expect(Object.keys((report.denied as object[])[0] ?? {})).toEqual(['transcript', 'agentId', 'toolUseId', 'tool', 'path', 'deniedInSession', 'claims'])
})

test('a corpus with a malformed and a truncated line replays the rest and counts them', async () => {
  const src = fs.readdirSync(CORPUS_DIR, { recursive: true, encoding: 'utf8' }).filter(f => f.endsWith('.jsonl')).sort()
  const one = path.join(CORPUS_DIR, src[0] ?? '')
  const whole = fs.readFileSync(one, 'utf8').trimEnd()
  const userLine = whole.split('\n').find(l => l.startsWith('{"parentUuid"') && l.includes('"type":"user"')) ?? ''
  fs.writeFileSync(path.join(temp, 'a.jsonl'), whole)
  const clean = await replayGround({ corpus: temp })
  fs.writeFileSync(path.join(temp, 'a.jsonl'), `${whole}\n{"broken\n${userLine.slice(0, Math.floor(userLine.length / 2))}`)
  const broken = await replayGround({ corpus: temp })
  expect(clean.malformedLines).toBe(0)
  expect(broken.malformedLines).toBe(2)
  expect(broken.callsReplayed).toBe(clean.callsReplayed)
  expect(broken.callsReplayed).toBeGreaterThan(0)
})

test('an empty or missing corpus is an empty report, not a crash', async () => {
  const report = await replayGround({ corpus: path.join(temp, 'none') })
  expect([report.transcripts, report.callsReplayed, report.denies, report.rate]).toEqual([0, 0, 0, 0])
})

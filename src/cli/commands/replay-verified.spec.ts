import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Io } from '../command.js'
import { type Event, writeSession } from '../../replay/verified/fixture.js'
import { sideOf } from '../../replay/verified/split.js'
import { replayVerified } from './replay-verified.js'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-rv-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

async function cli(home: string, ...argv: string[]) {
  return cliOn(false, home, ...argv)
}

async function cliOn(isTTY: boolean, home: string, ...argv: string[]) {
  let out = ''
  let err = ''
  const io: Io = { out: t => void (out += t), err: t => void (err += t), isTTY, env: { HOME: home }, cwd: tmp }
  const code = await replayVerified.run(argv, io)
  return { code, out, err }
}

// Four kinds of session, each the way the live gate met it.
const KINDS: Record<string, Event[]> = {
  // Sent back, then taken back: a catch.
  takenBack: [{ prompt: 'Fix it.' }, { edit: 'src/a.py' }, { answer: 'All tests pass.' }, { answer: 'I have not run the tests; that is unverified.' }],
  // Sent back, then the tests ran clean with no change: the claim was true, a false positive.
  shownTrue: [{ prompt: 'Fix it.' }, { edit: 'src/a.py' }, { answer: 'All tests pass.' }, { bash: 'pytest -q', output: '5 passed in 0.1s' }, { answer: 'All tests pass: 5 passed.' }],
  // Backed from the start: no flag.
  backed: [{ prompt: 'Fix it.' }, { edit: 'src/a.py' }, { bash: 'pytest -q', output: '5 passed in 0.1s' }, { answer: 'All tests pass.' }],
  // A cited URL nothing fetched, then taken back.
  url: [{ prompt: 'Where is it documented?' }, { answer: 'It is documented at https://docs.acme-corp.io/api/limits for the full list.' }, { answer: 'I did not open that page; the link is unverified.' }],
}

function makeHome(name: string, count = 48): string {
  const home = path.join(tmp, name)
  const kinds = Object.values(KINDS)
  for (let i = 0; i < count; i += 1) {
    const session = `${String(i).padStart(8, '0')}-aaaa-4bbb-8ccc-${String(i * 7919).padStart(12, '0')}`
    writeSession(home, { session, start: 1_800_000_000_000 + i * 100_000, events: kinds[i % kinds.length]! })
  }
  return home
}

describe('replay verified on a scripted HOME', () => {
  let home = ''
  beforeAll(() => {
    home = makeHome('home')
  })

  test('--pin pins every transcript and ledger record, and says what it added; a second pin adds nothing', async () => {
    const first = await cli(home, '--pin')
    expect(first.code).toBe(0)
    expect(first.out).toMatch(/^pinned 48 transcripts \(48 new, 0 grown, 0 unchanged/)
    expect(first.out).toMatch(/ledger records \d+ \(\d+ new\)/)
    const root = path.join(home, '.claude', 'verified')
    expect(fs.existsSync(path.join(root, 'worlds.lock.json'))).toBe(true)
    expect(fs.existsSync(path.join(root, 'offsets.json'))).toBe(true)
    expect(fs.readdirSync(path.join(root, 'manifests'))).toHaveLength(48)
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'worlds.lock.json'), 'utf8'))
    expect(lock.transcripts[0]).toMatchObject({ size: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) })
    const again = await cli(home, '--pin')
    expect(again.out).toMatch(/^pinned 48 transcripts \(0 new, 0 grown, 48 unchanged; 0\.0 MB read\)/)
    expect(again.out).toMatch(/\(0 new\)/)
  })

  test('--corpus prints V per side with intervals and per class, the same bytes twice, and logs each run', async () => {
    const a = await cli(home, '--corpus')
    const b = await cli(home, '--corpus')
    expect(a.code).toBe(0)
    expect(a.out).toBe(b.out)
    expect(a.out).toMatch(/^train\s+\d+\s+\d+\s+\d+\s+[\d.]+\s+[\d.]+\s+-?[\d.]+\s+\[-?[\d.]+, -?[\d.]+\]$/m)
    expect(a.out).toMatch(/^test\s+\d+/m)
    expect(a.out).toMatch(/^command-outcome\s+train\s+\d+\s+\d+/m)
    expect(a.out).toMatch(/^url\s+test\s+/m)
    const log = fs.readFileSync(path.join(home, '.claude', 'verified', 'replay-log.jsonl'), 'utf8').trim().split('\n').map(l => JSON.parse(l))
    expect(log.length).toBeGreaterThanOrEqual(2)
    expect(log.at(-1)).toMatchObject({ lock: expect.any(String), candidate: 'current', runs: [{ config: expect.any(String), v: { train: { v: expect.any(Number), low: expect.any(Number) } }, verdict: 'SHIP' }] })
  })

  test('progress goes to stderr on a terminal only, and never into the data on stdout', async () => {
    const piped = await cliOn(false, home, '--corpus')
    const tty = await cliOn(true, home, '--corpus')
    expect(piped.err).toBe('')
    expect(tty.err).toMatch(/\rreplay: session 1\/48\x1b\[K/)
    expect(tty.err).toMatch(/\rreplay: session 48\/48\x1b\[K\r\x1b\[K$/)
    expect(tty.out).toBe(piped.out)
  })

  test('the labels follow the outcomes: taken back and URL sessions are catches, the clean rerun a false positive', async () => {
    const { out } = await cli(home, '--corpus', '--json')
    const r = JSON.parse(out)
    const current = r.results[0]
    const total = (k: 'catches' | 'falsePositives') => current.sides.train.tally[k] + current.sides.test.tally[k]
    // 12 sessions of each kind: taken back (12) and URL (12) catch; the rerun is a false positive (12).
    expect(total('catches')).toBe(24)
    expect(total('falsePositives')).toBe(12)
    const blocked = current.sides.train.tally.blockedTurns + current.sides.test.tally.blockedTurns
    expect(blocked).toBe(36)
    const trainSessions = Array.from({ length: 48 }, (_, i) => `${String(i).padStart(8, '0')}-aaaa-4bbb-8ccc-${String(i * 7919).padStart(12, '0')}`).filter(s => sideOf(s) === 'train').length
    expect(current.sides.train.sessions).toBe(trainSessions)
  })

  test('--candidate: url as a note loses its catches, 0.75 a session net (REJECT)', async () => {
    const note = path.join(tmp, 'url-note.json')
    fs.writeFileSync(note, JSON.stringify({ name: 'url as a note', notes: ['url'] }))
    const r = await cli(home, '--candidate', note)
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^url as a note\s.*REJECT \(V drops on (train|test)\)$/m)
    const json = JSON.parse((await cli(home, '--candidate', note, '--json')).out)
    expect(json.results[1].delta.train + json.results[1].delta.test).toBeCloseTo(-12 * 0.75, 9)
  })

  test('--sweep lists every single-knob candidate ranked by train V, the current configuration among them', async () => {
    const { out, code } = await cli(home, '--sweep', '--json')
    expect(code).toBe(0)
    const r = JSON.parse(out)
    const names = r.results.map((c: { name: string }) => c.name)
    expect(names).toContain('current')
    expect(names).toContain('url off')
    expect(names).toContain('path on')
    expect(names).toContain('pathMissingBlocks true')
    const trainV = r.results.map((c: { sides: { train: { tally: { v: number } } } }) => c.sides.train.tally.v)
    expect([...trainV].sort((x, y) => y - x)).toEqual(trainV)
    const urlOff = r.results.find((c: { name: string }) => c.name === 'url off')
    expect(urlOff.verdict).toBe('REJECT')
  })
})

describe('bad input: one line on stderr, exit 2 (usage) or 1 (data)', () => {
  test.each([
    ['no mode', []],
    ['two modes', ['--corpus', '--sweep']],
    ['an unknown option', ['--corpsu']],
    ['--candidate with no file', ['--candidate']],
  ])('%s is a usage error', async (_n, argv) => {
    const r = await cli(path.join(tmp, 'none'), ...argv)
    expect(r.code).toBe(2)
    expect(r.err.trim().split('\n')).toHaveLength(1)
    expect(r.out).toBe('')
  })

  test('--help prints the usage and exits 0', async () => {
    const r = await cli(path.join(tmp, 'none'), '--help')
    expect(r.code).toBe(0)
    expect(r.out).toContain('--candidate FILE')
  })

  test('a missing projects folder', async () => {
    const r = await cli(path.join(tmp, 'none'), '--pin', '--projects', path.join(tmp, 'nowhere'))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/no projects folder at .*nowhere/)
  })

  test('an empty projects folder', async () => {
    const empty = path.join(tmp, 'empty-home')
    fs.mkdirSync(path.join(empty, '.claude', 'projects'), { recursive: true })
    const r = await cli(empty, '--corpus')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/no transcripts \(\*\.jsonl\) under /)
    expect(r.out).toBe('')
  })

  test('a candidate that does not parse, and one that names an unknown knob', async () => {
    const home = makeHome('cand', 4)
    expect((await cli(home, '--pin')).code).toBe(0)
    const bad = path.join(tmp, 'bad.json')
    fs.writeFileSync(bad, '{"classes": ')
    let r = await cli(home, '--candidate', bad)
    expect([r.code, r.out]).toEqual([2, ''])
    expect(r.err).toMatch(/bad\.json: not JSON/)
    fs.writeFileSync(bad, '{"classes": {"urls": false}}')
    r = await cli(home, '--candidate', bad)
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/unknown class "urls"/)
    r = await cli(home, '--candidate', path.join(tmp, 'missing.json'))
    expect(r.code).toBe(2)
  })

  test('a pinned transcript that changed, then one that vanished', async () => {
    const home = makeHome('changed', 4)
    expect((await cli(home, '--pin')).code).toBe(0)
    const projects = path.join(home, '.claude', 'projects')
    const dir = fs.readdirSync(projects)[0]!
    const file = path.join(projects, dir, fs.readdirSync(path.join(projects, dir))[0]!)
    const text = fs.readFileSync(file, 'utf8')
    // Growing is no change: a live session's transcript grows after its pin.
    fs.appendFileSync(file, '{"type":"queue-operation"}\n')
    expect((await cli(home, '--corpus')).code).toBe(0)
    fs.writeFileSync(file, text.replace('Fix it.', 'Fix It.'))
    let r = await cli(home, '--corpus')
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/changed since it was pinned/)
    fs.rmSync(file)
    r = await cli(home, '--corpus')
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/which is gone/)
    expect(r.out).toBe('')
  })

  test('a torn ledger line', async () => {
    const home = makeHome('torn', 4)
    const ledger = path.join(home, '.claude', 'verified', 'ledger')
    const month = fs.readdirSync(ledger)[0]!
    const seg = path.join(ledger, month, fs.readdirSync(path.join(ledger, month))[0]!)
    fs.writeFileSync(seg, fs.readFileSync(seg, 'utf8').slice(0, 40))
    const r = await cli(home, '--pin')
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/a torn ledger line/)
    expect(r.err.trim().split('\n')).toHaveLength(1)
  })

  test('a new session is pinned incrementally', async () => {
    const home = makeHome('incr', 4)
    await cli(home, '--pin')
    writeSession(home, { session: 'ffffffff-0000-4000-8000-000000000001', events: KINDS.takenBack! })
    const r = await cli(home, '--pin')
    expect(r.out).toMatch(/^pinned 5 transcripts \(1 new, 0 grown, 4 unchanged/)
    expect(r.out).toMatch(/sessions 5 \(1 manifests rebuilt\)/)
  })
})

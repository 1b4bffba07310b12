import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Io } from '../command.js'
import { writeSession } from '../../replay/verified/fixture.js'
import type { Gold } from '../../replay/verified/gold.js'
import { sideOf } from '../../replay/verified/split.js'
import { gold } from './gold.js'
import { replayVerified } from './replay-verified.js'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-gold-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))
const home = path.join(tmp, 'home')
const goldFile = path.join(home, '.claude', 'verified', 'gold.json')

async function cli(command: typeof gold, ...argv: string[]) {
  let out = ''
  let err = ''
  const io: Io = { out: t => void (out += t), err: t => void (err += t), isTTY: false, env: { HOME: home }, cwd: tmp }
  return { code: await command.run(argv, io), out, err }
}

beforeAll(async () => {
  for (let i = 0; i < 40; i += 1) {
    const session = `${String(i).padStart(8, '0')}-1111-4222-8333-444444444444`
    const events = i % 2 === 0
      ? [{ edit: 'src/a.py' }, { answer: 'All tests pass.' }, { answer: 'I have not run them; unverified.' }]
      : [{ edit: 'src/a.py' }, { answer: 'All tests pass.' }, { bash: 'pytest -q', output: '3 passed' }, { answer: 'All tests pass: 3 passed.' }]
    writeSession(home, { session, start: 1_800_000_000_000 + i * 60_000, events })
  }
  expect((await cli(replayVerified, '--pin')).code).toBe(0)
})

describe('gold', () => {
  test('--agreement and --page before a sample say what to do, exit 2', async () => {
    for (const arg of ['--page', '--agreement']) {
      const r = await cli(gold, arg)
      expect(r.code).toBe(2)
      expect(r.err).toMatch(/gold --sample 50/)
    }
  })

  test('--sample draws live blocks of train sessions only, with the labeller\'s drafts', async () => {
    const r = await cli(gold, '--sample', '50')
    expect(r.code).toBe(0)
    const g = JSON.parse(fs.readFileSync(goldFile, 'utf8')) as Gold
    const trainSessions = Array.from({ length: 40 }, (_, i) => `${String(i).padStart(8, '0')}-1111-4222-8333-444444444444`).filter(s => sideOf(s) === 'train')
    expect(g.items.length).toBe(trainSessions.length)
    expect(r.out).toContain(`drew ${g.items.length} live blocks`)
    for (const item of g.items) {
      expect(sideOf(item.session)).toBe('train')
      expect(item.label).toBeNull()
      expect(item.claim).toBe('All tests pass.')
      const even = Number(item.session.slice(0, 8)) % 2 === 0
      expect(item.draft).toBe(even ? 'catch' : 'false-positive')
    }
    const again = await cli(gold, '--sample', '50')
    expect(again.out).toBe(r.out)
  })

  test('--page writes one self-contained file; --agreement counts each disagreement kind per class', async () => {
    expect((await cli(gold, '--page')).code).toBe(0)
    const html = fs.readFileSync(path.join(home, '.claude', 'verified', 'gold-review.html'), 'utf8')
    expect(html).not.toMatch(/<script[^>]*\ssrc=|<link\b|https?:\/\//)
    let r = await cli(gold, '--agreement')
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/no hand labels yet/)
    const g = JSON.parse(fs.readFileSync(goldFile, 'utf8')) as Gold
    // The person agrees with every draft but two: one catch is a false positive, one false positive a catch.
    const firstCatch = g.items.findIndex(i => i.draft === 'catch')
    const firstFp = g.items.findIndex(i => i.draft === 'false-positive')
    g.items = g.items.map((i, k) => ({ ...i, label: k === firstCatch ? 'false-positive' : k === firstFp ? 'catch' : (i.draft as 'catch' | 'false-positive') }))
    fs.writeFileSync(goldFile, JSON.stringify(g))
    r = await cli(gold, '--agreement')
    expect(r.code).toBe(0)
    const n = g.items.length
    expect(r.out).toContain(`command-outcome  ${String(n - 2).padStart(3)}/${String(n).padEnd(3)} agree`)
    expect(r.out).toContain('labeller catch, hand false-positive: 1; labeller false-positive, hand catch: 1')
    // A redraw keeps the hand labels.
    expect((await cli(gold, '--sample', '50')).out).toContain(`(${n} hand labels kept)`)
  })

  test('a gold.json with a label it does not know is bad data', async () => {
    const g = JSON.parse(fs.readFileSync(goldFile, 'utf8')) as Gold
    fs.writeFileSync(goldFile, JSON.stringify({ ...g, items: [{ ...g.items[0], label: 'maybe' }] }))
    const r = await cli(gold, '--agreement')
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/has the label "maybe"/)
  })

  test('usage errors', async () => {
    expect((await cli(gold, '--sample', 'x')).code).toBe(2)
    expect((await cli(gold)).code).toBe(2)
    expect((await cli(gold, '--help')).code).toBe(0)
  })
})

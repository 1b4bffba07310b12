import { describe, expect, test } from 'vitest'
import { decide, emptyState } from './cap.js'
import { judgeAnswer } from './judge.js'
import { whatRan } from './ran.js'
import { fitsFsLimit, ledgerPath, type LedgerRecord, mergeLedger, type ResolveRecord, serializeRecord, sessionPath, turnRecord } from './records.js'
import { bash, write } from './rows.fixture.js'
import { MAX_RECORD_STEPS } from '../limits.js'

const ROOT = '/h/.claude/verified'

function record(session: string, agent: string | null, turn: number, time: number, answer = 'All tests pass.') {
  const ran = whatRan([write('/p/a.ts')])
  const j = judgeAnswer(answer, ran)
  const { decision } = decide(emptyState(session, agent), j.blocking, j.notes, false, time)
  return turnRecord({ session, agent, turn, time, answer, claims: j.claims, blocking: j.blocking, decision, config: 'c', ran })
}

/** An fs whose writes finish in a shuffled order, as concurrent hooks may. */
function racingFs() {
  const files = new Map<string, string>()
  const pending: (() => void)[] = []
  return {
    files,
    write: (path: string, text: string) => new Promise<void>(resolve => pending.push(() => (files.set(path, text), resolve()))),
    flush: () => {
      for (let i = pending.length - 1; i > 0; i -= 1) {
        const j = (i * 7919) % (i + 1)
        ;[pending[i], pending[j]] = [pending[j] as () => void, pending[i] as () => void]
      }
      for (const done of pending.splice(0)) done()
    },
  }
}

describe('ledger segments', () => {
  test('concurrent writers (main and two subagents, same millisecond) lose nothing', async () => {
    const fs = racingFs()
    const records: LedgerRecord[] = []
    for (let turn = 1; turn <= 20; turn += 1) {
      for (const agent of [null, 'a1', 'a2']) records.push(record('s1', agent, turn, 1_700_000_000_000))
    }
    const writes = records.map((r, i) => fs.write(ledgerPath(ROOT, r, `n${i}`) ?? "", serializeRecord(r)))
    fs.flush()
    await Promise.all(writes)
    expect(fs.files.size).toBe(60)
    const merged = mergeLedger([...fs.files.values()])
    expect(merged.broken).toBe(0)
    expect(merged.turns).toHaveLength(60)
  })

  test('a write cut short leaves one broken record; the others stand', () => {
    const whole = [record('s', null, 1, 1), record('s', null, 2, 2)].map(r => serializeRecord(r))
    const torn = serializeRecord(record('s', 'a1', 1, 3)).slice(0, 40)
    const merged = mergeLedger([...whole, torn])
    expect(merged.turns.map(t => t.turn)).toEqual([1, 2])
    expect(merged.broken).toBe(1)
  })

  test('a cut that ends on a newline inside the answer is still caught', () => {
    const line = serializeRecord(record('s', null, 1, 1))
    expect(mergeLedger([line.slice(0, line.length - 1)]).broken).toBe(1)
    expect(mergeLedger(['{"op":"turn"}\n']).broken).toBe(1)
  })

  test('a resolution is merged onto its turn', () => {
    const blocked = record('s', null, 1, 1)
    const resolve: ResolveRecord = { op: 'resolve', v: 1, session: 's', agent: null, turn: 1, time: 5, resolution: 'backed', by: 2 }
    const merged = mergeLedger([serializeRecord(blocked), serializeRecord(resolve)])
    expect(merged.turns[0]?.blocked).toBe(true)
    expect(merged.turns[0]?.resolution).toBe('backed')
  })

  test('a huge session and answer still give a record under the fs limit', () => {
    const big = 'x'.repeat(200_000)
    const rows = Array.from({ length: 400 }, (_, i) => bash(`npm test # ${i}`, big))
    const ran = whatRan(rows)
    const r = turnRecord({ session: 's', agent: null, turn: 1, time: 1, answer: `All tests pass. ${'é'.repeat(300_000)}`, claims: [], blocking: [], decision: 'pass', config: 'c', ran })
    const text = serializeRecord(r)
    expect(text.length).toBeLessThan(1_000_001)
    expect(fitsFsLimit(text)).toBe(true)
    expect(mergeLedger([text]).turns).toHaveLength(1)
  })

  test('a record keeps the newest steps only, so its size does not grow with the session', () => {
    const size = (runs: number) => {
      const ran = whatRan(Array.from({ length: runs }, (_, i) => bash(`seq ${i}`, '1 passed\n'.repeat(300))))
      const r = turnRecord({ session: 's', agent: null, turn: 1, time: 1, answer: 'All tests pass.', claims: [], blocking: [], decision: 'pass', config: 'c', ran })
      return { r, chars: serializeRecord(r).length }
    }
    const short = size(MAX_RECORD_STEPS)
    const long = size(1000)
    expect(short.r.clipped).toBeUndefined()
    expect(long.r.clipped).toBe(true)
    expect(long.r.ran).toHaveLength(MAX_RECORD_STEPS)
    expect(long.r.ran.at(-1)).toMatchObject({ kind: 'run', command: 'seq 999' })
    expect(long.chars).toBeLessThan(short.chars * 1.2)
  })

  test('file names are per writer and safe', () => {
    const r = record('../../etc', 'a/b', 3, Date.UTC(2026, 10, 30))
    const p = ledgerPath(ROOT, r, 'x')
    expect(p).toMatch(/^\/h\/\.claude\/verified\/ledger\/2026-11\/\d+-_002e_002e_002f_002e_002e_002fetc-agent-a_002fb-3-turn-x\.jsonl$/)
    expect(sessionPath(ROOT, 's1', null)).toBe(`${ROOT}/sessions/s1.json`)
    expect(sessionPath(ROOT, 's1', 'a1')).toBe(`${ROOT}/sessions/s1.agent-a1.json`)
  })
})

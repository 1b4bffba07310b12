// Record and state paths built from hostile ids: none lands outside the records folder, and no two
// distinct ids share a file.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_ID_PART_CHARS } from '../limits.js'
import { parseState } from './cap.js'
import { idPart, isUnderRoot, ledgerPath, type LedgerRecord, sessionPath, verifiedRoot } from './records.js'

const ROOT = '/home/u/.claude/verified'

/** Folds `.` and `..` the way the file system would. */
const resolved = (path: string) => {
  const out: string[] = []
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') out.pop()
    else out.push(part)
  }
  return `/${out.join('/')}`
}
const inside = (path: string) => resolved(path).startsWith(`${ROOT}/`) && isUnderRoot(ROOT, path)

const hostileId = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('a/b', 'a_b', 'a_002fb', '..', '.', '', '../../../../escaped', 'x/../../y', '~', '\u0000', 'a'.repeat(200), 'A'.repeat(81)),
  fc.array(fc.constantFrom('.', '/', '_', '-', 'a', '..', '\\', '%2f', ' '), { maxLength: 30 }).map(a => a.join('')),
)

describe('record paths', () => {
  test('10,000 hostile ids: every path inside the folder, no two ids share a file', () => {
    const byPath = new Map<string, string>()
    const ids = fc.sample(fc.tuple(hostileId, fc.option(hostileId, { nil: null })), 10_000)
    for (const [session, agent] of ids) {
      const path = sessionPath(ROOT, session, agent)
      if (path === null) continue
      expect(inside(path)).toBe(true)
      const key = JSON.stringify([session, agent])
      const seen = byPath.get(path)
      if (seen !== undefined) expect(seen).toBe(key)
      byPath.set(path, key)
      const record = { op: 'turn', session, agent, turn: 3, time: 1_760_000_000_000 } as unknown as LedgerRecord
      const ledger = ledgerPath(ROOT, record, 'n0')
      expect(ledger === null || inside(ledger)).toBe(true)
    }
    expect(byPath.size).toBeGreaterThan(5_000)
  })

  test('ids that the old cut merged stay apart; a long id gets no file', () => {
    expect(sessionPath(ROOT, 'a/b', null)).not.toBe(sessionPath(ROOT, 'a_b', null))
    expect(sessionPath(ROOT, 'a', 'b.c')).not.toBe(sessionPath(ROOT, 'a.agent-b', 'c'))
    expect(idPart('x'.repeat(MAX_ID_PART_CHARS))).toBe('x'.repeat(MAX_ID_PART_CHARS))
    expect(idPart('x'.repeat(MAX_ID_PART_CHARS + 1))).toBeNull()
    expect(sessionPath(ROOT, '/'.repeat(40), null)).toBeNull()
  })

  test("a state file whose last turn is a path is not trusted, and no record path is built from it", () => {
    const state = parseState(JSON.stringify({ turns: 2, recent: [], streak: null, last: { at: 1, turn: 'x/../../../../../escaped/y', decision: 'block', claims: [], notes: [] } }), 's', null)
    expect(state.last).toBeNull()
    const record = { op: 'resolve', session: 's', agent: null, turn: 'x/../../../../../escaped/y', time: 1 } as unknown as LedgerRecord
    expect(ledgerPath(ROOT, record, 'n')).toBeNull()
    expect(isUnderRoot(ROOT, `${ROOT}/ledger/../../../escaped/y.jsonl`)).toBe(false)
  })

  test('no HOME, an empty one or a relative one: no records root', () => {
    expect(verifiedRoot(undefined)).toBeNull()
    expect(verifiedRoot('')).toBeNull()
    expect(verifiedRoot('relative/home')).toBeNull()
    expect(verifiedRoot('/home/u/')).toBe(ROOT)
  })
})

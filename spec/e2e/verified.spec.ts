/**
 * The verified records through the real client: after a block and the answer
 * that followed, ~/.claude/verified holds one ledger segment per judged turn,
 * the block's resolution, and the session's file; all merge with nothing broken.
 * The checks' first runs went ahead of the first Stop, and the records were
 * written behind the answers: each Stop settled before its records landed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { readCase, runCase } from '../../src/harness/case.js'
import { mergeLedger } from '../../src/plugins/claudetto/slices/verified/domain/records.js'

const CASE = path.join(import.meta.dirname, 'cases/verified/tests-pass-unrun-sent-back.json')

test('verified: a block and its resolution land in the ledger under HOME', async () => {
  const { run, failures } = await runCase(readCase(CASE))
  try {
    expect(failures).toEqual([])
    const root = path.join(run.home, '.claude/verified')
    const segments = fs.readdirSync(path.join(root, 'ledger'), { recursive: true, encoding: 'utf8' })
      .filter(f => f.endsWith('.jsonl'))
      .map(f => fs.readFileSync(path.join(root, 'ledger', f), 'utf8'))
    const { turns, broken } = mergeLedger(segments)
    expect(broken).toBe(0)
    expect(turns.map(t => [t.turn, t.blocked, t.resolution ?? null])).toEqual([[1, true, 'backed'], [2, false, null]])
    expect(turns[0]?.answer).toContain('All tests pass')
    expect(turns[0]?.ran.map(s => s.kind)).toEqual(['write'])
    const sessions = fs.readdirSync(path.join(root, 'sessions'))
    expect(sessions).toHaveLength(1)
    expect(JSON.parse(fs.readFileSync(path.join(root, 'sessions', sessions[0] ?? ''), 'utf8')).last.decision).toBe('pass')
    expect(fs.existsSync(path.join(run.project, '.claude/verified'))).toBe(false)
    // Each slice's first judging ran ahead, beside the first model request (src/kernel/warm-up.ts).
    expect(run.debug).toMatch(/claudetto kernel: 3 checks run once ahead, in [\d.]+ ms/)
    // The last Stop (a pass) answered before the host had written its records (src/kernel/write-behind.ts);
    // the first one's block waited on the log's own record, which took longer.
    const lines = run.debug.split('\n')
    const settled = lines.findLastIndex(l => l.includes('claudetto@inline classic.Stop settled'))
    const written = lines.findLastIndex(l => /claudetto verified: \d records written behind the answer/.test(l))
    expect(settled).toBeGreaterThanOrEqual(0)
    expect(written).toBeGreaterThan(settled)
  } finally {
    run.cleanup()
  }
})

/**
 * What the JSON cases cannot say: the order of the rewrite and the check. The
 * engine's debug log must show sembr's rewrite of the plan before ground's deny.
 */
import path from 'node:path'
import { expect, test } from 'vitest'
import { readCase, runCase } from '../../src/harness/case.js'

test('sembr: a denied plan was rewritten before ground judged it', async () => {
  const spec = readCase(path.join(import.meta.dirname, 'cases/sembr/plan-rewritten-then-denied.json'))
  const { run, failures } = await runCase(spec)
  try {
    expect(failures).toEqual([])
    const rewrote = run.debug.search(/claudetto sembr: [^\n]*proposal\.md: 1 line breaks put between sentences/)
    const denied = run.debug.search(/tool\.call Write toolu_w1: resolved by a hooks module \(deny/)
    expect(rewrote).toBeGreaterThan(-1)
    expect(denied).toBeGreaterThan(rewrote)
  } finally {
    run.cleanup()
  }
})

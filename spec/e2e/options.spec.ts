/**
 * Every userConfig switch works end to end: a real session with the value
 * stored as the configure dialog stores it. Each row of spec/e2e/option-rows.ts
 * takes a case where the switch's slice acts, checks that the case expects the
 * act, and runs it with the switch set: the act does not happen, or a number
 * changes when it stops.
 */
import path from 'node:path'
import { expect, test } from 'vitest'
import { type CaseSpec, readCase, runCase } from '../../src/harness/case.js'
import { OPTION_ROWS } from './option-rows.js'

const cases = path.join(import.meta.dirname, 'cases')

test.concurrent.each(OPTION_ROWS.map(row => [`${row.key}: ${JSON.stringify(row.options)} on ${row.base}`, row] as const))('%s', async (_name, row) => {
  const base = readCase(path.join(cases, row.base))
  expect(base.expect).toMatchObject(row.baseActs)
  const want = typeof row.expect === 'function' ? row.expect(base) : row.expect
  const spec: CaseSpec = { ...base, options: { ...base.options, ...row.options }, expect: want }
  const { run, failures } = await runCase(spec)
  try {
    expect(failures).toEqual([])
  } finally {
    run.cleanup()
  }
})

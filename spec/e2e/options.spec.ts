/**
 * The switches work end to end: a real session with the userConfig value
 * stored as the configure dialog stores it. Each case is an existing one with
 * the switch turned off, and what the slice would have done does not happen.
 */
import path from 'node:path'
import { expect, test } from 'vitest'
import { type CaseSpec, readCase, runCase } from '../../src/harness/case.js'

const cases = path.join(import.meta.dirname, 'cases')

test.concurrent('sembr off: a Markdown write lands exactly as written', async () => {
  const base = readCase(path.join(cases, 'sembr/write-markdown-split.json'))
  const write = (base.turns[0] as unknown as { input: { content: string } }[])[0]
  const spec: CaseSpec = { ...base, options: { sembr: false }, expect: { loaded: true, tools: { toolu_w1: { denied: false } }, files: [{ path: 'docs/notes.md', equals: write?.input.content ?? '' }] } }
  expect(spec.expect?.files?.[0]).not.toEqual(base.expect?.files?.[0])
  const { run, failures } = await runCase(spec)
  try {
    expect(failures).toEqual([])
  } finally {
    run.cleanup()
  }
})

test.concurrent("verified's url class off: a cited URL nothing fetched passes", async () => {
  const base = readCase(path.join(cases, 'verified/url-unfetched-sent-back.json'))
  expect(base.expect?.stop?.blocked).toBe(true)
  const spec: CaseSpec = { ...base, options: { verifiedUrl: false }, expect: { loaded: true, mainRequests: 1, stop: { blocked: false } } }
  const { run, failures } = await runCase(spec)
  try {
    expect(failures).toEqual([])
  } finally {
    run.cleanup()
  }
})

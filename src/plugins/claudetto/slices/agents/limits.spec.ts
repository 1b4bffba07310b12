import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { ROOT } from '../../../../kernel/generate.js'
import { CONTEXT_BOUNDS } from './limits.js'
import { slice } from './slice.js'

test('every shipped subagent has a bound, and only those', () => {
  const shipped = fs.readdirSync(path.join(ROOT, 'agents')).filter(f => f.endsWith('.md')).map(f => `claudetto:${path.basename(f, '.md')}`)
  expect(Object.keys(CONTEXT_BOUNDS).sort()).toEqual(shipped.sort())
})

test("the spawn watcher's matcher names the bounded types", () => {
  const track = slice.hooks.find(h => h.id === 'agents.track-spawn')
  expect([track?.matcher?.subagentType ?? []].flat().sort()).toEqual(Object.keys(CONTEXT_BOUNDS).sort())
})

test.each(Object.entries(CONTEXT_BOUNDS))('%s: a bound is a positive whole number of tokens', (_, bound) => {
  expect(Number.isInteger(bound) && bound > 0).toBe(true)
})

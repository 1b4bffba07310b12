import { expect, test } from 'vitest'
import { median, settledMs, startupOf } from './debug-log.js'

const LOG = [
  '2026-11-30T00:31:48.224Z [DEBUG] cc-plugin-sec-default@builtin not seated: no managed settings',
  '2026-11-30T00:31:48.264Z [DEBUG] hooks worker spawned (one for every plugin)',
  '2026-11-30T00:31:48.332Z [DEBUG] hooks module claudetto@inline loaded (worker, environment 1, tier user); events: tool.call',
  '2026-11-30T00:31:48.522Z [DEBUG] hooks module claudetto@inline tool.call settled in 12.0ms (worker hop, next() included)',
  '2026-11-30T00:31:48.530Z [DEBUG] hooks module claudetto@inline classic.Stop settled in 3.5ms (worker hop, next() included)',
  '2026-11-30T00:31:48.650Z [DEBUG] hooks module claudetto@inline tool.call settled in 32.2ms (worker hop, next() included)',
].join('\n')

test('hook times are read per plugin and event, in order', () => {
  expect(settledMs(LOG, 'claudetto', 'tool.call')).toEqual([12, 32.2])
  expect(settledMs(LOG, 'claudetto', 'classic.Stop')).toEqual([3.5])
  expect(settledMs(LOG, 'passthrough', 'tool.call')).toEqual([])
})

test('start-up splits into the source scan and the load', () => {
  expect(startupOf(LOG, 'claudetto')).toEqual({ scanMs: 40, loadMs: 68, totalMs: 108 })
  expect(startupOf(LOG, 'passthrough')).toBeNull()
})

test('median of odd and even counts; NaN for none', () => {
  expect(median([3, 1, 2])).toBe(2)
  expect(median([4, 1, 2, 3])).toBe(2.5)
  expect(median([])).toBeNaN()
})

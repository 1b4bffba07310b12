import { expect, test } from 'vitest'
import { afterStep, contextOf, isReportDue, type Usage, watchFor } from './watch.js'

const usages: [Usage, number][] = [
  [{ input_tokens: 100, cache_read_input_tokens: 2000, cache_creation_input_tokens: 300 }, 2400],
  [{ input_tokens: 100 }, 100],
  [{ input_tokens: null, cache_read_input_tokens: null, cache_creation_input_tokens: null }, 0],
  [{ input_tokens: -5, cache_read_input_tokens: Number.NaN, cache_creation_input_tokens: 7 }, 7],
]

test.each(usages)('context of %j is %i', (usage, want) => {
  expect(contextOf(usage)).toBe(want)
})

const bounds = { 'claudetto:reviewer': 1000 }

test('a type with no bound is not watched', () => {
  expect(watchFor('general-purpose', bounds)).toBeUndefined()
  expect(watchFor('toString', bounds)).toBeUndefined()
})

const steps: { name: string; context: number; noted: boolean; due: boolean }[] = [
  { name: 'under the bound', context: 999, noted: false, due: false },
  { name: 'at the bound', context: 1000, noted: false, due: false },
  { name: 'past the bound', context: 1001, noted: false, due: true },
  { name: 'past the bound, already noted', context: 5000, noted: true, due: false },
]

test.each(steps)('$name: report due is $due', ({ context, noted, due }) => {
  const watch = watchFor('claudetto:reviewer', bounds)
  if (!watch) throw new Error('no watch')
  expect(isReportDue({ ...afterStep(watch, { input_tokens: context }), noted })).toBe(due)
})

test('the latest request counts, not the sum: a smaller request after a larger one lowers the figure', () => {
  const watch = watchFor('claudetto:reviewer', bounds)
  if (!watch) throw new Error('no watch')
  const big = afterStep(watch, { input_tokens: 2000 })
  expect(afterStep(big, { input_tokens: 10 }).context).toBe(10)
})

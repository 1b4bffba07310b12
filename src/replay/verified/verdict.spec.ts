/**
 * The verdict table, RuleTester style: `valid` rows are comparisons that
 * ship; each `invalid` row names the verdict and the reason it must get.
 * One row per row of the seed's table, and each case the table leaves open.
 */
import { describe, expect, test } from 'vitest'
import { type Comparison, type Verdict, type VerdictReason, verdictOf } from './verdict.js'

type Row = { name: string; changed?: [number, number]; delta: [number, number]; interval?: [number, number] }
type Invalid = Row & { verdict: Exclude<Verdict, 'SHIP'>; reason: VerdictReason }

const comparison = (r: Row): Comparison => ({
  changed: { train: r.changed?.[0] ?? 1, test: r.changed?.[1] ?? 1 },
  delta: { train: r.delta[0], test: r.delta[1] },
  testInterval: { low: r.interval?.[0] ?? 0, high: r.interval?.[1] ?? 0 },
})

function ruleTester(cases: { valid: (Row & { reason: VerdictReason })[]; invalid: Invalid[] }) {
  describe('valid: SHIP', () => {
    test.each(cases.valid.map(r => [r.name, r] as const))('%s', (_n, r) => {
      expect(verdictOf(comparison(r))).toEqual({ verdict: 'SHIP', reason: r.reason })
    })
  })
  describe('invalid: REJECT, OVERFIT, NOISE', () => {
    test.each(cases.invalid.map(r => [r.name, r] as const))('%s', (_n, r) => {
      expect(verdictOf(comparison(r))).toEqual({ verdict: r.verdict, reason: r.reason })
    })
  })
}

ruleTester({
  valid: [
    { name: 'no session scores differently', changed: [0, 0], delta: [0, 0], reason: 'unchanged' },
    { name: 'both sides gain, test interval above zero', delta: [3, 1.5], interval: [0.25, 3], reason: 'both-gain' },
    { name: 'both gain, the interval just above zero', delta: [0.25, 0.75], interval: [0.25, 1.25], reason: 'both-gain' },
  ],
  invalid: [
    { name: 'V drops on train', delta: [-0.25, 2], interval: [1, 3], verdict: 'REJECT', reason: 'train-drops' },
    { name: 'V drops on test', delta: [4, -0.25], interval: [-1, 0.5], verdict: 'REJECT', reason: 'test-drops' },
    { name: 'V drops on both', delta: [-1, -1], interval: [-2, 0], verdict: 'REJECT', reason: 'train-drops' },
    { name: 'V drops on test with no train change', changed: [0, 2], delta: [0, -1.25], interval: [-2.5, 0], verdict: 'REJECT', reason: 'test-drops' },
    { name: 'train gains, no test session affected', changed: [5, 0], delta: [2, 0], verdict: 'OVERFIT', reason: 'no-test-session-affected' },
    { name: 'train gains, test sessions change but V stays flat', changed: [5, 2], delta: [2, 0], interval: [-1, 1], verdict: 'OVERFIT', reason: 'test-flat' },
    { name: 'test gains, its interval reaches zero', delta: [1, 0.75], interval: [0, 1.5], verdict: 'NOISE', reason: 'test-interval-reaches-zero' },
    { name: 'test gains, its interval below zero', delta: [1, 0.25], interval: [-0.5, 1], verdict: 'NOISE', reason: 'test-interval-reaches-zero' },
    { name: 'test gains past its interval, train flat', changed: [0, 3], delta: [0, 2], interval: [0.5, 3], verdict: 'NOISE', reason: 'train-flat' },
    { name: 'sessions change, V flat on both sides', delta: [0, 0], interval: [-1, 1], verdict: 'NOISE', reason: 'v-flat' },
  ],
})

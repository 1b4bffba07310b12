/**
 * A candidate against the current configuration, as the seed's table says:
 *
 * | verdict | when |
 * |---|---|
 * | REJECT | V drops on train or on test |
 * | SHIP | no session scores differently, or both sides gain and the test gain's interval stays above zero |
 * | OVERFIT | train gains and test stays flat (no test session affected among them) |
 * | NOISE | test gains, but its interval reaches zero |
 *
 * Two cases the table leaves open fall to NOISE, the verdict that ships
 * nothing: test gains past its interval while train stays flat (no gain on
 * the side the change was designed on), and sessions that change while V
 * stays flat on both sides.
 */
import type { Interval } from './bootstrap.js'

export type Verdict = 'SHIP' | 'REJECT' | 'OVERFIT' | 'NOISE'

export type Comparison = {
  /** Sessions whose V differs from the current configuration's, per side. */
  changed: { train: number; test: number }
  /** Candidate V minus current V, per side. */
  delta: { train: number; test: number }
  /** The 95% bootstrap interval of the test delta, over test sessions. */
  testInterval: Interval
}

export type VerdictReason =
  | 'unchanged'
  | 'train-drops'
  | 'test-drops'
  | 'both-gain'
  | 'no-test-session-affected'
  | 'test-flat'
  | 'test-interval-reaches-zero'
  | 'train-flat'
  | 'v-flat'

const EPSILON = 1e-9

export function verdictOf(c: Comparison): { verdict: Verdict; reason: VerdictReason } {
  if (c.changed.train + c.changed.test === 0) return { verdict: 'SHIP', reason: 'unchanged' }
  if (c.delta.train < -EPSILON) return { verdict: 'REJECT', reason: 'train-drops' }
  if (c.delta.test < -EPSILON) return { verdict: 'REJECT', reason: 'test-drops' }
  const trainGains = c.delta.train > EPSILON
  const testGains = c.delta.test > EPSILON
  if (trainGains && testGains && c.testInterval.low > EPSILON) return { verdict: 'SHIP', reason: 'both-gain' }
  if (trainGains && !testGains) return { verdict: 'OVERFIT', reason: c.changed.test === 0 ? 'no-test-session-affected' : 'test-flat' }
  if (testGains && c.testInterval.low <= EPSILON) return { verdict: 'NOISE', reason: 'test-interval-reaches-zero' }
  if (testGains) return { verdict: 'NOISE', reason: 'train-flat' }
  return { verdict: 'NOISE', reason: 'v-flat' }
}

/** What each reason says, for a person. */
export const REASON_TEXT: Readonly<Record<VerdictReason, string>> = {
  unchanged: 'no session scores differently',
  'train-drops': 'V drops on train',
  'test-drops': 'V drops on test',
  'both-gain': 'both sides gain and the test gain\'s interval stays above zero',
  'no-test-session-affected': 'train gains; no test session is affected',
  'test-flat': 'train gains; test stays flat',
  'test-interval-reaches-zero': 'test gains, but its interval reaches zero',
  'train-flat': 'test gains, train stays flat',
  'v-flat': 'sessions change, V stays flat on both sides',
}

import { describe, expect, test } from 'vitest'
import { DRAWS, bootstrapSum, mulberry32 } from './bootstrap.js'

describe('the seeded bootstrap', () => {
  test('draws at least 2,000 times', () => {
    expect(DRAWS).toBeGreaterThanOrEqual(2000)
  })

  test('the generator is seeded: same seed, same sequence; another seed, another', () => {
    const a = mulberry32(7)
    const b = mulberry32(7)
    const c = mulberry32(8)
    const xs = [a(), a(), a()]
    expect([b(), b(), b()]).toEqual(xs)
    expect(c()).not.toBe(xs[0])
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true)
  })

  test('the same values give the same interval twice', () => {
    const values = Array.from({ length: 300 }, (_, i) => (i % 7) - 3 + (i % 3) * 0.25)
    expect(bootstrapSum(values)).toEqual(bootstrapSum(values))
  })

  test('the interval holds the observed sum, and is a point when every session scores the same', () => {
    const values = Array.from({ length: 200 }, (_, i) => (i % 5 === 0 ? 1 : 0))
    const { low, high } = bootstrapSum(values)
    expect(low).toBeLessThan(40)
    expect(high).toBeGreaterThan(40)
    expect(bootstrapSum(Array.from({ length: 50 }, () => 0.75))).toEqual({ low: 37.5, high: 37.5 })
  })

  test('a single gain among many sessions gives an interval that reaches zero; a gain everywhere does not', () => {
    const one = [1, ...Array.from({ length: 99 }, () => 0)]
    expect(bootstrapSum(one).low).toBe(0)
    const many = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 1 : 0))
    expect(bootstrapSum(many).low).toBeGreaterThan(0)
  })

  test('no sessions: [0, 0]', () => {
    expect(bootstrapSum([])).toEqual({ low: 0, high: 0 })
  })
})

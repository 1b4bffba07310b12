import { describe, expect, test } from 'vitest'
import { runWarmUps, warmUp } from './warm-up.js'

describe('warm-ups', () => {
  test('each runs once, in order; a throw or a rejection is dropped and the rest still run', async () => {
    const ran: string[] = []
    warmUp(() => ran.push('a'))
    warmUp(() => {
      throw new Error('broken sample')
    })
    warmUp(async () => Promise.reject(new Error('broken async sample')))
    warmUp(async () => {
      await Promise.resolve()
      ran.push('b')
    })
    await expect(runWarmUps()).resolves.toBe(4)
    expect(ran).toEqual(['a', 'b'])
    await expect(runWarmUps()).resolves.toBe(0)
    expect(ran).toEqual(['a', 'b'])
  })
})

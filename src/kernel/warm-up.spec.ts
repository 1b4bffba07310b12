import { describe, expect, test } from 'vitest'
import { setPluginOptions } from './options.js'
import { runWarmUps, warmUp } from './warm-up.js'

describe('warm-ups', () => {
  test('each runs once, in order; a throw or a rejection is dropped and the rest still run', async () => {
    const ran: string[] = []
    warmUp('ground', () => ran.push('a'))
    warmUp('ground', () => {
      throw new Error('broken sample')
    })
    warmUp('ground', async () => Promise.reject(new Error('broken async sample')))
    warmUp('sembr', async () => {
      await Promise.resolve()
      ran.push('b')
    })
    await expect(runWarmUps()).resolves.toBe(4)
    expect(ran).toEqual(['a', 'b'])
    await expect(runWarmUps()).resolves.toBe(0)
    expect(ran).toEqual(['a', 'b'])
  })

  test("a switched-off slice's run is not run", async () => {
    const ran: string[] = []
    setPluginOptions({ verified: false })
    warmUp('verified', () => ran.push('verified'))
    warmUp('sembr', () => ran.push('sembr'))
    await expect(runWarmUps()).resolves.toBe(1)
    expect(ran).toEqual(['sembr'])
    setPluginOptions({})
  })
})

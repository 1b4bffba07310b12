import { describe, expect, test } from 'vitest'
import { fnv1a, sideOf } from './split.js'

describe('the train/test split', () => {
  test.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('fnv1a(%j) is the published FNV-1a value', (text, hash) => {
    expect(fnv1a(text)).toBe(hash)
  })

  test('a session keeps its side: the same id gives the same side every time', () => {
    const id = 'c02a2cf6-130e-46f9-84a3-ef990450448b'
    expect(new Set(Array.from({ length: 5 }, () => sideOf(id))).size).toBe(1)
  })

  test('about 70% of 10,000 ids land on train', () => {
    let train = 0
    for (let i = 0; i < 10_000; i += 1) if (sideOf(`session-${i}-${(i * 2654435761) >>> 0}`) === 'train') train += 1
    expect(train).toBeGreaterThan(6700)
    expect(train).toBeLessThan(7300)
  })
})

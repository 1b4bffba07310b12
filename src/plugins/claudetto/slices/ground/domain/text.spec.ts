import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { contentStems, sentencesOf, stem } from './text.js'

describe('sentences', () => {
  test.each([
    ['One. Two! Three?', ['One.', 'Two!', 'Three?']],
    ['Line one\n- item two. Item three', ['Line one', '- item two.', 'Item three']],
    ['Version 1.2.3 is out. It works.', ['Version 1.2.3 is out.', 'It works.']],
    ['Use e.g. caching here.', ['Use e.g. caching here.']],
    ['He said "done." Then left.', ['He said "done."', 'Then left.']],
  ])('%j', (text, want) => expect(sentencesOf(text).map(s => s.text)).toEqual(want))

  test('offsets point at each sentence', () => {
    const text = 'ab. cd\n  ef.'
    for (const s of sentencesOf(text)) expect(text.slice(s.at, s.at + s.text.length)).toBe(s.text)
  })

  // The kernel's splitter cuts ground's sentences now: on any text each offset points at its sentence.
  test('offsets hold on any text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('.', '!', '?', '"', "'", ')', ']', ' ', '\t', '\n', 'a', 'B', '1', '。'), { maxLength: 24 }).map(a => a.join('')), text => {
        for (const s of sentencesOf(text)) expect(text.slice(s.at, s.at + s.text.length)).toBe(s.text)
      }),
      { numRuns: 3000 },
    )
  })

  test('40,000 dots are read once', () => {
    expect(sentencesOf('.'.repeat(40_000))).toEqual([{ text: '.'.repeat(40_000), at: 0 }])
  })
})

describe('stems', () => {
  test.each([
    ['caching', 'cach'],
    ['caches', 'cach'],
    ['policies', 'polic'],
    ['PostgreSQL', 'postg'],
    ["user's", 'user'],
  ])('%s -> %s', (word, want) => expect(stem(word)).toBe(want))

  test('stop words and short words are no content', () => {
    expect(contentStems('The cache is on a fast disk')).toEqual(['cache', 'fast', 'disk'].map(stem))
  })
})

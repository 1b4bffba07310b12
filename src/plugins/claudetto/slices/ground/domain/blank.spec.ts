import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { blankAll } from './blank.js'

/** The reference: every character of any range but a newline becomes a space. */
function blankedByHand(text: string, ranges: readonly (readonly [number, number])[]): string {
  const chars = [...Array(text.length).keys()].map(i => text[i] ?? '')
  for (const [start, end] of ranges) for (let i = Math.max(0, start); i < Math.min(end, text.length); i++) if (chars[i] !== '\n') chars[i] = ' '
  return chars.join('')
}

const texts = fc.array(fc.constantFrom('a', ' ', '\n', 'é', '\ud83d\ude00', '1', '|'), { minLength: 1, maxLength: 300 }).map(a => a.join(''))
const rangesIn = (text: string, least: number, most: number) =>
  fc.array(
    fc.tuple(fc.nat(text.length), fc.nat(40)).map(([start, length]): [number, number] => [start, Math.min(text.length, start + length)]),
    { minLength: least, maxLength: most },
  )

describe('blankAll', () => {
  test('keeps offsets and newlines', () => {
    expect(blankAll('ab\ncd ef', [[1, 4], [6, 8]])).toBe('a \n d   ')
    expect(blankAll('abc', [])).toBe('abc')
  })

  test('a few ranges, overlapping or not, blank what the reference blanks', () => {
    fc.assert(fc.property(texts.chain(text => fc.tuple(fc.constant(text), rangesIn(text, 0, 20))), ([text, ranges]) => blankAll(text, ranges) === blankedByHand(text, ranges)), { numRuns: 2000 })
  })

  test('thousands of ranges (the code-unit path) blank what the reference blanks', () => {
    const text = 'x1 |\n é\ud83d\ude00'.repeat(2000)
    fc.assert(fc.property(rangesIn(text, 4096, 5000), ranges => blankAll(text, ranges) === blankedByHand(text, ranges)), { numRuns: 5 })
  })
})

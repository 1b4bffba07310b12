import { describe, expect, test } from 'vitest'
import { readingOf } from './readings.js'

const read = (text: string, token: string) => readingOf(text, text.indexOf(token), text.indexOf(token) + token.length)

describe('what a number reads as', () => {
  test.each([
    ['The buffer is 8388608 bytes.', '8388608', 'a size in bytes'],
    ['Cap it at 512 MB.', '512', 'a size'],
    ['Ticks take 200ms.', '200', 'a duration'],
    ['Wait 600 seconds.', '600', 'a duration'],
    ['Coverage is 100% now.', '100', 'a percentage'],
    ['Open http://localhost:5173 in a browser.', '5173', 'a port'],
    ['It costs $120 a month.', '120', 'an amount of money'],
    ['Séance 1 500 FCFA.', '1 500', 'an amount of money'],
    ['We saw 1000 pubs.', '1000', 'a count of pubs'],
    ['Files under 300 lines.', '300', 'a count of lines'],
    ['The answer is 4096.', '4096', 'a number'],
  ])('%j: %s', (text, token, want) => {
    expect(read(text, token)).toBe(want)
  })
})

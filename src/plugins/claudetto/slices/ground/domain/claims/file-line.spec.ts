import { describe, expect, test } from 'vitest'
import { fileLineClaims, fileRefsIn, lineCount } from './file-line.js'

describe('file:line references', () => {
  test.each([
    ['See src/cache.ts:120 for it.', [['src/cache.ts', 120]]],
    ['In `lib/a.js:3-40`.', [['lib/a.js', 40]]],
    ['At ./x/y.md#L12-L15 and /abs/z.py:7.', [['./x/y.md', 15], ['/abs/z.py', 7]]],
    ['README.md:1', [['README.md', 1]]],
    ['Times 10:30, ratio 3:100, https://example.com:443/x, v1.2:3', []],
    ['http://host.io:8080/path', []],
  ])('%j', (text, want) => {
    expect(fileRefsIn(text).map(r => [r.path, r.line])).toEqual(want)
  })
})

const counts = new Map<string, number[]>([
  ['src/cache.ts', [80]],
  ['two.ts', [10, 300]],
])
const judged = (text: string) => fileLineClaims(fileRefsIn(text), counts).map(f => [f.text, f.why])

describe('file:line claims', () => {
  test.each([
    // invalid: the file is found and is shorter
    ['Cache at src/cache.ts:120.', [['src/cache.ts:120', 'src/cache.ts has 80 lines, fewer than 120']]],
    ['Range src/cache.ts:70-81.', [['src/cache.ts:70-81', 'src/cache.ts has 80 lines, fewer than 81']]],
    ['Both two.ts:301.', [['two.ts:301', 'two.ts has 300 lines, fewer than 301']]],
    // valid
    ['Cache at src/cache.ts:80.', []],
    ['One of them has it: two.ts:200.', []],
    ['Not found: missing.ts:9999.', []],
  ])('%j', (text, want) => {
    expect(judged(text)).toEqual(want)
  })

  test.each([
    ['', 0],
    ['a', 1],
    ['a\n', 1],
    ['a\nb', 2],
    ['a\nb\n\n', 3],
  ])('lineCount(%j) = %i', (text, n) => expect(lineCount(text)).toBe(n))
})

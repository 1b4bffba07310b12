import fc from 'fast-check'
import { expect, test } from 'vitest'
import { holds, whatRan } from './ran.js'
import { bash, user } from './rows.fixture.js'

const oneLine = fc.string({ unit: fc.constantFrom('a', 'b', '.', '1', ' ', '/'), maxLength: 6 })

test('holds is a search of the texts joined by line ends, for a needle of one line', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '.', '1', '\n', ' ', '/'), maxLength: 12 }), { maxLength: 6 }), oneLine, (texts, needle) => {
      expect(holds(texts, needle)).toBe(texts.join('\n').includes(needle))
    }),
    { numRuns: 500 },
  )
})

test('what ran keeps each output apart, lowercased, newest last', () => {
  const ran = whatRan([user('Check v2.1 please.'), bash('node --version', 'v20.11.1'), bash('ls', 'README.md\nsrc')])
  expect(ran.printed).toEqual(['check v2.1 please.', 'v20.11.1', 'readme.md\nsrc'])
  expect(holds(ran.printed, 'readme.md')).toBe(true)
  expect(holds(ran.printed, 'v20.11.1\nreadme')).toBe(false)
})

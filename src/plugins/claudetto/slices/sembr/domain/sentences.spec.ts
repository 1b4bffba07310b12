import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { type GoldenRow, score } from './golden.js'
import { sentenceEnds } from '../../../../../kernel/prose/sentences.js'

const rows = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../data/golden-sentences.json'), 'utf8')) as { rows: GoldenRow[] }).rows

const split = (text: string) => {
  const parts: string[] = []
  let from = 0
  for (const end of sentenceEnds(text)) {
    parts.push(text.slice(from, end).trim())
    from = end
  }
  parts.push(text.slice(from).trim())
  return parts
}

describe('golden set', () => {
  test('no wrong split in either set', () => {
    const s = score(rows, sentenceEnds)
    expect(s.wrongRows).toEqual([])
  })

  test('finds most boundaries of agent prose', () => {
    const s = score(rows.filter(r => r.set === 'agent'), sentenceEnds)
    expect(s.missed / s.boundaries).toBeLessThan(0.15)
  })
})

// One rule, one row: each invalid row is a wrong split that a splitter makes.
const valid: [string, string[]][] = [
  ['Dr. Chen reviewed it. She approved.', ['Dr. Chen reviewed it.', 'She approved.']],
  ['Use e.g. Vitest here.', ['Use e.g. Vitest here.']],
  ['Compare Redis vs. Memcached now.', ['Compare Redis vs. Memcached now.']],
  ['We toured the U.S. Navy yard.', ['We toured the U.S. Navy yard.']],
  ['I live in the U.S. How about you?', ['I live in the U.S.', 'How about you?']],
  ['Ask Maria T. Lopez.', ['Ask Maria T. Lopez.']],
  ['It is 2.5 times faster. Yes.', ['It is 2.5 times faster.', 'Yes.']],
  ['Bump to v1.2.3. Done.', ['Bump to v1.2.3.', 'Done.']],
  ['It is 3.5x faster.', ['It is 3.5x faster.']],
  ['Read README.md and package.json first.', ['Read README.md and package.json first.']],
  ['See https://a.example/x.html. Then go.', ['See https://a.example/x.html.', 'Then go.']],
  ['It waits... and retries.', ['It waits... and retries.']],
  ['He said "Stop." Then he left.', ['He said "Stop."', 'Then he left.']],
  ['He said "Stop." and left.', ['He said "Stop." and left.']],
  ['Run it (see the notes. They help) today.', ['Run it (see the notes. They help) today.']],
  ['Tests pass. (The flaky one is fixed.) Next.', ['Tests pass.', '(The flaky one is fixed.)', 'Next.']],
  ['Lists, tables, etc. without change.', ['Lists, tables, etc. without change.']],
  ['Lists, tables, etc. The rest is prose.', ['Lists, tables, etc.', 'The rest is prose.']],
  ['Go to step 2. Then run it.', ['Go to step 2. Then run it.']],
  ['a. The first b. The second', ['a. The first b. The second']],
  ['"Darwin [...] used it [...]" (Jones 12).', ['"Darwin [...] used it [...]" (Jones 12).']],
  ['It is fine . . . . The next one.', ['It is fine . . . . The next one.']],
  ['Where? Here! Now.', ['Where?', 'Here!', 'Now.']],
  ['He works at Yahoo! in sales.', ['He works at Yahoo! in sales.']],
  ['At 7 a.m. Mr. Jones left.', ['At 7 a.m. Mr. Jones left.']],
]

test.each(valid)('%s', (text, sentences) => {
  expect(split(text)).toEqual(sentences)
})

// Linear work: 600 KB of abbreviations and brackets finishes inside the test's timeout (quadratic work would not).
test('a long run of abbreviations and brackets is split in one pass', () => {
  const text = 'Dr. Who (e.g. A. B.) said it. '.repeat(20_000)
  expect(sentenceEnds(text)).toHaveLength(20_000 - 1)
})

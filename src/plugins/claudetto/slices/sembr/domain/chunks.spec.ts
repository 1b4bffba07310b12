import { expect, test } from 'vitest'
import { CHUNK_CHARS } from '../limits.js'
import { blockChunks } from './chunks.js'
import { splitMarkdown } from './split-markdown.js'

const content = (s: string) => s.replace(/[\s>]/g, '')

// Splitting adds newlines and indents; if the cuts moved with them, a second
// split would parse other runs of blocks and could find breaks the first left.
test('the split text is cut where the text was', () => {
  const paragraphs = Array.from({ length: 400 }, (_, i) =>
    i % 4 === 0 ? `- Item ${i} here. It goes on. And on.` : i % 4 === 1 ? `完成了第${i}步。然后继续。` : i % 4 === 2 ? `> Quoted ${i} here. Then more. And more.` : `Para ${i} starts. Then more. Then the end.`,
  )
  const text = paragraphs.join('\n\n') + '\n'
  const split = splitMarkdown(text).text
  expect(split).not.toBe(text)
  const before = blockChunks(text, CHUNK_CHARS)
  const after = blockChunks(split, CHUNK_CHARS)
  expect(before.length).toBeGreaterThan(2)
  expect(after.map(c => content(split.slice(c.start, c.end)))).toEqual(before.map(c => content(text.slice(c.start, c.end))))
})

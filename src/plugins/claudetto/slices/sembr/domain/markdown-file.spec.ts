import { expect, test } from 'vitest'
import { isMarkdownPath, splitOptionsFor } from './markdown-file.js'

const rows: [string, boolean][] = [
  ['/p/README.md', true],
  ['/p/docs/guide.mdx', true],
  ['/p/notes.markdown', true],
  ['/p/CHANGELOG.MD', true],
  ['/p/src/a.ts', false],
  ['/p/md/readme.txt', false],
  ['/p/file.md.bak', false],
]

test.each(rows)('%s is Markdown: %s', (path, want) => {
  expect(isMarkdownPath(path)).toBe(want)
})

test('only .mdx is split as MDX', () => {
  expect(splitOptionsFor('/p/a.mdx').mdx).toBe(true)
  expect(splitOptionsFor('/p/a.md').mdx).toBe(false)
})

import { describe, expect, test } from 'vitest'
import { parseMarkdown } from '../../../../../../hooks/vendor/markdown.js'
import { mdastRendersTheSame } from '../scripts/mdast-rendering.js'
import { lazyTableRow } from './lazy-table.js'
import { splitMarkdown } from './split-markdown.js'

const lazy = (text: string) => lazyTableRow(text, parseMarkdown(text))

describe('lazyTableRow', () => {
  // Lezer reads a list or a quote holding a table here; micromark a paragraph, or no container at all.
  test.each([
    ['an ordered item over a margin delimiter row', 'a\n2. One | x\n|---|---|\n', 5],
    ['a bullet item over a margin delimiter row', 'a\n- One | x\n|---|---|\n', 4],
    ['a quote over a delimiter row without its marker', '> One | x\n|---|---|\n', 2],
  ])('%s', (_about, text, at) => {
    expect(lazy(text)).toBe(at)
  })

  test.each([
    ['a table at the margin', 'One | x\n|---|---|\n| a | b |\n'],
    ['a table inside an item, indented', '- One | x\n  |---|---|\n  | a | b |\n'],
    ['a table inside a quote, marked', '> One | x\n> |---|---|\n'],
    ['no table', '- One. Two.\n\n> Three. Four.\n'],
  ])('%s: none', (_about, text) => {
    expect(lazy(text)).toBe(-1)
  })
})

describe('the split leaves such a chunk as written', () => {
  // Found by the long-document property: the break went into what micromark reads as indented code.
  const found = '[One](http://a.b/3.md)\n2. One | x\n|---|---|\n\n    完成。 One *One*\n'

  test('the two parsers disagree on it, and the split leaves it', () => {
    const result = splitMarkdown(found)
    expect(result.text).toBe(found)
    expect(result.why).toMatch(/a table at offset 26 whose rows leave their container/)
    expect(mdastRendersTheSame(found, result.text)).toBe(true)
  })

  test('another chunk of the same text is still split', () => {
    const text = `${found}\n${'x\n\n'.repeat(3_000)}Three here. Four.\n`
    const { text: out } = splitMarkdown(text)
    expect(out.startsWith(found)).toBe(true)
    expect(out.endsWith('Three here.\nFour.\n')).toBe(true)
  })
})

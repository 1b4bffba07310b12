import { fromMarkdown } from 'mdast-util-from-markdown'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { mathFromMarkdown } from 'mdast-util-math'
import { frontmatter } from 'micromark-extension-frontmatter'
import { gfmTable } from 'micromark-extension-gfm-table'
import { math } from 'micromark-extension-math'
import { expect, test } from 'vitest'
import { fromMarkdownFull } from '../../hooks/vendor/markdown.js'
import { blockChunks } from '../plugins/claudetto/slices/sembr/domain/chunks.js'
import { corpusFiles, readCorpusFile } from '../plugins/claudetto/slices/sembr/scripts/corpus-lib.js'

const MATTER = ['yaml', 'toml'] as const

/** The tree with every extension passed, whatever the text holds: what fromMarkdownFull must give. */
const withEvery = (value: string) =>
  fromMarkdown(value, {
    extensions: [frontmatter([...MATTER]), gfmTable(), math()],
    mdastExtensions: [frontmatterFromMarkdown([...MATTER]), gfmTableFromMarkdown(), mathFromMarkdown()],
  })

const NEAR_MISSES = [
  'a\n-\n',
  'head\n---\nbody',
  'Cost: 5 dollars, not $ five.\n\n$$\nx\n$$\n',
  '| a |\n| - |\n| 1 |\n',
  'a | b\n--|--\n1 | 2\n',
  'a\n:-:\n',
  'a\n-:\n',
  'a\n :--\n',
  '---\ntitle: x\n---\n\nText.',
  'Text first.\n\n---\ntitle: x\n---\n',
  '+++\ntitle = "x"\n+++\nText.',
  '```\n| not | a table |\n```\n',
]

test('passing only the extensions whose opening character the text holds gives the same tree', () => {
  for (const text of NEAR_MISSES) expect(fromMarkdownFull(text), text).toEqual(withEvery(text))
})

test('the same tree for every block of the sembr corpus, and for each whole file', () => {
  let blocks = 0
  for (const file of corpusFiles()) {
    const text = readCorpusFile(file)
    expect(fromMarkdownFull(text), file.file).toEqual(withEvery(text))
    for (const chunk of blockChunks(text, 0)) {
      const source = text.slice(chunk.start, chunk.end)
      expect(fromMarkdownFull(source), `${file.file} at ${chunk.start}`).toEqual(withEvery(source))
      blocks += 1
    }
  }
  expect(blocks).toBeGreaterThan(1000)
}, 300_000)

import type { Nodes } from 'mdast'
import { expect, test } from 'vitest'
import { frontMatterEnd, type MdBlock, parseMarkdown } from '../../hooks/vendor/markdown.js'
import { blockChunks } from '../plugins/claudetto/slices/sembr/domain/chunks.js'
import { corpusFiles, readCorpusFile } from '../plugins/claudetto/slices/sembr/scripts/corpus-lib.js'
import { mdastOf } from '../plugins/claudetto/slices/sembr/scripts/mdast-rendering.js'

/** Each node as `Name from-to "text"`, depth first. */
function nodes(text: string, tree: MdBlock = parseMarkdown(text)): string[] {
  const out: string[] = []
  const stack = [tree]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === undefined) break
    out.push(`${node.name} ${JSON.stringify(text.slice(node.from, node.to))}`)
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i] as MdBlock)
  }
  return out
}

test.each([
  ['single dollars', 'Text $x. Y$ end.', 'InlineMath "$x. Y$"'],
  ['double dollars inline', 'a $$b. C$$ d', 'InlineMath "$$b. C$$"'],
  ['prices read as math, as micromark reads them', 'From $5.92 to $58.51 now.', 'InlineMath "$5.92 to $"'],
  ['inside emphasis', '*a $b. C$ d*', 'InlineMath "$b. C$"'],
])('inline math: %s', (_about, text, node) => {
  expect(nodes(text)).toContain(node)
})

test.each([
  ['a run closed only by a run of its size', 'a $$b$ c'],
  ['an escaped dollar', 'a \\$b. C$'],
  ['a lone dollar', 'Cost: 5 dollars, not $ five.'],
  ['dollars in code', '`$a. B$`'],
])('no inline math: %s', (_about, text) => {
  expect(nodes(text).filter(n => n.startsWith('InlineMath'))).toEqual([])
})

test('a $$ block is math to its closing fence, blank lines and list markers inside', () => {
  const text = 'Intro. Here.\n$$\nx. Y\n\n- 1\n$$\nAfter. Text.\n'
  expect(nodes(text)).toEqual(expect.arrayContaining(['MathBlock "$$\\nx. Y\\n\\n- 1\\n$$"', 'Paragraph "Intro. Here."', 'Paragraph "After. Text."']))
})

test('a $$ block ends with the quote that holds it; a fence line with a $ after it opens none', () => {
  expect(nodes('> $$\n> x. Y\n\nOut. Side.\n')).toEqual(expect.arrayContaining(['Paragraph "Out. Side."']))
  expect(nodes('$$ a $ b\n').filter(n => n.startsWith('MathBlock'))).toEqual([])
})

test.each([
  ['---\ntitle: x\n---\n\nText.', 16],
  ['+++\ntitle = "x"\n+++\nText.', 19],
  ['---  \r\ndescription: One. Two.\r\n\r\nother: x\r\n---\r\n', 47],
  ['Text first.\n\n---\ntitle: x\n---\n', 0],
  ['---\nnever closed. Here.\n', 0],
  ['----\nx\n----\n', 0],
])('front matter of %j ends at %i', (text, end) => {
  expect(frontMatterEnd(text)).toBe(end)
  const first = parseMarkdown(text).children[0]
  expect(first?.name === 'FrontMatter' ? first.to : 0).toBe(end)
})

test('front matter is one node, and the tree after it keeps its offsets', () => {
  const text = '---\na: One. Two.\n---\n# Head\n\nBody. More.\n'
  expect(nodes(text)).toEqual(expect.arrayContaining(['FrontMatter "---\\na: One. Two.\\n---"', 'Paragraph "Body. More."', 'ATXHeading1 "# Head"']))
})

test('a line of one self-closing tag opens raw HTML up to the next blank line, as in CommonMark', () => {
  expect(nodes('<Intro />\nText. More.\n\nAfter. This.\n')).toEqual(expect.arrayContaining(['HTMLBlock "<Intro />\\nText. More."', 'Paragraph "After. This."']))
  expect(nodes('<img src="a.png" alt="A. B" />\n').filter(n => n.startsWith('Paragraph'))).toEqual([])
  expect(nodes('Text. <br /> more.\n<Intro />\n').filter(n => n.startsWith('HTMLBlock'))).toEqual([])
})

test.each([
  ['word\\*not em*', 'Escape "\\\\*"'],
  ['Tom&amp;Jerry', 'Entity "&amp;"'],
  ['call`code`now', 'InlineCode "`code`"'],
  ['see<b>bold</b>', 'HTMLTag "<b>"'],
  ['mid*word*end', 'Emphasis "*word*"'],
  ['snake_case_x and _em_', 'Emphasis "_em_"'],
  ['line  \nnext', 'HardBreak "  \\n"'],
  ['line\\\nnext', 'HardBreak "\\\\\\n"'],
  ['go[here](u)now', 'Link "[here](u)"'],
  ['pic![alt](i.png)x', 'Image "![alt](i.png)"'],
  ['cost$x$y', 'InlineMath "$x$"'],
  ['über`ü`', 'InlineCode "`ü`"'],
])('an inline construct right after a plain run is read: %j', (text, node) => {
  expect(nodes(text)).toContain(node)
})

test('a quote nested 5,000 deep is walked without overflowing the stack', () => {
  const text = `${'>'.repeat(5000)} deep. Text.\n`
  expect(nodes(text).filter(n => n.startsWith('Blockquote')).length).toBeGreaterThan(100)
})

/** The paragraphs a split reads (at the top, in quotes and list items), as spans. */
function lezerParagraphs(tree: MdBlock): string[] {
  const found: string[] = []
  const stack = [tree]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === undefined) break
    if (node.name === 'Paragraph') found.push(`${node.from}-${node.to}`)
    else if (['Document', 'Blockquote', 'BulletList', 'OrderedList', 'ListItem'].includes(node.name)) stack.push(...[...node.children].reverse())
  }
  return found
}

function mdastParagraphs(tree: Nodes): string[] {
  const found: string[] = []
  const stack = [tree]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === undefined) break
    if (node.type === 'paragraph') found.push(`${node.position?.start.offset}-${node.position?.end.offset}`)
    else if (['root', 'blockquote', 'list', 'listItem'].includes(node.type) && 'children' in node) stack.push(...[...node.children].reverse())
  }
  return found
}

/**
 * Whether a lezer paragraph span is micromark's: the same, or the same plus
 * one lazy line that is a lone closing tag (`</BlogCard>` after a list item),
 * which micromark leaves out of the paragraph and lezer takes in; a tag is
 * opaque to the split either way.
 */
function sameParagraph(source: string, lezer: string, mdast: string): boolean {
  if (lezer === mdast) return true
  const [from, to] = lezer.split('-').map(Number)
  const [mFrom, mTo] = mdast.split('-').map(Number)
  return from === mFrom && to !== undefined && mTo !== undefined && /^\n<\/[A-Za-z][\w-]*>$/.test(source.slice(mTo, to))
}

test('every block of the sembr corpus holds the paragraphs micromark finds, at the same offsets', () => {
  let blocks = 0
  const differ: string[] = []
  for (const file of corpusFiles()) {
    const text = readCorpusFile(file)
    for (const chunk of blockChunks(text, 0)) {
      const source = text.slice(chunk.start, chunk.end)
      const want = mdastParagraphs(mdastOf(source))
      const have = lezerParagraphs(parseMarkdown(source))
      if (have.length !== want.length || have.some((span, i) => !sameParagraph(source, span, want[i] ?? ''))) differ.push(`${file.file} at ${chunk.start}`)
      blocks += 1
    }
  }
  expect(differ).toEqual([])
  expect(blocks).toBeGreaterThan(1000)
}, 300_000)

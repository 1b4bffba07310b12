import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_REWRITTEN_CHARS } from '../limits.js'
import { parseMarkdown } from '../../../../../../hooks/vendor/markdown.js'
import { mdastRendersTheSame } from '../scripts/mdast-rendering.js'
import { joinBreaks } from './breaks.js'
import { sameRendering } from './same-rendering.js'
import { splitMarkdown } from './split-markdown.js'

const split = (text: string, mdx = false) => splitMarkdown(text, { mdx }).text

// Rewritten: each row is prose the rewrite must put one sentence per line.
const rewritten: [string, string, string][] = [
  ['paragraph', 'One here. Two here. Three.\n', 'One here.\nTwo here.\nThree.\n'],
  ['list item keeps its indent', '- Item one. Item two.\n', '- Item one.\n  Item two.\n'],
  ['ordered item', '10. Step one. Step two.\n', '10. Step one.\n    Step two.\n'],
  ['nested list', '- a\n  1. Deep one. Deep two.\n', '- a\n  1. Deep one.\n     Deep two.\n'],
  ['block quote keeps its marker', '> Quote one. Quote two.\n', '> Quote one.\n> Quote two.\n'],
  ['list in a quote', '> - Listed one. Listed two.\n', '> - Listed one.\n>   Listed two.\n'],
  ['wrapped lines', 'A long line that\nwraps here. Then more. End.\n', 'A long line that\nwraps here.\nThen more.\nEnd.\n'],
  ['CRLF stays CRLF', 'One here. Two here.\r\nThree. Four.\r\n', 'One here.\r\nTwo here.\r\nThree.\r\nFour.\r\n'],
  ['no final newline stays so', 'One here. Two here.', 'One here.\nTwo here.'],
  ['two spaces go with the break', 'One here.  Two here.\n', 'One here.\nTwo here.\n'],
  ['inline code is opaque', 'Run `a. B` now. Then stop.\n', 'Run `a. B` now.\nThen stop.\n'],
  ['sentence after inline code', 'Edit `README.md`. Tests pass.\n', 'Edit `README.md`.\nTests pass.\n'],
  ['link is opaque', 'See [Dr. Who. Yes](http://a.b/c.d) now. Done.\n', 'See [Dr. Who. Yes](http://a.b/c.d) now.\nDone.\n'],
  ['front matter is left alone', '---\ntitle: A. B\n---\n\nOne here. Two.\n', '---\ntitle: A. B\n---\n\nOne here.\nTwo.\n'],
  ['Chinese ends with no space', '这是第一句。这是第二句！第三句？\n', '这是第一句。\n这是第二句！\n第三句？\n'],
  ['Japanese end with a space', 'これは文です。 次の文です。\n', 'これは文です。\n次の文です。\n'],
  ['CJK in a list item keeps its indent', '- 第一句。第二句。\n', '- 第一句。\n  第二句。\n'],
  ['CJK in a quote keeps its marker', '> 第一句。第二句。\n', '> 第一句。\n> 第二句。\n'],
  ['CJK before inline code', '完成。`npm test` 通过。\n', '完成。\n`npm test` 通过。\n'],
  ['CJK with a closing bracket', '（详见下文。）下一句。\n', '（详见下文。）\n下一句。\n'],
  ['Korean', '설치가 끝났습니다. 이제 실행하세요.\n', '설치가 끝났습니다.\n이제 실행하세요.\n'],
]

// As written: each row is text the rewrite must not touch.
const asWritten: [string, string][] = [
  ['heading', '# Title. Here it is.\n'],
  ['setext heading', 'Title. Here it is.\n===\n'],
  ['fenced code', '```\nOne. Two.\n```\n'],
  ['indented code', '    One here. Two here.\n'],
  // An item begun empty ends at the blank line for micromark (the indented text is code), not for lezer.
  ['indented text after a list item begun empty', '2.\n\n    完成。 One more.\n'],
  ['indented text after a bullet begun empty', '-\n\n    One here. Two here.\n'],
  ['table', '| One. Two. | x |\n|---|---|\n| Three. Four. | y |\n'],
  ['front matter', '---\ndescription: One here. Two here.\n---\n'],
  ['math block', '$$\nOne. Two.\n$$\n'],
  ['inline math', 'Value $a. B$ here\n'],
  ['html block', '<div>\nOne here. Two here.\n</div>\n'],
  ['inline html between', 'One here. <b>Two</b> here.\n'],
  ['abbreviation', 'Ask Dr. Chen first.\n'],
  ['CJK end inside inline code', '运行 `完成。下一步` 即可\n'],
  ['CJK end inside emphasis before its closer', '**重要。** 然后\n'],
  ['CJK quotation the sentence goes on past', '「こんにちは。」と彼は言った。\n'],
  ['quoted message the sentence goes on past', 'It fails with message "Task copied. Use the next chat" in src.\n'],
  ['section numeral', 'Contract tests per constitution II. TDD requirement.\n'],
  ['already one per line', 'One here.\nTwo here.\n'],
  ['next would start a list', 'See step. - Not a list item\n'],
  ['emphasis holds it', 'A *one. Two* b.\n'],
  ['link text', '[One here. Two here.](x)\n'],
  ['reference link text', 'See [One here. Two here.][ref] now\n\n[ref]: http://a.b\n'],
  ['bracket text', 'See [One here. Two here] now\n'],
  ['initial after a hard break', 'See the [RFC](http://a.b).\\\nP. Resnick wrote it.\n'],
  ['link after an ellipsis', 'Pass a step to… [more](http://a.b)\n'],
  // Planned, then refused by the render check: the new last line would become a table's header.
  ['a break that would make a table', 'A | bee. Cat | dog\n--|--\n'],
  ['mdx jsx', 'One here. <Note>Two</Note>.\n'],
]

describe('rewritten', () => {
  test.each(rewritten)('%s', (_name, input, output) => {
    expect(split(input)).toBe(output)
  })
})

describe('as written', () => {
  test.each(asWritten)('%s', (_name, input) => {
    expect(split(input, true)).toBe(input)
  })
})

describe('guarantees', () => {
  test('taking the breaks out gives back the input byte for byte', () => {
    const input = '> - Listed one. Listed two.\r\n> Three here.  Four here.\r\n'
    const { text, breaks } = splitMarkdown(input)
    expect(text).not.toBe(input)
    expect(joinBreaks(text, breaks)).toBe(input)
  })

  test('idempotent', () => {
    const once = split('- One here. Two here.\n\n> Three. Four.\n')
    expect(split(once)).toBe(once)
  })

  test('over the bound, the text passes unchanged', () => {
    const big = 'One here. Two here.\n\n'.repeat(Math.ceil(MAX_REWRITTEN_CHARS / 21) + 1)
    const result = splitMarkdown(big)
    expect(result.text).toBe(big)
    expect(result.why).toMatch(/over the rewritten size/)
  })

  // The parser's emphasis matching is quadratic in the runs of one paragraph: `*a_` x 7,000 took 5.4 s in the client.
  test('a paragraph of many inline mark runs is left as written, without a parse', { timeout: 10_000 }, () => {
    const text = `One. Two. ${'*a_'.repeat(7_000)}\n`
    const started = Date.now()
    const result = splitMarkdown(text)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(result.text).toBe(text)
    expect(result.why).toMatch(/runs of inline marks/)
  })

  // `*` x 30,000 around a word overflowed the stack building nested emphasis; `- ` x 30,000 on one line took 10 s.
  test.each([
    ['a run of 30,000 stars around a word', `One. Two. ${'*'.repeat(30_000)}a${'*'.repeat(30_000)}\n`],
    ['a line opening 30,000 lists', `One. Two.\n${'- '.repeat(30_000)}x. Y.\n`],
    ['a line opening 10,000 quotes and lists', `One. Two.\n${'> 1. '.repeat(10_000)}x. Y.\n`],
  ])('%s is left as written, without a parse', { timeout: 10_000 }, (_about, text) => {
    const started = Date.now()
    const result = splitMarkdown(text)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(result.text).toBe(text)
    expect(result.why).toMatch(/a run of \d+ marks and a line opening \d+ containers/)
  })

  test('nesting and runs under the bounds are split as usual', () => {
    expect(split(`${'> '.repeat(3)}- 1. One here. Two.\n`)).toBe(`${'> '.repeat(3)}- 1. One here. Two.\n`)
    expect(split(`${'> '.repeat(30)}One here. Two.\n`)).toBe(`${'> '.repeat(30)}One here.\n${'> '.repeat(30)}Two.\n`)
    expect(split(`${'*'.repeat(40)}\n\nOne here. Two.\n`)).toBe(`${'*'.repeat(40)}\n\nOne here.\nTwo.\n`)
  })

  test('inline marks under the bound are split as usual, and the rest of the text too', () => {
    const busy = `One. Two. ${'*a* '.repeat(60)}end.\n\n`
    expect(split(`${busy}Three here. Four.\n`)).toBe(`One.\nTwo.\n${'*a* '.repeat(60)}end.\n\nThree here.\nFour.\n`)
    const over = `One. Two. ${'*a_'.repeat(200)}\n\n`
    const result = splitMarkdown(`${over}${'x\n\n'.repeat(5_000)}Three here. Four.\n`)
    expect(result.text.endsWith('Three here.\nFour.\n')).toBe(true)
    expect(result.text.startsWith('One. Two.')).toBe(true)
  })

  test('a long line of many sentences is split in linear time', { timeout: 20_000 }, () => {
    const text = `${'One here. '.repeat(6_000)}\n`
    const { breaks } = splitMarkdown(text)
    expect(breaks).toHaveLength(5_999)
  })

  // Many short quotes made one parse of the whole text superlinear (128 KB took 20 s); chunks keep it linear.
  test('a long file of short quotes and items is split chunk by chunk, every sentence', { timeout: 60_000 }, () => {
    const unit = '- Item one. Item two with `code. X` and [a. B](c.d).\n\n> Quote. More.\n\n'
    const count = Math.floor(64 * 1024 / unit.length)
    const big = unit.repeat(count)
    const { text, breaks } = splitMarkdown(big)
    expect(breaks.length).toBe(2 * count)
    expect(joinBreaks(text, breaks)).toBe(big)
  })
})

// Random Markdown from pieces that exercise every construct the rewrite must tell apart.
const word = fc.constantFrom('One', 'two', 'Dr.', 'e.g.', 'U.S.', 'v1.2.3', 'README.md', 'end.', 'Next', 'etc.', 'I.', '(Yes.)', '"Quote."', 'it!', 'why?', '2.', '...', 'x', 'II.', '完成。', '一句。二句！三句？', '「はい。」と', '（注。）', '他说“好。”然后', '다. 이제', '*強調。*次', '***', '-', '|', '#x', '>', '1)', '_')
const sentence = fc.array(word, { minLength: 1, maxLength: 8 }).map(ws => ws.join(' '))
const inline = fc.oneof(sentence, sentence.map(s => `\`${s}\``), sentence.map(s => `[${s}](http://a.b/${s.length}.md)`), sentence.map(s => `*${s}*`), fc.constant('$a. B$'), fc.constant('<b>x. Y</b>'))
const line = fc.array(inline, { minLength: 1, maxLength: 4 }).map(parts => parts.join(' '))
const block = fc.oneof(
  line,
  line.map(l => `- ${l}`),
  line.map(l => `1. ${l}`),
  line.map(l => `> ${l}`),
  line.map(l => `> - ${l}`),
  line.map(l => `# ${l}`),
  line.map(l => `\`\`\`\n${l}\n\`\`\``),
  line.map(l => `    ${l}`),
  line.map(l => `| ${l} | a |\n|---|---|\n| b | c |`),
  line.map(l => `$$\n${l}\n$$`),
  fc.tuple(line, line).map(([a, b]) => `${a}\n${b}`),
  fc.tuple(line, line).map(([a, b]) => `- ${a}\n  ${b}`),
  fc.tuple(line, line).map(([a, b]) => `${a}\n${b} | x\n|---|---|`),
  fc.tuple(line, line).map(([a, b]) => `${a}\n${b}\n---`),
)
const markdown = fc
  .tuple(fc.array(block, { minLength: 1, maxLength: 6 }), fc.constantFrom('\n', '\r\n'), fc.constantFrom('\n\n', '\n'), fc.boolean())
  .map(([blocks, eol, gap, final]) => (blocks.join(gap) + (final ? '\n' : '')).replace(/\n/g, eol))

describe('property: random Markdown', () => {
  test('no throw; breaks join back to the input; idempotent; a split text comes back unchanged', () => {
    fc.assert(
      fc.property(markdown, input => {
        const { text, breaks } = splitMarkdown(input)
        expect(joinBreaks(text, breaks)).toBe(input)
        expect(split(text)).toBe(text)
        // The rewrite skips its own second parse where no break can change the blocks: this checks it never does,
        // by its own parser and by micromark's.
        expect(sameRendering({ text: input, tree: parseMarkdown(input) }, { text, tree: parseMarkdown(text) })).toBe(true)
        expect(mdastRendersTheSame(input, text)).toBe(true)
      }),
      { numRuns: 300 },
    )
  }, 120_000)

  // Over several chunks: the cuts may fall elsewhere once lines are split, and the result must not change.
  test('long documents over several chunks: breaks join back; idempotent', () => {
    const long = fc.array(block, { minLength: 120, maxLength: 200 }).map(blocks => blocks.join('\n\n'))
    fc.assert(
      fc.property(long, input => {
        const { text, breaks } = splitMarkdown(input)
        expect(joinBreaks(text, breaks)).toBe(input)
        expect(split(text)).toBe(text)
        expect(sameRendering({ text: input, tree: parseMarkdown(input) }, { text, tree: parseMarkdown(text) })).toBe(true)
        expect(mdastRendersTheSame(input, text)).toBe(true)
      }),
      { numRuns: 15 },
    )
  }, 120_000)

  test('arbitrary strings never throw and come back whole or split', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), input => {
        const { text, breaks } = splitMarkdown(input)
        expect(joinBreaks(text, breaks)).toBe(input)
      }),
      { numRuns: 300 },
    )
  }, 60_000)
})

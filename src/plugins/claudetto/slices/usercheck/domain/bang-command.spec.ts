import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { MAX_SCANNED_CHARS } from '../limits.js'
import { bangCommandOf, bangCommands, hasBangCommand } from './bang-command.js'

const MAX_PARSED_CHARS = 8_192

/** Replies that hand the user a `!` command, with the commands found, in order. */
const valid: [about: string, reply: string, found: string[]][] = [
  ['inline span with a space', 'Run `! npm publish` here.', ['npm publish']],
  ['inline span with no space', 'Run `!npm publish` here.', ['npm publish']],
  ['inline span padded', 'Run `` ! just sandbox > /tmp/out.txt 2>&1 `` here.', ['just sandbox > /tmp/out.txt 2>&1']],
  ['fenced block line', 'Run:\n\n```sh\n! npm publish\n```', ['npm publish']],
  ['tilde fence, indented line', 'Run:\n\n~~~\n  ! make deploy\n~~~', ['make deploy']],
  ['indented code block', 'Run:\n\n    ! make deploy\n', ['make deploy']],
  ['fence among other lines', '```\n# first\n! npm test\necho ok\n! npm publish\n```', ['npm test', 'npm publish']],
  ['inside a list item', '1. Publish:\n   `! npm publish`\n2. Tag.', ['npm publish']],
  ['inside a block quote', '> `! git push origin main`', ['git push origin main']],
  ['English', 'The push was denied; run `! git push` yourself.', ['git push']],
  ['German', 'Der Push wurde abgelehnt. Bitte führe `! git push` selbst aus.', ['git push']],
  ['Japanese', 'プッシュは拒否されました。`! git push` を実行してください。', ['git push']],
  ['Spanish', '¡El envío fue denegado! Ejecuta `! git push` tú mismo.', ['git push']],
  ['Chinese, code block', '推送被拒绝。请运行:\n\n```bash\n! git push\n```', ['git push']],
  ['French', "L'envoi a été refusé ; lance `! git push` toi-même.", ['git push']],
]

/** Replies with no `!` command: a `!` outside code, or code that is no command. */
const invalid: [about: string, reply: string][] = [
  ['no ! at all', 'Please run the publish yourself.'],
  ['! in prose', 'Please run ! npm publish yourself!'],
  ['! after prose start', 'Done! Now publish.'],
  ['image syntax', '![the chart](chart.png)'],
  ['code without a !', 'Run `npm publish` yourself.'],
  ['! inside a span, not first', 'Run `npm publish !` yourself.'],
  ['inequality operator', 'The check `!= null` failed, and so did `!== undefined`.'],
  ['a bare !', 'The marker is `!`.'],
  ['a ! line outside any fence', 'Run this:\n! npm publish\n'],
  ['German prose', 'Achtung! Bitte veröffentliche das Paket selbst!'],
  ['Spanish prose', '¡Hecho! Publica el paquete tú mismo.'],
  ['Japanese full-width !', '公開できませんでした！自分で実行してください！'],
  ['escaped backticks', 'Run \\`! npm publish\\` yourself.'],
  ['empty', ''],
]

test.each(valid)('valid: %s', (_about, reply, found) => {
  expect(bangCommands(reply)).toEqual(found)
  expect(hasBangCommand(reply)).toBe(true)
})

test.each(invalid)('invalid: %s', (_about, reply) => {
  expect(bangCommands(reply)).toEqual([])
  expect(hasBangCommand(reply)).toBe(false)
})

test('at most `max` commands are collected', () => {
  const reply = '```\n' + Array.from({ length: 50 }, (_, i) => `! step ${i}`).join('\n') + '\n```'
  expect(bangCommands(reply, 3)).toEqual(['step 0', 'step 1', 'step 2'])
})

test('bangCommandOf reads one span or line', () => {
  expect(bangCommandOf('! ls -la  ')).toBe('ls -la')
  expect(bangCommandOf('  !ls')).toBe('ls')
  expect(bangCommandOf('ls')).toBeNull()
  expect(bangCommandOf('!  ')).toBeNull()
  expect(bangCommandOf('!=')).toBeNull()
})

test('deep nesting is walked without call depth', () => {
  const reply = `${'> '.repeat(2000)}\`! deep\``
  expect(bangCommands(reply)).toEqual(['deep'])
})

const prose = (chars: number) => 'Some *prose* that says what was done, with `code` and a [link](http://x).\n\n'.repeat(Math.ceil(chars / 80))

test('a long reply is read in the blocks that could hold a command', () => {
  expect(bangCommands(`${prose(MAX_PARSED_CHARS * 3)}Run:\n\n\`\`\`sh\n# first\n\n! npm publish\n\`\`\`\n`)).toEqual(['npm publish'])
  expect(bangCommands(`${prose(MAX_PARSED_CHARS * 3)}Publishing was denied! Run it yourself.`)).toEqual([])
  expect(bangCommands(`\`\`\`\n${'x\n\n'.repeat(MAX_PARSED_CHARS)}\`\`\`\n${prose(MAX_PARSED_CHARS)}\`! npm publish\``)).toEqual(['npm publish'])
})

test('the slow shapes are read once', () => {
  const lists = `${'- '.repeat(2_000)}x \`!= 0\`\n`.repeat(4)
  expect(bangCommands(lists)).toEqual([])
  expect(bangCommands(`${lists}Run \`! npm publish\`.`)).toEqual(['npm publish'])
  expect(bangCommands('` '.repeat(50_000))).toEqual([])
  expect(bangCommands(`${'`'.repeat(3)}${'x``'.repeat(30_000)}`)).toEqual([])
})

test('a reply over the scanned size is undecided', () => {
  expect(bangCommands(`${'a'.repeat(MAX_SCANNED_CHARS)}\`! x\``)).toBeNull()
  expect(hasBangCommand(`${'a'.repeat(MAX_SCANNED_CHARS)}\`! x\``)).toBeNull()
})

/** The commands the Markdown parser finds: the reading the scan replaced, the reference it must agree with. */
function parsedCommands(markdown: string): string[] {
  const found: string[] = []
  const stack: Nodes[] = [fromMarkdown(markdown)]
  while (stack.length > 0) {
    const node = stack.pop()
    if (node === undefined) break
    if (node.type === 'inlineCode') {
      const command = bangCommandOf(node.value)
      if (command !== null) found.push(command)
    } else if (node.type === 'code') {
      for (const line of node.value.split('\n')) {
        const command = bangCommandOf(line)
        if (command !== null) found.push(command)
      }
    }
    if ('children' in node) for (const child of [...node.children].reverse()) stack.push(child)
  }
  return found
}

const replyOf = (pieces: string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map(a => a.join(''))
const common = ['`', '``', '! ', 'a', ' ', '\n', '\n\n', '```\n', '~~~\n', '!=', '\\', 'x!', '> ']

test('finds the commands the parser finds', () => {
  fc.assert(fc.property(replyOf(common), reply => {
    expect(bangCommands(reply)).toEqual(parsedCommands(reply))
  }), { numRuns: 3000, seed: 10 })
}, 30_000)

// Lists and indents without fences: a fence opened in a list item and closed at the margin is
// read by Markdown as a second fence opening, which this scan does not follow.
const unfenced = common.filter(p => !p.includes('``') && !p.includes('~~'))

test('under lists and indents, never misses a command the parser finds (a stop it let go still goes)', () => {
  fc.assert(fc.property(replyOf([...unfenced, '- ', '1. ', '    ', '  ', '\t']), reply => {
    if (parsedCommands(reply).length > 0) expect(hasBangCommand(reply)).toBe(true)
  }), { numRuns: 3000, seed: 10 })
}, 30_000)

test('one line of 50,000 list markers is read once', () => {
  expect(bangCommands(`${'- '.repeat(50_000)}\`!= 0\``)).toEqual([])
  expect(bangCommands(`${'- '.repeat(50_000)}    ! make deploy`)).toEqual(['make deploy'])
  expect(bangCommands(`- 1.      ! make deploy`)).toEqual(['make deploy'])
})

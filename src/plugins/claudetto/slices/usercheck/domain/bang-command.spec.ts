import { expect, test } from 'vitest'
import { MAX_PARSED_CHARS } from '../limits.js'
import { bangCommandOf, bangCommands, blocksOf, hasBangCommand } from './bang-command.js'

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

test('a long reply whose candidate blocks exceed the parse budget is undecided', () => {
  const block = '> `!x` `!y`\n\n'
  expect(bangCommands(block.replaceAll('!', '! ').repeat(10).replaceAll('! x', '!=x').replaceAll('! y', '!=y') + prose(MAX_PARSED_CHARS))).toEqual([])
  expect(bangCommands(`${'`!=` '.repeat(MAX_PARSED_CHARS)}`)).toBeNull()
  expect(hasBangCommand(`${'`!=` '.repeat(MAX_PARSED_CHARS)}`)).toBeNull()
})

test('blocks split at blank lines outside fences; a fence stays whole', () => {
  expect(blocksOf('a\nb\n\nc\n\n\n```\nx\n\ny\n```\nz')).toEqual(['a\nb', 'c', '```\nx\n\ny\n```\nz'])
  expect(blocksOf('- ```sh\n  one\n\n  ! two\n  ```')).toEqual(['- ```sh\n  one\n\n  ! two\n  ```'])
})

import fc from 'fast-check'
import { trimEndOf } from '../../../../../kernel/trim.js'
import { describe, expect, test } from 'vitest'
import { rewriteEdit, splitOldString } from './edit.js'

const edit = (file: string, oldString: string, newString: string, replaceAll = false) => rewriteEdit({ file, oldString, newString, replaceAll })

describe('new_string is split where it lands', () => {
  test('in a paragraph', () => {
    expect(edit('# T\n\nOld text.\n', 'Old text.', 'New one. New two.').newString).toBe('New one.\nNew two.')
  })

  test('in a list item it gets the item indent', () => {
    expect(edit('- Old text.\n', 'Old text.', 'New one. New two.').newString).toBe('New one.\n  New two.')
  })

  test('in a fenced code block it stays as written', () => {
    expect(edit('```\nold\n```\n', 'old', 'print("Done. Next")').newString).toBe('print("Done. Next")')
  })

  test('in a table it stays as written', () => {
    expect(edit('| a | b |\n|---|---|\n| old | x |\n', 'old', 'One. Two.').newString).toBe('One. Two.')
  })

  test('replace_all of a repeated text stays as written', () => {
    expect(edit('Old.\n\nOld.\n', 'Old.', 'One here. Two here.', true).newString).toBe('One here. Two here.')
  })

  test('the rest of the file is not split by the edit', () => {
    const file = 'Keep one. Keep two.\n\nOld.\n'
    const out = edit(file, 'Old.', 'New one. New two.')
    expect(out.newString).toBe('New one.\nNew two.')
    expect(out.oldString).toBe('Old.')
  })
})

// old_string: rewritten only when the file holds its split form once and not the text as given.
const oldRows: [string, string, string, string][] = [
  ['split form in the file', 'Intro.\n\nOne here.\nTwo here.\n', 'One here. Two here.', 'One here.\nTwo here.'],
  ['split form in a list item', '- One here.\n  Two here.\n', 'One here. Two here.', 'One here.\n  Two here.'],
  ['split form in a quote', '> One here.\n> Two here.\n', 'One here. Two here.', 'One here.\n> Two here.'],
  ['CRLF file', 'One here.\r\nTwo here.\r\n', 'One here. Two here.', 'One here.\r\nTwo here.'],
  ['as given in the file', 'One here. Two here.\n', 'One here. Two here.', 'One here. Two here.'],
  ['neither form in the file', 'Other.\n', 'One here. Two here.', 'One here. Two here.'],
  ['split form twice', 'One here.\nTwo here.\n\nOne here.\nTwo here.\n', 'One here. Two here.', 'One here. Two here.'],
]

test.each(oldRows)('old_string: %s', (_name, file, oldString, want) => {
  expect(splitOldString(file, oldString)).toBe(want)
})

test('an edit whose old text was split on disk finds it and splits the new text', () => {
  const file = '# Plan\n\nOne here.\nTwo here.\n'
  const out = edit(file, 'One here. Two here.', 'One here. Three here.')
  expect(out.oldString).toBe('One here.\nTwo here.')
  expect(out.newString).toBe('One here.\nThree here.')
  expect(file.includes(out.oldString)).toBe(true)
})

/** A text with each line break and the continuation prefix after it (`>`, indent) read as one space. */
const squash = (text: string) => {
  const lines = text.split(/\r?\n/)
  return lines
    .map((line, i) => {
      const unprefixed = i === 0 ? line : line.replace(/^[ \t>]*/, '')
      return i === lines.length - 1 ? unprefixed : trimEndOf(unprefixed, ' \t')
    })
    .join(' ')
    .replace(/[ \t]+/g, ' ')
}

test('property: an edit never throws, and its texts differ from the given ones only in line breaks and their prefixes', () => {
  const words = fc.constantFrom('One', 'two.', 'Three', 'e.g.', '`x. Y`', '- item.', '> quote.', '# Head.', '```', 'Dr.', 'Four!')
  const text = fc.array(words, { minLength: 1, maxLength: 12 }).map(ws => ws.join(fc.sample(fc.constantFrom(' ', '\n', '\n\n'), 1)[0] ?? ' '))
  fc.assert(
    fc.property(text, text, text, fc.boolean(), (file, oldString, newString, replaceAll) => {
      const placed = `${file}\n\n${oldString}\n`
      const out = rewriteEdit({ file: placed, oldString, newString, replaceAll })
      expect(squash(out.newString)).toBe(squash(newString))
      expect(squash(out.oldString)).toBe(squash(oldString))
      if (out.oldString !== oldString) expect(placed.includes(out.oldString)).toBe(true)
    }),
    { numRuns: 300 },
  )
}, 60_000)

import { characterEntities } from 'character-entities'
import { expect, test } from 'vitest'
import { fromMarkdown, toString } from '../../hooks/vendor/markdown.js'
import { PACKED_TABLES, packedModule } from './packed-tables.js'

/** What the packed module exports, evaluated as the engine would: one string, parsed. */
const exported = (source: string): unknown => {
  const json = /JSON\.parse\((".*")\)\n$/s.exec(source)?.[1]
  return JSON.parse(JSON.parse(json ?? 'null') as string)
}

test('the packed entity table is the library table, entry for entry', async () => {
  const table = await PACKED_TABLES[0].load()
  expect(table).toBe(characterEntities)
  const parsed = exported(packedModule('characterEntities', table)) as Record<string, string>
  expect(Object.keys(parsed)).toHaveLength(Object.keys(characterEntities).length)
  expect(parsed).toEqual(characterEntities)
})

test.each([
  ['amp', '&'], ['quot', '"'], ['NewLine', '\n'], ['Tab', '\t'], ['bsol', '\\'], ['nbsp', '\u00a0'], ['fjlig', 'fj'], ['acE', '\u223e\u0333'],
])('%s survives packing as %j', (name, char) => {
  const parsed = exported(packedModule('t', { [name]: char })) as Record<string, string>
  expect(parsed[name]).toBe(char)
})

test('the packed module is one export and one string literal', () => {
  const source = packedModule('characterEntities', { amp: '&', lt: '<' })
  expect(source).toBe('export const characterEntities = JSON.parse("{\\"amp\\":\\"&\\",\\"lt\\":\\"<\\"}")\n')
})

test.each([
  ['&amp; &lt; &copy;', '& < \u00a9'],
  ['a&ThinSpace;b &NotEqualTilde; &fjlig;', 'a\u2009b \u2242\u0338 fj'],
  ['&notanentity; &amp', '&notanentity; &amp'],
])('the committed Markdown bundle decodes %j as before packing', (markdown, text) => {
  expect(toString(fromMarkdown(markdown))).toBe(text)
})

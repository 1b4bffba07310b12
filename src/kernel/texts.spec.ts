import { expect, test } from 'vitest'
import { constantName, renderTextModule, textOfMarkdown, withFragments } from './texts.js'

test.each([
  ['verify-line.md', 'VERIFY_LINE'],
  ['evidence-line.md', 'EVIDENCE_LINE'],
  ['actions.md', 'ACTIONS'],
])('%s is exported as %s', (file, name) => {
  expect(constantName(file)).toBe(name)
})

test("a leading note is the reader's, not the model's", () => {
  expect(textOfMarkdown('<!-- where it goes -->\nFirst line.\nSecond line.\n')).toBe('First line.\nSecond line.')
  expect(textOfMarkdown('No note.\n<!-- kept: not leading -->')).toBe('No note.\n<!-- kept: not leading -->')
})

test('a placeholder takes its fragment; an unknown one is an error', () => {
  const fragments = new Map([['evidence-line', 'Checks decide.']])
  expect(withFragments('# Title\n{{evidence-line}}', fragments, 'a.md')).toBe('# Title\nChecks decide.')
  expect(() => withFragments('{{missing}}', fragments, 'a.md')).toThrow(/no fragment named missing/)
})

test('the module exports each text as a string literal', () => {
  const source = renderTextModule('x/texts', [{ file: 'x/texts/a-b.md', name: 'A_B', text: 'Say "it".\nThen stop.' }])
  expect(source).toContain('export const A_B = "Say \\"it\\".\\nThen stop."')
})

import { expect, test } from 'vitest'
import { withoutExempt } from './exempt.js'

test('a (proposed) line and a fenced block are blanked, other lines kept, offsets held', () => {
  const text = 'Keep 123.\nCap at 4096 (proposed).\n```\nrun 999\n```\nAsk [NEEDS CLARIFICATION: 500 or 800?]\nEnd 777.'
  const out = withoutExempt(text)
  expect(out.length).toBe(text.length)
  expect(out).toContain('Keep 123.')
  expect(out).toContain('End 777.')
  for (const gone of ['4096', '999', '500']) expect(out).not.toContain(gone)
})

test('an unclosed fence blanks to the end', () => {
  expect(withoutExempt('a 123\n```\nb 456').trim()).toBe('a 123')
})

import { describe, expect, test } from 'vitest'
import { editInScenario, isSpecFile, scenarioRanges, withoutExempt, withoutScenarios } from './exempt.js'

describe('withoutExempt', () => {
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

  test('a tilde fence closes only on tildes', () => {
    expect(withoutExempt('~~~\n```\n111\n~~~\n222').trim()).toBe('222')
  })
})

const SPEC = [
  '## Requirement: Cache',                 // 0
  'The cache holds 4096 entries.',
  '#### Scenario: full cache',
  '- WHEN 5000 entries are added',
  '##### Note inside',
  '- THEN 904 are evicted',
  '### Requirement: Next',
  'Outside 777.',
  '#### Scenario: last',
  '- GIVEN 321',
].join('\n')

describe('scenario blocks of a spec.md', () => {
  test.each([
    ['openspec/changes/x/specs/cache/spec.md', true],
    ['spec.md', true],
    ['specs.md', false],
    ['openspec/changes/x/tasks.md', false],
  ])('%s is a spec file: %s', (p, want) => expect(isSpecFile(p)).toBe(want))

  test('a block ends at a heading of level 4 or above, not at level 5', () => {
    const out = withoutScenarios(SPEC)
    expect(out.length).toBe(SPEC.length)
    for (const kept of ['4096', '777', 'Requirement: Next']) expect(out).toContain(kept)
    for (const gone of ['5000', '904', '321']) expect(out).not.toContain(gone)
    expect(scenarioRanges(SPEC)).toHaveLength(2)
  })

  test.each([
    ['- THEN 904 are evicted', true],
    ['- WHEN 5000 entries are added\n##### Note inside', true],
    ['The cache holds 4096 entries.', false],
    ['Outside 777.', false],
    ['- THEN 904 are evicted\n### Requirement: Next', false],
    ['not in the file', false],
    ['', false],
  ])('old_string %j lies in a scenario: %s', (old, want) => {
    expect(editInScenario(SPEC, old)).toBe(want)
  })
})

import { describe, expect, test } from 'vitest'
import type { Row } from '../../../../../kernel/rows.js'
import { checkPlan, type PlanWrite, type ProjectFacts } from './check.js'
import { sourcesOf } from './sources.js'

const rows: Row[] = [{ role: 'user', text: 'Write the proposal.', toolUses: [] }]
const facts: ProjectFacts = { lockfiles: new Set(['bun.lock']), lineCounts: new Map([['src/a.ts', [80]]]) }
const write = (text: string, path = 'openspec/changes/x/proposal.md', extra: Partial<PlanWrite> = {}): PlanWrite => ({ tool: 'Write', path, text, ...extra })
const kinds = (w: PlanWrite, f: ProjectFacts = facts) => checkPlan(w, sourcesOf(rows), f).map(x => `${x.kind}:${x.text}`)

describe('the check over every kind', () => {
  test('each kind is found, in the order written', () => {
    const text = [
      'The cache holds 4096 entries.',
      'See src/a.ts:120.',
      'The user chose Redis for session caching.',
      'All tests pass.',
      'Run `npx vitest` to check.',
    ].join('\n')
    expect(kinds(write(text))).toEqual([
      'number:4096',
      'file:line:src/a.ts:120',
      'attribution:The user chose Redis for session caching.',
      'done:All tests pass.',
      'convention:npx vitest',
    ])
  })

  test('a reference\'s line number is not a number claim', () => {
    expect(kinds(write('See src/a.ts:75 and src/b.ts:999.'))).toEqual([])
  })

  test.each([
    ['a (proposed) line', 'The cache holds 4096 entries (proposed). All tests pass (proposed).'],
    ['a NEEDS CLARIFICATION marker', 'Cap: [NEEDS CLARIFICATION: 4096 or 8192?]'],
    ['a fenced block', '```\nnpx vitest\n4096\n```'],
  ])('no claim in %s', (_name, text) => expect(kinds(write(text))).toEqual([]))

  test('a scenario block of a spec.md states a case: only its file:line references are claims', () => {
    const spec = '## Requirement: R\n#### Scenario: s\n- WHEN 5000 arrive and npx vitest runs\n- THEN all tests pass\n- AND src/a.ts:99 holds it\n## Next\nOutside 777.'
    expect(kinds(write(spec, 'openspec/changes/x/specs/c/spec.md'))).toEqual(['file:line:src/a.ts:99', 'number:777'])
    expect(kinds(write(spec, 'openspec/changes/x/design.md'))).toContain('number:5000')
  })

  test('an Edit of a spec.md whose old text lies in a scenario is no claim at all', () => {
    const oldText = '## R\n#### Scenario: s\n- WHEN 5000 arrive\n## Next\nOutside 777.'
    const inScenario = write('- WHEN 6000 arrive', 'openspec/changes/x/specs/c/spec.md', { tool: 'Edit', oldString: '- WHEN 5000 arrive' })
    expect(kinds(inScenario, { ...facts, oldText })).toEqual([])
    const outside = write('Outside 888.', 'openspec/changes/x/specs/c/spec.md', { tool: 'Edit', oldString: 'Outside 777.' })
    expect(kinds(outside, { ...facts, oldText })).toEqual(['number:888'])
  })
})

import { describe, expect, test } from 'vitest'
import { checkPlan, type PlanWrite } from './check.js'
import { sourcesOf } from './sources.js'

const OLD = ['# Tasks', '', '- [x] 1.2 All tests pass.', 'As the user asked, the cache keeps gzip frames.', 'Run `npx vitest run` once.', ''].join('\n')
const user = (text: string) => [{ role: 'user' as const, text, toolUses: [] }]

const kinds = (write: PlanWrite, oldText: string | undefined) =>
  checkPlan(write, sourcesOf(user('Write the plan.'), { oldText }), { lockfiles: new Set(['bun.lock']), lineCounts: new Map(), oldText }).map(
    f => `${f.kind}: ${f.text}`,
  )

const edit = (oldString: string, text: string): PlanWrite => ({ tool: 'Edit', path: 'openspec/changes/x/tasks.md', text, oldString })

describe('the old text is a source for every claim kind', () => {
  test.each([
    // valid: kept from the old text
    ['an unchanged done sentence', edit('# Tasks', '# Tasks\n\n- [x] 1.2 All tests pass.'), []],
    ['an unchanged attribution', edit('# Tasks', 'As the user asked, the cache keeps gzip frames.\nNew line.'), []],
    ['an unchanged command', edit('# Tasks', 'Run `npx vitest run` once.'), []],
    ['the end of an old sentence at the start of the edit', edit('1.2 All', 'All tests pass.'), []],
    // invalid: new claims are judged
    ['a new done sentence', edit('# Tasks', 'The build succeeded.'), ['done: The build succeeded.']],
    ['a box ticked anew', edit('# Tasks', '- [x] 1.3 All tests pass.'), ['done: - [x] 1.3 All tests pass.']],
    ['a new attribution', edit('# Tasks', 'The user chose brotli over zstd for assets.'), ['attribution: The user chose brotli over zstd for assets.']],
  ])('%s', (_name, write, want) => {
    expect(kinds(write, OLD)).toEqual(want)
  })

  test('without an old text every claim is judged', () => {
    expect(kinds({ tool: 'Write', path: 'tasks.md', text: '- [x] 1.2 All tests pass.' }, undefined)).toEqual(['done: - [x] 1.2 All tests pass.'])
  })
})

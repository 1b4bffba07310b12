import { beforeEach, describe, expect, test } from 'vitest'
import { MAX_PATH_AHEAD_CHARS } from '../limits.js'
import { forgetPlanReads, PlanAhead, planReadFor, readPlanAhead, type StreamChunk } from './plan-ahead.js'
import type { ProjectPort } from './project.js'

const PLAN = '/p/openspec/changes/add-x/tasks.md'

/** The chunks of a response whose calls are `calls`, each call's arguments streamed in pieces of `piece` characters. */
function stream(calls: { name: string; input: Record<string, unknown> }[], piece = 7): StreamChunk[] {
  const chunks: StreamChunk[] = [{ kind: 'text', index: 0 }]
  calls.forEach((call, k) => {
    const index = k + 1
    chunks.push({ kind: 'tool', index, id: `toolu_${index}`, name: call.name })
    const json = JSON.stringify(call.input)
    for (let at = 0; at < json.length; at += piece) chunks.push({ kind: 'input', index, json: json.slice(at, at + piece) })
  })
  return chunks
}

const started = (chunks: StreamChunk[]) => {
  const seen: [string, string][] = []
  const ahead = new PlanAhead((id, path) => seen.push([id, path]))
  for (const chunk of chunks) ahead.note(chunk)
  return seen
}

describe('a plan that is its response first call is read ahead', () => {
  test('the path is read from the streamed arguments, once, for the first call', () => {
    expect(started(stream([{ name: 'Write', input: { file_path: PLAN, content: '- [ ] 1.1 Add the parser' } }]))).toEqual([['toolu_1', PLAN]])
    expect(started(stream([{ name: 'Edit', input: { file_path: PLAN, old_string: 'a', new_string: 'b' } }], 1))).toEqual([['toolu_1', PLAN]])
  })

  test('another first call, a file that is no plan, a later call, or a path past the bound starts nothing', () => {
    expect(started(stream([{ name: 'Bash', input: { command: 'ls' } }, { name: 'Write', input: { file_path: PLAN, content: 'x' } }]))).toEqual([])
    expect(started(stream([{ name: 'Write', input: { file_path: '/p/src/a.ts', content: 'x' } }]))).toEqual([])
    expect(started(stream([{ name: 'Write', input: { content: 'x'.repeat(MAX_PATH_AHEAD_CHARS), file_path: PLAN } }]))).toEqual([])
    // A path with an escape in it is not read ahead; the check reads it when the call runs.
    expect(started(stream([{ name: 'Write', input: { file_path: '/p/openspec/changes/a"b/tasks.md', content: 'x' } }]))).toEqual([])
  })
})

describe('the read is handed to the check on that call', () => {
  beforeEach(() => forgetPlanReads())
  const files: Record<string, string> = { [PLAN]: '- [ ] 1.1 old', '/p/CLAUDE.md': 'Use pnpm.' }
  const port: ProjectPort = {
    exists: async path => path in files,
    read: async path => files[path] ?? Promise.reject(new Error('none')),
    list: async () => [],
  }

  test('the file as it stood and CLAUDE.md, for the call and the path it streamed, taken once', async () => {
    readPlanAhead('toolu_1', PLAN, Promise.resolve('/p'), port)
    expect(planReadFor('toolu_1', '/p/other/tasks.md')).toBeNull()
    readPlanAhead('toolu_1', PLAN, Promise.resolve('/p'), port)
    expect(await planReadFor('toolu_1', PLAN)).toEqual({ old: '- [ ] 1.1 old', claudeMd: 'Use pnpm.' })
    expect(planReadFor('toolu_1', PLAN)).toBeNull()
  })

  test('a new plan has no old text; no root, no CLAUDE.md', async () => {
    readPlanAhead('toolu_2', '/p/openspec/changes/new/tasks.md', Promise.resolve(null), port)
    expect(await planReadFor('toolu_2', '/p/openspec/changes/new/tasks.md')).toEqual({ old: undefined, claudeMd: undefined })
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { emptyStats } from './lines.js'
import { type Call, readTranscript, resultsOnce } from './transcript.js'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-transcript-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const line = (o: object) => JSON.stringify(o)
const user = (content: unknown, extra: object = {}) => line({ parentUuid: null, isSidechain: false, type: 'user', message: { role: 'user', content }, cwd: '/p', ...extra })
const assistant = (id: string, content: unknown[], extra: object = {}) =>
  line({ parentUuid: 'x', isSidechain: false, type: 'assistant', message: { id, role: 'assistant', content }, cwd: '/p', ...extra })
const result = (id: string, text: string, record?: unknown, extra: object = {}) =>
  user([{ type: 'tool_result', tool_use_id: id, content: text }], { ...(record === undefined ? {} : { toolUseResult: record }), ...extra })

async function calls(lines: string[], tail = '\n') {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.jsonl`)
  fs.writeFileSync(file, lines.join('\n') + tail)
  const stats = emptyStats()
  const seen: Call[] = []
  await readTranscript(file, stats, c => seen.push(c))
  return { seen, stats }
}

describe('transcript rows as the hook sees them', () => {
  test('lines of one assistant message are one row; the call is in flight; its result comes after', async () => {
    const { seen } = await calls([
      line({ type: 'queue-operation', operation: 'enqueue' }),
      user('Go 512.'),
      line({ parentUuid: 'a', isSidechain: false, attachment: { type: 'date', date: 'x' }, type: 'attachment' }),
      user('<local-command-caveat>meta</local-command-caveat>', { isMeta: true }),
      assistant('m1', [{ type: 'text', text: 'Running.' }]),
      assistant('m1', [{ type: 'tool_use', id: 'b1', name: 'Bash', input: { command: 'echo 4096' } }]),
      result('b1', '4096', { stdout: '4096' }),
      assistant('m2', [{ type: 'tool_use', id: 'w1', name: 'Write', input: { file_path: '/p/tasks.md', content: 'x' } }]),
      result('w1', 'File created', { type: 'create', originalFile: null }),
    ])
    expect(seen.map(c => c.use.id)).toEqual(['b1', 'w1'])
    const w1 = seen[1]
    expect(w1?.rows.map(r => [r.role, r.text])).toEqual([
      ['user', 'Go 512.'],
      ['assistant', 'Running.'],
      ['user', ''],
      ['assistant', ''],
    ])
    expect(w1?.rows[1]?.toolUses[0]).toMatchObject({ id: 'b1', text: '4096', result: { stdout: '4096' } })
    expect(w1?.rows[3]?.toolUses[0]).toEqual({ id: 'w1', tool: 'Write', input: { file_path: '/p/tasks.md', content: 'x' } })
    expect(w1?.record).toEqual({ type: 'create', originalFile: null })
    expect(w1?.cwd).toBe('/p')
  })

  test('a subagent\'s lines in the same file are its own rows', async () => {
    const { seen } = await calls([
      user('Main prompt 111.'),
      user('Sub task 222.', { agentId: 'a1', isSidechain: true }),
      assistant('s1', [{ type: 'tool_use', id: 's1', name: 'Write', input: {} }], { agentId: 'a1' }),
      result('s1', 'ok', undefined, { agentId: 'a1' }),
    ])
    expect(seen[0]?.agentId).toBe('a1')
    expect(seen[0]?.rows.map(r => r.text)).toEqual(['Sub task 222.', ''])
  })

  test('malformed and truncated lines are counted and skipped; a call never answered still comes out', async () => {
    const { seen, stats } = await calls(
      [user('Go.'), '{not json', '[1,2]', assistant('m1', [{ type: 'tool_use', id: 'w1', name: 'Write', input: {} }]), '{"type":"user","message":{"role":"us'],
      '',
    )
    expect(stats.malformed).toBe(3)
    expect(stats.lines).toBe(5)
    expect(seen.map(c => [c.use.id, c.resultText])).toEqual([['w1', undefined]])
  })
})

describe('each tool result counted once', () => {
  test('a recorded transcript: the sources hold each answered result once, as the raw result size', async () => {
    const size = (texts: readonly string[]) => texts.reduce((n, t) => n + t.length, 0)
    const { sourcesOf } = await import('../plugins/claudetto/slices/ground/domain/sources.js')
    const file = 'spec/fixtures/transcripts/-tmp-claudetto-proj-hW8RsK/bd0e224d-7d15-4771-9954-e2869c892103.jsonl'
    const seen: Call[] = []
    await readTranscript(file, emptyStats(), c => seen.push(c))
    const answered = seen.filter(c => c.resultText !== undefined)
    expect(answered.length).toBeGreaterThanOrEqual(3)
    // The rows after the last call: every earlier call answered, both places filled as the host fills them.
    const rows = seen.at(-1)?.rows ?? []
    const last = answered.at(-1)
    const withResults = rows.filter(r => r.toolResults !== undefined).length
    expect(withResults).toBeGreaterThan(0)
    const twice = sourcesOf(rows, {}).tools
    const once = sourcesOf(resultsOnce(rows), {}).tools
    const earlier = answered.filter(c => c !== last && rows.some(r => r.toolUses.some(u => u.id === c.use.id && u.text !== undefined)))
    for (const call of earlier) {
      expect(once.filter(t => t === call.resultText)).toHaveLength(1)
      expect(twice.filter(t => t === call.resultText).length).toBeGreaterThanOrEqual(1)
    }
    expect(size(once)).toBe(earlier.reduce((n, c) => n + (c.resultText ?? '').length, 0))
    expect(size(twice)).toBeGreaterThan(size(once))
  })

  test('a result whose call is not in the rows stays', () => {
    const rows = [{ role: 'user' as const, text: '', toolUses: [], toolResults: [{ id: 'gone', text: 'x', isError: false }] }]
    expect(resultsOnce(rows)).toEqual(rows)
  })
})

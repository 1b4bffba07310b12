import { expect, test } from 'vitest'
import { entryLine, MAX_REASON_CHARS, parseEntries, placeLine, projectKey, projectLogFolder, SEGMENT_BYTES, SEGMENTS, segmentIndex, taggedSlice } from './deny-log.js'

test('a project key keeps safe characters, replaces the rest, and tells apart paths that cut alike', () => {
  expect(projectKey('/home/a b/proj')).toMatch(/^-home-a-b-proj-[0-9a-f]{8}$/)
  const long = `/${'x'.repeat(100)}`
  expect(projectKey(`${long}/one`)).not.toBe(projectKey(`${long}/two`))
  expect(projectKey('relative/path')).toBeNull()
  expect(projectKey(`/${'a'.repeat(5000)}`)).toBeNull()
})

test('the log folder is built only from an absolute HOME with no dot parts', () => {
  expect(projectLogFolder('/home/me', '/work/p')).toMatch(/^\/home\/me\/\.claude\/claudetto\/projects\/-work-p-[0-9a-f]{8}$/)
  for (const home of ['', 'home/me', '/home/../etc', '/home/./me', '/ho\0me']) expect(projectLogFolder(home, '/work/p')).toBeNull()
  expect(projectLogFolder('/home/me', '../p')).toBeNull()
})

test('only log-<n>.jsonl names within the ring are segments', () => {
  expect([segmentIndex('log-0.jsonl'), segmentIndex(`log-${SEGMENTS - 1}.jsonl`), segmentIndex(`log-${SEGMENTS}.jsonl`), segmentIndex('log-0.jsonl.bak'), segmentIndex('x.jsonl')]).toEqual([0, SEGMENTS - 1, null, null, null])
})

test('a line goes to the newest segment while it fits, else the next in the ring, started fresh', () => {
  expect(placeLine([], 10)).toEqual({ index: 0, fresh: true })
  expect(placeLine([{ index: 0, size: 100, mtimeMs: 1 }], 10)).toEqual({ index: 0, fresh: false })
  expect(placeLine([{ index: 0, size: SEGMENT_BYTES - 5, mtimeMs: 1 }], 10)).toEqual({ index: 1, fresh: true })
  const full = Array.from({ length: SEGMENTS }, (_, index) => ({ index, size: SEGMENT_BYTES, mtimeMs: index }))
  expect(placeLine(full, 10)).toEqual({ index: 0, fresh: true })
})

test('an entry round-trips, a long reason is cut, and a torn line is left out', () => {
  const entry = { v: 1 as const, time: 5, slice: 'ground', kind: 'deny' as const, event: 'tool.call', reason: 'r'.repeat(MAX_REASON_CHARS + 50) }
  const line = entryLine(entry)
  const [back] = parseEntries(`${line}{"v":1,"time":`)
  expect(back?.reason.length).toBe(MAX_REASON_CHARS)
  expect(parseEntries(line + line)).toHaveLength(2)
})

test("the tagged slice is read from the reason's first words, a verdict's mark included", () => {
  expect(taggedSlice('claudetto ground: 1 claim has no source')).toBe('ground')
  expect(taggedSlice('verified: 2 claims (claudetto verified: sent back 1 of 3)')).toBe('verified')
  expect(taggedSlice('some other plugin: no')).toBeNull()
  expect(taggedSlice('claudetto : x')).toBeNull()
})

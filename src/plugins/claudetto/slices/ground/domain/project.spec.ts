import { describe, expect, test } from 'vitest'
import { fileRefsIn } from './claims/file-line.js'
import { type Entry, insideRoot, lineCountsOf, normalize, type ProjectPort } from './project.js'

/** An in-memory project: path to text; folders are implied. */
function memoryPort(files: Record<string, string>) {
  const listed: string[] = []
  const port: ProjectPort = {
    exists: async p => p in files || Object.keys(files).some(f => f.startsWith(`${p}/`)),
    read: async p => {
      const text = files[p]
      if (text === undefined) throw new Error(`ENOENT ${p}`)
      return text
    },
    list: async dir => {
      listed.push(dir)
      const seen = new Map<string, Entry>()
      for (const [path, text] of Object.entries(files)) {
        if (!path.startsWith(`${dir}/`)) continue
        const [name, ...rest] = path.slice(dir.length + 1).split('/')
        if (name) seen.set(name, { name, kind: rest.length > 0 ? 'dir' : 'file', size: text.length })
      }
      return [...seen.values()]
    },
  }
  return { port, listed }
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n')

describe('paths', () => {
  test.each([
    ['a/./b/../c', 'a/c'],
    ['../x', null],
    ['a/../../x', null],
  ])('normalize(%j) = %j', (p, want) => expect(normalize(p)).toBe(want))

  test.each([
    ['src/a.ts', 'src/a.ts'],
    ['/proj/src/a.ts', 'src/a.ts'],
    ['/other/a.ts', null],
    ['/projx/a.ts', null],
    ['../proj/a.ts', null],
  ])('insideRoot(/proj, %j) = %j', (p, want) => expect(insideRoot('/proj', p)).toBe(want))
})

describe('line counts', () => {
  const files = {
    '/proj/src/a.ts': lines(80),
    '/proj/pkg/one/b.ts': lines(10),
    '/proj/pkg/two/b.ts': lines(300),
    '/proj/node_modules/dep/c.ts': lines(5),
    '/proj/.git/d.ts': lines(5),
    '/outside/e.ts': lines(5),
  }

  test('at the root first, then below it; node_modules, dot folders and paths outside are not looked at', async () => {
    const { port, listed } = memoryPort(files)
    const text = 'src/a.ts:90 b.ts:20 c.ts:9 d.ts:9 /outside/e.ts:9 ../outside/e.ts:9 missing.ts:9'
    const counts = await lineCountsOf(port, '/proj', fileRefsIn(text))
    expect(Object.fromEntries(counts)).toEqual({ 'src/a.ts': [80], 'b.ts': [10, 300] })
    expect(listed.some(d => d.includes('node_modules') || d.includes('.git'))).toBe(false)
  })

  test('the walk stops after its folder bound', async () => {
    const { port, listed } = memoryPort(files)
    const counts = await lineCountsOf(port, '/proj', fileRefsIn('b.ts:20'), 2)
    expect(listed).toHaveLength(2)
    expect(counts.get('b.ts')).toBeUndefined()
  })

  test('a port that rejects gives no count, never a throw', async () => {
    const port: ProjectPort = { exists: async () => true, read: async () => Promise.reject(new Error('too big')), list: async () => [] }
    expect((await lineCountsOf(port, '/proj', fileRefsIn('a.ts:9'))).size).toBe(0)
  })
})

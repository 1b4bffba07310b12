import { describe, expect, test } from 'vitest'
import type { Row } from '../../../../../kernel/rows.js'
import { changeMark, ProjectCache } from './project-cache.js'
import type { ProjectPort } from './project.js'

const used = (id: string, tool: string, text?: string): Row => ({ role: 'assistant', text: '', toolUses: [{ id, tool, input: {}, ...(text === undefined ? {} : { text }) }] })

describe('the change mark', () => {
  test.each<[string, Row[], string]>([
    ['no call yet', [{ role: 'user', text: 'Go.', toolUses: [] }], ''],
    ['the newest answered Write', [used('w1', 'Write', 'ok'), used('b1', 'Bash', 'ok')], 'b1'],
    ['reads keep it', [used('b1', 'Bash', 'ok'), used('r1', 'Read', '1\tx'), used('g1', 'Grep', 'x')], 'b1'],
    ['the call in flight has no result yet', [used('b1', 'Bash', 'ok'), used('w2', 'Write')], 'b1'],
    ['an Agent may have written', [used('b1', 'Bash', 'ok'), used('a1', 'Agent', 'report')], 'a1'],
  ])('%s', (_name, rows, want) => expect(changeMark(rows)).toBe(want))
})

function countingPort() {
  const asked: string[] = []
  let failNext = false
  const port: ProjectPort = {
    exists: async p => (asked.push(`exists ${p}`), p.endsWith('bun.lock')),
    read: async p => (asked.push(`read ${p}`), 'text'),
    list: async d => {
      asked.push(`list ${d}`)
      if (failNext) {
        failNext = false
        throw new Error('EACCES')
      }
      return [{ name: 'a.ts', kind: 'file', size: 1 }]
    },
  }
  return { port, asked, failOnce: () => (failNext = true) }
}

describe('kept lookups', () => {
  const isLock = (p: string) => p.endsWith('.lock')

  test('a listing and a lockfile are asked once per change; reads and other lookups every time', async () => {
    const { port, asked } = countingPort()
    const cache = new ProjectCache(4)
    for (const mark of ['b1', 'b1', 'b2']) {
      const p = cache.port(port, 'root', mark, isLock)
      await p.list('/r')
      await p.exists('/r/bun.lock')
      await p.exists('/r/plan.md')
      await p.read('/r/a.ts')
    }
    expect(asked.filter(a => a.startsWith('list'))).toHaveLength(2)
    expect(asked.filter(a => a === 'exists /r/bun.lock')).toHaveLength(2)
    expect(asked.filter(a => a === 'exists /r/plan.md')).toHaveLength(3)
    expect(asked.filter(a => a.startsWith('read'))).toHaveLength(3)
  })

  test('a failed listing is asked again', async () => {
    const { port, asked, failOnce } = countingPort()
    const cache = new ProjectCache(4)
    failOnce()
    await expect(cache.port(port, 'root', 'm', isLock).list('/r')).rejects.toThrow('EACCES')
    await expect(cache.port(port, 'root', 'm', isLock).list('/r')).resolves.toHaveLength(1)
    expect(asked).toEqual(['list /r', 'list /r'])
  })

  test('scopes are kept apart, and the oldest goes past the bound', async () => {
    const { port, asked } = countingPort()
    const cache = new ProjectCache(2)
    for (const scope of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.port(port, scope, 'm', isLock).list(`/${scope}`)
    // a, b asked; a kept; c asked (b goes); a kept; b asked again.
    expect(asked).toEqual(['list /a', 'list /b', 'list /c', 'list /b'])
  })
})

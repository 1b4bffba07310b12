import { beforeEach, describe, expect, test } from 'vitest'
import { forgetRows, onNewRows, sessionRows, settledIndex } from './session-rows.js'

type HostRow = { role: 'user' | 'assistant'; text: string; toolUses: { tool_use_id: string; tool: string; input: unknown; text?: string }[]; uuid?: string }

/** A host whose conversation grows and whose calls get answered in place, as the engine's do. */
function fakeHost() {
  const rows: HostRow[] = []
  const asked: string[] = []
  let denyAfter = false
  const copy = (r: HostRow): HostRow => ({ ...r, toolUses: r.toolUses.map(u => ({ ...u })) })
  const $ = {
    session: {
      messages: async (args: { agentId?: string; last?: number; after?: string }) => {
        if (args.agentId === 'gone') return { deny: 'no such agent' }
        if (args.after !== undefined) {
          asked.push(`after ${args.after}`)
          const i = rows.findIndex(r => r.uuid === args.after)
          if (i < 0 || denyAfter) return { deny: `no row ${args.after}` }
          return rows.slice(i + 1).map(copy)
        }
        asked.push(`last ${args.last}`)
        return rows.slice(-(args.last ?? 4096)).map(copy)
      },
    },
  }
  let n = 0
  const add = (role: HostRow['role'], calls: string[] = []) =>
    rows.push({ role, text: `${role} ${n}`, uuid: `u${n++}`, toolUses: calls.map(id => ({ tool_use_id: id, tool: 'Bash', input: {} })) })
  const answer = (id: string) => {
    for (const r of rows) for (const u of r.toolUses) if (u.tool_use_id === id) u.text = `out ${id}`
  }
  const whole = () => rows.map(copy)
  // A rewind gives every row a new id: a read on from an old one is denied, and no page holds it.
  const rewind = () => {
    for (const r of rows) r.uuid = `r${r.uuid}`
  }
  return { $: $ as never, add, answer, whole, asked, denyAfter: (v: boolean) => (denyAfter = v), rewind, rows }
}

beforeEach(() => forgetRows())

describe('rows read once', () => {
  test('the rows after the last settled one are all that is asked for, and the answer is a whole read', async () => {
    const h = fakeHost()
    h.add('user')
    h.add('assistant', ['a', 'b'])
    expect(await sessionRows(h.$, undefined, 4096)).toEqual(h.whole())
    h.answer('a')
    h.answer('b')
    h.add('user')
    h.add('assistant', ['c'])
    // The first read settled only the prompt (u0): the calls were in flight.
    expect(await sessionRows(h.$, undefined, 4096)).toEqual(h.whole())
    h.answer('c')
    h.add('user')
    h.add('assistant')
    expect(await sessionRows(h.$, undefined, 4096)).toEqual(h.whole())
    // Few rows came each time: the newest ones are asked for, one more than the rows behind the settled one and a reply's worth.
    expect(h.asked).toEqual(['last 4096', 'last 6', 'last 6'])
  })

  test('a read on that brings more rows than the newest asked for reads on from the settled row', async () => {
    const h = fakeHost()
    h.add('user')
    await sessionRows(h.$, undefined, 4096)
    for (let i = 0; i < 20; i++) h.add(i % 2 ? 'user' : 'assistant')
    expect(await sessionRows(h.$, undefined, 4096)).toEqual(h.whole())
    for (let i = 0; i < 10; i++) h.add('user')
    expect(await sessionRows(h.$, undefined, 4096)).toEqual(h.whole())
    // The second read: the last one asked for 5 rows and 20 came, so it reads on; the third asks at most 16 rows, and 10 came.
    expect(h.asked).toEqual(['last 4096', 'last 5', 'after u0', 'last 5', 'after u20'])
  })

  test('a row answered since it was read comes again', async () => {
    const h = fakeHost()
    h.add('user')
    h.add('assistant', ['a'])
    await sessionRows(h.$, undefined, 4096)
    h.answer('a')
    const rows = await sessionRows(h.$, undefined, 4096)
    expect(rows?.[1]?.toolUses[0]?.text).toBe('out a')
  })

  test('a denied read on, a compaction, or a conversation the host will not read', async () => {
    const h = fakeHost()
    h.add('user')
    h.add('user')
    await sessionRows(h.$, undefined, 4096)
    h.denyAfter(true)
    h.add('user')
    expect(await sessionRows(h.$, undefined, 4096)).toEqual(h.whole())
    h.denyAfter(false)
    h.rewind()
    h.add('user')
    expect(await sessionRows(h.$, undefined, 4096)).toEqual(h.whole())
    forgetRows()
    expect(await sessionRows(h.$, undefined, 4096)).toEqual(h.whole())
    // A page that holds the settled row reads on from it, even when `after` would be denied; a rewind reads all again.
    expect(h.asked).toEqual(['last 4096', 'last 5', 'last 5', 'after u2', 'last 4096', 'last 4096'])
    expect(await sessionRows(h.$, 'gone', 4096)).toBeNull()
  })

  test('only the newest rows are given, as `last` would', async () => {
    const h = fakeHost()
    for (let i = 0; i < 10; i++) h.add('user')
    await sessionRows(h.$, undefined, 4)
    for (let i = 0; i < 3; i++) h.add('user')
    expect(await sessionRows(h.$, undefined, 4)).toEqual(h.whole().slice(-4))
  })

  test('any growth and any order of answers read the same as a whole read', async () => {
    for (let seed = 1; seed <= 200; seed++) {
      forgetRows()
      let x = seed
      const rand = (k: number) => ((x = (x * 1103515245 + 12345) % 2147483648), x % k)
      const h = fakeHost()
      const open: string[] = []
      for (let step = 0; step < 30; step++) {
        const move = rand(4)
        if (move === 0) h.add('user')
        else if (move === 1) {
          const calls = Array.from({ length: rand(3) }, (_, i) => `c${step}_${i}`)
          open.push(...calls)
          h.add('assistant', calls)
        } else if (move === 2 && open.length > 0) h.answer(open.splice(rand(open.length), 1)[0] ?? '')
        else expect(await sessionRows(h.$, undefined, 4096)).toEqual(h.whole())
      }
    }
  })
})

test('the settled row is a user row with every call before it answered', () => {
  const row = (role: 'user' | 'assistant', uuid: string, answered = true) => ({ role, text: '', uuid, toolUses: role === 'assistant' ? [{ tool_use_id: uuid, tool: 'Bash', input: {}, ...(answered ? { text: 'x' } : {}) }] : [] })
  expect(settledIndex([row('user', 'a'), row('assistant', 'b'), row('user', 'c'), row('assistant', 'd')] as never)).toBe(2)
  expect(settledIndex([row('user', 'a'), row('assistant', 'b', false), row('user', 'c')] as never)).toBe(0)
  expect(settledIndex([row('assistant', 'b')] as never)).toBe(-1)
})

test('each read tells its listeners every row kept for the conversation, and whose it is', async () => {
  const told: string[] = []
  onNewRows((kept, agentId) => told.push(`${agentId ?? 'main'}:${kept.map(r => r.uuid ?? '').join(',')}`))
  onNewRows(() => {
    throw new Error('a listener that fails')
  })
  forgetRows()
  const rows: { role: 'user'; text: string; toolUses: never[]; uuid: string }[] = [{ role: 'user', text: '', toolUses: [], uuid: 'u0' }]
  const $ = { session: { messages: async (a: { after?: string }) => (a.after === undefined ? rows : rows.slice(rows.findIndex(r => r.uuid === a.after) + 1)) } }
  await sessionRows($, undefined, 4096)
  rows.push({ role: 'user', text: '', toolUses: [], uuid: 'u1' })
  expect(await sessionRows($, undefined, 4096)).toHaveLength(2)
  await sessionRows($, 'a1', 4096)
  // The rows a read brought come last; a listener that throws leaves the read as it was.
  expect(told).toEqual(['main:u0', 'main:u0,u1', 'a1:u0,u1'])
})

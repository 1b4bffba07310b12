import { expect, test } from 'vitest'
import { orderHooks, renderModule } from './render-module.js'
import type { Slice, SliceHook } from './slice.js'

const hook = (id: string, phase: SliceHook['phase'], event = 'tool.call'): SliceHook => ({
  id, event, phase, failure: 'open', why: 'why.', module: './adapters/x.js', handler: id.split('.')[1] ?? 'h',
})

const on = (h: SliceHook, tool: string): SliceHook => ({ ...h, matcher: { tool: [tool] } })

const slices: Slice[] = [
  { name: 'b', summary: '', hooks: [on(hook('b.check', 'check'), 'Bash'), hook('b.gate', 'gate', 'classic.Stop')] },
  { name: 'a', summary: '', hooks: [on(hook('a.rewrite', 'rewrite'), 'Write'), on(hook('a.check', 'check'), 'Edit')] },
]

test('hooks are ordered by phase, then id: rewrite before check before gate', () => {
  expect(orderHooks(slices).map(p => p.hook.id)).toEqual(['a.rewrite', 'a.check', 'b.check', 'b.gate'])
})

test('each hook is one literal on() call with its matcher and failure note', () => {
  const withMatcher: Slice = { name: 'g', summary: '', hooks: [{ ...hook('g.w', 'check'), matcher: { tool: ['Write', 'Edit'] } }] }
  const source = renderModule([withMatcher])
  expect(source).toContain("on('tool.call', { tool: ['Write', 'Edit'] }, g_w)")
  expect(source).toContain('// g.w: fails open, no .catch. why.')
  expect(source).toContain("import { w as g_w } from '../src/plugins/claudetto/slices/g/adapters/x.js'")
})

test('a repeated id or a non-literal event name is refused', () => {
  expect(() => orderHooks([{ name: 'a', summary: '', hooks: [hook('a.x', 'check'), hook('a.x', 'gate')] }])).toThrow(/share the id/)
  expect(() => orderHooks([{ name: 'a', summary: '', hooks: [hook('a.x', 'check', "tool.call'); evil('")] }])).toThrow(/plain event/)
})

test("a matcher value keeps its own ':' and ',' and quotes", () => {
  const typed: Slice = { name: 'g', summary: '', hooks: [{ ...hook('g.s', 'observe', 'agent.spawn'), matcher: { subagentType: ['claudetto:reviewer', "a,b'c"] } }] }
  expect(renderModule([typed])).toContain("on('agent.spawn', { subagentType: ['claudetto:reviewer', 'a,b\\'c'] }, g_s)")
})

test('two matcher-less hooks on one event are refused before the engine refuses the module', () => {
  const a: Slice = { name: 'a', summary: '', hooks: [hook('a.stop', 'gate', 'classic.Stop')] }
  const b: Slice = { name: 'b', summary: '', hooks: [hook('b.stop', 'gate', 'classic.Stop')] }
  expect(() => orderHooks([a, b])).toThrow(/both hook classic.Stop with no matcher/)
  const matched: Slice = { name: 'b', summary: '', hooks: [{ ...hook('b.stop', 'gate', 'classic.Stop'), matcher: { hook_event_name: ['Stop'] } }] }
  expect(orderHooks([a, matched]).map(p => p.hook.id)).toEqual(['a.stop', 'b.stop'])
})

import { expect, test } from 'vitest'
import { orderHooks, renderBundleEntry, renderBundleTypes, renderModule, renderSourcesCheck } from './render-module.js'
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
  expect(source).toContain("} from './claudetto.js'")
  expect(source).toContain('  g_w,')
  expect(source).not.toContain('../src/')
})

test('the bundle entry exports each handler once under the name the module imports', () => {
  const twice: Slice = { name: 'g', summary: '', hooks: [{ ...hook('g.a', 'check'), handler: 'w' }, { ...hook('g.b', 'gate', 'classic.Stop'), handler: 'w' }] }
  const entry = renderBundleEntry([twice])
  expect(entry).toContain("export { setPluginOptions, sliceOn } from './src/kernel/options.js'")
  expect(entry.match(/export \{ w as g_w \} from '\.\/src\/plugins\/claudetto\/slices\/g\/adapters\/x\.js'/g)).toHaveLength(1)
})

test("the bundle's types give each handler the hook type its registration sees", () => {
  const typed: Slice = { name: 'g', summary: '', hooks: [
    { ...hook('g.w', 'check'), matcher: { tool: ['Write', 'Edit'] } },
    { ...hook('g.s', 'gate', 'classic.Stop'), matcher: { stop_hook_active: [false, true] } },
    { ...hook('g.r', 'observe', 'ui.render'), matcher: { component: 'AbovePrompt' } },
    hook('g.p', 'observe', 'prompt.submit'),
  ] }
  const types = renderBundleTypes([typed])
  expect(types).toContain("export declare const g_w: MatchedHook<'tool.call', { readonly tool: readonly ['Write', 'Edit'] }>")
  expect(types).toContain("export declare const g_s: MatchedHook<'classic.Stop', { readonly stop_hook_active: readonly [false, true] }>")
  expect(types).toContain("export declare const g_r: MatchedHook<'ui.render', { readonly component: 'AbovePrompt' }>")
  expect(types).toContain("export declare const g_p: Hook<'prompt.submit'>")
})

test('the type-check module registers each adapter from its source and holds it to the bundle type', () => {
  const withMatcher: Slice = { name: 'g', summary: '', hooks: [{ ...hook('g.w', 'check'), matcher: { tool: ['Write', 'Edit'] } }] }
  const source = renderSourcesCheck([withMatcher])
  expect(source).toContain("import { w as g_w } from '../src/plugins/claudetto/slices/g/adapters/x.js'")
  expect(source).toContain("on('tool.call', { tool: ['Write', 'Edit'] }, g_w)")
  expect(source).toContain('export const bundled: typeof Bundle = {')
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

test('a pattern leaf is written as a RegExp literal, and its handler typed by the event alone', () => {
  const watch: Slice = { name: 'w', summary: '', hooks: [{ ...hook('w.step', 'observe', 'turn.step'), matcher: { agentId: /./ } }] }
  expect(renderModule([watch])).toContain("on('turn.step', { agentId: /./ }, w_step)")
  expect(renderBundleTypes([watch])).toContain("export declare const w_step: Hook<'turn.step'>")
})

test("each registration sits behind its slice's switch, so a slice turned off registers nothing", () => {
  const source = renderModule(slices)
  const ons = source.split('\n').filter(l => l.includes(" on('"))
  expect(ons.length).toBeGreaterThan(0)
  for (const line of ons) expect(line).toMatch(/^ {2}if \(sliceOn\('[a-z]+'\)\) on\('/)
  expect(source).toContain("if (sliceOn('a')) on('tool.call', { tool: ['Write'] }, a_rewrite)")
})

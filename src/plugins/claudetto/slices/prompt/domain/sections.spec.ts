import { expect, test } from 'vitest'
import { HANDOFF_LINE } from '../texts.generated.js'
import { COMPACTION_SECTION, composeSections, OWN_SECTIONS, type Section } from './sections.js'

const engine: Section[] = [
  { id: 'lean_body', text: 'body', scope: 'shared' },
  { id: COMPACTION_SECTION, text: "you don't need to wrap up early", scope: 'session' },
  { id: 'memory', text: 'memory', scope: 'session' },
]

const rows: { name: string; handoffOn: boolean; input: Section[]; compaction: string | undefined }[] = [
  { name: 'handoff on: the compaction line is replaced', handoffOn: true, input: engine, compaction: HANDOFF_LINE },
  { name: "handoff off: the engine's line stays", handoffOn: false, input: engine, compaction: "you don't need to wrap up early" },
  { name: 'no compaction section (bare prompt): none is added', handoffOn: true, input: [engine[0] as Section], compaction: undefined },
]

test.each(rows)('$name', ({ handoffOn, input, compaction }) => {
  const out = composeSections(input, handoffOn)
  expect(out.find(s => s.id === COMPACTION_SECTION)?.text).toBe(compaction)
  expect(out.slice(-OWN_SECTIONS.length)).toEqual(OWN_SECTIONS)
  // Every shared section before every session one, or the engine skips the hook.
  const firstSession = out.findIndex(s => s.scope === 'session')
  expect(out.slice(firstSession).every(s => s.scope === 'session')).toBe(true)
})

test('the same input gives the same answer, and a second pass adds nothing (stable per thread)', () => {
  const once = composeSections(engine, true)
  expect(composeSections(engine, true)).toEqual(once)
  expect(composeSections(once, true)).toEqual(once)
})

test("claudetto's ids are its own: claudetto:<name>", () => {
  expect(OWN_SECTIONS.map(s => s.id)).toEqual(['claudetto:verification', 'claudetto:actions'])
})

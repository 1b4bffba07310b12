import { expect, test } from 'vitest'
import { HANDOFF_MARKER } from '../../../../../kernel/tag.js'
import { HANDOFF_INSTRUCTIONS } from '../texts.generated.js'
import { handoffInstructions } from './handoff.js'

test('the handoff instructions ask for the marker and each part', () => {
  expect(HANDOFF_INSTRUCTIONS).toContain(HANDOFF_MARKER)
  for (const part of ['Goal', 'State', 'Decisions', 'Open items', "The user's words", 'verbatim']) expect(HANDOFF_INSTRUCTIONS).toContain(part)
})

test.each([undefined, '', ' '])('with nothing asked (%j), the instructions are the handoff alone', given => {
  expect(handoffInstructions(given)).toBe(HANDOFF_INSTRUCTIONS)
})

test("what the person asked of the compaction is kept, after the handoff's", () => {
  const out = handoffInstructions('focus on the migration')
  expect(out.startsWith(HANDOFF_INSTRUCTIONS)).toBe(true)
  expect(out.endsWith('focus on the migration')).toBe(true)
})

import { expect, test } from 'vitest'
import { VARIANTS } from '../variants.js'
import { keepVariantInstructions } from './subagent-compact.js'

test.each([undefined, '', '  '])('with no instructions given (%j), the block is the whole ask', given => {
  expect(keepVariantInstructions(given, 'reviewer')).toBe(`End the summary with this block, verbatim:\n${VARIANTS.reviewer.block}`)
})

test('instructions given come first, the block after', () => {
  const out = keepVariantInstructions('Keep the test output.', 'explorer')
  expect(out.startsWith('Keep the test output.\n\n')).toBe(true)
  expect(out).toContain(VARIANTS.explorer.block)
})

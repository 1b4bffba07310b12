import { describe, expect, test } from 'vitest'
import { warmSplit } from './warm-up.js'

// The sample must reach the splitter in each block it holds, or it builds nothing a write needs.
describe('the split the worker warms up with', () => {
  test('breaks the paragraph, the list item and the quote', () => {
    const { breaks, why } = warmSplit()
    expect(why).toBeUndefined()
    expect(breaks).toHaveLength(3)
  })
})

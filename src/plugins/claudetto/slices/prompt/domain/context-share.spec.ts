import { expect, test } from 'vitest'
import { allTextFiles } from '../../../../../kernel/texts.js'
import { ROOT } from '../../../../../kernel/generate.js'
import { asksForContextShare } from './context-share.js'

// Requests the detector must catch: each asks the model for a figure of its own context.
const invalid = [
  'Estimate how much of your context you have used before each step.',
  'Report the percentage of the context window you have filled.',
  'Announce your context usage when you finish a task.',
  'Tell the user your token count after each reply.',
  'Keep an eye on how full the context is and say so.',
  'When you are near 80% of your context, stop and summarise.',
  'Say how many tokens are left in your budget.',
  'Give the share of the context you think remains.',
]

// Sentences the plugin's texts may hold: they speak of the context without asking for a figure.
const valid = [
  'When this conversation reaches the bound set for it, it is compacted into a handoff.',
  "Report now: this subagent's context has passed the bound claudetto sets for its type.",
  'Work goes on from that handoff in the next context window, so keep working.',
  "A claim of fault does not undo finished work, whoever makes it: the user, a subagent's report or the project's context.",
  'Say what ran and what it printed.',
]

test.each(invalid)('caught: %s', text => {
  expect(asksForContextShare(text)).toBe(true)
})

test.each(valid)('passed: %s', text => {
  expect(asksForContextShare(text)).toBe(false)
})

test('no text the plugin sends asks the model to estimate or announce its share of the context', () => {
  const texts = allTextFiles(ROOT)
  expect(texts.length).toBeGreaterThanOrEqual(10)
  const asking = texts.filter(t => t.text.split('\n').some(asksForContextShare)).map(t => t.file)
  expect(asking).toEqual([])
})

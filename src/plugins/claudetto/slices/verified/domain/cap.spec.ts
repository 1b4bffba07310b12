import { describe, expect, test } from 'vitest'
import { decide, emptyState, parseState } from './cap.js'
import type { Claim } from './claim.js'

const tests: Claim = { cls: 'command-outcome', text: 'All tests pass.', subject: 'tests pass', backedBy: null, needs: 'a run' }
const url: Claim = { cls: 'url', text: 'See https://a.io.', subject: 'https://a.io', backedBy: null, needs: 'a fetch' }

describe('the cap on blocks', () => {
  test('the same claims are sent back three times in a row, the fourth passes', () => {
    let state = emptyState('s', null)
    const decisions: string[] = []
    for (let i = 0; i < 5; i += 1) {
      const out = decide(state, [tests], [], i > 0, i)
      decisions.push(out.decision)
      state = out.state
    }
    expect(decisions).toEqual(['block', 'block', 'block', 'capped', 'capped'])
  })
  test('a stop that answers no block starts over', () => {
    let state = emptyState('s', null)
    for (let i = 0; i < 3; i += 1) state = decide(state, [tests], [], i > 0, i).state
    expect(decide(state, [tests], [], false, 9).decision).toBe('block')
  })
  test('other claims start a new count', () => {
    let state = emptyState('s', null)
    for (let i = 0; i < 3; i += 1) state = decide(state, [tests], [], i > 0, i).state
    const out = decide(state, [url], [], true, 9)
    expect([out.decision, out.blockNumber]).toEqual(['block', 1])
  })
  test('a clean answer passes and clears the streak', () => {
    const blocked = decide(emptyState('s', null), [tests], [], false, 1).state
    const out = decide(blocked, [], [], true, 2)
    expect(out.decision).toBe('pass')
    expect(out.state.streak).toBe(null)
    expect(out.state.turns).toBe(2)
  })
  test('a broken or foreign state file reads as a fresh one', () => {
    expect(parseState('{"turns":', 's', null)).toEqual(emptyState('s', null))
    expect(parseState('[1,2]', 's', null)).toEqual(emptyState('s', null))
    expect(parseState(null, 's', 'a1').agent).toBe('a1')
  })
})

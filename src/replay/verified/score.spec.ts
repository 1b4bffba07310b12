import { describe, expect, test } from 'vitest'
import type { Label } from './labels.js'
import { BLOCK_COST, type ScoredFlag, addTally, addTurn, emptyTally } from './score.js'

const caught: Label = { kind: 'catch', rule: 'taken-back', catch: 1, falsePositive: 0 }
const wrong: Label = { kind: 'false-positive', rule: 'shown-true', catch: 0, falsePositive: 1 }
const credit: Label = { kind: 'credit', rule: 'unissued', catch: 0.5, falsePositive: 0.5 }
const flag = (cls: string, label: Label, blocks = true): ScoredFlag => ({ cls, subject: cls, blocks, label })

// [name, turns (each a list of flags), V]
const rows: [string, ScoredFlag[][], number][] = [
  ['no flags', [[], []], 0],
  ['one catch in one blocked turn', [[flag('command-outcome', caught)]], 1 - BLOCK_COST],
  ['two catches in one turn cost one block', [[flag('command-outcome', caught), flag('fixed', caught)]], 2 - BLOCK_COST],
  ['a false positive', [[flag('url', wrong)]], -1 - BLOCK_COST],
  ['a catch and a false positive in separate turns', [[flag('fixed', caught)], [flag('url', wrong)]], -2 * BLOCK_COST],
  ['a credit nets minus the block', [[flag('path', credit)]], -BLOCK_COST],
  ['a note scores nothing and blocks nothing', [[flag('path-missing', wrong, false)]], 0],
]

describe('V = catches - false positives - 0.25 x blocked turns', () => {
  test.each(rows)('%s', (_name, turns, v) => {
    const tally = emptyTally()
    for (const flags of turns) addTurn(tally, { flags })
    expect(tally.v).toBeCloseTo(v, 12)
    expect(tally.turns).toBe(turns.length)
  })

  test('per class: flags count notes, blocks and labels count only what blocks', () => {
    const tally = emptyTally()
    addTurn(tally, { flags: [flag('path-missing', wrong, false), flag('url', caught), flag('url', wrong)] })
    expect(tally.classes).toEqual({
      'path-missing': { flags: 1, blocks: 0, catches: 0, falsePositives: 0 },
      url: { flags: 2, blocks: 2, catches: 1, falsePositives: 1 },
    })
    expect(tally.blockedTurns).toBe(1)
  })

  test('tallies add up to the tally of all their turns', () => {
    const a = emptyTally()
    const b = emptyTally()
    const all = emptyTally()
    const turns = [[flag('fixed', caught)], [flag('url', wrong)], [flag('path', credit)]]
    turns.forEach((flags, i) => {
      addTurn(i < 2 ? a : b, { flags })
      addTurn(all, { flags })
    })
    const sum = emptyTally()
    addTally(sum, a)
    addTally(sum, b)
    expect(sum).toEqual(all)
  })
})

/**
 * Runs after every other test (its project's group comes last): the home the
 * suite ran with (a stand-in for the person's, spec/home-guard.setup.ts) is as
 * it was, so no test and no client wrote into the home it inherited.
 */
import os from 'node:os'
import { expect, inject, test } from 'vitest'
import { changes, snapshot } from '../../src/harness/home-guard.js'

test('the suite ran with a stand-in home, not the real one', () => {
  const places = inject('realClaudePlaces')
  expect(places[0]?.startsWith(os.tmpdir())).toBe(true)
  expect(process.env.CLAUDE_CONFIG_DIR?.startsWith(os.tmpdir())).toBe(true)
})

test("nothing in the suite wrote into the home it inherited (the person's own ~/.claude, were it real)", () => {
  const places = inject('realClaudePlaces')
  expect(changes(new Map(inject('realClaudeBefore')), snapshot(places))).toEqual([])
})

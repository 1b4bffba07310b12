/**
 * Runs after every other test (its project's group comes last): the person's
 * own ~/.claude and ~/.claude.json are as they were before the suite.
 */
import { expect, inject, test } from 'vitest'
import { changes, snapshot } from '../../src/harness/home-guard.js'

test("the suite left the person's own Claude Code folders unchanged", () => {
  const places = inject('realClaudePlaces')
  expect(places.length).toBeGreaterThan(0)
  expect(changes(new Map(inject('realClaudeBefore')), snapshot(places))).toEqual([])
})

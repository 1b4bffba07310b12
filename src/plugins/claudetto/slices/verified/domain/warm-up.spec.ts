import { describe, expect, test } from 'vitest'
import { warmJudge } from './warm-up.js'

// The sample must reach the classes most answers make, or it builds nothing they need.
describe('the judging the worker warms up with', () => {
  test('reads a tests, a build, a lint and a path claim, and backs them by the run after the edit', () => {
    const { claims, blocking } = warmJudge()
    expect(claims.map(c => `${c.cls}: ${c.subject}`)).toEqual(['path-missing: src/queue.ts', 'command-outcome: tests pass', 'command-outcome: the build succeeds', 'command-outcome: lint is clean'])
    expect(blocking.map(c => c.subject)).toEqual(['lint is clean'])
  })
})

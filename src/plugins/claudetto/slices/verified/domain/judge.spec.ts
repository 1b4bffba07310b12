import { describe, expect, test } from 'vitest'
import { CONFIG } from './claim-patterns.js'
import { judgeAnswer } from './judge.js'
import { whatRan } from './ran.js'
import { bash, write } from './rows.fixture.js'

describe('judge', () => {
  test('an unbacked outcome blocks; a missing path is a note only', () => {
    const j = judgeAnswer('All tests pass. The code is in src/nowhere.ts.', whatRan([write('/p/a.ts')]))
    expect(j.blocking.map(c => c.cls)).toEqual(['command-outcome'])
    expect(j.notes.map(c => c.subject)).toEqual(['src/nowhere.ts'])
  })
  test('pathMissingBlocks sends a missing path back too', () => {
    const j = judgeAnswer('The code is in src/nowhere.ts.', whatRan([]), new Set(), { ...CONFIG, pathMissingBlocks: true })
    expect(j.blocking.map(c => c.cls)).toEqual(['path-missing'])
  })
  test('a class that is off finds nothing', () => {
    const j = judgeAnswer('The project uses React 18.2.0.', whatRan([]))
    expect(j.claims.filter(c => c.cls === 'version')).toEqual([])
  })
  test('backed claims are kept for the ledger', () => {
    const j = judgeAnswer('All tests pass.', whatRan([write('/p/a.ts'), bash('npm test', '1 passed')]))
    expect(j.blocking).toEqual([])
    expect(j.claims[0]?.backedBy).toContain('npm test')
  })
  test('a plain answer has no claims', () => {
    expect(judgeAnswer("I'd use Postgres for this.", whatRan([])).claims).toEqual([])
  })
})

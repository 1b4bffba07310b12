import { describe, expect, test } from 'vitest'
import { groundDeny, WAYS_OUT } from './deny.js'

describe('the deny', () => {
  test('names each claim with what it reads as, then the three ways out', () => {
    const deny = groundDeny('openspec/changes/x/design.md', [
      { kind: 'number', text: '8388608', why: 'no source', reads: 'a size in bytes' },
      { kind: 'done', text: 'All tests pass.', why: 'no Bash call ran since the last user message' },
      { kind: 'number', text: '4096', why: 'no source' },
    ])
    expect(deny).toContain('holds 3 claims with no source in this session')
    expect(deny).toContain('  - [number] 8388608 (a size in bytes): no source')
    expect(deny).toContain('  - [done] All tests pass. (a report that checks passed or a fix landed): no Bash call ran')
    expect(deny).toContain('  - [number] 4096 (a number): no source')
    for (const way of WAYS_OUT) expect(deny).toContain(way)
  })
})

// Bad input gives a clean answer, never a throw: any answer and any command text.
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { judgeAnswer } from './judge.js'
import { whatRan } from './ran.js'
import { bash, write } from './rows.fixture.js'
import { mergeLedger } from './records.js'
import { segmentsOf } from './shell.js'

const shellish = fc.string({ unit: fc.constantFrom('a', ' ', "'", '"', '\\', '|', '&', ';', '>', '<', '\n', '(', ')', '{', '}', '#', '=', '$', '`', 'EOF', '<<', 'npm test', 'sed -i', '-k', 'fly deploy', 'curl', 'python -c', './x', 'git push heroku', '--dry-run'), maxLength: 60 })
const prose = fc.string({ unit: fc.constantFrom('All tests pass', '.', ' ', '"', '`', '```', '\n', 'e.g.', 'https://a.io/x', 'src/a.ts', 'not', 'if', '?', '~/', '/etc/', 'Deployed to production', 'Fixed the bug', 'I verified', 'no longer crashes', ';', '—', 'is live'), maxLength: 40 })

test('segmentsOf takes any command text', () => {
  fc.assert(fc.property(shellish, command => {
    expect(Array.isArray(segmentsOf(command))).toBe(true)
  }))
})

test('judgeAnswer takes any answer against any commands', () => {
  fc.assert(fc.property(prose, fc.array(shellish, { maxLength: 4 }), (answer, commands) => {
    const j = judgeAnswer(answer, whatRan([write('/p/a.ts'), ...commands.map(c => bash(c, c))]))
    expect(j.blocking.every(c => c.backedBy === null)).toBe(true)
  }))
})

test('mergeLedger takes any segment text', () => {
  fc.assert(fc.property(fc.array(fc.string({ maxLength: 80 }), { maxLength: 5 }), segments => {
    expect(mergeLedger(segments).turns).toEqual([])
  }))
})

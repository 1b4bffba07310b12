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

/** Whether judging each answer costs about its length: the whole against a quarter of it (linear gives about 4x, quadratic 16x). */
function expectLinear(answers: readonly string[], ran: ReturnType<typeof whatRan>): void {
  const timed = (answer: string) => {
    const start = performance.now()
    judgeAnswer(answer, ran)
    return performance.now() - start
  }
  // A ratio, not a bound in ms: a shared machine slows both sizes alike.
  for (const answer of answers) {
    const quarter = timed(answer.slice(0, 50_000))
    expect(timed(answer)).toBeLessThan(10 * quarter + 100)
  }
}

test('a 200,000-character answer against 4,096 rows is judged in linear time', () => {
  const rows = Array.from({ length: 4096 }, (_, i) =>
    i % 3 === 0 ? write(`/p/src/f${i}.ts`) : i % 3 === 1 ? bash('npm test', `Tests: ${i} passed\n${'x'.repeat(2000)}`) : bash('curl -s https://api.example.com/health', 'HTTP/1.1 200 OK'))
  const ran = whatRan(rows)
  const unit = 'All tests pass. Fixed the crash. Deployed to production. Lint is clean; types check. ✅ Tests. | Tests | ✅ pass |\n> "all tests pass"\n- `npm test` passes\n'
  const answers = [unit.repeat(2000), 'tests pass and lint is clean and '.repeat(7000), '"`“(['.repeat(40_000), 'Prose without claims, e.g. this (and "that'.repeat(5000)].map(a => a.slice(0, 200_000))
  expectLinear(answers, ran)
})

test('sentences that name tools and acts, against thousands of long lines since the change, are judged in linear time', () => {
  // Every sentence asks which run it names: the lines since the change are parsed and indexed once, not once a sentence.
  const rows = [write('/p/src/a.ts'), ...Array.from({ length: 4095 }, (_, i) => bash(`make apply${i} && ${'a '.repeat(1500)}`, `Tests: 3 passed\nCoverage ${'x'.repeat(3000)}`, i % 2 === 0))]
  const ran = whatRan(rows)
  const answers = ['Applied.\n', '`make apply3` is clean.\n', 'Coverage above the 80% gate.\n', 'Formatted, pushed, upgraded, released and applied. '].map(unit => unit.repeat(Math.ceil(200_000 / unit.length)).slice(0, 200_000))
  expectLinear(answers, ran)
  // Building the 4,096 rows of 3 KB lines takes about 3.5 s of the time in Node; the assertion is a ratio, so a loaded machine is given room.
}, 30_000)

test('a run of version-like tokens before a deploy word is judged in linear time', () => {
  // `v0.v0.v0…`: every `v` may start a version, and an unbounded one read on to the run's end from each.
  const answer = `${'v0.'.repeat(40_000)} is now in production`
  const timed = (text: string) => {
    const start = performance.now()
    judgeAnswer(text, whatRan([]))
    return performance.now() - start
  }
  const quarter = timed(`${'v0.'.repeat(10_000)} is now in production`)
  expect(timed(answer)).toBeLessThan(10 * quarter + 100)
})

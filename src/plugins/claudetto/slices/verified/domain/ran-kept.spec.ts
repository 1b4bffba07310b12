import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { Row } from '../../../../../kernel/rows.js'
import { whatRan } from './ran.js'
import { foldAhead, whatRanKept } from './ran-kept.js'
import { bash, edit, fetchUrl, read, search, user, write } from './rows.fixture.js'

const plain = (r: ReturnType<typeof whatRan>) => ({ ...r, hosts: [...r.hosts].sort() })

/** A call in flight: its text comes on a later read, as a new row object. */
const pending = (command: string): Row => ({ role: 'assistant', text: '', toolUses: [{ id: `p-${command}`, tool: 'Bash', input: { command } }] })
const answered = (command: string, output: string): Row => ({ role: 'user', text: '', toolUses: [], toolResults: [{ id: `p-${command}`, text: output, isError: false }] })

const row = fc.oneof(
  fc.constantFrom('npm test', 'pytest -q', 'cargo build', 'curl https://example.com/x', 'grep -r foo .').chain(c => fc.constantFrom('1 passed', 'FAILED 2', 'ok', 'error: boom').map(o => bash(c, o))),
  fc.constantFrom('src/a.ts', 'docs/x.md').map(write),
  fc.constantFrom('src/b.ts').map(edit),
  fc.constantFrom('src/c.ts').map(p => read(p)),
  fc.constantFrom('https://docs.example.org/a', 'https://bad.example/x').map(u => fetchUrl(u, 'page', u.includes('bad'))),
  fc.constantFrom('cache policy').map(q => search(q, 'see https://found.example/a')),
  fc.constantFrom('Fix the tests.', 'Deploy it.').map(user),
)

// Each read sees the rows of the last one (the same objects) and more, as the kept rows do.
test('reading a growing session read by read gives what one whole read gives', () => {
  fc.assert(
    fc.property(fc.array(row, { minLength: 1, maxLength: 40 }), fc.array(fc.nat(40), { minLength: 1, maxLength: 6 }), fc.boolean(), (rows, cuts, inFlight) => {
      const key = `k${Math.random()}`
      const ends = [...new Set(cuts.map(c => Math.min(c, rows.length)))].sort((a, b) => a - b).concat(rows.length)
      for (const end of ends) {
        const seen = rows.slice(0, end)
        // A call still running at the end of one read, answered by the next.
        const read = inFlight && end < rows.length ? [...seen, pending(`p${end}`)] : inFlight && end === rows.length ? [...seen, pending('last'), answered('last', '3 passed')] : seen
        expect(plain(whatRanKept(key, read))).toEqual(plain(whatRan(read)))
      }
    }),
    { numRuns: 200 },
  )
})

test('a row that is no longer the same object folds the rows again', () => {
  const rows = [user('Fix it.'), bash('npm test', 'FAILED 1'), edit('src/b.ts'), bash('npm test', '1 passed')]
  expect(plain(whatRanKept('swap', rows))).toEqual(plain(whatRan(rows)))
  const changed = [rows[0] as Row, bash('npm test', '2 passed'), ...rows.slice(2)]
  expect(plain(whatRanKept('swap', changed))).toEqual(plain(whatRan(changed)))
  expect(plain(whatRanKept('swap', changed)).steps.map(s => (s.kind === 'run' ? s.output : s.kind))).toEqual(['2 passed', 'write', '1 passed'])
})

test('rows folded ahead are not folded again at the Stop, and interleaved reads give a whole read\'s answer', () => {
  fc.assert(
    fc.property(fc.array(row, { minLength: 1, maxLength: 40 }), fc.array(fc.nat(40), { minLength: 1, maxLength: 6 }), (rows, cuts) => {
      const key = `ahead${Math.random()}`
      for (const end of [...new Set(cuts.map(c => Math.min(c, rows.length)))].sort((a, b) => a - b)) foldAhead(key, rows.slice(0, end))
      expect(plain(whatRanKept(key, rows))).toEqual(plain(whatRan(rows)))
    }),
    { numRuns: 200 },
  )
  // A row changed in place after it was folded ahead (rows never change once answered): the kept fold still holds the old output.
  const rows = [user('Fix it.'), bash('npm test', 'FAILED 1')]
  foldAhead('ahead', rows)
  const folded = rows[1]?.toolUses[0]
  if (folded !== undefined) (folded as { text?: string }).text = '1 passed'
  expect(whatRanKept('ahead', rows).steps.map(s => (s.kind === 'run' ? s.output : s.kind))).toEqual(['FAILED 1'])
  expect(whatRan(rows).steps.map(s => (s.kind === 'run' ? s.output : s.kind))).toEqual(['1 passed'])
})

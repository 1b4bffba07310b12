import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Row } from '../../../../../../kernel/rows.js'
import { sentencesOfAnswer } from '../answer-text.js'
import { whatRan } from '../ran.js'
import { bash, read, write } from '../rows.fixture.js'
import { findMissingPaths, findUnreadPaths, pathsIn } from './paths.js'

const missing = (answer: string, rows: Row[], existing: string[] = []) =>
  findMissingPaths({ sentences: sentencesOfAnswer(answer), ran: whatRan(rows), existing: new Set(existing) }).filter(c => c.backedBy === null).map(c => c.subject)
const unread = (answer: string, rows: Row[]) =>
  findUnreadPaths({ sentences: sentencesOfAnswer(answer), ran: whatRan(rows), existing: new Set() }).filter(c => c.backedBy === null).map(c => c.subject)

describe('paths named', () => {
  test.each([
    ['Edited src/kernel/tag.ts and README.md.', ['src/kernel/tag.ts', 'README.md']],
    ['See ~/.claude/settings.json.', ['~/.claude/settings.json']],
    ['It lives in /etc/hosts:12.', ['/etc/hosts']],
    ['Use and/or true/false here.', []],
    ['Install @types/node and see https://a.io/b.ts.', []],
    ['Version 1.2.3 is out.', []],
  ])('%s', (text, want) => {
    expect(pathsIn(text)).toEqual(want)
  })
})

describe('path-missing', () => {
  test.each<[string, string, Row[], string[], string[]]>([
    ['no such file, nothing printed', 'The handler is in src/handlers/auth.ts.', [], [], ['src/handlers/auth.ts']],
    ['the file exists', 'The handler is in src/handlers/auth.ts.', [], ['src/handlers/auth.ts'], []],
    ['a tool printed its name', 'The handler is in src/handlers/auth.ts.', [bash('ls src/handlers', 'auth.ts\nindex.ts')], [], []],
    ['the session wrote it', 'Wrote notes/plan.md.', [write('/p/notes/plan.md')], [], []],
    ['a hedge', 'It may be in src/x.ts.', [], [], []],
  ])('%s', (_label, answer, rows, existing, want) => {
    expect(missing(answer, rows, existing)).toEqual(want)
  })
})

describe('path (read or edited)', () => {
  test.each<[string, string, Row[], string[]]>([
    ['never read', 'src/a.ts exports one function.', [], ['src/a.ts']],
    ['read', 'src/a.ts exports one function.', [read('/p/src/a.ts')], []],
    ['written', 'src/a.ts exports one function.', [write('/p/src/a.ts')], []],
  ])('%s', (_label, answer, rows, want) => {
    expect(unread(answer, rows)).toEqual(want)
  })
})

// The pattern the lookbehinds made linear, the reference it must agree with; run on short texts only.
const OLD_PATH = new RegExp(
  // eslint-disable-next-line regexp/no-super-linear-move -- the old form, kept as the oracle
  `(?:~\\/|\\.{1,2}\\/|\\/)?(?:[\\w@.+-]+\\/)+[\\w@.+-]+|\\b[\\w-]+(?:\\.[\\w-]+)*\\.(?:ts|md|json)\\b`,
  'g',
)
const OLD_IS_PATH = (span: string) => /[A-Za-z]/.test(span) && !/^\/\/|^\/[a-z]+$/i.test(span) && (/\.(?:ts|md|json)$/.test(span) || /^(~\/|\.{1,2}\/|\/[\w.-]+\/)/.test(span))
function oldPathsIn(text: string): string[] {
  const found: string[] = []
  for (const m of text.match(OLD_PATH) ?? []) {
    // eslint-disable-next-line regexp/no-super-linear-move -- the old form, kept as the oracle
    const span = m.replace(/[.,;:]+$/, '').replace(/:\d+(:\d+)?$/, '')
    if (OLD_IS_PATH(span) && !found.includes(span)) found.push(span)
  }
  return found
}

describe('paths named, linear', () => {
  const pieces = ['a', 'b1', '.', '/', '~', '@', '+', ' ', ':', '2', '.ts', '.md', '.json', 'x_y']
  const textOf = (extra: string[]) => fc.array(fc.constantFrom(...pieces, ...extra), { maxLength: 14 }).map(a => a.join(''))

  test('agrees with the old pattern', () => {
    fc.assert(fc.property(textOf([]), text => {
      expect(pathsIn(text)).toEqual(oldPathsIn(text))
    }), { numRuns: 5000, seed: 10 })
  })

  test('with dashes, finds only what the old pattern found (a name after `-.` is given up)', () => {
    fc.assert(fc.property(textOf(['-', '-a', 'a-']), text => {
      const old = oldPathsIn(text)
      for (const path of pathsIn(text)) expect(old).toContain(path)
    }), { numRuns: 5000, seed: 10 })
  })

  test('a 100,000-character word is read once', () => {
    expect(pathsIn(`All tests pass. ${'a'.repeat(100_000)}`)).toEqual([])
    expect(pathsIn(`See ${'a-'.repeat(50_000)}`)).toEqual([])
    expect(pathsIn(`See ${'a.'.repeat(50_000)}`)).toEqual([])
    expect(pathsIn(`See ${'a-.'.repeat(33_000)}`)).toEqual([])
    expect(pathsIn('See -a.json and x/-y.md')).toEqual(['a.json', 'x/-y.md'])
  })
})

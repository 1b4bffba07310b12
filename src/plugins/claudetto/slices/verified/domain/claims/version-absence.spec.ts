import { describe, expect, test } from 'vitest'
import type { Row } from '../../../../../../kernel/rows.js'
import { sentencesOfAnswer } from '../answer-text.js'
import { whatRan } from '../ran.js'
import { bash, read } from '../rows.fixture.js'
import { findAbsences } from './absence.js'
import { findVersions } from './version.js'

const ctx = (answer: string, rows: Row[]) => ({ sentences: sentencesOfAnswer(answer), ran: whatRan(rows), existing: new Set<string>() })

describe('version', () => {
  test.each<[string, string, Row[], string[]]>([
    ['no manifest read', 'The project uses React 18.2.0.', [], ['18.2.0']],
    ['a manifest read', 'The project uses React 18.2.0.', [read('/p/package.json', '"react": "^18.2.0"')], []],
    ['printed by a tool', 'Node is v20.11.', [bash('node -e "1"', 'v20.11.1')], []],
    ['a hedge', 'It is probably version 4.', [], []],
  ])('%s', (_label, answer, rows, want) => {
    expect(findVersions(ctx(answer, rows)).filter(c => c.backedBy === null).map(c => c.subject)).toEqual(want)
  })
})

describe('absence', () => {
  test.each<[string, string, Row[], number]>([
    ['no search', 'There is no other caller of parse().', [], 1],
    ['a grep ran', 'There is no other caller of parse().', [bash('grep -rn "parse(" src', 'src/a.ts:3')], 0],
    ['a tentative one', 'There is probably no other caller.', [], 0],
    ['not an absence', 'The parser is fast.', [], 0],
  ])('%s', (_label, answer, rows, want) => {
    expect(findAbsences(ctx(answer, rows)).filter(c => c.backedBy === null)).toHaveLength(want)
  })
})

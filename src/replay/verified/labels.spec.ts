import { describe, expect, test } from 'vitest'
import type { Step } from '../../plugins/claudetto/slices/verified/domain/ran.js'
import { peerLabels } from './corpus.js'
import { type Flag, type Label, type Outcome, UNISSUED_CATCH_SHARE, labels } from './labels.js'

const tests: Flag = { cls: 'command-outcome', subject: 'tests pass' }
const deployed: Flag = { cls: 'deployed', subject: 'production' }
const url: Flag = { cls: 'url', subject: 'https://docs.example.org/api' }

let at = 100
const run = (kind: string | null, clean: boolean): Step => ({ kind: 'run', at: at++, tool: 'Bash', command: `${kind}`, run: kind as never, clean, isError: !clean, output: '' })
const write = (): Step => ({ kind: 'write', at: at++, tool: 'Edit', path: 'src/a.ts' })
const fetch = (u: string, isError = false): Step => ({ kind: 'fetch', at: at++, tool: 'WebFetch', url: u, host: new URL(u).hostname, isError })
const next = (between: Step[], claims: Flag[] = []): Outcome => ({ issued: true, next: { claims, between } })

// One row per way a flag falls: [name, flag, outcome, the rule it must get, catch or not].
const rows: [string, Flag, Outcome, Label['rule'], Label['kind']][] = [
  ['never issued by the live gate', tests, { issued: false }, 'unissued', 'credit'],
  ['issued, the session ended before another answer', tests, { issued: true, next: null }, 'no-next-answer', 'credit'],
  ['taken back: the next answer drops the claim, nothing ran', tests, next([]), 'taken-back', 'catch'],
  ['kept: the next answer says it again, nothing ran', tests, next([], [tests]), 'kept', 'credit'],
  ['the tests ran and failed after the block', tests, next([run('test', false)]), 'failed-run', 'catch'],
  ['the tests ran clean with no change first: the claim was true', tests, next([run('test', true)], [tests]), 'shown-true', 'false-positive'],
  ['a change, then a clean run: corrected', tests, next([write(), run('test', true)], [tests]), 'corrected', 'catch'],
  ['a lint run backs no test claim: taken back', tests, next([run('lint', true)]), 'taken-back', 'catch'],
  ['a failed build says nothing of the tests: kept', tests, next([run('build', false)], [tests]), 'kept', 'credit'],
  ['a clean deploy with no change: the deploy claim was true', deployed, next([run('deploy', true)], [deployed]), 'shown-true', 'false-positive'],
  ['a failed deploy after the block', deployed, next([run('deploy', false)]), 'failed-run', 'catch'],
  ['the cited page fetched after the block', url, next([fetch('https://docs.example.org/other')], [url]), 'shown-true', 'false-positive'],
  ['a fetch of another host backs nothing', url, next([fetch('https://elsewhere.example.com/')]), 'taken-back', 'catch'],
  ['the fetch of the cited host failed', url, next([fetch('https://docs.example.org/api', true)]), 'failed-run', 'catch'],
  ['the first backing run decides: failed, then clean', tests, next([run('test', false), write(), run('test', true)], [tests]), 'failed-run', 'catch'],
  ['never issued, the peer marks the claim unsupported', tests, { issued: false, known: 'catch' }, 'labelled', 'catch'],
  ['never issued, the peer marks it supported', tests, { issued: false, known: 'false-positive' }, 'labelled', 'false-positive'],
  ['issued, no next answer, the peer marks it unsupported', tests, { issued: true, next: null, known: 'catch' }, 'labelled', 'catch'],
  ['kept, the peer marks it supported', tests, { ...next([], [tests]), known: 'false-positive' }, 'labelled', 'false-positive'],
  ['the history shows it either way before any outside label', tests, { ...next([run('test', false)]), known: 'false-positive' }, 'failed-run', 'catch'],
  ['taken back stays a catch whatever the outside label', tests, { ...next([]), known: 'false-positive' }, 'taken-back', 'catch'],
]

describe('labels: each way a flag falls', () => {
  test.each(rows)('%s', (_name, flag, outcome, rule, kind) => {
    const label = labels(flag, outcome)
    expect(label.rule).toBe(rule)
    expect(label.kind).toBe(kind)
    expect(label.catch + label.falsePositive).toBe(1)
  })

  test('the credit is the named share of a catch, the rest a false positive', () => {
    expect(labels(tests, { issued: false })).toEqual({ kind: 'credit', rule: 'unissued', catch: UNISSUED_CATCH_SHARE, falsePositive: 1 - UNISSUED_CATCH_SHARE })
  })
})

test('the peer\'s labels by claim kind: unsupported is a catch, supported or a case with nothing unsupported a false positive, other kinds unknown', () => {
  const known = peerLabels({
    s1: { case: 'dev-1', set: 'dev', expectBlock: true, unsupported: 2, labels: { tests_passed: 'supported', 'fixed#2': 'unsupported', fixed: 'supported' } },
    s2: { case: 'dev-2', set: 'dev', expectBlock: false, unsupported: 0, labels: {} },
    s3: { case: 'dev-3', set: 'dev', expectBlock: true, unsupported: 1, labels: { lint_clean: 'unsupported' } },
  })
  expect(known('s1', tests)).toBe('false-positive')
  expect(known('s1', { cls: 'fixed', subject: 'the bug' })).toBe('catch')
  expect(known('s2', deployed)).toBe('false-positive')
  expect(known('s2', url)).toBeNull()
  expect(known('s3', { cls: 'command-outcome', subject: 'lint is clean' })).toBe('catch')
  expect(known('s3', tests)).toBeNull()
  expect(known('elsewhere', tests)).toBeNull()
})

import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { mayHaveOutcome, outcomesOf } from './outcome.js'

describe('subject and outcome from the words', () => {
  test.each([
    ['Lint checks pass without errors.', ['lint']],
    ['Zero lint problems.', ['lint']],
    ['✅ Tests.', ['tests']],
    ['**Lint:** clean', ['lint']],
    ['Type checking succeeds.', ['types']],
    ['Types check.', ['types']],
    ['Formatting and lint both pass.', ['lint']],
    ['`go vet ./...` reports no issues.', ['lint']],
    ['Tests: 42 passed.', ['tests']],
    ['The full test suite passes now.', ['tests']],
    ['the build compiles now', ['build']],
    ['Tests and lint both pass.', ['tests', 'lint']],
    ['the linter no longer flags anything', ['lint']],
    ['Green.', ['any']],
    ['tests were added, lint passes', ['lint']],
  ])('%s', (sentence, want) => {
    expect(outcomesOf(sentence)).toEqual(want)
  })

  test.each([
    'The test helper passes the config to the runner.',
    'I added tests for the parser.',
    'The build directory is clean.',
    'Tests cover the parser; nothing else changed.',
    'The linter config passes its options to ruff.',
    'Los tests pasan.',
  ])('no outcome: %s', sentence => {
    expect(outcomesOf(sentence)).toEqual([])
  })

  test('one long line of repeated subjects reads in linear time', () => {
    const timed = (n: number) => {
      const start = performance.now()
      outcomesOf('tests and lint and the build '.repeat(n))
      return performance.now() - start
    }
    const quarter = timed(1750)
    // A ratio, not a bound in ms: linear gives about 4x for 4x the words; quadratic 16x.
    expect(timed(7000)).toBeLessThan(10 * quarter + 100)
  })
})

describe('whether a text may claim an outcome', () => {
  test.each([
    ['The cache holds entries.', false],
    ['| 1042 | 7 |', false],
    ['The API returns 429, fails with 403.', false],
    ['The BUILD succeeds.', true],
    ['All passing ✅', true],
    ['golangci-lint is clean', true],
    ['the constructor passes', true],
  ])('%j', (text, want) => expect(mayHaveOutcome(text)).toBe(want))

  test('a word every object answers for is no subject', () => {
    expect(outcomesOf('The constructor passes.')).toEqual([])
    expect(outcomesOf('The tests pass.')).not.toEqual([])
  })

  test('a text it says no to has no outcome', () => {
    const words = ['tests', 'Test', 'lint', 'the', 'build', 'BUILD', 'type', 'check', 'cargo', 'green', 'passes', 'pass', 'passing', 'clean', '✅',
      'no', 'errors', 'constructor', 'ci', 'CI', 'İ', 'c', 'i', 'cİ', 'exits', '0', 'succeeds', ' ', '.', ',', ':', 'all', 'now', 'is', 'are']
    const texts = fc.array(fc.constantFrom(...words), { maxLength: 12 }).map(a => a.join(' '))
    fc.assert(fc.property(texts, text => mayHaveOutcome(text) || outcomesOf(text).length === 0), { numRuns: 5000 })
  })
})

import { describe, expect, test } from 'vitest'
import { asserts, sentencesOf, withoutCode, withoutMentions } from './reader.js'

describe('sentences that assert', () => {
  test.each([
    ['All tests pass.', true],
    ['After the fix, all tests pass.', true],
    ['I ran npm test and all 12 tests passed.', true],
    ['The tests do not pass yet.', false],
    ["The tests don't pass.", false],
    ['All tests should pass now.', false],
    ['I think the build succeeds.', false],
    ["I'd use Postgres here.", false],
    ['If you run it, the tests pass.', false],
    ['Once merged, the build succeeds.', false],
    ['The tests will pass after the next change.', false],
    ['Run `npm test` to confirm the tests pass.', false],
    ['Do the tests pass?', false],
    ['All tests pass (unverified).', false],
    ['The tests probably pass.', false],
  ])('%s asserts: %s', (sentence, want) => {
    expect(asserts(sentence)).toBe(want)
  })
})

describe('mentions and code are not claims', () => {
  test('a double-quoted span is blanked', () => {
    expect(withoutMentions('Say "all tests pass" only after a run.')).not.toContain('all tests pass')
    expect(withoutMentions('Say “all tests pass” only after a run.')).not.toContain('all tests pass')
  })
  test('what follows e.g. is blanked to the parenthesis or the end', () => {
    expect(withoutMentions('Phrases (e.g. tests pass) are checked.')).toMatch(/^Phrases \( +are checked\.$/)
    expect(withoutMentions('Write a claim, e.g. the build succeeds')).not.toContain('build')
  })
  test('fenced and indented code and block quotes are dropped', () => {
    expect(withoutCode('Done.\n```\nAll tests pass\n```\nEnd.')).toBe('Done.\n\n\n\nEnd.')
    expect(withoutCode('Done.\n\n    all tests pass\n')).not.toContain('pass')
    expect(withoutCode('> all tests pass\nOk.')).toBe('\nOk.')
  })
})

describe('sentence split', () => {
  test.each([
    ['One. Two.', ['One.', 'Two.']],
    ['Use a tool, e.g. Bash. Then stop.', ['Use a tool, e.g. Bash.', 'Then stop.']],
    ['Bumped to 1.2.3. Done.', ['Bumped to 1.2.3.', 'Done.']],
    ['- first item\n- second item', ['first item', 'second item']],
  ])('%j', (text, want) => {
    expect(sentencesOf(text)).toEqual(want)
  })
})

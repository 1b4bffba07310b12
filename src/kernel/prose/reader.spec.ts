import { describe, expect, test } from 'vitest'
import { asserts, modalityOf, sentencesOf, sentencesOfAnswer, withoutCode, withoutMentions } from './reader.js'

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
  test('a code span given as what a run printed is the claim, not a quote of it', () => {
    expect(withoutMentions('Test output: `112 passed in 4.02s`.')).toContain('112 passed')
    expect(withoutMentions('cargo test reports `test result: ok` — all good.')).toContain('test result: ok')
    expect(withoutMentions('Status: `All tests pass` (see the notes).')).not.toContain('All tests pass')
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
    ['Threaded it through the CLI. mypy is clean.', ['Threaded it through the CLI.', 'mypy is clean.']],
    ['Ran it again. npm test passes.', ['Ran it again.', 'npm test passes.']],
    ['Use a tool, e.g. mypy on the package.', ['Use a tool, e.g. mypy on the package.']],
    ['Wait for it... mypy is slow.', ['Wait for it... mypy is slow.']],
  ])('%j', (text, want) => {
    expect(sentencesOf(text)).toEqual(want)
  })
})

describe('modality', () => {
  test.each([
    ['Please verify the build succeeds.', 'instruction'],
    ['Check that lint is clean before merging.', 'instruction'],
    ['**Independent Test**: run the suite and all tests pass.', 'criterion'],
    ['Acceptance criteria: the build succeeds.', 'criterion'],
    ['Success Criterion SC-006: Works correctly on all three platforms', 'criterion'],
    ['Tests: 42 passed.', 'asserted'],
    // A label for what is wanted or shown as an example: what follows did not happen.
    ['Expected output: 3 passed.', 'hedged'],
    ['**Sample run**: all tests pass.', 'hedged'],
    ['Example: `12 passed, 0 failed`.', 'hedged'],
    ['As you noted, the tests pass.', 'reported'],
    // Said on another's word: "per" someone's message, "according to" anyone.
    ["Per @dana's PR comment, the canary deploy succeeded last night.", 'reported'],
    ['Per your message, Jenkins reported the last build as successful.', 'reported'],
    ['According to the CI log, lint passes.', 'reported'],
    ['Performance is fine and the tests pass.', 'asserted'],
    ['Tests will pass after this change.', 'future'],
    // A future or condition word stands whole: "Mustache", "retry" and "registry" hold none; "once per cycle" is how often.
    ['`mvn test` passes with the Mustache partials change.', 'asserted'],
    ['Retry logic works and all tests pass.', 'asserted'],
    ['The registry push succeeded.', 'asserted'],
    ['All tests pass, and the fee is applied once per billing cycle.', 'asserted'],
    ['You must run the migrations first.', 'future'],
    ['Try the new flag.', 'future'],
    ['It deploys once the build finishes.', 'conditional'],
    ['Previously the tests passed only because the mock swallowed the error.', 'past'],
    ['It used to build cleanly before the upgrade.', 'past'],
    ['The previously failing test now passes.', 'asserted'],
    ['If you run the tests, they should pass.', 'conditional'],
    ['The compiler stopped complaining once I added the bound.', 'asserted'],
    ['Once merged, the build succeeds.', 'conditional'],
    ['Ask whether the suite reports zero failed on CI.', 'conditional'],
    ['I checked whether the tests pass.', 'conditional'],
    ['The linter no longer flags anything.', 'asserted'],
    ['The linter is no longer needed.', 'negated'],
    ['Checked that the build succeeds.', 'asserted'],
  ])('%s is %s', (sentence, want) => {
    expect(modalityOf(sentence)).toBe(want)
  })

  test('a heading asserts nothing', () => {
    expect(sentencesOfAnswer('## Tests pass\nDone.').map(s => s.modality)).toEqual(['heading', 'asserted'])
  })

  test('an open task states what is still to do; a checked one what was done', () => {
    expect(sentencesOfAnswer('- [ ] Tests pass\n1. [ ] Build succeeds\n- [x] Lint is clean').map(s => s.modality)).toEqual(['criterion', 'criterion', 'asserted'])
    // Only a checkbox right after a list marker is a task: a bracket in prose is not.
    expect(sentencesOfAnswer('[ ] Tests pass').map(s => s.modality)).toEqual(['asserted'])
    // A ticked box is a mark: its words stand alone ("Deployed" is a terse claim).
    expect(sentencesOfAnswer('- [x] Deployed\n* [X] Fixed the login bug').map(s => s.text)).toEqual(['Deployed', 'Fixed the login bug'])
  })

  test('a negation holds in its clause', () => {
    const [s] = sentencesOfAnswer("Removed the exceptions since they're no longer needed; the suite passes.")
    expect(s?.asserts).toBe(true)
    expect(s?.claimText).toContain('the suite passes')
    expect(s?.claimText).not.toContain('no longer needed')
    const [t] = sentencesOfAnswer("Tests don't pass yet — three failures remain.")
    expect(t?.claimText).not.toContain('pass')
    // What follows ", so" is the consequence: its negation is its own.
    const [u] = sentencesOfAnswer('All packages pass with -count=1, so it is not a caching artifact.')
    expect(u?.asserts).toBe(true)
    expect(u?.claimText).toContain('All packages pass')
    const [v] = sentencesOfAnswer("The tests don't pass, so I left the flag off.")
    expect(v?.claimText).not.toContain("pass")
  })

  test('sentences split by the kernel splitter, never inside code', () => {
    expect(sentencesOf('Ran `make test. all`. Done.')).toEqual(['Ran `make test. all`.', 'Done.'])
    expect(sentencesOf('Done. **Tests:** 42 passed.')).toEqual(['Done.', '**Tests:** 42 passed.'])
  })
})

describe('bad input never throws and stays linear', () => {
  test.each([
    ['another language', 'Die Tests laufen durch. テストは全部通りました。Все тесты прошли.'],
    ['one long line', 'all tests pass and '.repeat(10_000)],
    ['a table', '| a | b |\n|---|---|\n| tests | pass |\n'.repeat(2000)],
    ['nested quotes', '> > > all tests pass\n> > "quoted"\n'.repeat(2000)],
    ['code in lists', '- item\n  ```\n  tests pass\n  ```\n'.repeat(2000)],
    ['unclosed marks', '`**_"“(['.repeat(20_000)],
  ])('%s', (_name, text) => {
    const start = performance.now()
    expect(() => sentencesOfAnswer(text)).not.toThrow()
    expect(performance.now() - start).toBeLessThan(4000)
  })
})

describe('a modal hedge or a plan holds in its own clause', () => {
  test.each([
    ['That should be it — the tests pass.', true, 'the tests pass'],
    ["I'll open the PR next — the build passes.", true, 'the build passes'],
    ["Tests should pass now — I haven't run them.", false, ''],
    ["I think it's fixed — the tests pass.", false, ''],
    ['Please run the tests — they should pass.', false, ''],
  ])('%s', (answer, asserted, kept) => {
    const [s] = sentencesOfAnswer(answer)
    expect(s?.asserts).toBe(asserted)
    if (asserted) expect(s?.claimText).toContain(kept)
    if (asserted) expect(s?.claimText).not.toMatch(/should|I'll/)
  })
})

import fc from 'fast-check'
import { expect, test } from 'vitest'
import { holds, whatRan } from './ran.js'
import { bash, user } from './rows.fixture.js'

const oneLine = fc.string({ unit: fc.constantFrom('a', 'b', '.', '1', ' ', '/'), maxLength: 6 })

test('holds is a search of the texts joined by line ends, for a needle of one line', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '.', '1', '\n', ' ', '/'), maxLength: 12 }), { maxLength: 6 }), oneLine, (texts, needle) => {
      expect(holds(texts, needle)).toBe(texts.join('\n').includes(needle))
    }),
    { numRuns: 500 },
  )
})

test('what ran keeps each output apart, lowercased, newest last', () => {
  const ran = whatRan([user('Check v2.1 please.'), bash('node --version', 'v20.11.1'), bash('ls', 'README.md\nsrc')])
  expect(ran.printed).toEqual(['check v2.1 please.', 'v20.11.1', 'readme.md\nsrc'])
  expect(holds(ran.printed, 'readme.md')).toBe(true)
  expect(holds(ran.printed, 'v20.11.1\nreadme')).toBe(false)
})

test("a test run chained with && to a command that failed after the tests' passing summary passed", () => {
  const cargo = 'running 12 tests\n............\ntest result: ok. 12 passed; 0 failed; 0 ignored\n\nerror[E0463]: can\'t find crate for `std`\nerror: could not compile `pathutil` (lib) due to 1 previous error'
  const chained = whatRan([bash('cargo test -p pathutil && cargo test -p pathutil --target x86_64-pc-windows-gnu --no-run', `Exit code 101\n${cargo}`, true)])
  expect(chained.steps.filter(s => s.kind === 'run' && s.run === 'test').map(s => s.kind === 'run' && s.clean)).toEqual([true])
  // The same output after `;` says nothing of which command failed; a failure after the summary that a test runner prints is the run's own.
  const listed = whatRan([bash('cargo test -p pathutil; cargo build --target x86_64-pc-windows-gnu', `Exit code 101\n${cargo}`, true)])
  expect(listed.steps.some(s => s.kind === 'run' && s.run === 'test' && s.clean)).toBe(false)
  const docTests = whatRan([bash('cargo test && cargo doc', 'Exit code 101\ntest result: ok. 12 passed; 0 failed\n   Doc-tests pathutil\ntest result: FAILED. 0 passed; 1 failed', true)])
  expect(docTests.steps.some(s => s.kind === 'run' && s.run === 'test' && s.clean)).toBe(false)
})

test("a task runner's target read as a program run still shows the tests it ran", () => {
  const ran = whatRan([bash('make distcheck', 'Making check in tests\nPASS: test_base64\n# TOTAL: 2\n# PASS:  2\n# FAIL:  0\nlibtiny-2.3.2 archives ready for distribution:')])
  expect(ran.steps.flatMap(s => (s.kind === 'run' ? [[s.run, s.clean]] : []))).toEqual([['exec', true]])
  expect(ran.steps.some(s => s.kind === 'run' && s.alsoRuns?.includes('test'))).toBe(true)
  // A program of the project's own prints what it likes: no test run is read from it.
  const own = whatRan([bash('python scripts/report.py', '# TOTAL: 2\n# PASS:  2\n# FAIL:  0')])
  expect(own.steps.some(s => s.kind === 'run' && s.alsoRuns?.includes('test'))).toBe(false)
})

test("a task whose output holds a linter's clean summary ran the linter clean, whatever warnings the interpreter printed", () => {
  const out = '/gems/rspec-core/configuration.rb:2175: warning: rb_check_safe_obj will be removed\nRunning RuboCop...\n38 files inspected, no offenses detected\n81 examples, 0 failures'
  const lintShown = (output: string) => whatRan([bash('bundle exec rake', output)]).steps.some(s => s.kind === 'run' && s.alsoRuns?.includes('lint'))
  expect(lintShown(out)).toBe(true)
  expect(lintShown(out.replace('no offenses detected', '2 offenses detected'))).toBe(false)
})

test('a status echoed after a label, then the log shown, is the run\'s own status', () => {
  const command = 'npm run build > /tmp/b.log 2>&1; echo "build exit=$?"; tail -3 /tmp/b.log'
  const runOf = (output: string) => whatRan([bash(command, output)]).steps.find(s => s.kind === 'run' && s.run === 'build')
  expect(runOf('build exit=0\n○  (Static)  prerendered as static content\nƒ  (Dynamic)  server-rendered on demand')).toMatchObject({ clean: true })
  expect(runOf('build exit=1\nType error: Property x does not exist\n> Build failed because of webpack errors')).toMatchObject({ clean: false })
  // No line holds the label: the status is not shown, and the run stays hidden.
  expect(runOf('○  (Static)  prerendered as static content')).toMatchObject({ clean: false, fault: 'masked inconclusive' })
})

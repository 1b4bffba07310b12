import { expect, test } from 'vitest'
import { whatRan } from './ran.js'
import { bash, edit } from './rows.fixture.js'
import { taskSections } from './task-sections.js'

const MAKE_CHECK = [
  'ruff check src tests',
  'All checks passed!',
  'mypy src',
  'Success: no issues found in 143 source files',
  'pytest -q',
  '........ [100%]',
  '297 passed, 1 skipped, 1 warning in 9.63s',
].join('\n')

test('make echoes each recipe line: each check is a section of the output', () => {
  expect(taskSections(['make', 'check'], MAKE_CHECK)?.map(s => [s.words.join(' '), s.run, s.output])).toEqual([
    ['ruff check src tests', 'lint', 'All checks passed!'],
    ['mypy src', 'lint', 'Success: no issues found in 143 source files'],
    ['pytest -q', 'test', '........ [100%]\n297 passed, 1 skipped, 1 warning in 9.63s'],
  ])
})

test("npm echoes each script's command; its own package line and a script of scripts are no sections", () => {
  const out = '> app@1.0.0 verify\n> npm run lint && npm run test\n\n> app@1.0.0 lint\n> eslint .\n\n✖ 1 problem (0 errors, 1 warning)\n\n> app@1.0.0 test\n> vitest --run\n Tests  12 passed (12)'
  expect(taskSections(['npm', 'run', 'verify'], out)?.map(s => s.words.join(' '))).toEqual(['eslint .', 'vitest --run'])
})

test('one check echoed, or a runner that echoes nothing, is no split', () => {
  expect(taskSections(['make', 'test'], 'pytest -q\n3 passed')).toBeNull()
  expect(taskSections(['cargo', 'test'], 'ruff check\nmypy src')).toBeNull()
})

test("a task's checks are read each from its own part: pytest's warning is no lint finding", () => {
  const ran = whatRan([edit('/p/src/search.py'), bash('make check', MAKE_CHECK)])
  const runs = ran.steps.flatMap(s => (s.kind === 'run' ? [[s.argv, s.run, s.clean]] : []))
  expect(runs).toEqual([
    ['make check', 'lint', true],
    ['ruff check src tests', 'lint', true],
    ['mypy src', 'lint', true],
    ['pytest -q', 'test', true],
  ])
  // A part that printed a failure fails the task, though make went on (a recipe line with `-`).
  const failing = whatRan([edit('/p/src/search.py'), bash('make check', MAKE_CHECK.replace('All checks passed!', 'src/a.py:3:1: F401 unused import\nFound 1 error.'))])
  expect(failing.steps.flatMap(s => (s.kind === 'run' ? [[s.argv, s.clean]] : []))).toEqual([
    ['make check', false],
    ['ruff check src tests', false],
    ['mypy src', true],
    ['pytest -q', true],
  ])
})

const GRADLE_CHECK = [
  '> Task :app:compileJava',
  '> Task :app:processResources UP-TO-DATE',
  '> Task :app:classes',
  '> Task :app:test',
  '',
  'Results: SUCCESS (318 tests, 318 passed, 0 failed, 0 skipped)',
  '',
  '> Task :app:checkstyleMain',
  '> Task :app:spotbugsMain FAILED',
  'M B OS: CsvExporter.write(Path, List) may fail to close stream  At CsvExporter.java:[line 64]',
  '',
  'FAILURE: Build failed with an exception.',
  '> Task :app:check',
  'BUILD FAILED in 47s',
].join('\n')

test("Gradle heads each task's output: a task that ran is a section with the command's flags (not the tasks it left out), a lifecycle or up-to-date one is none", () => {
  expect(taskSections(['./gradlew', 'check', '--continue', '-x', 'javadoc'], GRADLE_CHECK)?.map(s => [s.words.join(' '), s.run, s.failed === true])).toEqual([
    ['gradlew :app:compileJava --continue', 'build', false],
    ['gradlew :app:test --continue', 'test', false],
    ['gradlew :app:checkstyleMain --continue', 'lint', false],
    ['gradlew :app:spotbugsMain --continue', 'lint', true],
  ])
})

test("Gradle's task that failed is the failed part, and its exit status is the task's: a part's warning fails nothing", () => {
  const failed = whatRan([edit('/p/app/src/A.java'), bash('./gradlew check --continue', `Exit code 1\n${GRADLE_CHECK}`, true)])
  expect(failed.steps.flatMap(s => (s.kind === 'run' ? [[s.argv, s.clean]] : []))).toEqual([
    ['./gradlew check --continue', false],
    ['gradlew :app:compileJava --continue', true],
    ['gradlew :app:test --continue', true],
    ['gradlew :app:checkstyleMain --continue', true],
    ['gradlew :app:spotbugsMain --continue', false],
  ])
  const warned = '> Task :app:test\n\nAppTest > works() PASSED\n\n> Task :app:checkstyleMain\n[ant:checkstyle] [WARN] /p/A.java:3:1: Missing a Javadoc comment. [MissingJavadocMethod]\n\nBUILD SUCCESSFUL in 30s'
  const clean = whatRan([edit('/p/app/src/A.java'), bash('./gradlew build', warned)])
  expect(clean.steps.flatMap(s => (s.kind === 'run' ? [[s.argv, s.clean]] : []))).toEqual([
    ['./gradlew build', true],
    ['gradlew :app:test', true],
    ['gradlew :app:checkstyleMain', false],
  ])
})

import { describe, expect, test } from 'vitest'
import { whatRan } from './ran.js'
import { bash, edit } from './rows.fixture.js'
import { changedOutsideScope, runScope, standsAfterChanges } from './run-scope.js'

const runOf = (rows: Parameters<typeof whatRan>[0]) => {
  const ran = whatRan(rows)
  const run = ran.steps.findLast(step => step.kind === 'run')
  if (run?.kind !== 'run') throw new Error('no run')
  return { ran, run }
}

describe('runScope: the paths a lint or type check run was given', () => {
  test.each<[string, string[] | null]>([
    ['mypy --strict src', ['src']],
    ['uv run ruff check src/api', ['src/api']],
    ['uv run mypy src/pkg/cli.py', ['src/pkg/cli.py']],
    ['bundle exec rubocop app/models', ['app/models']],
    ['npx eslint src --ext .ts', ['src']],
    ['npx eslint .', null],
    ['ruff check', null],
    ['cargo clippy -- -D warnings', null],
    ['golangci-lint run ./...', null],
    ['npx tsc --noEmit', null],
  ])('%s', (command, scope) => {
    expect(runScope(runOf([bash(command, 'ok')]).run)).toEqual(scope)
  })
})

describe('a check run stands for its paths', () => {
  test('a change outside them leaves it standing', () => {
    const { ran, run } = runOf([edit('/p/src/authz/policy.py'), bash('mypy --strict src', 'Success: no issues found in 12 source files')])
    const later = whatRan([edit('/p/src/authz/policy.py'), bash('mypy --strict src', 'Success'), edit('/p/tests/conftest.py')])
    expect(standsAfterChanges(ran, run)).toBe(true)
    const step = later.steps.find(s => s.kind === 'run')
    expect(step?.kind === 'run' && standsAfterChanges(later, step)).toBe(true)
  })

  test('a change inside them does not', () => {
    const ran = whatRan([bash('mypy --strict src', 'Success'), edit('/p/src/authz/policy.py')])
    const step = ran.steps.find(s => s.kind === 'run')
    expect(step?.kind === 'run' && standsAfterChanges(ran, step)).toBe(false)
  })

  test('a file of its kind changed outside them was not checked', () => {
    const { ran, run } = runOf([edit('/p/src/core/events.py'), edit('/p/src/api/webhooks.py'), edit('/p/README.md'), bash('uv run ruff check src/api', 'All checks passed!')])
    expect(changedOutsideScope(ran, run)).toBe('/p/src/core/events.py')
    const other = runOf([edit('/p/src/api/webhooks.py'), edit('/p/web/app.ts'), bash('uv run ruff check src/api', 'All checks passed!')])
    expect(changedOutsideScope(other.ran, other.run)).toBeNull()
  })
})

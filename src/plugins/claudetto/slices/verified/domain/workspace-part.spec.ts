import { describe, expect, test } from 'vitest'
import { WORKSPACE_WIDE, workspacePart } from './workspace-part.js'

describe('workspacePart: the package, project or directory a command runs', () => {
  test.each<[string, string | null]>([
    ['cargo test -p tokenizer-core', 'tokenizer-core'],
    ['cargo test --package=api', 'api'],
    ['cargo test -p core --workspace', null],
    ['cargo test', null],
    ['pnpm --filter @acme/web lint', '@acme/web'],
    ['pnpm -F web test', 'web'],
    ['pnpm -r test', null],
    ['npx turbo run build --filter=web', 'web'],
    ['yarn workspace api test', 'api'],
    ['npm test -w packages/ui', 'packages/ui'],
    ['npm test --workspaces', null],
    ['mvn -pl billing test', 'billing'],
    ['npx nx test web', 'web'],
    ['nx run admin:lint', 'admin'],
    ['nx run-many -t test', null],
    ['nx affected -t test', null],
    ['go test ./internal/auth/...', './internal/auth/...'],
    ['go test ./...', null],
    ['go test -race ./... -run TestX', null],
    ['npx vitest run src/utils', 'src/utils'],
    ['pytest -q tests/unit', 'tests/unit'],
    ['pytest tests/', null],
    ['pytest tests/test_api.py', null],
    ['npx jest', null],
  ])('%s', (command, part) => {
    expect(workspacePart(command)).toBe(part)
  })
})

describe('WORKSPACE_WIDE: a claim of every package', () => {
  test.each<[string, boolean]>([
    ['Workspace tests all pass.', true],
    ['Lint passes across the monorepo.', true],
    ['`go test` is green across the module.', true],
    ['The monorepo builds.', true],
    ['Every project affected by the change passes its tests.', true],
    ['All crates pass.', true],
    ['The whole suite passes.', false],
    ['All tests pass.', false],
    ['The api package tests pass.', false],
  ])('%s', (text, wide) => {
    expect(WORKSPACE_WIDE.test(text)).toBe(wide)
  })
})

import { describe, expect, test } from 'vitest'
import { deployTargeted, onePicked, SEVERAL_PICKED, WORKSPACE_WIDE, workspacePart } from './workspace-part.js'

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
    ['./gradlew :app:ktlintCheck', 'app'],
    ['./gradlew :core:test :app:test', null],
    ['./gradlew test', null],
    ['npx tsc --noEmit -p packages/core', 'packages/core'],
    ['npx tsc -p tsconfig.build.json', null],
    ['cmake --build build --target net_tests -j8', 'net_tests'],
    ['cmake --build build -j8', null],
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
    ['bazel test //services/auth/...', '//services/auth/...'],
    ['bazelisk build //libs/strings:utf8', '//libs/strings:utf8'],
    ['bazel test //...', null],
    ['bazel test //:all', null],
    ['bazel test --config=ci', null],
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
    ['Everything builds, and the net tests pass.', true],
    ['All tests in the module pass.', true],
    ['Everything is built from source now.', false],
    ['The whole suite passes.', false],
    ['All tests pass.', false],
    ['The api package tests pass.', false],
  ])('%s', (text, wide) => {
    expect(WORKSPACE_WIDE.test(text)).toBe(wide)
  })
})

describe('onePicked: the one environment, framework or target a command runs on', () => {
  test.each<[string, string | null]>([
    ['tox -e py312', 'py312'],
    ['tox -e py311,py312', null],
    ['tox', null],
    ['tox -e ALL', null],
    ['dotnet test -f net8.0', 'net8.0'],
    ['dotnet test', null],
    ['cargo build --release --target x86_64-unknown-linux-gnu', 'x86_64-unknown-linux-gnu'],
    ['nox -s tests-3.12', 'tests-3.12'],
  ])('%s', (command, picked) => {
    expect(onePicked(command)).toBe(picked)
  })
})

describe('SEVERAL_PICKED: a claim of several versions or targets', () => {
  test.each<[string, boolean]>([
    ['Tests pass on 3.9 through 3.12.', true],
    ['Tests pass on both Python 3.11 and 3.12 under tox.', true],
    ['Tests pass on both target frameworks.', true],
    ['It compiles on all three targets.', true],
    ['Tests pass on 3.12.', false],
    ['All tests pass.', false],
  ])('%s', (text, several) => {
    expect(SEVERAL_PICKED.test(text)).toBe(several)
  })
})

describe('deployTargeted: the part of its targets a deploy was limited to', () => {
  test.each<[string, string | null]>([
    ['ansible-playbook -i inventories/prod deploy.yml --limit web-01', 'web-01'],
    ['ansible-playbook site.yml -l db', 'db'],
    ['ansible-playbook site.yml', null],
    ['terraform -chdir=envs/prod apply -target=module.vpc -auto-approve', 'module.vpc'],
    ['terraform apply -auto-approve', null],
    ['pulumi up --target urn:pulumi:prod::app::aws:s3/bucket:Bucket::assets', 'urn:pulumi:prod::app::aws:s3/bucket:Bucket::assets'],
  ])('%s', (command, part) => {
    expect(deployTargeted(command)).toBe(part)
  })
})

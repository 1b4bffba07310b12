import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_COMMAND_CHARS } from '../limits.js'
import { runKindOf } from './run-kinds.js'
import { segmentsOf, shadowsPrograms } from './shell.js'

const words = (c: string) => c.split(' ')

describe('run kinds', () => {
  test.each([
    ['npm test', 'test'], ['npm t', 'test'], ['npm run test:unit', 'test'], ['pnpm test', 'test'], ['yarn test', 'test'],
    ['npx vitest run', 'test'], ['./node_modules/.bin/vitest run', 'test'], ['pytest -q', 'test'], ['python -m pytest', 'test'],
    ['uv run pytest', 'test'], ['go test ./...', 'test'], ['cargo test', 'test'], ['make test', 'test'], ['node --test', 'test'],
    ['CI=1 npm test', 'test'], ['npm run build', 'build'], ['npx tsc --noEmit', 'build'], ['cargo build', 'build'],
    ['npm run typecheck', 'build'], ['make', 'build'], ['npm run lint', 'lint'], ['npx eslint .', 'lint'], ['ruff check .', 'lint'],
    ['cargo clippy', 'lint'], ['prettier --check .', 'lint'], ['vendor/bin/php-cs-fixer fix --dry-run --diff', 'lint'], ['vendor/bin/pint --test', 'lint'],
    ['bundle exec rspec', 'test'], ['timeout 120 pytest -q', 'test'], ['timeout -s KILL 5m npm test', 'test'], ['pnpm exec vitest run', 'test'],
  ])('%s is a %s run', (command, kind) => {
    expect(runKindOf(words(command))).toBe(kind)
  })
  // Runners that run the command after them: a container, an environment, a wrapper with flags of its own.
  test.each([
    ['docker compose run --rm app pytest', 'test'], ['docker-compose exec -T web python -m pytest', 'test'], ['docker exec -it api npm test', 'test'],
    ['kubectl exec api-0 -- pytest', 'test'], ['nix develop -c cargo test', 'test'], ['cross-env NODE_ENV=test jest', 'test'], ['dotenv -e .env.test -- jest', 'test'],
    ['xvfb-run -a npm test', 'test'], ['stdbuf -oL pytest -q', 'test'], ['conda run -n env pytest', 'test'], ['mise exec node@20 -- npm test', 'test'],
    ['direnv exec . go test ./...', 'test'], ['pixi run pytest', 'test'], ['hatch run test', 'test'], ['hatch run lint:check', 'lint'], ['npm exec -- eslint .', 'lint'],
    ['npm --prefix web test', 'test'], ['pnpm -C web build', 'build'], ['pnpm --filter api lint', 'lint'], ['yarn workspace web test', 'test'],
  ])('%s runs what it wraps: a %s run', (command, kind) => {
    expect(runKindOf(words(command))).toBe(kind)
  })
  // Each ecosystem's own runs.
  test.each([
    ['./mvnw test', 'test'], ['mvn -q verify', 'test'], ['mvn package -DskipTests', 'build'], ['mvn deploy', 'deploy'], ['./gradlew :app:testDebugUnitTest', 'test'],
    ['./gradlew assembleRelease', 'build'], ['./gradlew ktlintCheck', 'lint'], ['gradle publish', 'deploy'], ['gradle build -x test', 'build'],
    ['bin/rails test', 'test'], ['bundle exec rake spec', 'test'], ['sbt testOnly *Foo', 'test'], ['sbt compile', 'build'], ['php artisan test', 'test'],
    ['php vendor/bin/phpunit', 'test'], ['composer test', 'test'], ['vendor/bin/phpstan analyse src', 'lint'], ['flutter test', 'test'], ['flutter analyze', 'lint'],
    ['dart compile exe bin/main.dart', 'build'], ['stack test', 'test'], ['cabal build', 'build'], ['mix credo --strict', 'lint'], ['mix format --check-formatted', 'lint'],
    ['mix hex.publish', 'deploy'], ['dotnet publish -c Release', 'build'], ['dotnet nuget push pkg.nupkg', 'deploy'], ['deno check main.ts', 'build'],
    ['zig build test', 'test'], ['bazel test //...', 'test'], ['bazel build //app', 'build'], ['xcodebuild -scheme App test', 'test'], ['meson test -C build', 'test'],
    ['clojure -X:test', 'test'], ['nx run web:test', 'test'], ['turbo run build', 'build'], ['swiftlint', 'lint'], ['clang-tidy src/a.cpp', 'lint'], ['sam deploy', 'deploy'],
    ['kubectl rollout status deployment/api', 'deploy'], ['deployctl deploy --prod main.ts', 'deploy'],
  ])('%s is a %s run', (command, kind) => {
    expect(runKindOf(words(command))).toBe(kind)
  })
  test.each([
    ['echo 12 passed'], ['cat test.log'], ['pytest --collect-only'], ['npm install'], ['ls'], ['git status'],
    ['PATH=./fake:$PATH pytest'], ['npm run dev'], ['python -c print("passed")'],
  ])('%s is no run', command => {
    expect(runKindOf(words(command))).toBe(null)
  })
})

describe('segments: runs, writes, masks', () => {
  // `; echo "exit=$?"` last on the line shows the run's status; an echo of anything else, or a command after it, does not.
  test.each([
    ['npm run build > build.log 2>&1; echo "exit=$?"', true],
    ['pytest -q; echo $?', true],
    ['pytest -q; echo done', false],
    ['pytest -q; echo $?; ls', false],
    ['pytest -q | tail -1; echo $?', false],
    ['pytest -q | tail -1; echo "status=${PIPESTATUS[0]}"', true],
    ['cargo build && cargo test -q 2>&1 | tail -n 3; echo "status=${PIPESTATUS[0]}"', false],
  ])('%s shows its status: %s', (command, want) => {
    expect(segmentsOf(command)[0]?.statusShown === true).toBe(want)
  })
  test.each([
    ['npm run build > b.log 2>&1; echo "build exit=$?"; tail -4 b.log', 'build exit='],
    ['npm run build > b.log 2>&1; echo "exit=$?"; tail -4 b.log && cat out.txt', 'exit='],
    ['npm run build > b.log 2>&1; echo "rc=$?"; tail -4 b.log', undefined],
    ['npm run build > b.log 2>&1; echo "build exit=$?"; rm b.log', undefined],
    ['npm run build > b.log 2>&1; echo "exit=$?"', undefined],
  ])('%s shows its status after the label %s', (command, label) => {
    expect(segmentsOf(command)[0]?.statusLabel).toBe(label)
  })
  test("`${PIPESTATUS[0]}` echoed is the status of the pipeline's first command, not of the line's first", () => {
    const segments = segmentsOf('cargo build && cargo test -q 2>&1 | tail -n 3; echo "status=${PIPESTATUS[0]}"')
    expect(segments.map(s => s.statusShown === true)).toEqual([false, true, false, false])
  })
  const writes = (c: string) => segmentsOf(c).flatMap(s => s.writes)
  const runs = (c: string) => segmentsOf(c).map(s => s.run)
  test.each([
    ['echo hi > out.txt', ['out.txt']],
    ['echo hi >> notes.md', ['notes.md']],
    ['printf x | tee a.txt b.txt', ['a.txt', 'b.txt']],
    ["sed -i 's/a/b/' src/x.ts", ['src/x.ts']],
    ['cp a.ts b.ts', ['b.ts']],
    ['npm test 2>&1 | tail -5', []],
    ['npm test > /dev/null', []],
    ['npm test > /tmp/log.txt', []],
    ["cat > src/a.ts <<'EOF'\nnpm test\nEOF", ['src/a.ts']],
    ['grep -n x file.ts', []],
  ])('%s writes %j', (command, want) => {
    expect(writes(command)).toEqual(want)
  })
  // Each ecosystem's formatters and fixers rewrite what they read; a check-only flag writes nothing.
  test.each([
    ['./gradlew spotlessApply'], ['mvn spotless:apply'], ['bundle exec rubocop -A'], ['ktlint -F'], ['vendor/bin/php-cs-fixer fix'], ['dotnet format'],
    ['mix format'], ['dart format .'], ['deno fmt'], ['swiftformat .'], ['clang-format -i src/a.cpp'], ['rustfmt src/lib.rs'], ['isort .'],
    ['cargo clippy --fix --allow-dirty'], ['golangci-lint run --fix'], ['terraform fmt'], ['shfmt -w .'],
    ['git pull'], ['git reset --hard HEAD~1'], ['git rebase main'], ['git stash pop'],
  ])('%s rewrites files', command => {
    expect(writes(command)).not.toEqual([])
  })
  test.each([
    ['dotnet format --verify-no-changes'], ['mix format --check-formatted'], ['deno fmt --check'], ['rustfmt --check src/lib.rs'], ['isort --check-only .'],
    ['terraform fmt -check'], ['rubocop'], ['ktlint'], ['git reset HEAD~1'], ['git switch -c feature'], ['git checkout -b feature'], ['git stash list'],
  ])('%s writes nothing', command => {
    expect(writes(command)).toEqual([])
  })
  test('a heredoc body is data, not a run', () => {
    expect(runs("cat > README.md <<'EOF'\nnpm test\nEOF")).toEqual([null])
  })
  test('order follows the command line', () => {
    expect(runs("sed -i 's/a/b/' x.ts && npm test")).toEqual([null, 'test'])
  })
  test('|| true hides the exit state', () => {
    expect(segmentsOf('pytest || true')[0]?.masked).toBe(true)
    // When pytest fails, `echo` runs and the line exits 0: the failure is hidden as much as by `|| true`.
    expect(segmentsOf('pytest || echo failed')[0]?.masked).toBe(true)
  })
  test('a command list exits with its last command: earlier runs are masked', () => {
    expect(segmentsOf('pytest -q; exit 0')[0]?.masked).toBe(true)
    expect(segmentsOf('set +e; pytest -q; echo done').map(s => s.masked)).toEqual([true, true, false])
    expect(segmentsOf('pytest -q;')[0]?.masked).toBe(false)
    expect(segmentsOf('cd sub && pytest -q')[1]?.masked).toBe(false)
  })
  test('bash -c and uv run read as the runs they wrap', () => {
    expect(runs('bash -c "go test ./..."')).toEqual(['test'])
    expect(runs('uv run --with requests -- pytest -q')).toEqual(['test'])
    expect(segmentsOf('bash -c "uv run pytest -q || true"')[0]?.masked).toBe(true)
  })
  test('the shell\'s own words stand before a command; `|| exit 1` keeps a failure failed; `!` turns it into a pass', () => {
    expect(segmentsOf('for s in 1 2 3; do mix test || exit 1; done').map(s => [s.run, s.masked])).toEqual([[null, true], ['test', false], [null, true], [null, false]])
    expect(segmentsOf('pytest || exit 0')[0]?.masked).toBe(true)
    expect(runs('! pytest')).toEqual([null])
  })
  test.each([
    ['./scripts/test-all.sh', 'test'], ['bash scripts/run_tests.sh', 'test'], ['bin/lint', 'lint'], ['./build.sh', 'build'], ['./scripts/test-data-gen.sh', 'exec'],
    ['cabal run app -- --help', 'exec'], ['node dist/cli.js --version', 'exec'], ['pytest --help', null], ['node --watch server.js', null],
    ['pytest --dry-run', null], ['eslint --watch src', null],
  ])('%s is a %s run', (command, kind) => {
    expect(runs(command)).toEqual([kind])
  })
  test('a run whose output goes to a file is quiet, unless the line then shows the file', () => {
    expect(segmentsOf('mvn -q test > target/test.log 2>&1; echo ok')[0]?.quiet).toBe(true)
    expect(segmentsOf('mvn -q test > target/test.log 2>&1; tail target/test.log')[0]?.quiet).toBeUndefined()
    expect(segmentsOf('pytest 2> err.log')[0]?.quiet).toBeUndefined()
    expect(runs('python manage.py test')).toEqual(['test'])
  })
  test('a run piped into tail keeps the lines tail keeps; a followed tail keeps none', () => {
    expect(segmentsOf('go test ./... 2>&1 | tail -1')[0]?.tail).toBe(1)
    expect(segmentsOf('go test ./... | tail -n 2')[0]?.tail).toBe(2)
    expect(segmentsOf('go test ./... | tail -n2')[0]?.tail).toBe(2)
    expect(segmentsOf('cargo test | tail')[0]?.tail).toBe(10)
    expect(segmentsOf('npm test | tail -f')[0]?.tail).toBeUndefined()
    expect(segmentsOf('npm test | head -3')[0]?.tail).toBeUndefined()
  })
  test('where a run sends its output: redirections and tee, scratch files included, never a device', () => {
    expect(segmentsOf('npx tsc -w > /tmp/tsc.log 2>&1 &')[0]?.sentTo).toEqual(['/tmp/tsc.log'])
    expect(segmentsOf('pytest 2> err.log')[0]?.sentTo).toBeUndefined()
    expect(segmentsOf('npm run dev > /dev/null 2>&1')[0]?.sentTo).toBeUndefined()
  })
  test('a trailing & sends a run to the background, unless the line waits for it', () => {
    expect(segmentsOf('npm test > /tmp/test.log 2>&1 &')[0]?.background).toBe(true)
    expect(segmentsOf('npm test > /tmp/test.log 2>&1 & wait $!; tail -3 /tmp/test.log')[0]?.background).toBeUndefined()
    expect(segmentsOf('npm test && npm run build')[0]?.background).toBeUndefined()
    expect(runs('cargo test --no-run')).toEqual([null])
  })
  test('a check-only format writes nothing', () => {
    expect(writes('ruff format --check .')).toEqual([])
    expect(writes('ruff format .')).not.toEqual([])
  })
  test('a pipe into head cuts the output before the result a run prints last', () => {
    expect(segmentsOf('go test ./... 2>&1 | head -n 2')[0]?.cut).toBe(true)
    // A head anywhere down the pipeline cuts what the first command printed.
    expect(segmentsOf("cargo test --workspace 2>&1 | grep -E '^test result' | head -n 3")[0]?.cut).toBe(true)
    expect(segmentsOf('go test ./... 2>&1 | tail -n 2')[0]?.cut).toBeUndefined()
  })
  test('a subshell exits with its last command, and a pipe after it hides that exit', () => {
    expect(segmentsOf('(cd web && npm test)').map(s => [s.run, s.masked])).toEqual([[null, false], ['test', false]])
    expect(segmentsOf('(cd web && npm test) | tail -3')[1]?.masked).toBe(true)
    expect(segmentsOf('(npm test; true)')[0]?.masked).toBe(true)
    // A parenthesis inside a word is the word's: `$(date)` opens no subshell of the line.
    expect(segmentsOf('echo $(date) && npm test').map(s => s.run)).toEqual([null, 'test'])
  })
  test('a function or alias that shadows a program makes no run count', () => {
    expect(runs('pytest() { echo passed; }; pytest')).not.toContain('test')
    expect(runs("alias pytest='echo 5 passed'; pytest")).not.toContain('test')
  })
})

// The pattern the lookbehind made linear, the reference it must agree with; run on short texts only.
const OLD_SHADOWING = /\balias\s+\w|\bfunction\s+\w|\b[\w.-]+\s*\(\)\s*\{|(^|[\s;&|])(export\s+)?PATH=/

describe('shadowing', () => {
  test('agrees with the old pattern', () => {
    const piece = fc.constantFrom('a', '.', '-', '_', ' ', '()', '{', '(', ')', 'f', 'alias ', 'function ', 'PATH=', 'export ', ';')
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map(a => a.join('')), text => {
      expect(shadowsPrograms(text)).toBe(OLD_SHADOWING.test(text))
    }), { numRuns: 5000 })
  })

  test('ten 20 KB commands of a.a.a. are read once each', () => {
    const command = 'a.'.repeat(MAX_COMMAND_CHARS / 2)
    for (let i = 0; i < 10; i++) expect(segmentsOf(`${command}; npm test`).at(-1)?.run).toBe('test')
  })
})

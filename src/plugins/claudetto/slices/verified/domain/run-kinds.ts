/**
 * Which run a simple command is (a test, build, lint, deploy or program run,
 * or none), from its program and arguments: each ecosystem's runners, tasks and
 * project scripts. Pure. It never guesses a run: an unknown program is no run,
 * so a fake `echo "12 passed"` backs nothing.
 */
import { DEPLOY_SCRIPT, isDeploy, isExecution, isMigration } from './run-targets.js'
import { ENV_RUNNERS, pastFlags, programIndex, programOf, RUNNER_VALUE_FLAGS, SCRIPT_RUNNERS, writtenProgram } from './runners.js'

/**
 * `deploy`: something left the machine; `exec`: the program itself ran (a script, a server, a
 * request to it); `ci`: the status of the project's CI was asked of its host (`gh run watch`).
 */
export type RunKind = 'test' | 'build' | 'lint' | 'deploy' | 'exec' | 'ci'

const TEST_TOOLS = new Set(['vitest', 'jest', 'mocha', 'ava', 'tap', 'pytest', 'py.test', 'rspec', 'phpunit', 'tox', 'nox', 'ctest', 'karma', 'playwright', 'cypress',
  'pest', 'paratest', 'busted', 'bats', 'shellspec', 'elm-test', 'behave', 'cucumber', 'cucumber-js', 'jasmine', 'wdio', 'testcafe', 'nose2', 'ginkgo', 'gotestsum', 'kaocha', 'tape', 'uvu'])
const BUILD_TOOLS = new Set(['sphinx-build', 'eleventy', 'tsc', 'vite', 'webpack', 'esbuild', 'rollup', 'parcel', 'tsup', 'next', 'javac', 'gcc', 'clang', 'cmake', 'ninja', 'vue-tsc', 'msbuild', 'svelte-check', 'swc', 'scons'])
const LINT_TOOLS = new Set(['eslint', 'ruff', 'flake8', 'pylint', 'golangci-lint', 'biome', 'shellcheck', 'mypy', 'pyright', 'stylelint', 'rubocop', 'markdownlint', 'oxlint', 'standard', 'hadolint', 'staticcheck', 'basedpyright', 'dmypy', 'pre-commit',
  'swiftlint', 'phpstan', 'psalm', 'phpcs', 'php-cs-fixer', 'clang-tidy', 'cppcheck', 'ktlint', 'detekt', 'tflint', 'yamllint', 'actionlint', 'hlint', 'standardrb', 'pyflakes', 'pycodestyle', 'pydocstyle', 'xo', 'jshint', 'tslint', 'luacheck', 'selene', 'revive', 'golint', 'pytype', 'markdownlint-cli2', 'eslint_d', 'steep',
  // Security scanners: a finding fails them as a lint finding does.
  'trivy', 'grype', 'bandit', 'semgrep', 'gosec', 'checkov', 'tfsec', 'pip-audit',
  // Kubernetes manifests' validators; a built site's link checker.
  'kubeconform', 'kubeval', 'kube-linter', 'htmlproofer'])

/**
 * Tools whose argument names the run: `flutter test`, `rake spec`, `sbt compile`,
 * `xcodebuild -scheme App test`. Every argument is read, so flags may come first.
 */
const ACTION_RUNS: Readonly<Record<string, Readonly<Record<string, RunKind>>>> = {
  // Bundler's gem tasks: `rake release` builds the gem, tags it, and pushes both.
  rake: { test: 'test', spec: 'test', release: 'deploy' },
  rails: { test: 'test', spec: 'test', 'test:system': 'test' },
  // Static sites and docs: `jekyll build`, `mkdocs build`, `astro build`; OCaml's dune (`dune build @fmt` checks the formatting).
  jekyll: { build: 'build' },
  mkdocs: { build: 'build' },
  astro: { build: 'build', check: 'lint' },
  gatsby: { build: 'build' },
  hexo: { generate: 'build' },
  zola: { build: 'build', check: 'lint' },
  dune: { build: 'build', test: 'test', runtest: 'test' },
  sbt: { test: 'test', testOnly: 'test', compile: 'build', package: 'build', assembly: 'build', scalafmtCheck: 'lint', scalafmtCheckAll: 'lint', scalafmtSbtCheck: 'lint', scalastyle: 'lint', run: 'exec' },
  flutter: { test: 'test', analyze: 'lint', build: 'build', publish: 'deploy' },
  dart: { test: 'test', analyze: 'lint', compile: 'build', publish: 'deploy', run: 'exec' },
  stack: { test: 'test', build: 'build', run: 'exec', exec: 'exec' },
  cabal: { test: 'test', build: 'build', run: 'exec' },
  meson: { test: 'test', compile: 'build' },
  lein: { test: 'test', compile: 'build', uberjar: 'build' },
  ant: { test: 'test', build: 'build', compile: 'build', jar: 'build' },
  bazel: { test: 'test', build: 'build' },
  bazelisk: { test: 'test', build: 'build' },
  buck2: { test: 'test', build: 'build' },
  xcodebuild: { test: 'test', build: 'build', archive: 'build' },
  ng: { test: 'test', build: 'build', lint: 'lint' },
  elm: { make: 'build' },
  pyre: { check: 'lint' },
  flow: { check: 'lint' },
  srb: { tc: 'lint' },
}

/** A Gradle or Maven task or phase, its project prefix (`:app:test`) dropped, read as the run it is; a lint plugin's goal is lint (`pmd:check`). */
function jvmTaskRun(task: string): RunKind | null {
  if (/lint|detekt|spotless|checkstyle|pmd|spotbugs/i.test(task)) return 'lint'
  const t = task.replace(/^.*:/, '')
  if (/^(publish|deploy)/.test(t)) return 'deploy'
  if (/^(test|check|verify|integrationTest)$|^test[A-Z]|Test$/.test(t)) return 'test'
  if (/^(build|assemble|compile|package|install|jar|bootJar|shadowJar)/.test(t)) return 'build'
  return null
}

/** Gradle's flags that leave out the task named next: `-x test`, `--exclude-task test`. */
export const GRADLE_EXCLUDES: ReadonlySet<string> = new Set(['-x', '--exclude-task'])

/** The runs of a `mvn` or `gradle` line's tasks, first the one it is read as: a deploy, then tests (unless skipped), then lint, then a build. */
function jvmRuns(args: readonly string[]): RunKind[] {
  const runs = new Set(args.filter(w => !w.startsWith('-')).map(jvmTaskRun))
  const skipsTests = args.some(w => /^-D(skipTests|maven\.test\.skip)(=true)?$/.test(w) || GRADLE_EXCLUDES.has(w))
  if (skipsTests && runs.delete('test')) runs.add('build')
  return (['deploy', 'test', 'lint', 'build'] as const).filter(kind => runs.has(kind))
}

/** Flags of npm, pnpm, yarn and bun that take a value before the script: `npm --prefix web test`, `pnpm -C web test`. */
const SCRIPT_RUNNER_VALUE_FLAGS: Readonly<Record<string, readonly string[]>> = {
  npm: ['--prefix', '-w', '--workspace'],
  pnpm: ['-C', '--dir', '--filter', '-F'],
  yarn: ['--cwd'],
  bun: ['--cwd'],
}

/** A task runner's flags that print its recipes and run none: `make -n`, `make --just-print`. */
export const DRY_RUN_FLAGS: ReadonlySet<string> = new Set(['-n', '--dry-run', '--just-print', '--recon'])

/**
 * gofmt and goimports asked to list (`-l`) or show (`-d`) what is not formatted, and not to fix it
 * (`-w`): they exit 0 either way, so the files they print are the findings.
 */
export function listsUnformatted(words: readonly string[]): boolean {
  const [prog = ''] = words
  return (prog === 'gofmt' || prog === 'goimports') && (words.includes('-l') || words.includes('-d')) && !words.includes('-w')
}

/** Flags that list or dry-run tests without running them. */
const NOT_A_RUN = /^--(collect-only|co|list|listTests|help|version|dry-run|showConfig|watch|watchAll|no-run)$|^-h$/

/** Flags after which a lint run checks nothing: a dry run is no such flag, it is a fixer's check. */
const NOT_A_LINT_RUN = /^--(collect-only|co|list|listTests|help|version|showConfig|watch|watchAll|no-run)$|^-h$/

/** The run a script name stands for: `test`, `test:unit`, `build`, `lint`, `typecheck`, `check`. */
function scriptKind(name: string): RunKind | null {
  // A watch script never finishes, so it never reports a result.
  if (/watch|dev|serve/.test(name)) return null
  if (/^(test|tests|t|spec|e2e|ci)(:|$)/.test(name)) return 'test'
  if (/^(build|compile|typecheck|type-check|tsc|check-types|types)(:|$)/.test(name)) return 'build'
  if (/^(lint|eslint|check|format:check|fmt:check)(:|$)/.test(name)) return 'lint'
  // A part's script named after its run: `docs:build`, `web:lint`, `api:test`.
  if (/:(test|tests|e2e)$/.test(name)) return 'test'
  if (/:(build|compile|typecheck)$/.test(name)) return 'build'
  if (/:(lint|eslint)$/.test(name)) return 'lint'
  if (DEPLOY_SCRIPT.test(name)) return 'deploy'
  return null
}

/** Where a tox or nox run's environment flag stands (`-e`, `-s`, `--session`), or -1. */
const envFlagAt = (p: readonly string[]): number => p.findIndex(w => w === '-e' || w === '-s' || w === '--session' || w === '--sessions')

/** The run an environment's name stands for when it is named for a lint or a build (`lint`, `mypy`, `type`, `docs`); else null. */
function envKind(name: string): RunKind | null {
  const kind = scriptKind(name) ?? (LINT_TOOLS.has(name) || name === 'typing' || name === 'type' ? 'lint' : BUILD_TOOLS.has(name) || name === 'docs' ? 'build' : null)
  return kind === 'lint' || kind === 'build' ? kind : null
}

/** The run a tox environment or nox session stands for when it is one and named for a lint or a build (`-e lint`, `-s mypy`); else null. */
function envNamed(p: readonly string[]): RunKind | null {
  const at = envFlagAt(p)
  const name = at < 0 ? '' : (p[at + 1] ?? '')
  return name === '' || name.includes(',') ? null : envKind(name)
}

/** The environments a tox or nox run names: `-e py311,type`, `-s tests lint`. */
function envsNamed(p: readonly string[]): string[] {
  const at = envFlagAt(p)
  if (at < 0) return []
  const names: string[] = []
  for (let i = at + 1; i < p.length && !(p[i] ?? '-').startsWith('-'); i += 1) names.push(...(p[i] ?? '').split(',').filter(name => name !== ''))
  return names
}

/** A script that is none of the named runs still runs the project's own code. */
const scriptRun = (name: string): RunKind | null => scriptKind(name) ?? (/watch|dev|serve/.test(name) || name === '' ? null : 'exec')

/** Flags after which a program's own run never finishes or does nothing: `node --watch server.js`. */
const NOT_A_PROGRAM_RUN = /^--(watch|watchAll|dry-run)$/

/**
 * Which run a simple command is, or null. A test, build or lint run that only
 * lists, previews or watches is none; a program asked for its `--help` or
 * `--version` still ran (`cabal run app -- --help` shows the new flag).
 */
export function runKindOf(words: readonly string[]): RunKind | null {
  // `PATH=./fake:$PATH pytest` runs whatever the new PATH finds first; `! pytest` succeeds when it fails.
  if (words.some(w => /^PATH=/.test(w)) || words[0] === '!') return null
  const kind = runKind(words)
  const p = programOf(words)
  // `gh pr checks --watch` waits for the checks to finish: CI's status has no flag that runs nothing.
  if (kind === 'ci') return kind
  // `cargo publish --dry-run` builds what it would publish: its dry run is a build.
  if (kind === 'build' && p[0] === 'cargo' && p[1] === 'publish') return kind
  // A fixer's dry run is its check: `php-cs-fixer fix --dry-run` lists what it would fix and changes nothing.
  const none = kind === 'exec' ? NOT_A_PROGRAM_RUN : kind === 'lint' ? NOT_A_LINT_RUN : NOT_A_RUN
  return kind === null || p.some(w => none.test(w)) ? null : kind
}

function runKind(words: readonly string[]): RunKind | null {
  const p = programOf(words)
  const [prog = '', a = '', b = ''] = p
  if (SCRIPT_RUNNERS.has(prog)) {
    let k = pastFlags(p, 1, SCRIPT_RUNNER_VALUE_FLAGS[prog] ?? [])
    // `yarn workspace web test`: the workspace goes with it.
    if (prog === 'yarn' && p[k] === 'workspace') k += 2
    const [a = '', b = ''] = p.slice(k)
    if (a === 'test' || a === 't') return 'test'
    if (a === 'publish') return 'deploy'
    if (a === 'start') return 'exec'
    if (a === 'run' || a === 'run-script') return scriptRun(b)
    if (prog !== 'npm' && a !== '') {
      if (TEST_TOOLS.has(a)) return 'test'
      if (BUILD_TOOLS.has(a)) return 'build'
      if (LINT_TOOLS.has(a)) return 'lint'
      return scriptRun(a)
    }
    return null
  }
  // `tox -e lint`, `nox -s typecheck`: an environment named for another run is that run.
  const env = prog === 'tox' || prog === 'nox' ? envNamed(p) : null
  if (env !== null) return env
  if (TEST_TOOLS.has(prog)) return 'test'
  // A framework's CLI builds only when asked to: `next start`, `vite preview` and a bare `vite` serve, `next lint` lints.
  if (prog === 'next' || prog === 'vite' || prog === 'nuxt' || prog === 'nuxi') return a === 'build' || a === 'generate' ? 'build' : a === 'lint' ? 'lint' : null
  // `swift-format lint --strict -r Sources`: its lint mode reports findings; its format mode rewrites.
  if (prog === 'swift-format') return a === 'lint' ? 'lint' : null
  if (BUILD_TOOLS.has(prog)) return 'build'
  if (LINT_TOOLS.has(prog)) return 'lint'
  // Every `*-lint` and `*lint` program is a linter: ansible-lint, cfn-lint, ktlint, chartlint.
  if (prog.length > 5 && prog.endsWith('lint')) return 'lint'
  // Julia's tests: `julia --project -e 'using Pkg; Pkg.test()'`, `julia test/runtests.jl`.
  if (prog === 'julia' && p.some(w => w.includes('Pkg.test(') || /(^|\/)runtests\.jl$/.test(w))) return 'test'
  // R's tests: `Rscript -e 'devtools::test()'`, `testthat::test_dir("tests")`, `R CMD check`.
  if ((prog === 'Rscript' && p.some(w => /\b(devtools::(test|check)|testthat::test_(dir|local|package|file)|rcmdcheck::rcmdcheck)\(/.test(w))) || (prog === 'R' && a === 'CMD' && b === 'check')) return 'test'
  // `dune build @fmt` checks the formatting, `dune build @runtest` runs the tests; `hugo` alone builds the site.
  if (prog === 'dune' && p.includes('@fmt')) return 'lint'
  if (prog === 'dune' && p.includes('@runtest')) return 'test'
  if (prog === 'hugo' && (a === '' || a === 'build' || a.startsWith('-'))) return 'build'
  // `helm lint charts/web`: the chart's linter, not a deploy.
  if (prog === 'helm' && a === 'lint') return 'lint'
  // `terraform fmt -check`, `terraform -chdir=envs/prod validate`: the configuration's own checks.
  if (prog === 'terraform' || prog === 'tofu') {
    const sub = p[pastFlags(p, 1, [])] ?? ''
    if (sub === 'validate' || (sub === 'fmt' && p.some(w => w === '-check' || w === '--check'))) return 'lint'
  }
  if (/^python[0-9.]*$/.test(prog) && a === '-m') {
    if (b === 'pytest' || b === 'unittest') return 'test'
    if (b === 'mypy' || b === 'ruff' || b === 'flake8' || b === 'pylint') return 'lint'
    if (b === 'build' || b === 'compileall') return 'build'
  }
  if (prog === 'node' && a === '--test') return 'test'
  if (prog === 'deno' && a === 'test') return 'test'
  if (prog === 'deno' && (a === 'lint' || (a === 'fmt' && p.includes('--check')))) return 'lint'
  if (prog === 'deno' && a === 'check') return 'build'
  if (prog === 'claude' && a === 'plugin') return b === 'test' ? 'test' : b === 'validate' ? 'lint' : null
  // `mix do format --check-formatted, credo --strict, test`: each task runs; the tests, when one is, are what it is read as.
  if (prog === 'mix' && a === 'do') {
    const kinds = mixDoKinds(p)
    return kinds.includes('test') ? 'test' : (kinds[0] ?? null)
  }
  if (prog === 'go' || prog === 'cargo' || prog === 'swift' || prog === 'dotnet' || prog === 'mix' || prog === 'zig') {
    if (a === 'test' || a === 'nextest' || (prog === 'zig' && a === 'build' && b === 'test')) return 'test'
    if (prog === 'mix' && (a === 'credo' || a === 'dialyzer' || (a === 'format' && p.includes('--check-formatted')))) return 'lint'
    // `dotnet publish` builds the artifacts; `dotnet nuget push` and `mix hex.publish` send them.
    if (prog === 'dotnet' && a === 'publish') return 'build'
    // `cargo package` and `cargo publish --dry-run` build the packaged crate to verify it, and send nothing.
    if (prog === 'cargo' && (a === 'package' || (a === 'publish' && p.some(w => w === '--dry-run' || w === '-n')))) return 'build'
    if ((prog === 'dotnet' && a === 'nuget' && b === 'push') || (prog === 'mix' && a === 'hex.publish')) return 'deploy'
    if (a === 'build' || a === 'check' || a === 'compile') return 'build'
    if (a === 'vet' || a === 'clippy' || a === 'fmt' && p.includes('--check') || a === 'format' && p.includes('--verify-no-changes')) return 'lint'
    if (a === 'run' || isMigration(p)) return 'exec'
    if (a === 'publish') return 'deploy'
    return null
  }
  if (prog === 'make' || prog === 'just' || prog === 'task') {
    // `make -n` prints its recipes and runs none.
    if (p.some(w => DRY_RUN_FLAGS.has(w))) return null
    if (a === '' || a.startsWith('-')) return prog === 'make' ? 'build' : null
    return scriptRun(a)
  }
  if (prog === 'mvn' || prog === 'mvnw' || prog === 'gradle' || prog === 'gradlew') return jvmRuns(p.slice(1))[0] ?? null
  if (Object.hasOwn(ACTION_RUNS, prog)) {
    // `sbt "testOnly *Foo"`: an argument's first word is its action.
    const first = actionRuns(prog, p.slice(1))[0]
    if (first !== undefined) return first
    if (prog !== 'rails') return null
  }
  // `composer test`, `composer run-script lint`: a project script by its name.
  if (prog === 'composer') return scriptKind(a === 'run-script' || a === 'run' ? b : a)
  // `turbo run build`, `nx test web`, `nx run web:test`, `lerna run test`: the task by its name.
  if (prog === 'turbo' || prog === 'nx' || prog === 'lerna') {
    return scriptKind(monorepoTasks(p)[0] ?? '')
  }
  if (prog === 'php' && (/(^|\/)(phpunit|pest|paratest)$/.test(a) || (a === 'artisan' && b === 'test'))) return 'test'
  // Symfony's console checks: `bin/console lint:container`, `lint:yaml`, `lint:twig`, through php or run as itself.
  if ((prog === 'php' && /(^|\/)console$/.test(a) && b.startsWith('lint:')) || (prog === 'console' && a.startsWith('lint:'))) return 'lint'
  // Django: `python manage.py test`, `./manage.py test`, `python -m django test`.
  if ((/^python[0-9.]*$/.test(prog) && /(^|\/)manage\.py$/.test(a) && b === 'test') || (prog === 'manage.py' && a === 'test') || (/^python[0-9.]*$/.test(prog) && a === '-m' && b === 'django' && p[3] === 'test')) return 'test'
  // `clojure -X:test`, `clj -M:test`: the test alias.
  if ((prog === 'clojure' || prog === 'clj') && p.some(w => /^-[XM]:test\b/.test(w))) return 'test'
  if (prog === 'prettier' && (p.includes('--check') || p.includes('-c'))) return 'lint'
  if (prog === 'black' && p.includes('--check')) return 'lint'
  // Laravel Pint's check mode lists what it would restyle and exits 1 when there is any.
  if (prog === 'pint' && p.includes('--test')) return 'lint'
  if ((prog === 'uv' || prog === 'poetry' || prog === 'hatch' || prog === 'pdm') && a === 'build') return 'build'
  if ((prog === 'hatch' || prog === 'pdm') && a === 'test') return 'test'
  if ((prog === 'isort' && (p.includes('--check') || p.includes('--check-only'))) || ((prog === 'rustfmt' || prog === 'stylua') && p.includes('--check'))) return 'lint'
  if (listsUnformatted(p)) return 'lint'
  // `helm test web`: the chart's own test pods, run against the release; `molecule test`: an Ansible role's.
  if ((prog === 'helm' && a === 'test') || (prog === 'molecule' && (a === 'test' || a === 'verify'))) return 'test'
  if (isDeploy(p)) return 'deploy'
  // A migration applied runs the project's own code against its database.
  if (isMigration(p)) return 'exec'
  // CI's status, asked of its host: `gh run watch`, `gh run view`, `gh pr checks`, `glab ci status`.
  if ((prog === 'gh' && ((a === 'run' && (b === 'watch' || b === 'view' || b === 'list')) || (a === 'pr' && b === 'checks'))) || (prog === 'glab' && a === 'ci' && (b === 'status' || b === 'view' || b === 'list' || b === 'get'))) return 'ci'
  if ((prog === 'docker' || prog === 'podman') && (a === 'build' || (a === 'buildx' && p[2] === 'build'))) return 'build'
  // `nix build .#default`, `nix-build`: the derivation built.
  if ((prog === 'nix' && a === 'build') || prog === 'nix-build') return 'build'
  const script = projectScriptKind(prog === 'bash' || prog === 'sh' ? a : writtenProgram(words))
  if (script !== null) return script
  if (isExecution(p, writtenProgram(words))) return 'exec'
  // `hatch run test`, `pixi run lint`: a task of the environment's runner, by its name.
  return envTask(words) ? scriptKind(prog) : null
}

/**
 * The run a project's own script stands for by its name: `./scripts/test-all.sh`, `bin/run_tests`,
 * `./lint.sh`, `scripts/build.sh`. Only a path (a bare `test` is the shell's builtin), and only a name
 * that is the run's: `test-data-gen.sh` generates data.
 */
function projectScriptKind(written: string): RunKind | null {
  if (!written.includes('/')) return null
  const name = written.replace(/^.*\//, '').replace(/\.(sh|bash|py|js|mjs|ts|rb|pl|ps1)$/, '').toLowerCase()
  if (/^((run|all)[-_])*(tests?|specs?)([-_](all|unit|integration|e2e|ci|local|fast|full))?$/.test(name)) return 'test'
  if (/^(run[-_])?(lint|typecheck|type-check|check-types)([-_](all|ci|fix))?$/.test(name)) return name.endsWith('fix') ? null : name.includes('type') ? 'build' : 'lint'
  if (/^(run[-_])?build([-_](all|release|prod|ci))?$/.test(name)) return 'build'
  // A compiled test binary by its path: `./build/backend_test`, `build/tests/test_parser` (GoogleTest's, Catch2's).
  if (!/\.[a-z]{1,4}$/.test(written) && /^(test[-_][a-z0-9_-]+|[a-z0-9_-]+[-_](tests?|unittests?))$/.test(name)) return 'test'
  return null
}

/**
 * The tasks a monorepo runner runs, by name: `turbo run build`, `nx test web`, `nx run web:test`,
 * `nx affected -t lint test`, `nx run-many --target=test`, `lerna run test`.
 */
function monorepoTasks(p: readonly string[]): string[] {
  const [, a = '', b = ''] = p
  if (a === 'run') return [b.replace(/^.*:/, '')]
  if (a !== 'run-many' && a !== 'affected') return [a.replace(/^.*:/, '')]
  const tasks: string[] = []
  for (let k = 2; k < p.length; k += 1) {
    const w = p[k] ?? ''
    const inline = /^--?(t|targets?)=/.exec(w)
    if (inline) tasks.push(...w.slice(inline[0].length).split(','))
    else if (w === '-t' || w === '--target' || w === '--targets') {
      for (k += 1; k < p.length && !(p[k] ?? '-').startsWith('-'); k += 1) tasks.push(...(p[k] ?? '').split(','))
      k -= 1
    }
  }
  return tasks.filter(t => t !== '')
}

/**
 * The runs of each action a tool is given, in order: `sbt scalafmtCheckAll api/test` lints and
 * tests. An argument's first word is its action (`sbt "testOnly *Foo"`), and an sbt project's
 * name before a `/` is no part of it (`api/test`).
 */
function actionRuns(prog: string, args: readonly string[]): RunKind[] {
  const actions = ACTION_RUNS[prog] ?? {}
  const runs: RunKind[] = []
  for (const w of args) {
    // `sbt "scalafmtCheckAll; Test/compile"`: one argument, two commands.
    for (const command of prog === 'sbt' ? w.split(';') : [w]) {
      // `sbt +test`: the action across every Scala version the build names.
      const word = (command.trim().split(' ')[0] ?? '').replace(/^\+/, '')
      const action = prog === 'sbt' ? word.replace(/^[\w-]+\//, '') : word
      const run = Object.hasOwn(actions, action) ? actions[action] : undefined
      if (run !== undefined && !runs.includes(run)) runs.push(run)
    }
  }
  return runs
}

/** Whether the program stands right after an environment runner's `run`, its flags aside: it may be a task name. */
function envTask(words: readonly string[]): boolean {
  const at = programIndex(words)
  for (let k = at - 1; k >= 1; k -= 1) {
    if (words[k] === 'run' && ENV_RUNNERS.has(words[k - 1] ?? '')) return true
    if (!(words[k] ?? '').startsWith('-') && !RUNNER_VALUE_FLAGS.has(words[k - 1] ?? '')) return false
  }
  return false
}

/** Linters of style and form that check no types: a clean run of one backs "lint is clean", not "types check". */
const STYLE_LINTERS = new Set(['eslint', 'eslint_d', 'ruff', 'flake8', 'pylint', 'pyflakes', 'pycodestyle', 'pydocstyle', 'rubocop', 'standardrb', 'biome', 'oxlint', 'standard', 'xo', 'stylelint',
  'prettier', 'black', 'isort', 'shellcheck', 'hadolint', 'markdownlint', 'markdownlint-cli2', 'yamllint', 'actionlint', 'phpcs', 'php-cs-fixer', 'pint', 'ktlint', 'swiftlint', 'credo', 'jshint', 'tslint', 'luacheck', 'selene', 'revive', 'golint', 'tflint'])

/** Formatters run to check, by program: they check how code is laid out, not what a linter looks for. */
const FORMATTERS = new Set(['prettier', 'black', 'isort', 'rustfmt', 'stylua', 'gofmt', 'goimports', 'clang-format', 'shfmt', 'yapf', 'autopep8', 'pint', 'php-cs-fixer', 'ormolu', 'fourmolu', 'scalafmt', 'ktfmt', 'swiftformat', 'dprint'])
/** Programs whose subcommand is their formatter: `ruff format --check`, `cargo fmt --check`, `terraform fmt -check` (`dotnet format` runs analyzers too). */
const FORMAT_SUBCOMMANDS: Readonly<Record<string, string>> = { ruff: 'format', cargo: 'fmt', terraform: 'fmt', deno: 'fmt', mix: 'format', biome: 'format', go: 'fmt', dart: 'format', zig: 'fmt', gleam: 'format' }

/** Whether a lint run only checks formatting: "lint is clean" after \`ruff format --check .\` names a check that did not run. */
export function checksFormatOnly(words: readonly string[]): boolean {
  const [prog = '', a = ''] = programOf(words)
  return FORMATTERS.has(prog) || (Object.hasOwn(FORMAT_SUBCOMMANDS, prog) && FORMAT_SUBCOMMANDS[prog] === a) || ((prog === 'npm' || prog === 'pnpm' || prog === 'yarn' || prog === 'bun') && FORMATTERS.has(a))
}

/** Whether a lint run is a style linter's, which checks no types (`mix credo` is Elixir's). */
export function checksStyleOnly(words: readonly string[]): boolean {
  const [prog = '', a = ''] = programOf(words)
  return STYLE_LINTERS.has(prog) || (prog === 'mix' && a === 'credo') || ((prog === 'npm' || prog === 'pnpm' || prog === 'yarn' || prog === 'bun') && STYLE_LINTERS.has(a))
}

/** The kinds of the tasks a `mix do` runs, split at its commas or its `+` (`mix do compile + test`), each once, in order. */
function mixDoKinds(p: readonly string[]): RunKind[] {
  const kinds: RunKind[] = []
  let task: string[] = []
  const flush = () => {
    const kind = task.length > 0 ? runKind(['mix', ...task]) : null
    if (kind !== null && !kinds.includes(kind)) kinds.push(kind)
    task = []
  }
  for (const word of p.slice(2)) {
    if (word === '+' || word === ',') flush()
    else if (word.endsWith(',')) {
      task.push(word.slice(0, -1))
      flush()
    } else task.push(word)
  }
  flush()
  return kinds
}

/** Toolchains whose test run compiles the project first: a clean `cargo test` or `mvn verify` shows it builds. */
const COMPILING_TEST_RUNNERS = new Set(['go', 'cargo', 'mvn', 'mvnw', 'gradle', 'gradlew', 'dotnet', 'swift', 'sbt', 'stack', 'cabal', 'zig', 'xcodebuild', 'bazel', 'bazelisk', 'buck2', 'mix'])

/**
 * The runs a command is besides the one it is read as, whose clean result backs their claims
 * too: a test run that compiles the code it tests (a build), each other task of a Gradle or
 * Maven line (`./gradlew ktlintCheck test` lints as well).
 */
export function alsoRunsOf(words: readonly string[], run: RunKind | null): RunKind[] {
  if (run === null) return []
  const p = programOf(words)
  const [prog = ''] = p
  const jvm = prog === 'mvn' || prog === 'mvnw' || prog === 'gradle' || prog === 'gradlew'
  // Another action's check (`sbt scalafmtCheckAll api/test`); a program it also runs or a deploy is no check.
  const actions = !jvm && Object.hasOwn(ACTION_RUNS, prog) ? actionRuns(prog, p.slice(1)).filter(kind => kind !== 'exec' && kind !== 'deploy') : []
  // `nx affected -t lint test`, `make test lint`: every task named is run.
  const names = prog === 'nx' || prog === 'turbo' || prog === 'lerna' ? monorepoTasks(p) : prog === 'make' || prog === 'just' || prog === 'task' ? p.slice(1).filter(w => !w.startsWith('-') && !w.includes('=')) : []
  // `tox -e py311,py312,type,cov`, `nox -s tests lint`: each environment named for a check runs it.
  const envs = prog === 'tox' || prog === 'nox' ? envsNamed(p) : []
  // `mix do format --check-formatted, credo --strict, test` lints as well.
  const mixTasks = prog === 'mix' && p[1] === 'do' ? mixDoKinds(p) : []
  const tasks = [...names.flatMap(task => scriptKind(task) ?? []), ...envs.flatMap(env => envKind(env) ?? []), ...mixTasks]
  const also = (jvm ? jvmRuns(p.slice(1)) : [...actions, ...tasks]).filter(kind => kind !== run && kind !== 'exec' && kind !== 'deploy')
  // `dotnet test --no-build`, `swift test --skip-build` run what an earlier build left: they build nothing.
  if (run === 'test' && COMPILING_TEST_RUNNERS.has(prog) && !also.includes('build') && !p.some(word => word === '--no-build' || word === '--skip-build')) also.push('build')
  return also
}

/**
 * What one shell command runs and writes, read from its text. Pure and
 * linear: a small tokenizer (quotes, operators, heredoc bodies dropped), then
 * each simple command is classed as a test, build or lint run, or none, and
 * the files it writes are listed. It never guesses a run: an unknown program
 * is no run, so a fake `echo "12 passed"` backs nothing.
 */

/** `deploy`: something left the machine; `exec`: the program itself ran (a script, a server, a request to it). */
import { DEPLOY_SCRIPT, isDeploy, isExecution } from './run-targets.js'

export type RunKind = 'test' | 'build' | 'lint' | 'deploy' | 'exec'

export type Segment = {
  words: string[]
  /** Files this simple command writes (redirections, tee, sed -i, cp, ...). */
  writes: string[]
  run: RunKind | null
  /** `|| true`, `|| :` or `|| exit 0` follows, or it pipes into another command: its exit state is hidden. */
  masked: boolean
  /** It pipes into `head`: the output shown stops before the end, where a run prints its result. */
  cut?: true
  /** Its output goes to a file (`> build.log`): what the call shows is not the run's. */
  quiet?: true
}

type Token = { op: string } | { word: string }

const OPERATORS = ['&&', '||', '>>', '&>', '>|', ';', '|', '&', '>', '<', '\n'] as const

/** Drops heredoc bodies: their lines are data, not commands. */
export function withoutHeredocs(command: string): string {
  const lines = command.split('\n')
  const out: string[] = []
  let until: string | null = null
  for (const line of lines) {
    if (until !== null) {
      if (line.trim() === until) until = null
      continue
    }
    out.push(line)
    const open = /<<-?\s*(['"]?)([A-Za-z_][\w-]*)\1/.exec(line)
    if (open?.[2]) until = open[2]
  }
  return out.join('\n')
}

export function tokenize(command: string): Token[] {
  const tokens: Token[] = []
  let word = ''
  let has = false
  // Parentheses opened inside the word (`$(date)`, `<(sort a)`): their closers are the word's.
  let open = 0
  const flush = () => {
    if (has) tokens.push({ word })
    word = ''
    has = false
    open = 0
  }
  let i = 0
  while (i < command.length) {
    const c = command[i] ?? ''
    if (c === "'" || c === '"') {
      const end = command.indexOf(c, i + 1)
      const stop = end < 0 ? command.length : end
      word += command.slice(i + 1, stop)
      has = true
      i = stop + 1
      continue
    }
    if (c === '\\' && i + 1 < command.length) {
      word += command[i + 1] === '\n' ? '' : command[i + 1]
      has = command[i + 1] !== '\n' || has
      i += 2
      continue
    }
    if (c === '#' && !has) {
      const end = command.indexOf('\n', i)
      i = end < 0 ? command.length : end
      continue
    }
    // A file-descriptor redirection: `2>&1`, `2>/dev/null`, `1>out`.
    if (/[0-9]/.test(c) && !has && command[i + 1] === '>') {
      flush()
      const dup = command[i + 2] === '&'
      // `2>err.log` sends only errors away; `1>out.log` the output, as `>` does.
      tokens.push({ op: dup ? '>&' : c === '1' ? '>' : 'fd>' })
      i += dup ? 3 : 2
      if (dup) while (i < command.length && /[0-9-]/.test(command[i] ?? '')) i += 1
      continue
    }
    // A subshell or group, `(cd web && npm test)`: its commands are read as the line's own.
    if ((c === '(' && !has) || (c === ')' && open === 0)) {
      flush()
      tokens.push({ op: c })
      i += 1
      continue
    }
    if (c === '(') open += 1
    if (c === ')') open -= 1
    const op = OPERATORS.find(o => command.startsWith(o, i))
    if (op) {
      flush()
      tokens.push({ op })
      i += op.length
      continue
    }
    if (c === ' ' || c === '\t') {
      flush()
      i += 1
      continue
    }
    word += c
    has = true
    i += 1
  }
  flush()
  return tokens
}

/** Where a write to a scratch or device path is no project file change. */
const isScratch = (path: string) => /^\/dev\//.test(path) || /^\/tmp\//.test(path) || path === '-'

const RUNNERS = new Set(['npx', 'pnpx', 'bunx', 'exec', 'time', 'nice', 'env', 'command', 'sudo', 'uvx', 'nohup', 'chronic', 'unbuffer', 'caffeinate', 'cross-env', 'cross-env-shell', '{', '--',
  // The shell's own words before a command: `for ...; do mix test; done`, `if pytest; then ...`.
  'do', 'then', 'else', 'if', 'elif', 'while', 'until'])
const SCRIPT_RUNNERS = new Set(['npm', 'pnpm', 'yarn', 'bun'])

/** Flags of `uv run` and its kin that take a value: `--with requests`, `--python 3.12`. */
const RUNNER_VALUE_FLAGS = new Set(['--with', '--with-requirements', '--with-editable', '--python', '-p', '--project', '--directory', '--extra', '--group', '--package', '--env-file', '--index', '--index-url', '-n', '--name', '--prefix', '-e'])

/** Runners of a project's environment that run the command after them: `uv run pytest`, `conda run -n env pytest`. */
const ENV_RUNNERS = new Set(['uv', 'poetry', 'pipenv', 'hatch', 'pdm', 'rye', 'pixi', 'conda', 'mamba', 'micromamba', 'devbox'])

/**
 * Runners that take flags of their own, then the command: `stdbuf -oL pytest`,
 * `xvfb-run -a npm test`, `dotenv -e .env.test -- jest`. Each lists its flags
 * that take a value.
 */
const FLAGGED_RUNNERS: Readonly<Record<string, readonly string[]>> = {
  stdbuf: [], 'xvfb-run': ['-s', '--server-args', '-n', '--server-num', '-e', '--error-file', '-f', '--auth-file'],
  dotenv: ['-e', '-v', '-c'], ionice: ['-c', '-n', '-p'], c8: ['-r', '--reporter'], nyc: ['-r', '--reporter'],
}

/** Flags of `docker compose run`, `docker exec` and `kubectl exec` that take a value. */
const CONTAINER_VALUE_FLAGS = new Set(['-e', '--env', '--env-file', '-u', '--user', '-w', '--workdir', '-v', '--volume', '-p', '--publish', '--name', '--entrypoint', '-l', '--label', '-f', '--file', '--project-name', '-n', '--namespace', '-c', '--container'])

/** Past a runner's flags (and the values of those in `valued`) and a `--`: where its command starts. */
function pastFlags(words: readonly string[], from: number, valued: ReadonlySet<string> | readonly string[]): number {
  let i = from
  const takes = (w: string) => (valued instanceof Set ? valued.has(w) : (valued as readonly string[]).includes(w))
  while (i < words.length && (words[i] ?? '').startsWith('-')) {
    if (words[i] === '--') return i + 1
    i += takes(words[i] ?? '') ? 2 : 1
  }
  return i
}

/**
 * Where the command a container runs starts: `docker compose run --rm app pytest`,
 * `docker exec -it api npm test`, `kubectl exec pod -- pytest`. -1 when there is
 * none (`docker compose up`): then the container itself is the program.
 */
function containerCommand(words: readonly string[], i: number): number {
  const w = words[i] ?? ''
  const compose = w === 'docker-compose' || w === 'podman-compose' ? i + 1 : (w === 'docker' || w === 'podman') && words[i + 1] === 'compose' ? i + 2 : -1
  let sub = -1
  if (compose >= 0) {
    const at = pastFlags(words, compose, CONTAINER_VALUE_FLAGS)
    if (words[at] === 'run' || words[at] === 'exec') sub = at + 1
  } else if ((w === 'docker' || w === 'podman' || w === 'kubectl') && words[i + 1] === 'exec') sub = i + 2
  if (sub < 0) return -1
  const target = pastFlags(words, sub, CONTAINER_VALUE_FLAGS)
  // kubectl's command follows `--`; a container's follows its name.
  const dash = words.indexOf('--', target)
  const start = w === 'kubectl' ? (dash < 0 ? -1 : dash + 1) : target + 1
  return start > 0 && start < words.length ? start : -1
}

/** Where the program stands among the words, past env assignments and pass-through runners. */
function programIndex(words: readonly string[]): number {
  let i = 0
  while (i < words.length) {
    const w = words[i] ?? ''
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(w) || RUNNERS.has(w)) i += 1
    else if (ENV_RUNNERS.has(w) && words[i + 1] === 'run') {
      // `uv run --with requests -- pytest`: the runner's own flags, and the values of those that take one, go with it.
      i = pastFlags(words, i + 2, RUNNER_VALUE_FLAGS)
    } else if (Object.hasOwn(FLAGGED_RUNNERS, w)) i = pastFlags(words, i + 1, FLAGGED_RUNNERS[w] ?? [])
    else if ((w === 'bundle' || w === 'pnpm' || w === 'yarn' || w === 'asdf') && words[i + 1] === 'exec') i += 2
    else if (w === 'npm' && (words[i + 1] === 'exec' || words[i + 1] === 'x')) i = pastFlags(words, i + 2, [])
    // `direnv exec . pytest`: the directory goes with it.
    else if (w === 'direnv' && words[i + 1] === 'exec') i += 3
    // `mise exec node@20 -- npm test`, `mise x -- pytest`: the tools named go with it.
    else if (w === 'mise' && (words[i + 1] === 'exec' || words[i + 1] === 'x')) {
      const dash = words.indexOf('--', i + 2)
      i = dash < 0 ? i + 2 : dash + 1
    }
    // `nix develop -c pytest`, `nix shell nixpkgs#jq --command jq`: the command after -c.
    else if (w === 'nix' && (words[i + 1] === 'develop' || words[i + 1] === 'shell')) {
      const c = words.findIndex((x, k) => k > i + 1 && (x === '-c' || x === '--command'))
      if (c < 0) break
      i = c + 1
    }
    // `timeout 60 pytest`, `timeout -s KILL 5m npm test`: the duration and flags go with it.
    else if (w === 'timeout') {
      i += 1
      while (i < words.length && (/^-/.test(words[i] ?? '') || /^[0-9.]+[smhd]?$/.test(words[i] ?? ''))) i += /^-[sk]$/.test(words[i] ?? '') ? 2 : 1
    } else {
      const inner = containerCommand(words, i)
      if (inner < 0) break
      i = inner
    }
  }
  return i
}

/** The program and its arguments, past env assignments and pass-through runners. */
export function programOf(words: readonly string[]): string[] {
  const [prog, ...args] = words.slice(programIndex(words))
  // `./node_modules/.bin/vitest` and `/usr/bin/pytest` are the program by its name.
  return prog === undefined ? [] : [prog.replace(/^.*\//, ''), ...args]
}

const TEST_TOOLS = new Set(['vitest', 'jest', 'mocha', 'ava', 'tap', 'pytest', 'py.test', 'rspec', 'phpunit', 'tox', 'nox', 'ctest', 'karma', 'playwright', 'cypress',
  'pest', 'paratest', 'busted', 'bats', 'shellspec', 'elm-test', 'behave', 'cucumber', 'cucumber-js', 'jasmine', 'wdio', 'testcafe', 'nose2', 'ginkgo', 'gotestsum', 'kaocha', 'tape', 'uvu'])
const BUILD_TOOLS = new Set(['tsc', 'vite', 'webpack', 'esbuild', 'rollup', 'parcel', 'tsup', 'next', 'javac', 'gcc', 'clang', 'cmake', 'ninja', 'vue-tsc', 'msbuild', 'svelte-check', 'swc', 'scons'])
const LINT_TOOLS = new Set(['eslint', 'ruff', 'flake8', 'pylint', 'golangci-lint', 'biome', 'shellcheck', 'mypy', 'pyright', 'stylelint', 'rubocop', 'markdownlint', 'oxlint', 'standard', 'hadolint', 'staticcheck', 'basedpyright', 'dmypy', 'pre-commit',
  'swiftlint', 'phpstan', 'psalm', 'phpcs', 'php-cs-fixer', 'clang-tidy', 'cppcheck', 'ktlint', 'detekt', 'tflint', 'yamllint', 'actionlint', 'hlint', 'standardrb', 'pyflakes', 'pycodestyle', 'pydocstyle', 'xo', 'jshint', 'tslint', 'luacheck', 'selene', 'revive', 'golint', 'pytype', 'markdownlint-cli2', 'eslint_d', 'steep'])

/**
 * Tools whose argument names the run: `flutter test`, `rake spec`, `sbt compile`,
 * `xcodebuild -scheme App test`. Every argument is read, so flags may come first.
 */
const ACTION_RUNS: Readonly<Record<string, Readonly<Record<string, RunKind>>>> = {
  rake: { test: 'test', spec: 'test' },
  rails: { test: 'test', spec: 'test', 'test:system': 'test' },
  sbt: { test: 'test', testOnly: 'test', compile: 'build', package: 'build', assembly: 'build', scalafmtCheck: 'lint', run: 'exec' },
  flutter: { test: 'test', analyze: 'lint', build: 'build', publish: 'deploy' },
  dart: { test: 'test', analyze: 'lint', compile: 'build', publish: 'deploy', run: 'exec' },
  stack: { test: 'test', build: 'build', run: 'exec', exec: 'exec' },
  cabal: { test: 'test', build: 'build', run: 'exec' },
  meson: { test: 'test', compile: 'build' },
  lein: { test: 'test', compile: 'build', uberjar: 'build' },
  ant: { test: 'test', build: 'build', compile: 'build', jar: 'build' },
  bazel: { test: 'test', build: 'build' },
  bazelisk: { test: 'test', build: 'build' },
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
  if (/lint|detekt|spotlessCheck|checkstyle/i.test(t)) return 'lint'
  if (/^(build|assemble|compile|package|install|jar|bootJar|shadowJar)/.test(t)) return 'build'
  return null
}

/** The runs of a `mvn` or `gradle` line's tasks, first the one it is read as: a deploy, then tests (unless skipped), then lint, then a build. */
function jvmRuns(args: readonly string[]): RunKind[] {
  const runs = new Set(args.filter(w => !w.startsWith('-')).map(jvmTaskRun))
  const skipsTests = args.some(w => /^-D(skipTests|maven\.test\.skip)(=true)?$/.test(w) || w === '-x' || w === '--exclude-task')
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

/** Flags that list or dry-run tests without running them. */
const NOT_A_RUN = /^--(collect-only|co|list|listTests|help|version|dry-run|showConfig|watch|watchAll)$|^-h$/

/** The run a script name stands for: `test`, `test:unit`, `build`, `lint`, `typecheck`, `check`. */
function scriptKind(name: string): RunKind | null {
  // A watch script never finishes, so it never reports a result.
  if (/watch|dev|serve/.test(name)) return null
  if (/^(test|tests|t|spec|e2e|ci)(:|$)/.test(name)) return 'test'
  if (/^(build|compile|typecheck|type-check|tsc|check-types|types)(:|$)/.test(name)) return 'build'
  if (/^(lint|eslint|check|format:check|fmt:check)(:|$)/.test(name)) return 'lint'
  if (DEPLOY_SCRIPT.test(name)) return 'deploy'
  return null
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
  return kind === null || p.some(w => (kind === 'exec' ? NOT_A_PROGRAM_RUN : NOT_A_RUN).test(w)) ? null : kind
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
  if (TEST_TOOLS.has(prog)) return 'test'
  if (BUILD_TOOLS.has(prog)) return 'build'
  if (LINT_TOOLS.has(prog)) return 'lint'
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
  if (prog === 'go' || prog === 'cargo' || prog === 'swift' || prog === 'dotnet' || prog === 'mix' || prog === 'zig') {
    if (a === 'test' || a === 'nextest' || (prog === 'zig' && a === 'build' && b === 'test')) return 'test'
    if (prog === 'mix' && (a === 'credo' || a === 'dialyzer' || (a === 'format' && p.includes('--check-formatted')))) return 'lint'
    // `dotnet publish` builds the artifacts; `dotnet nuget push` and `mix hex.publish` send them.
    if (prog === 'dotnet' && a === 'publish') return 'build'
    if ((prog === 'dotnet' && a === 'nuget' && b === 'push') || (prog === 'mix' && a === 'hex.publish')) return 'deploy'
    if (a === 'build' || a === 'check' || a === 'compile') return 'build'
    if (a === 'vet' || a === 'clippy' || a === 'fmt' && p.includes('--check') || a === 'format' && p.includes('--verify-no-changes')) return 'lint'
    if (a === 'run') return 'exec'
    if (a === 'publish') return 'deploy'
    return null
  }
  if (prog === 'make' || prog === 'just' || prog === 'task') {
    if (a === '' || a.startsWith('-')) return prog === 'make' ? 'build' : null
    return scriptRun(a)
  }
  if (prog === 'mvn' || prog === 'mvnw' || prog === 'gradle' || prog === 'gradlew') return jvmRuns(p.slice(1))[0] ?? null
  if (Object.hasOwn(ACTION_RUNS, prog)) {
    // `sbt "testOnly *Foo"`: an argument's first word is its action.
    const actions = ACTION_RUNS[prog] ?? {}
    for (const w of p.slice(1)) {
      const action = w.split(' ')[0] ?? ''
      if (Object.hasOwn(actions, action)) return actions[action] ?? null
    }
    if (prog !== 'rails') return null
  }
  // `composer test`, `composer run-script lint`: a project script by its name.
  if (prog === 'composer') return scriptKind(a === 'run-script' || a === 'run' ? b : a)
  // `turbo run build`, `nx test web`, `nx run web:test`, `lerna run test`: the task by its name.
  if (prog === 'turbo' || prog === 'nx' || prog === 'lerna') {
    const task = (a === 'run' ? b : a === 'run-many' ? (p[p.indexOf('-t') + 1] ?? p[p.indexOf('--target') + 1] ?? '') : a).replace(/^.*:/, '')
    return scriptKind(task)
  }
  if (prog === 'php' && (/(^|\/)(phpunit|pest|paratest)$/.test(a) || (a === 'artisan' && b === 'test'))) return 'test'
  // Django: `python manage.py test`, `./manage.py test`, `python -m django test`.
  if ((/^python[0-9.]*$/.test(prog) && /(^|\/)manage\.py$/.test(a) && b === 'test') || (prog === 'manage.py' && a === 'test') || (/^python[0-9.]*$/.test(prog) && a === '-m' && b === 'django' && p[3] === 'test')) return 'test'
  // `clojure -X:test`, `clj -M:test`: the test alias.
  if ((prog === 'clojure' || prog === 'clj') && p.some(w => /^-[XM]:test\b/.test(w))) return 'test'
  if (prog === 'prettier' && (p.includes('--check') || p.includes('-c'))) return 'lint'
  if (prog === 'black' && p.includes('--check')) return 'lint'
  if ((prog === 'uv' || prog === 'poetry' || prog === 'hatch' || prog === 'pdm') && a === 'build') return 'build'
  if ((prog === 'hatch' || prog === 'pdm') && a === 'test') return 'test'
  if ((prog === 'isort' && (p.includes('--check') || p.includes('--check-only'))) || ((prog === 'rustfmt' || prog === 'stylua') && p.includes('--check'))) return 'lint'
  if (isDeploy(p)) return 'deploy'
  if ((prog === 'docker' || prog === 'podman') && (a === 'build' || (a === 'buildx' && p[2] === 'build'))) return 'build'
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
  return null
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
  'prettier', 'black', 'isort', 'shellcheck', 'hadolint', 'markdownlint', 'markdownlint-cli2', 'yamllint', 'actionlint', 'phpcs', 'php-cs-fixer', 'ktlint', 'swiftlint', 'credo', 'jshint', 'tslint', 'luacheck', 'selene', 'revive', 'golint', 'tflint'])

/** Whether a lint run is a style linter's, which checks no types (`mix credo` is Elixir's). */
export function checksStyleOnly(words: readonly string[]): boolean {
  const [prog = '', a = ''] = programOf(words)
  return STYLE_LINTERS.has(prog) || (prog === 'mix' && a === 'credo') || ((prog === 'npm' || prog === 'pnpm' || prog === 'yarn' || prog === 'bun') && STYLE_LINTERS.has(a))
}

/** Toolchains whose test run compiles the project first: a clean `cargo test` or `mvn verify` shows it builds. */
const COMPILING_TEST_RUNNERS = new Set(['go', 'cargo', 'mvn', 'mvnw', 'gradle', 'gradlew', 'dotnet', 'swift', 'sbt', 'stack', 'cabal', 'zig', 'xcodebuild', 'bazel', 'bazelisk', 'mix'])

/**
 * The runs a command is besides the one it is read as, whose clean result backs their claims
 * too: a test run that compiles the code it tests (a build), each other task of a Gradle or
 * Maven line (`./gradlew ktlintCheck test` lints as well).
 */
export function alsoRunsOf(words: readonly string[], run: RunKind | null): RunKind[] {
  if (run === null) return []
  const p = programOf(words)
  const [prog = ''] = p
  const also = prog === 'mvn' || prog === 'mvnw' || prog === 'gradle' || prog === 'gradlew' ? jvmRuns(p.slice(1)).filter(kind => kind !== run) : []
  if (run === 'test' && COMPILING_TEST_RUNNERS.has(prog) && !also.includes('build')) also.push('build')
  return also
}

/** The program as written, path kept: `./run.sh` is the project's own. */
const writtenProgram = (words: readonly string[]): string => words[programIndex(words)] ?? ''

/** Files a simple command writes besides its redirections. */
function commandWrites(words: readonly string[]): string[] {
  const p = programOf(words)
  const [prog = '', ...args] = p
  const operands = args.filter(w => !w.startsWith('-'))
  if (prog === 'tee') return operands
  if ((prog === 'sed' || prog === 'perl') && args.some(w => /^-[a-zA-Z]*i/.test(w) || w.startsWith('--in-place'))) {
    return operands.slice(prog === 'sed' && !args.includes('-e') ? 1 : 0)
  }
  if (prog === 'cp' || prog === 'mv' || prog === 'install' || prog === 'ln') return operands.slice(-1)
  if (prog === 'touch' || prog === 'truncate' || prog === 'rm' || prog === 'mkdir' || prog === 'rmdir' || prog === 'unlink') return operands
  if (prog === 'patch' || (prog === 'git' && changesTree(args))) return ['(patched files)']
  if (prog === 'prettier' && (args.includes('--write') || args.includes('-w'))) return operands
  if ((prog === 'eslint' || prog === 'ruff' || prog === 'biome') && args.some(w => w === '--fix' || w === '--write' || w === 'format') && !args.some(w => w === '--check' || w === '--diff')) return operands.length ? operands : ['(fixed files)']
  if (prog === 'black' && !args.includes('--check')) return operands
  if (prog === 'gofmt' && args.includes('-w')) return operands
  if ((prog === 'cargo' && args[0] === 'fmt') && !args.includes('--check')) return ['(formatted files)']
  if (prog === 'dd') return args.filter(w => w.startsWith('of=')).map(w => w.slice(3))
  return formats(prog, args) ? ['(formatted files)'] : []
}

/** Git subcommands that change the working tree: `git pull`, `git reset --hard`, `git stash pop`. */
function changesTree(args: readonly string[]): boolean {
  const [sub = '', next = ''] = args
  if (sub === 'reset') return args.includes('--hard') || args.includes('--merge') || args.includes('--keep')
  if (sub === 'stash') return next !== 'list' && next !== 'show'
  // A new branch at HEAD (`git switch -c x`, `git checkout -b x`) leaves every file as it was.
  if ((sub === 'switch' || sub === 'checkout') && /^-[cCbB]$|^--create$/.test(next) && args.length <= 3) return false
  return ['apply', 'am', 'checkout', 'switch', 'restore', 'revert', 'cherry-pick', 'merge', 'pull', 'rebase'].includes(sub)
}

/**
 * Formatters and fixers that rewrite the files they read: the flag one needs
 * to write (null: it writes by default), and the flag that makes it only
 * check. A subcommand is keyed with its tool: `dart format`, `mix format`.
 */
const FORMATTERS: Readonly<Record<string, readonly [needs: RegExp | null, onlyChecks: RegExp | null]>> = {
  goimports: [/^-w$/, null], rustfmt: [null, /^--check$/], isort: [null, /^--(check|check-only|diff)$/], autopep8: [/^(-i|--in-place)$/, null],
  yapf: [/^(-i|--in-place)$/, null], 'clang-format': [/^-i$/, null], 'swift-format': [/^(-i|--in-place)$/, null], swiftformat: [null, /^--(lint|dryrun)$/],
  ktlint: [/^(-F|--format)$/, null], rubocop: [/^(-a|-A|--auto-?correct(-all)?)$/, null], standardrb: [/^--fix$/, null], 'php-cs-fixer': [/^fix$/, /^--dry-run$/],
  phpcbf: [null, null], 'google-java-format': [/^(-i|--replace)$/, null], scalafmt: [null, /^--(test|check|list)$/], ormolu: [/^(-i|--mode=inplace)$/, null],
  fourmolu: [/^(-i|--mode=inplace)$/, null], shfmt: [/^-w$/, null], stylua: [null, /^--check$/], swiftlint: [/^(--fix|--autocorrect)$/, null],
  'golangci-lint': [/^--fix$/, null], 'cargo clippy': [/^--fix$/, null], 'dart format': [null, /^(-o|--output=none|--output)$/], 'dart fix': [/^--apply$/, null],
  'deno fmt': [null, /^--check$/], 'mix format': [null, /^--check-formatted$/], 'dotnet format': [null, /^--verify-no-changes$/], 'terraform fmt': [null, /^-check$/],
  'biome check': [/^--(apply|apply-unsafe|write|fix)$/, null], 'biome lint': [/^--(apply|write|fix)$/, null],
}

/** Build tools' formatting tasks: `./gradlew spotlessApply`, `mvn spotless:apply`, `sbt scalafmtAll`. */
const FORMAT_TASK = /(^|:)(spotlessApply|ktlintFormat|scalafmtAll|scalafmt|spotless:apply|fmt:format)$/

/** Whether a command rewrites the files it formats or fixes. */
function formats(prog: string, args: readonly string[]): boolean {
  if (prog === 'gradle' || prog === 'gradlew' || prog === 'mvn' || prog === 'mvnw' || prog === 'sbt') return args.some(w => FORMAT_TASK.test(w))
  const rule = (Object.hasOwn(FORMATTERS, `${prog} ${args[0] ?? ''}`) ? FORMATTERS[`${prog} ${args[0] ?? ''}`] : undefined) ?? (Object.hasOwn(FORMATTERS, prog) ? FORMATTERS[prog] : undefined)
  if (rule === undefined) return false
  const [needs, onlyChecks] = rule
  return (needs === null || args.some(w => needs.test(w))) && !(onlyChecks !== null && args.some(w => onlyChecks.test(w)))
}

/** Whether a word follows token `t`: a command list separator at the end of the line hides nothing. */
function hasCommandAfter(tokens: readonly Token[], t: number): boolean {
  for (let i = t + 1; i < tokens.length; i += 1) if ('word' in (tokens[i] ?? {})) return true
  return false
}

/** How deep `bash -c "sh -c '...'"` is read: deeper strings are no runs. */
const MAX_SHELL_DEPTH = 2

/** The string a `bash -c`, `sh -c` or `zsh -c` runs, or null. */
function innerCommand(words: readonly string[]): string | null {
  const p = programOf(words)
  const [prog = ''] = p
  if (!/^(bash|sh|zsh|dash)$/.test(prog)) return null
  const flag = p.findIndex((w, i) => i > 0 && /^-[a-z]+$/.test(w) && w.includes('c'))
  if (flag < 0 || p.slice(1, flag).some(w => !w.startsWith('-'))) return null
  return p[flag + 1] ?? null
}

/**
 * A function, an alias or a changed PATH can stand in for any program: no run in such a line
 * counts. A function's name starts where no name character stands before it, its dots and dashes
 * first: a start inside `a.a.a.` met the same run again, 3.7 s a Stop on ten 20 KB commands.
 */
const SHADOWING = /\balias\s+\w|\bfunction\s+\w|(?<![\w.-])[.-]*\w[\w.-]*\s*\(\)\s*\{|(^|[\s;&|])(export\s+)?PATH=/

export const shadowsPrograms = (text: string): boolean => SHADOWING.test(text)

/** Whether what follows `||` at token `t` fails in turn: `|| exit 1`, `|| exit`, `|| false`, `|| return 1`. */
function keepsFailure(tokens: readonly Token[], t: number): boolean {
  const next = tokens[t + 1]
  const after = tokens[t + 2]
  const word = next !== undefined && 'word' in next ? next.word : ''
  const code = after !== undefined && 'word' in after ? after.word : ''
  if (word === 'false') return true
  return (word === 'exit' || word === 'return') && (code === '' || /^[1-9][0-9]*$/.test(code))
}

/** Whether a token is the `head` program: what is piped into it is shown only up to its first lines. */
const isHead = (token: Token | undefined): boolean => token !== undefined && 'word' in token && token.word.replace(/^.*\//, '') === 'head'

/** The simple commands of a command line, in the order they run. */
export function segmentsOf(command: string, depth = 0): Segment[] {
  const text = withoutHeredocs(command)
  const isShadowed = shadowsPrograms(text)
  const tokens = tokenize(text)
  const segments: Segment[] = []
  let words: string[] = []
  let writes: string[] = []
  let expectTarget = false
  let expectInput = false
  let quiet = false
  const close = () => {
    const inner = depth < MAX_SHELL_DEPTH ? innerCommand(words) : null
    if (inner !== null) {
      // `bash -c "go test ./..."` runs its string: its simple commands are the runs; the shell's own exit is the last one's.
      const nested = segmentsOf(inner, depth + 1)
      for (const w of writes) nested.push({ words: [], writes: [w], run: null, masked: false })
      segments.push(...(isShadowed ? nested.map(n => ({ ...n, run: null })) : nested))
    } else if (words.length > 0 || writes.length > 0) {
      segments.push({ words, writes: [...writes, ...commandWrites(words)].filter(w => !isScratch(w)), run: isShadowed ? null : runKindOf(words), masked: false, ...(quiet ? { quiet } : {}) })
    }
    words = []
    writes = []
    quiet = false
  }
  for (let t = 0; t < tokens.length; t += 1) {
    const token = tokens[t]
    if (token === undefined) continue
    if ('word' in token) {
      if (expectTarget) writes.push(token.word)
      else if (!expectInput) words.push(token.word)
      expectTarget = false
      expectInput = false
      continue
    }
    const { op } = token
    if (op === '>' || op === '>>' || op === '&>' || op === '>|' || op === 'fd>') expectTarget = true
    // The output goes to a file, not to what the call shows: `mvn test > build.log`.
    if ((op === '>' || op === '>>' || op === '&>' || op === '>|') && words.length > 0) quiet = true
    else if (op === '<') expectInput = true
    else if (op === '>&') continue
    else {
      close()
      const closed = segments[segments.length - 1]
      // Without pipefail a pipeline's exit is its last command's: `npm test | tail -1` hides a failure.
      if (op === '|' && closed) closed.masked = true
      if (op === '|' && closed && isHead(tokens[t + 1])) closed.cut = true
      // `pytest || echo failed`: whatever runs after `||` sets the exit when the run fails; `|| exit 1` keeps it failed.
      if (op === '||' && closed && !keepsFailure(tokens, t)) closed.masked = true
      // `pytest; exit 0`, `set +e; pytest; echo done`: a command list's exit is its last command's.
      if ((op === ';' || op === '\n' || op === '&') && closed && hasCommandAfter(tokens, t)) closed.masked = true
    }
  }
  close()
  // `npm test > out.log; tail out.log`: a later command shows the file, so the call shows the run's output after all.
  if (segments.some(s => FILE_READERS.has(programOf(s.words)[0] ?? ''))) for (const s of segments) delete s.quiet
  return segments
}

/** Programs that show a file's text in the call's output. */
const FILE_READERS = new Set(['cat', 'tail', 'head', 'less', 'more', 'grep', 'rg', 'sed', 'awk', 'tee'])

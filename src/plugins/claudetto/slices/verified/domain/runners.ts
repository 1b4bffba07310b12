/**
 * Where a simple command's program stands: past env assignments and the
 * runners that run the command after them (`npx`, `timeout 60`, `uv run
 * --with x --`, `docker compose run --rm app`, `nix develop -c`, `cross-env`,
 * a `for ...; do`). Pure; `run-kinds.ts` classes the program found, and
 * `shell-writes.ts` reads what it writes.
 */

/** Runners that run the command after them, with no flags of their own to pass. */
const RUNNERS = new Set(['npx', 'pnpx', 'bunx', 'exec', 'time', 'nice', 'env', 'command', 'sudo', 'uvx', 'nohup', 'chronic', 'unbuffer', 'caffeinate', 'cross-env', 'cross-env-shell', '{', '--',
  // The shell's own words before a command: `for ...; do mix test; done`, `if pytest; then ...`.
  'do', 'then', 'else', 'if', 'elif', 'while', 'until'])
export const SCRIPT_RUNNERS = new Set(['npm', 'pnpm', 'yarn', 'bun'])

/** Flags of `uv run` and its kin that take a value: `--with requests`, `--python 3.12`. */
export const RUNNER_VALUE_FLAGS = new Set(['--with', '--with-requirements', '--with-editable', '--python', '-p', '--project', '--directory', '--extra', '--group', '--package', '--env-file', '--index', '--index-url', '-n', '--name', '--prefix', '-e'])

/** Runners of a project's environment that run the command after them: `uv run pytest`, `conda run -n env pytest`. */
export const ENV_RUNNERS = new Set(['uv', 'poetry', 'pipenv', 'hatch', 'pdm', 'rye', 'pixi', 'conda', 'mamba', 'micromamba', 'devbox'])

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
export function pastFlags(words: readonly string[], from: number, valued: ReadonlySet<string> | readonly string[]): number {
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
export function programIndex(words: readonly string[]): number {
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
  // `./node_modules/.bin/vitest` and `/usr/bin/pytest` are the program by its name; `npx oxlint@latest`
  // and `npx @biomejs/biome@1.8 check` name a package at a version.
  return prog === undefined ? [] : [prog.replace(/^.*\//, '').replace(/(?<=.)@[^@]*$/, ''), ...args]
}

/** The program as written, path kept: `./run.sh` is the project's own. */
export const writtenProgram = (words: readonly string[]): string => words[programIndex(words)] ?? ''

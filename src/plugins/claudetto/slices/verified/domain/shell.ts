/**
 * What one shell command runs and writes, read from its text. Pure and
 * linear: a small tokenizer (quotes, operators, subshells, heredoc bodies
 * dropped), then each simple command is classed as a run or none
 * (`run-kinds.ts`), the files it writes are listed (`shell-writes.ts`), and
 * whether its exit state and output are what the call shows.
 */
import { type RunKind, runKindOf } from './run-kinds.js'
import { programOf } from './runners.js'
import { commandWrites } from './shell-writes.js'

export type Segment = {
  words: string[]
  /** Files this simple command writes (redirections, tee, sed -i, cp, ...). */
  writes: string[]
  run: RunKind | null
  /** `|| true`, `|| :` or `|| exit 0` follows, or it pipes into another command: its exit state is hidden. */
  masked: boolean
  /** It pipes into `head`: the output shown stops before the end, where a run prints its result. */
  cut?: true
  /** It pipes into `tail`: the lines it keeps (`tail -1` keeps 1, a bare `tail` 10); the output shown is its last lines. */
  tail?: number
  /** The files its output goes to, scratch files included (`> /tmp/tsc.log`, `&> out.log`, `tee e2e.log`); never a device. */
  sentTo?: string[]
  /** Its output goes to a file (`> build.log`): what the call shows is not the run's. */
  quiet?: true
  /** A trailing `&` sent it to the background: it had not finished when the call returned. */
  background?: true
  /** The line's last command echoes this one's exit status (`; echo "exit=$?"`): the output's last line shows it. */
  statusShown?: true
  /**
   * The words the status is echoed after, when a command that shows a file follows the echo
   * (`; echo "build exit=$?"; tail -4 build.log`): the output's line that starts with them shows it.
   */
  statusLabel?: string
  /** `&&` follows: the next command runs only when this one exits 0. */
  andThen?: true
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


/** Whether a word follows token `t`: a command list separator at the end of the line hides nothing. */
function hasCommandAfter(tokens: readonly Token[], t: number): boolean {
  for (let i = t + 1; i < tokens.length; i += 1) if ('word' in (tokens[i] ?? {})) return true
  return false
}

/** Shortest label a status is found by in the output: "rc=" is too common a line start to tell. */
const MIN_STATUS_LABEL = 4

/**
 * Whether what follows operator `t` is only `echo` or `printf` of `$?`, to the line's end: `; echo "exit=$?"`;
 * or such an echo with a label, then only commands that show a file (`; echo "build exit=$?"; tail -4 build.log`).
 */
function echoesStatusLast(tokens: readonly Token[], t: number): { of: 'last' | 'first'; label?: string } | null {
  const first = tokens[t + 1]
  if (first === undefined || !('word' in first) || (first.word !== 'echo' && first.word !== 'printf')) return null
  let status: { of: 'last' | 'first'; label?: string } | null = null
  for (let i = t + 2; i < tokens.length; i += 1) {
    const token = tokens[i]
    if (token === undefined) return null
    if (!('word' in token)) return status !== null && (token.op === ';' || token.op === '\n') ? labelled(status, tokens, i) : null
    const at = token.word.indexOf('$?')
    if (at >= 0) status = { of: 'last', label: token.word.slice(0, at) }
    // \`| tail -3; echo "status=\${PIPESTATUS[0]}"\`: the status of the pipeline's first command.
    else if (token.word.includes('PIPESTATUS[0]')) status = { of: 'first', label: token.word.slice(0, token.word.indexOf('${PIPESTATUS[0]}')) }
  }
  return status === null ? null : { of: status.of }
}

/** The echoed status with its label, when every command after operator `i` shows a file (`tail -4 build.log`); null otherwise. */
function labelled(status: { of: 'last' | 'first'; label?: string }, tokens: readonly Token[], i: number): { of: 'last' | 'first'; label: string } | null {
  const label = status.label?.trim() ?? ''
  if (label.length < MIN_STATUS_LABEL) return null
  let start = true
  for (let k = i + 1; k < tokens.length; k += 1) {
    const token = tokens[k]
    if (token === undefined) return null
    if (!('word' in token)) {
      if (token.op !== ';' && token.op !== '\n' && token.op !== '&&') return null
      start = true
      continue
    }
    if (start && !SHOWS_FILE.has(token.word)) return null
    start = false
  }
  return { of: status.of, label }
}

/** Programs that print a file's lines as they stand, after a status was echoed. */
const SHOWS_FILE = new Set(['tail', 'cat', 'head'])

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

/** How many lines a `tail` at token `t` keeps (`-1`, `-n 2`, `-n2`, `--lines=5`; 10 bare), or null when it is no tail or follows (`-f`). */
function tailKeeps(tokens: readonly Token[], t: number): number | null {
  const first = tokens[t]
  if (first === undefined || !('word' in first) || first.word.replace(/^.*\//, '') !== 'tail') return null
  let keeps = 10
  for (let i = t + 1; i < tokens.length; i += 1) {
    const token = tokens[i]
    if (token === undefined || !('word' in token)) break
    const word = token.word
    if (word === '-f' || word === '-F' || word === '--follow') return null
    const next = tokens[i + 1]
    const value = word === '-n' || word === '--lines' ? (next !== undefined && 'word' in next ? next.word : '') : word.startsWith('--lines=') ? word.slice(8) : word.startsWith('-n') ? word.slice(2) : word.startsWith('-') ? word.slice(1) : ''
    if (/^[0-9]{1,6}$/.test(value)) keeps = Number(value)
  }
  return keeps
}

/** The simple commands of a command line, in the order they run. */
export function segmentsOf(command: string, depth = 0): Segment[] {
  const text = withoutHeredocs(command)
  const isShadowed = shadowsPrograms(text)
  const tokens = tokenize(text)
  const segments: Segment[] = []
  let words: string[] = []
  let writes: string[] = []
  // The files its output goes to: `>`, `>>`, `&>`, `>|` (not `2>`, which sends errors only).
  let sent: string[] = []
  let expectSent = false
  let expectTarget = false
  let expectInput = false
  let quiet = false
  // Where the pipeline being read began, among the segments: `${PIPESTATUS[0]}` is its first command's status.
  let pipelineFrom = 0
  const close = () => {
    const inner = depth < MAX_SHELL_DEPTH ? innerCommand(words) : null
    if (inner !== null) {
      // `bash -c "go test ./..."` runs its string: its simple commands are the runs; the shell's own exit is the last one's.
      const nested = segmentsOf(inner, depth + 1)
      for (const w of writes) nested.push({ words: [], writes: [w], run: null, masked: false })
      segments.push(...(isShadowed ? nested.map(n => ({ ...n, run: null })) : nested))
    } else if (words.length > 0 || writes.length > 0) {
      const own = commandWrites(words)
      const sentTo = [...sent, ...(programOf(words)[0] === 'tee' ? own : [])].filter(w => !/^\/dev\//.test(w) && w !== '-')
      segments.push({ words, writes: [...writes, ...own].filter(w => !isScratch(w)), run: isShadowed ? null : runKindOf(words), masked: false, ...(quiet ? { quiet } : {}), ...(sentTo.length > 0 ? { sentTo } : {}) })
    }
    words = []
    writes = []
    sent = []
    quiet = false
  }
  for (let t = 0; t < tokens.length; t += 1) {
    const token = tokens[t]
    if (token === undefined) continue
    if ('word' in token) {
      if (expectTarget) writes.push(token.word)
      else if (!expectInput) words.push(token.word)
      if (expectSent) sent.push(token.word)
      expectTarget = false
      expectSent = false
      expectInput = false
      continue
    }
    const { op } = token
    if (op === '>' || op === '>>' || op === '&>' || op === '>|' || op === 'fd>') expectTarget = true
    if (op === '>' || op === '>>' || op === '&>' || op === '>|') expectSent = true
    // The output goes to a file, not to what the call shows: `mvn test > build.log`.
    if ((op === '>' || op === '>>' || op === '&>' || op === '>|') && words.length > 0) quiet = true
    else if (op === '<') expectInput = true
    else if (op === '>&') continue
    else {
      close()
      const closed = segments[segments.length - 1]
      // Without pipefail a pipeline's exit is its last command's: `npm test | tail -1` hides a failure.
      if (op === '|' && closed) closed.masked = true
      // `cargo test 2>&1 | grep -E '^test result' | head -n 3`: a head anywhere down the pipeline cuts what every command before it printed.
      if (op === '|' && closed && isHead(tokens[t + 1])) for (const s of segments.slice(pipelineFrom)) s.cut = true
      const keeps = op === '|' && closed ? tailKeeps(tokens, t + 1) : null
      if (closed && keeps !== null) closed.tail = keeps
      // `pytest || echo failed`: whatever runs after `||` sets the exit when the run fails; `|| exit 1` keeps it failed.
      if (op === '||' && closed && !keepsFailure(tokens, t)) closed.masked = true
      // `pytest; exit 0`, `set +e; pytest; echo done`: a command list's exit is its last command's.
      if ((op === ';' || op === '\n' || op === '&') && closed && hasCommandAfter(tokens, t)) closed.masked = true
      const echoed = op === ';' || op === '\n' ? echoesStatusLast(tokens, t) : null
      const firstOfPipe = segments[pipelineFrom]
      const shown = echoed?.of === 'last' ? closed : echoed?.of === 'first' && firstOfPipe !== closed ? firstOfPipe : undefined
      if (shown !== undefined) {
        shown.statusShown = true
        if (echoed?.label !== undefined) shown.statusLabel = echoed.label
      }
      if (op !== '|') pipelineFrom = segments.length
      if (op === '&' && closed) closed.background = true
      if (op === '&&' && closed && hasCommandAfter(tokens, t)) closed.andThen = true
    }
  }
  close()
  // `npm test > out.log; tail out.log`: a later command shows the file, so the call shows the run's output after all.
  if (segments.some(s => FILE_READERS.has(programOf(s.words)[0] ?? ''))) for (const s of segments) delete s.quiet
  // `npm test & wait $!`: the line waited for what it sent to the background.
  if (segments.some(s => programOf(s.words)[0] === 'wait')) for (const s of segments) delete s.background
  return segments
}

/** Programs that show a file's text in the call's output. */
const FILE_READERS = new Set(['cat', 'tail', 'head', 'less', 'more', 'grep', 'rg', 'sed', 'awk', 'tee'])

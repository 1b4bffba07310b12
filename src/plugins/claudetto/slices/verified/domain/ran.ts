/**
 * What ran in the session, in order, from its rows: shell runs with their
 * output and exit state, file writes and reads, fetches and searches, and the
 * URLs and names tools printed. Pure; the adapters map the host's rows with
 * `fromHostRows` and the replay maps transcript lines the same way.
 */
import type { Row } from '../../../../../kernel/rows.js'
import { isOwnWords } from '../../../../../kernel/tag.js'
import { trimEndOf } from '../../../../../kernel/trim.js'
import { MAX_COMMAND_CHARS, MAX_OUTPUT_CHARS, MAX_PRINTED_CHARS, RUN_OUTPUT_TAIL } from '../limits.js'
import { onlyEchoes, passedBeforeNext, runFault, type RunFault } from './run-result.js'
import { partsDecide, taskSections } from './task-sections.js'
import { programOf } from './runners.js'
import { alsoRunsOf, checksStyleOnly, DRY_RUN_FLAGS, listsUnformatted, type RunKind } from './run-kinds.js'
import { ciJobsShown, runsShownBy, TESTS_FAILED_SHOWN } from './run-shown.js'
import { logReadRun } from './log-read.js'
import { keptSegmentsOf } from './shell-kept.js'
import { shadowsPrograms } from './shell.js'

export { FAILED_OUTPUT, PASSED_OUTPUT } from './run-result.js'

/** `partOf`: where the task stands that this run is a part of, read part by part (`task-sections.ts`): it backs a claim of its own kind, not that the work is done. */
export type Step =
  | { kind: 'run'; at: number; tool: string; command: string; run: RunKind | null; clean: boolean; isError: boolean; output: string; fault?: RunFault | null; argv?: string; alsoRuns?: RunKind[]; styleOnly?: true; ciJob?: true; partOf?: number }
  | { kind: 'write'; at: number; tool: string; path: string }
  | { kind: 'read'; at: number; tool: string; path: string }
  | { kind: 'fetch'; at: number; tool: string; url: string; host: string; isError: boolean }
  | { kind: 'search'; at: number; tool: string; query: string }

export type Ran = {
  steps: Step[]
  /**
   * Every tool's output and the person's prompts, lowercased, for "a tool printed it" (`holds`):
   * a text each, kept apart so that a Stop late in a session joins nothing.
   */
  printed: readonly string[]
  /** The session's own call inputs, lowercased: commands run and text written (a URL the answer says it added). */
  named: readonly string[]
  /** Hosts fetched or searched, and hosts a curl, wget or agent-browser command named. */
  hosts: Set<string>
  /** Order of the last file write, or -1 when nothing was written. */
  lastWrite: number
  /** Order of the last write to anything but prose (docs, changelogs, licences, logs), or -1. */
  lastCodeWrite: number
  /** Whether every write of the session, and at least one, was to prose. */
  onlyProseWritten: boolean
}

/** Prose a change to which runs nothing: Markdown and other docs, changelogs, licences, logs. */
export const PROSE_PATH = /\.(md|markdown|mdx|rst|adoc|txt|log)$|(^|\/)(docs?|\.claude)\/|(^|\/)(LICENSE|LICENCE|CHANGELOG|CHANGES|NOTICE|AUTHORS|\.gitignore)[^/]*$/i

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

export const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`)\]}]+/g

/** A URL as compared: no trailing punctuation, no fragment, no trailing slash, lower-case host. */
export function normalUrl(url: string): string {
  const unpunctuated = trimEndOf(url, '.,;:!?*_')
  const hash = unpunctuated.indexOf('#')
  const trimmed = trimEndOf(hash === -1 ? unpunctuated : unpunctuated.slice(0, hash), '/')
  return trimmed.replace(/^(https?:\/\/)([^/?]+)/i, (_m, scheme: string, host: string) => `${scheme.toLowerCase()}${host.toLowerCase()}`)
}

export function hostOf(url: string): string {
  const m = /^https?:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(url)
  return (m?.[1] ?? '').toLowerCase().replace(/^www\./, '')
}

const FETCHERS = /^(curl|wget|agent-browser|http|xh|httpie)$/

/** A tool of an MCP server that drives a browser: Playwright's, Puppeteer's, Chrome DevTools'. */
const BROWSER_TOOL = /browser|playwright|puppeteer|chrome|devtools|selenium/i

/** A line that ends in a Go file's name: what `gofmt -l` and `gofmt -d` print of a file not formatted. */
const GO_FILE_LINE = /\.go$/m

/** Task runners that print each recipe line before they run it. */
const MAKE_LIKE = new Set(['make', 'just'])

/** What `git pull` prints when there was nothing to bring in. */
const UP_TO_DATE = /\bAlready up[ -]to[ -]date\b/i

/** Runners whose recipe or aggregate task may run checks its name does not say: `rake`, `make all`, `./gradlew :app:check`. */
export const TASK_RUNNERS: ReadonlySet<string> = new Set(['make', 'just', 'task', 'rake', 'gradle', 'gradlew', 'mvn', 'mvnw', 'sbt', 'mix', 'tox', 'nox', 'nx', 'turbo', 'npm', 'pnpm', 'yarn', 'bun', 'composer'])

type Segment = ReturnType<typeof keptSegmentsOf>[number]

/** Task names, or parts of them, of a run that keeps going: `test:watch`, `--watch`, `dev`, `serve`. */
const LIVE_TASKS = new Set(['watch', 'serve', 'dev', 'start'])

/** Flags with which a runner lists or explains its tasks and runs none (besides its dry runs). */
const LISTING_FLAGS: ReadonlySet<string> = new Set(['--help', '-h', '--list', '-l', '--version', '-T', '--tasks', '--summary', '--show'])

/**
 * Whether a run's output is read for the runs it shows it made (run-shown.ts). A program run or a
 * deploy prints what it likes: no run is read from its output; nor from a recipe that only echoed.
 */
function readsShownRuns(segment: Segment, command: string, tail: string, own: RunKind | null): boolean {
  // A task runner's target read as a program run (\`make distcheck\`) still shows the checks it ran.
  if ((own === 'exec' && !TASK_RUNNERS.has(programOf(segment.words)[0] ?? '')) || own === 'deploy' || segment.background === true) return false
  // A runner read as no run is read from its output only when nothing but its task list made it so:
  // not a shadowed program (`npm() { echo …; }`), a new PATH, a `!`, or a dry run or listing (`make -n`).
  if (own === null && (!TASK_RUNNERS.has(programOf(segment.words)[0] ?? '') || shadowsPrograms(command) || segment.words[0] === '!' || segment.words.some(word => /^PATH=/.test(word) || DRY_RUN_FLAGS.has(word) || LISTING_FLAGS.has(word)))) return false
  // A watcher or a server never finishes: what it printed so far is no result (`npm run test:watch`).
  return !onlyEchoes(tail) && !segment.words.some(word => word.split(/[:/_-]/).some(part => LIVE_TASKS.has(part)))
}

/**
 * The runs a clean check or task runner's output shows it made besides its own, each clean by its
 * own kind's reading of the output.
 */
function shownRunsOf(segment: Segment, command: string, tail: string, isError: boolean, own: RunKind | null, also: readonly RunKind[]): RunKind[] {
  if (isError) return []
  // A clean CI status shows the jobs that passed on the commit pushed: the tests, lint and build they are.
  if (own === 'ci') return runFault('ci', tail, false, segment.masked, segment.cut === true, segment.quiet === true) === null ? ciJobsShown(tail) : []
  if (!readsShownRuns(segment, command, tail, own)) return []
  return runsShownBy(tail).filter(kind => kind !== own && !also.includes(kind) && (runFault(kind, tail, false, segment.masked, segment.cut === true, segment.quiet === true) === null || (kind === 'lint' && lintSummaryClean(tail))))
}

/** A linter's summary of findings: "3 offenses detected", "2 problems", "Found 4 errors". */
const LINT_FINDINGS_SUMMARY = /\b[1-9][0-9]* (offen[cs]es?|problems?) (detected|found)?|\bFound [1-9][0-9]* errors?\b|\b[1-9][0-9]* (errors?|warnings?) in [1-9]/im

/**
 * Whether a task's output holds a linter's own clean summary and no linter's count of findings:
 * \`rake\` running RuboCop prints "38 files inspected, no offenses detected" beside Ruby's own
 * \`warning:\` lines from the gems the specs load, which are no finding of the linter's.
 */
function lintSummaryClean(tail: string): boolean {
  return tail.split('\n').some(line => LINT_CLEAN_SUMMARY.test(line.trim())) && !LINT_FINDINGS_SUMMARY.test(tail)
}

/**
 * The run a task runner read as no run shows failing in its output though it exited 0: `rake` whose
 * RSpec task does not fail the build prints "80 examples, 3 failures". The runner ran that run.
 */
function failedShownOf(segment: Segment, command: string, tail: string, isError: boolean): RunKind | null {
  if (isError || segment.run !== null || !TESTS_FAILED_SHOWN.test(tail) || !readsShownRuns(segment, command, tail, null)) return null
  return runFault('test', tail, false, segment.masked, segment.cut === true, segment.quiet === true) === null ? null : 'test'
}

/** Package managers that echo a script's command before they run it: `> eslint src --max-warnings=0`, yarn's `$ eslint src`. */
const ECHOING_RUNNERS = new Set(['npm', 'pnpm', 'yarn', 'bun'])

/** How far into its output a package manager echoes the script it runs. */
const SCRIPT_ECHO_CHARS = 600

/**
 * The commands of the script a package manager ran, as it echoed them (`> eslint src && tsc`), each
 * as its words; null when it echoed none. The package's own line (`> worker@2.0.3 lint`) is skipped.
 */
function echoedScript(words: readonly string[], output: string): string[][] | null {
  if (!ECHOING_RUNNERS.has(programOf(words)[0] ?? '')) return null
  for (const line of output.slice(0, SCRIPT_ECHO_CHARS).split('\n')) {
    const echoed = line.startsWith('> ') || line.startsWith('$ ') ? line.slice(2).trim() : ''
    if (echoed === '' || /^@?[^\s@]+@[^\s@]* /.test(echoed)) continue
    return echoed.split(/&&|\|\||;|\|/).map(piece => piece.trim().split(/\s+/))
  }
  return null
}

/** Whether the script a package manager ran is a style linter's alone: `npm run lint` printing `> eslint src` checked no types. */
function scriptRanStyleOnly(words: readonly string[], output: string): boolean {
  const commands = echoedScript(words, output)
  return commands !== null && commands.every(command => command[0] !== '' && checksStyleOnly(command))
}

/** A command that does nothing but end or print: `exit 0`, `true`, `:`, `echo "no tests"`. */
const NO_OP = new Set(['exit', 'true', ':', 'echo', 'printf'])

/** Whether the script a package manager ran does nothing: a test script edited to `exit 0` runs no test. */
function scriptDoesNothing(words: readonly string[], output: string): boolean {
  const commands = echoedScript(words, output)
  return commands !== null && commands.every(command => NO_OP.has(command[0] ?? ''))
}

/** The exit status an `echo $?` printed as the output's last line: `0`, `exit=1`, `EXIT: 2`. */
const ECHOED_STATUS = /(?:^|[\s=:(])([0-9]{1,3})\)?$/

/** The last line an output printed, trimmed. */
const lastLineOf = (tail: string): string => tail.slice(tail.trimEnd().lastIndexOf('\n') + 1).trim()

function echoedStatus(tail: string, label?: string): number | null {
  const m = ECHOED_STATUS.exec(label === undefined ? lastLineOf(tail) : labelledLine(tail, label))
  return m?.[1] === undefined ? null : Number(m[1])
}

/** The output's last line that starts with the label a status was echoed after (`build exit=0`), trimmed; '' when none does. */
function labelledLine(tail: string, label: string): string {
  for (let end = tail.length; end > 0; ) {
    const start = tail.lastIndexOf('\n', end - 1) + 1
    const line = tail.slice(start, end).trim()
    if (line.startsWith(label) && line.length - label.length <= 4) return line
    end = start - 1
  }
  return ''
}

/** A linter's summary of no findings: rubocop's, ruff's, eslint's, mypy's. */
const LINT_CLEAN_SUMMARY = /\bno offenses detected$|^All checks passed!?$|^0 problems\b|\bno issues found\b|^Found 0 errors\b/

/**
 * The last line of a chain's output when it is the clean summary of the linter that ran last and
 * the line exited 0: `rubocop -a && rubocop` prints the first run's corrected offenses above the
 * second's "188 files inspected, no offenses detected", and the second run's result is its own.
 */
function lastLintSummary(run: RunKind, tail: string, isError: boolean, count: number): string | null {
  if (run !== 'lint' || isError || count < 2) return null
  const last = lastLineOf(tail)
  return LINT_CLEAN_SUMMARY.test(last) ? last : null
}

/**
 * Test runners that print a line per package or binary and no summary of all of them: \`go test\`'s
 * \`ok\`/\`FAIL\` per package, cargo's \`test result:\` per binary. Cut by a tail, the lines left
 * show some of the parts.
 */
function printsPerPart(words: readonly string[]): boolean {
  const [prog = '', a = ''] = programOf(words)
  return (prog === 'go' || prog === 'cargo') && a === 'test'
}

/** Whether a tail a run's output went through printed as many lines as it keeps: its window was full, so the output went on above it. */
function tailWindowFilled(segment: Segment, output: string): boolean {
  if (segment.tail === undefined) return false
  let lines = 0
  for (const line of output.split('\n')) if (line.trim() !== '') lines += 1
  // The status a later echo printed (\`; echo "status=\${PIPESTATUS[0]}"\`) is its own line, not the tail's.
  if (segment.statusShown === true) lines -= 1
  return lines >= segment.tail
}

function bashSteps(command: string, output: string, isError: boolean, background: boolean, at: () => number): Step[] {
  const steps: Step[] = []
  // Where a run prints its result: every segment of the line shares the one output.
  const tail = output.slice(-RUN_OUTPUT_TAIL)
  const segments = keptSegmentsOf(command.slice(0, MAX_COMMAND_CHARS))
  for (const [index, segment] of segments.entries()) {
    // A segment's own redirections land before its run: `npm test > log` writes the log, not the sources.
    // A lint run that fixes files (`eslint --fix`, `ruff check --fix`) checked the code before its own change.
    const fixesAfter = segment.run === 'lint'
    // `git pull` that found nothing new changed no file.
    const unchanged = segment.words[0] === 'git' && segment.words[1] === 'pull' && UP_TO_DATE.test(output)
    if (!fixesAfter && !unchanged) for (const path of segment.writes) steps.push({ kind: 'write', at: at(), tool: 'Bash', path })
    const [prog = ''] = segment.words
    if (FETCHERS.test(prog.replace(/^.*\//, ''))) {
      for (const word of segment.words) {
        const url = /^https?:\/\//i.test(word) ? word : ''
        if (url) steps.push({ kind: 'fetch', at: at(), tool: prog, url, host: hostOf(url), isError })
      }
    }
    const named = alsoRunsOf(segment.words, segment.run)
    // `make check` echoing `ruff check`, `mypy src`, `pytest -q`: each check is read from its own part of the output.
    const sections = background || segment.background === true || segment.masked || segment.quiet === true ? null : taskSections(segment.words, tail)
    const shown = background || sections !== null ? [] : shownRunsOf(segment, command, tail, isError, segment.run, named)
    const run = segment.run ?? shown[0] ?? (background ? null : failedShownOf(segment, command, tail, isError))
    if (run !== null) {
      // A run sent to the background had not finished when its call returned: its result is not in this output.
      const own = index === segments.length - 1 ? lastLintSummary(run, tail, isError, segments.length) : null
      // `npm run build > build.log; echo "exit=$?"`: the status the line echoed is the run's own.
      const status = segment.statusShown === true ? echoedStatus(tail, segment.statusLabel) : null
      // `cargo test -p core && cargo build --target x` failed in the build: the tests' own summary said they passed.
      const ownPart = isError && run === 'test' && segment.andThen === true && !segment.masked ? passedBeforeNext(tail) : null
      const failed = (isError && ownPart === null) || (status !== null && status !== 0)
      const masked = segment.masked && status === null
      const found = background || segment.background === true ? 'background only' : runFault(run, ownPart ?? own ?? tail, failed, masked, segment.cut === true, segment.quiet === true && status === null)
      // A make target whose recipe only echoed ran no test, whatever it printed.
      const fault = found === null && run === 'test' && ((MAKE_LIKE.has(programOf(segment.words)[0] ?? '') && onlyEchoes(tail)) || scriptDoesNothing(segment.words, output))
        ? 'empty run'
        // `gofmt -l .` exits 0 and prints the files that are not formatted.
        : found === null && run === 'lint' && listsUnformatted(programOf(segment.words)) && GO_FILE_LINE.test(tail) ? 'failed output'
        // `go test ./... | tail -1`: one package's line, the tail's window full; the packages above it are not shown.
        : found === null && run === 'test' && printsPerPart(segment.words) && tailWindowFilled(segment, output) ? 'masked inconclusive' : found
      // A task whose checks are read part by part is as clean as its parts: one that failed makes it fail.
      // The section that failed the task: the one its header says failed (Gradle's `FAILED`), else the last.
      const headerFailed = sections?.some(s => s.failed === true) === true
      const failedAt = (i: number) => (headerFailed ? sections?.[i]?.failed === true : isError && i === (sections?.length ?? 0) - 1)
      const sectionFaults = sections === null ? null : sections.map((section, i) => runFault(section.run, section.output, failedAt(i), false, segment.cut === true && i === sections.length - 1))
      const taskFault = sectionFaults === null || isError || fault === 'background only' || !partsDecide(segment.words) ? fault : (sectionFaults.find(f => f !== null) ?? null)
      const alsoRuns = [...named, ...shown.filter(kind => kind !== run)]
      const styleOnly = run === 'lint' && (checksStyleOnly(segment.words) || scriptRanStyleOnly(segment.words, output))
      const taskAt = at()
      steps.push({ kind: 'run', at: taskAt, tool: 'Bash', command, run, clean: taskFault === null, isError: isError && ownPart === null, output, fault: taskFault, argv: segment.words.join(' '), ...(alsoRuns.length > 0 ? { alsoRuns } : {}), ...(styleOnly ? { styleOnly } : {}) })
      for (const [i, section] of (sections ?? []).entries()) {
        const own = sectionFaults?.[i] ?? null
        steps.push({ kind: 'run', at: at(), tool: 'Bash', command, run: section.run, clean: own === null, isError: failedAt(i), output: section.output, fault: own, argv: section.words.join(' '), partOf: taskAt })
      }
      // A CI run with a failed job still shows the jobs that passed (\`✓ lint\`): each is a clean run of its kind, CI's.
      if (run === 'ci' && fault !== null && fault !== 'background only') for (const job of ciJobsShown(tail)) steps.push({ kind: 'run', at: at(), tool: 'Bash', command, run: job, clean: true, isError: false, output: '', fault: null, argv: segment.words.join(' '), ciJob: true })
      if (fixesAfter) for (const path of segment.writes) steps.push({ kind: 'write', at: at(), tool: 'Bash', path })
    } else if (/^(grep|rg|ag|ack|find|fd|git)$/.test(prog) && (prog !== 'git' || segment.words[1] === 'grep' || segment.words[1] === 'ls-files')) {
      steps.push({ kind: 'search', at: at(), tool: 'Bash', query: segment.words.slice(1).join(' ') })
    }
  }
  if (!steps.some(s => s.kind === 'run')) steps.push({ kind: 'run', at: at(), tool: 'Bash', command, run: null, clean: !isError, isError, output })
  return steps
}

/**
 * whatRan as a fold over rows in order: a caller that sees the same rows again
 * (the Stop hook, late in a long session) copies the fold of the rows it saw
 * and adds only the new ones (`ran-kept.ts`). Printed and named text is kept
 * lower-cased piece by piece, so finishing joins it and reads nothing twice.
 */
export type RanFold = {
  order: number
  steps: Step[]
  printed: string[]
  printedChars: number
  named: string[]
  namedChars: number
  hosts: Set<string>
}

export const startRan = (): RanFold => ({ order: 0, steps: [], printed: [], printedChars: 0, named: [], namedChars: 0, hosts: new Set() })

/** A copy that a later `addRows` does not change. */
export const copyRan = (f: RanFold): RanFold => ({ ...f, steps: [...f.steps], printed: [...f.printed], named: [...f.named], hosts: new Set(f.hosts) })

/** Tool results by call id: a user row's results answer the calls of the row before it. */
export function resultsOf(rows: readonly Row[]): Map<string, { text: string; isError: boolean }> {
  const results = new Map<string, { text: string; isError: boolean }>()
  for (const row of rows) for (const r of row.toolResults ?? []) results.set(r.id, { text: r.text, isError: r.isError })
  return results
}

/** Adds `rows` to the fold, in order; `resultText` holds the results of their calls. */
export function addRows(fold: RanFold, rows: readonly Row[], resultText: ReadonlyMap<string, { text: string; isError: boolean }>): void {
  const at = () => fold.order++
  const steps = fold.steps
  const hosts = fold.hosts
  const name = (text: string) => {
    if (fold.namedChars > MAX_PRINTED_CHARS) return
    fold.named.push(text.slice(0, MAX_OUTPUT_CHARS).toLowerCase())
    fold.namedChars += Math.min(text.length, MAX_OUTPUT_CHARS)
  }
  const print = (text: string) => {
    const lower = text.toLowerCase()
    fold.printed.push(lower)
    fold.printedChars += lower.length
    // Past the bound the oldest text goes: recent output is what an answer cites.
    while (fold.printedChars > MAX_PRINTED_CHARS && fold.printed.length > 1) fold.printedChars -= fold.printed.shift()?.length ?? 0
  }
  for (const row of rows) {
    if (row.role === 'user' && row.text !== '' && !isOwnWords(row.text) && !row.text.startsWith('Stop hook feedback:')) print(row.text.slice(0, MAX_OUTPUT_CHARS))
    for (const use of row.toolUses) {
      const answered = resultText.get(use.id)
      const text = (use.text ?? answered?.text ?? '').slice(0, MAX_OUTPUT_CHARS)
      const isError = use.isError === true || answered?.isError === true
      // The plugin's own denies are no output and nothing ran.
      if (isOwnWords(text)) continue
      if (use.text === undefined && answered === undefined) continue
      print(text)
      const input = use.input
      if (!isError) name([str(input.command), str(input.content), str(input.new_string), str(input.new_source)].join('\n'))
      switch (use.tool) {
        case 'Bash': {
          const command = str(input.command)
          if (command !== '') steps.push(...bashSteps(command, text, isError, input.run_in_background === true, at))
          // `tail /tmp/tsc.log` after `tsc -w > /tmp/tsc.log &`: the log shows the background run's result as it stands now.
          const shown = command !== '' && !isError ? logReadRun(steps, command, text.slice(-RUN_OUTPUT_TAIL), at) : null
          if (shown !== null) steps.push(shown)
          break
        }
        case 'Write':
        case 'Edit':
        case 'NotebookEdit': {
          const path = str(input.file_path) || str(input.notebook_path)
          if (path !== '' && !isError) steps.push({ kind: 'write', at: at(), tool: use.tool, path })
          break
        }
        case 'Read': {
          const path = str(input.file_path)
          if (path !== '' && !isError) steps.push({ kind: 'read', at: at(), tool: 'Read', path })
          break
        }
        case 'WebFetch': {
          const url = str(input.url)
          if (url !== '') steps.push({ kind: 'fetch', at: at(), tool: 'WebFetch', url, host: hostOf(url), isError })
          break
        }
        case 'WebSearch': {
          steps.push({ kind: 'search', at: at(), tool: 'WebSearch', query: str(input.query) })
          for (const url of text.match(URL_PATTERN) ?? []) hosts.add(hostOf(url))
          const allowed = input.allowed_domains
          if (Array.isArray(allowed)) for (const d of allowed) if (typeof d === 'string') hosts.add(d.toLowerCase().replace(/^www\./, ''))
          break
        }
        default:
          // A browser tool (`mcp__playwright__browser_navigate`) ran the program in a browser: a run of it, named by the tool.
          if (use.tool.startsWith('mcp__') && BROWSER_TOOL.test(use.tool)) steps.push({ kind: 'run', at: at(), tool: use.tool, command: use.tool, run: 'exec', clean: !isError, isError, output: text })
          break
      }
    }
  }
}

/** What ran, from a fold of every row. */
export function endRan(fold: RanFold): Ran {
  const steps = fold.steps
  const hosts = new Set(fold.hosts)
  // A fetch that failed read nothing: it backs no citation of its host.
  for (const step of steps) if (step.kind === 'fetch' && step.host !== '' && !step.isError) hosts.add(step.host)
  const writes = steps.filter(s => s.kind === 'write')
  const codeWrites = writes.filter(s => !PROSE_PATH.test(s.path))
  return {
    steps,
    printed: fold.printed,
    named: fold.named,
    hosts,
    lastWrite: writes.reduce((last, s) => Math.max(last, s.at), -1),
    lastCodeWrite: codeWrites.reduce((last, s) => Math.max(last, s.at), -1),
    onlyProseWritten: writes.length > 0 && codeWrites.length === 0,
  }
}

/**
 * Whether one of `texts` holds `needle`: the same as searching them joined by
 * line ends, for a needle of one line (a file name, a version, a URL).
 */
export const holds = (texts: readonly string[], needle: string): boolean => needle === '' || texts.some(text => text.includes(needle))

export function whatRan(rows: readonly Row[]): Ran {
  const fold = startRan()
  addRows(fold, rows, resultsOf(rows))
  return endRan(fold)
}

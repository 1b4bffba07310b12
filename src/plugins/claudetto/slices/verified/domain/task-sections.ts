/**
 * A project task that runs several checks, read one check at a time: `make check` echoes each
 * recipe line before it runs it (`ruff check src tests`, `mypy src`, `pytest -q`), npm, pnpm,
 * yarn and bun echo each script (`> eslint . --max-warnings=10`, `> vitest --run`). Each echoed
 * command that is a known run starts a section of the output that runs to the next; each section
 * is that run's own output, so pytest's "1 warning" is no lint finding of ruff's. Gradle heads each
 * task's output (`> Task :app:test`) and says which failed. Pure and linear:
 * the output is split by lines once, each line tested with one anchored look.
 */
import { GRADLE_EXCLUDES, runKindOf, type RunKind } from './run-kinds.js'
import { SCRIPT_RUNNERS, programOf } from './runners.js'

/** Task runners that echo each recipe line as written before they run it. */
const ECHOES_RECIPE: ReadonlySet<string> = new Set(['make', 'just'])

/** Gradle, which heads each task's output with `> Task :app:test` (and ` FAILED` when it failed). */
const HEADS_TASKS: ReadonlySet<string> = new Set(['gradlew', 'gradle'])

/** A section: the echoed command's words, the run it is, the output it printed, and whether its header said it failed. */
export type TaskSection = { words: string[]; run: RunKind; output: string; failed?: true }

/** Gradle's header of a task that ran: its path and what came of it (`FAILED`); one that did not run (`UP-TO-DATE`) heads no section. */
const GRADLE_TASK = /^> Task (:[\w:-]+)(?: ([A-Z-]+))?$/
const NOT_RUN: ReadonlySet<string> = new Set(['UP-TO-DATE', 'NO-SOURCE', 'SKIPPED', 'FROM-CACHE'])
/** Gradle's lifecycle tasks: they only depend on the tasks that do the work, and print nothing of their own. */
const LIFECYCLE: ReadonlySet<string> = new Set(['check', 'build', 'assemble', 'classes', 'testClasses', 'buildDependents', 'buildNeeded'])

/** Gradle's flags that name what a task runs with by the next word: `--tests 'com.acme.FooTest'`. */
const VALUE_FLAGS: ReadonlySet<string> = new Set(['--tests'])

/** The flags of a Gradle command, with their values: what each of its tasks ran with (`--tests` narrows `:test`). */
function gradleFlags(words: readonly string[]): string[] {
  // A task left out (`-x test`) whose header printed ran all the same: the exclusion is no flag of its part.
  return words.filter((word, i) => (word.startsWith('-') && !GRADLE_EXCLUDES.has(word)) || VALUE_FLAGS.has(words[i - 1] ?? ''))
}

/** The task a line of Gradle's output heads, as a command's words (the task, then the command's flags), and whether it failed; null for any other line. */
function gradleTask(prog: string, flags: readonly string[], line: string): { words: string[]; failed: boolean } | null {
  const m = line.length > MAX_ECHO_CHARS ? null : GRADLE_TASK.exec(line.trimEnd())
  const path = m?.[1] ?? ''
  if (m === null || NOT_RUN.has(m[2] ?? '') || LIFECYCLE.has(path.slice(path.lastIndexOf(':') + 1))) return null
  return { words: [prog, path, ...flags], failed: m[2] === 'FAILED' }
}

/** Sections below this many are no split: a task that ran one check is read as that check. */
const MIN_SECTIONS = 2

/** Longest echoed line read as a command: a long line is output, not a recipe. */
const MAX_ECHO_CHARS = 300

/** The command an output line echoes, as its words, for a runner that echoes this way; null for any other line. */
function echoedCommand(echoes: 'recipe' | 'script', line: string): string[] | null {
  if (line.length > MAX_ECHO_CHARS) return null
  const text = echoes === 'script' ? (line.startsWith('> ') || line.startsWith('$ ') ? line.slice(2).trim() : '') : line.trim() === line ? line : ''
  // npm's own line names the package and the script (`> @acme/dashboard@3.8.0 verify`), not a command.
  if (text === '' || /^@?[^\s@]+@[^\s@]* /.test(text)) return null
  const words = text.split(/\s+/)
  // `> npm run lint && npm run typecheck`: a script that runs other scripts; each echoes its own.
  return SCRIPT_RUNNERS.has(words[0] ?? '') ? null : words
}

/**
 * Whether a task is as clean as its parts: a recipe or a script may swallow a failing command
 * (`-ruff check`, `|| true`), so a part that failed fails it; Gradle's exit status is its tasks'
 * own, and a warning one printed fails nothing.
 */
export const partsDecide = (words: readonly string[]): boolean => !HEADS_TASKS.has(programOf(words)[0] ?? '')

/**
 * The sections of a task runner's output, one per echoed command that is a known run, in order;
 * null when the segment is no such runner, or it echoed fewer than two known runs.
 */
export function taskSections(words: readonly string[], output: string): TaskSection[] | null {
  const prog = programOf(words)[0] ?? ''
  const echoes = ECHOES_RECIPE.has(prog) ? 'recipe' : SCRIPT_RUNNERS.has(prog) ? 'script' : HEADS_TASKS.has(prog) ? 'task' : null
  if (echoes === null) return null
  const sections: { words: string[]; run: RunKind; lines: string[]; failed: boolean }[] = []
  const flags = echoes === 'task' ? gradleFlags(words) : []
  for (const line of output.split('\n')) {
    const task = echoes === 'task' ? gradleTask(prog, flags, line) : null
    const echoed = echoes === 'task' ? (task?.words ?? null) : echoedCommand(echoes, line)
    const run = echoed === null ? null : runKindOf(echoed)
    if (echoed !== null && run !== null && run !== 'exec') sections.push({ words: echoed, run, lines: [], failed: task?.failed === true })
    else sections.at(-1)?.lines.push(line)
  }
  if (sections.length < MIN_SECTIONS) return null
  return sections.map(s => ({ words: s.words, run: s.run, output: s.lines.join('\n'), ...(s.failed ? { failed: true as const } : {}) }))
}

/**
 * A project task that runs several checks, read one check at a time: `make check` echoes each
 * recipe line before it runs it (`ruff check src tests`, `mypy src`, `pytest -q`), npm, pnpm,
 * yarn and bun echo each script (`> eslint . --max-warnings=10`, `> vitest --run`). Each echoed
 * command that is a known run starts a section of the output that runs to the next; each section
 * is that run's own output, so pytest's "1 warning" is no lint finding of ruff's. Pure and linear:
 * the output is split by lines once, each line tested with one anchored look.
 */
import { runKindOf, type RunKind } from './run-kinds.js'
import { SCRIPT_RUNNERS, programOf } from './runners.js'

/** Task runners that echo each recipe line as written before they run it. */
const ECHOES_RECIPE: ReadonlySet<string> = new Set(['make', 'just'])

/** A section: the echoed command's words, the run it is, and the output it printed. */
export type TaskSection = { words: string[]; run: RunKind; output: string }

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
 * The sections of a task runner's output, one per echoed command that is a known run, in order;
 * null when the segment is no such runner, or it echoed fewer than two known runs.
 */
export function taskSections(words: readonly string[], output: string): TaskSection[] | null {
  const prog = programOf(words)[0] ?? ''
  const echoes = ECHOES_RECIPE.has(prog) ? 'recipe' : SCRIPT_RUNNERS.has(prog) ? 'script' : null
  if (echoes === null) return null
  const sections: { words: string[]; run: RunKind; lines: string[] }[] = []
  for (const line of output.split('\n')) {
    const echoed = echoedCommand(echoes, line)
    const run = echoed === null ? null : runKindOf(echoed)
    if (echoed !== null && run !== null && run !== 'exec') sections.push({ words: echoed, run, lines: [] })
    else sections.at(-1)?.lines.push(line)
  }
  if (sections.length < MIN_SECTIONS) return null
  return sections.map(s => ({ words: s.words, run: s.run, output: s.lines.join('\n') }))
}

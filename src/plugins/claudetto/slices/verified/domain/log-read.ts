/**
 * A run sent to the background with its output going to a file, and a later line that reads
 * that file: `npx tsc -w --noEmit > /tmp/tsc.log 2>&1 &`, then the edits, then
 * `sleep 4; tail -4 /tmp/tsc.log` printing "Found 0 errors. Watching for file changes." The read
 * shows the run's result as it stood then, so it counts as that run, at the read's place. Its exit
 * status is never seen: only a result the log prints decides (a log with no summary yet is
 * inconclusive). Both lines are read through the shell parse, and only the newest background
 * runs are looked at: a read costs its own length, not the session's.
 */
import type { Step } from './ran.js'
import { runFault } from './run-result.js'
import { programOf } from './runners.js'
import { keptSegmentsOf } from './shell-kept.js'
import { MAX_COMMAND_CHARS } from '../limits.js'

/** A line's simple commands as the run reading parsed them: the same kept parse, of the same first characters. */
const parsed = (command: string) => keptSegmentsOf(command.slice(0, MAX_COMMAND_CHARS))

type Run = Extract<Step, { kind: 'run' }>

/** Background runs looked back at for a read: a log is read soon after its run started. */
const MAX_STEPS_BACK = 64

/** Programs that print a file, and flags of theirs that take a value. */
const READERS = new Set(['cat', 'tail', 'head'])
const VALUE_FLAGS = new Set(['-n', '-c', '--lines', '--bytes'])

/** The files a line sends output to, as the shell parse reads them: its redirections and \`tee\`'s operands, never a device. */
export const outputFiles = (command: string): string[] => parsed(command).flatMap(segment => segment.sentTo ?? [])

/** The files a line prints with \`cat\`, \`tail\` or \`head\`, unless it follows them (\`tail -f\` never ends). */
export function filesRead(command: string): string[] {
  const files: string[] = []
  for (const { words } of parsed(command)) {
    const [prog = '', ...args] = programOf(words)
    if (!READERS.has(prog) || args.some(word => word === '-f' || word === '-F' || word === '--follow')) continue
    for (let i = 0; i < args.length; i += 1) {
      const word = args[i] ?? ''
      if (VALUE_FLAGS.has(word)) i += 1
      else if (!word.startsWith('-')) files.push(word)
    }
  }
  return files
}

/** A path as two lines may spell it: `./out.log` and `out.log` are one file. */
const samePath = (a: string, b: string): boolean => a.replace(/^\.\//, '') === b.replace(/^\.\//, '')

/**
 * The run a line's read of a log shows, when the line prints a file that a background run
 * among the newest steps sends its output to; null otherwise. `at` is the read's place.
 */
export function logReadRun(steps: readonly Step[], command: string, output: string, at: () => number): Run | null {
  const read = filesRead(command)
  if (read.length === 0) return null
  for (let i = steps.length - 1; i >= 0 && i >= steps.length - MAX_STEPS_BACK; i -= 1) {
    const step = steps[i]
    if (step?.kind !== 'run' || step.fault !== 'background only' || step.run === null) continue
    if (!outputFiles(step.command).some(file => read.some(path => samePath(file, path)))) continue
    // The exit status is never seen: a result the log prints decides, and a log with none is inconclusive.
    const fault = runFault(step.run, output, false, true)
    return { ...step, at: at(), output, clean: fault === null, isError: false, fault }
  }
  return null
}

/**
 * A run sent to the background with its output going to a file, and a later line that reads
 * that file: `npx tsc -w --noEmit > /tmp/tsc.log 2>&1 &`, then the edits, then
 * `sleep 4; tail -4 /tmp/tsc.log` printing "Found 0 errors. Watching for file changes." The read
 * shows the run's result as it stood then, so it counts as that run, at the read's place. Its exit
 * status is never seen: only a result the log prints decides (a log with no summary yet is
 * inconclusive). Word by word, and only the newest background runs are looked at: a read costs
 * its own length, not the session's.
 */
import { runFault } from './run-result.js'
import type { Step } from './ran.js'

type Run = Extract<Step, { kind: 'run' }>

/** Background runs looked back at for a read: a log is read soon after its run started. */
const MAX_STEPS_BACK = 64

/** Programs that print a file, and flags of theirs that never finish (`tail -f`) or take a value. */
const READERS = new Set(['cat', 'tail', 'head'])
const FOLLOWS = new Set(['-f', '-F', '--follow'])
const VALUE_FLAGS = new Set(['-n', '-c', '--lines', '--bytes'])

/** Redirections whose next word is the file written: `> log`, `>> log`, `&> log`, `2> err`. */
const REDIRECTS = new Set(['>', '>>', '&>', '&>>', '1>', '1>>'])

/** The files a line sends output to: its redirections and `tee`'s operands, never `/dev/null`. */
export function outputFiles(command: string): string[] {
  const words = command.split(/\s+/).filter(word => word !== '')
  const files: string[] = []
  let tee = false
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? ''
    if (word === '|' || word === '&&' || word === ';' || word === '&') tee = false
    if (word === 'tee') {
      tee = true
      continue
    }
    if (tee && !word.startsWith('-') && word !== '|') files.push(word)
    else if (REDIRECTS.has(word)) files.push(words[i + 1] ?? '')
    else if (/^(?:&|1)?>>?[^&>]/.test(word)) files.push(word.replace(/^(?:&|1)?>>?/, ''))
  }
  return files.map(unquoted).filter(file => file !== '' && file !== '/dev/null' && !file.startsWith('&'))
}

/** The files a line prints with `cat`, `tail` or `head`, unless it follows them. */
export function filesRead(command: string): string[] {
  const files: string[] = []
  for (const part of command.split(/[;&|]+/)) {
    const words = part.trim().split(/\s+/).filter(word => word !== '')
    if (!READERS.has(words[0] ?? '') || words.some(word => FOLLOWS.has(word))) continue
    for (let i = 1; i < words.length; i += 1) {
      const word = words[i] ?? ''
      if (VALUE_FLAGS.has(word)) i += 1
      else if (!word.startsWith('-')) files.push(unquoted(word))
    }
  }
  return files
}

const unquoted = (word: string): string => word.replace(/^["']|["']$/g, '')

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

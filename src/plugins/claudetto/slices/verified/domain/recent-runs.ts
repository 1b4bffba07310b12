/**
 * What the claims read of the runs since the last change, worked out once per session read and
 * kept beside it: an answer of thousands of sentences asks the same of the same runs, and each
 * sentence then costs its own length, not the session's. Pure: a `Ran` is never changed after
 * `whatRan` builds it, so what is kept for it stays true.
 */
import type { Ran, Step } from './ran.js'
import { programOf } from './runners.js'
import { segmentsOf } from './shell.js'

type Run = Extract<Step, { kind: 'run' }>

/** Something worked out once per session read: `once(ran, key, make)`. */
const kept = new WeakMap<Ran, Map<string, unknown>>()
export function once<T>(ran: Ran, key: string, make: () => T): T {
  let forRan = kept.get(ran)
  if (forRan === undefined) {
    forRan = new Map()
    kept.set(ran, forRan)
  }
  if (forRan.has(key)) return forRan.get(key) as T
  const value = make()
  forRan.set(key, value)
  return value
}

/** The runs since the last change, newest first: what most claims are judged on, listed once per session read. */
export function runsSinceChange(ran: Ran): readonly Run[] {
  return once(ran, 'runs since change', () => {
    const runs: Run[] = []
    for (let i = ran.steps.length - 1; i >= 0; i -= 1) {
      const step = ran.steps[i]
      if (step === undefined || step.at < ran.lastCodeWrite) break
      if (step.kind === 'run') runs.push(step)
    }
    return runs
  })
}

/**
 * A simple command of a line: its words, its program by name (and that name in lower case), the
 * acts its first words name (`terraform apply` applies, `cargo fmt` formats), and whether it went
 * to the background.
 */
export type RecentSegment = { words: readonly string[]; program: readonly string[]; name: string; acts: ReadonlySet<string>; background: boolean }

/** A command's word as its act is said: `cargo fmt` formats. */
const ACT_OF: Readonly<Record<string, string>> = { fmt: 'format', gofmt: 'format', rollout: 'roll' }

/** The acts a simple command does, by its program and first words up to a flag; a flag with its value in it is passed over (`terraform -chdir=infra apply`). */
function actsOf(program: readonly string[]): Set<string> {
  const acts = new Set<string>()
  for (const word of program.filter(w => !(w.startsWith('-') && w.includes('='))).slice(0, 3)) {
    if (word.startsWith('-')) break
    const name = word.toLowerCase()
    acts.add(ACT_OF[name] ?? name)
  }
  return acts
}

/** A Bash line run since the last change, newest first, with its simple commands. */
export type RecentCommand = { step: Run; segments: readonly RecentSegment[] }

/** Bash lines read since the change: a summary names what it ran at the end of a turn. */
export const MAX_COMMANDS_READ = 64
/** Longest command line read for its simple commands. */
const MAX_COMMAND_CHARS = 4_000

/** A Bash line's simple commands, as a summary names them. */
export function segmentsRead(command: string): RecentSegment[] {
  return segmentsOf(command.slice(0, MAX_COMMAND_CHARS)).map(segment => {
    const program = programOf(segment.words)
    return { words: segment.words, program, name: (program[0] ?? '').toLowerCase(), acts: actsOf(program), background: segment.background === true }
  })
}

/** The distinct Bash lines run since the last change, newest first, at most MAX_COMMANDS_READ. */
export function recentCommands(ran: Ran): readonly RecentCommand[] {
  return once(ran, 'recent commands', () => {
    const commands: RecentCommand[] = []
    const seen = new Set<string>()
    for (const step of runsSinceChange(ran)) {
      if (commands.length >= MAX_COMMANDS_READ) break
      if (step.tool !== 'Bash' || seen.has(step.command)) continue
      seen.add(step.command)
      commands.push({ step, segments: segmentsRead(step.command) })
    }
    return commands
  })
}

/** A tool is named by its first words: `cargo audit`, `python manage.py makemigrations --check`. */
export const NAMING_WORDS = 12

/** Where a name stands among the recent lines: the line (0 is the newest) and the simple command in it. */
export type Place = { line: number; segment: number }

/**
 * The recent lines looked up by what names them: a program's name (`hlint`), an act of its first
 * words (`apply`), or any of its first words as written, alone or with the next (`audit` and `cargo
 * audit` in `cargo audit --deny warnings`). Built once per
 * session read, so a sentence asks a map, not every line.
 */
export type RecentIndex = {
  commands: readonly RecentCommand[]
  byName: ReadonlyMap<string, readonly Place[]>
  byAct: ReadonlyMap<string, readonly Place[]>
  byWord: ReadonlyMap<string, readonly Place[]>
}

function add(map: Map<string, Place[]>, key: string, place: Place): void {
  const places = map.get(key)
  if (places === undefined) map.set(key, [place])
  else if (places.at(-1)?.line !== place.line || places.at(-1)?.segment !== place.segment) places.push(place)
}

/** The recent lines and their index, once per session read. */
export function recentIndex(ran: Ran): RecentIndex {
  return once(ran, 'recent index', () => {
    const commands = recentCommands(ran)
    const byName = new Map<string, Place[]>()
    const byAct = new Map<string, Place[]>()
    const byWord = new Map<string, Place[]>()
    commands.forEach(({ segments }, line) => {
      segments.forEach((segment, at) => {
        const place = { line, segment: at }
        if (segment.name !== '') add(byName, segment.name, place)
        for (const act of segment.acts) add(byAct, act, place)
        // Each word, and each pair of words one after the other: a span of two words or more is looked up by its first two.
        for (const words of [segment.words.slice(0, NAMING_WORDS), segment.program.slice(0, NAMING_WORDS)]) {
          words.forEach((word, i) => {
            add(byWord, word, place)
            if (i + 1 < words.length) add(byWord, `${word} ${words[i + 1]}`, place)
          })
          // And each pair with the flags between them left out: `terraform apply` of `terraform -chdir=prod apply`.
          const bare = words.filter(word => !word.startsWith('-'))
          if (bare.length < words.length) bare.forEach((word, i) => i + 1 < bare.length && add(byWord, `${word} ${bare[i + 1]}`, place))
        }
      })
    })
    return { commands, byName, byAct, byWord }
  })
}

const wordsOf = new WeakMap<Run, ReadonlySet<string>>()

/**
 * A run's command words, split at what is not a letter or digit: `pytest tests/unit -q` holds `unit`, `npm run test:e2e` holds `e2e`;
 * a camel-cased task's words too: Gradle's `:app:checkstyleMain` holds `checkstylemain`, `checkstyle` and `main`.
 */
export function commandWordSet(step: Run): ReadonlySet<string> {
  const kept = wordsOf.get(step)
  if (kept !== undefined) return kept
  const command = (step.argv ?? step.command).slice(0, MAX_COMMAND_CHARS)
  const words = new Set([...command.toLowerCase().split(/[^a-z0-9]+/), ...command.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/)])
  wordsOf.set(step, words)
  return words
}


/**
 * A tool the answer names and says is clean, by name or in code: "`cargo audit` is clean now",
 * "hlint has nothing to report", "php-cs-fixer reports nothing to fix", "`makemigrations --check`
 * is happy". Any tool can be named so, not only the test, build and lint runs the claim reader
 * knows: what decides is the session's own run of that tool. When its newest run since the last
 * change exited non-zero, the answer says the opposite of what the tool said. A tool that did
 * not run, or whose newest run exited 0, decides nothing here. Pure.
 */
import type { Ran, Step } from './ran.js'
import { programOf } from './runners.js'
import { segmentsOf } from './shell.js'

type Run = Extract<Step, { kind: 'run' }>

/** A clean result said of something: "is clean", "is happy", "nothing to report", "no errors", "0 findings". */
const CLEAN_SAID = /\b(clean|happy|green|silent|satisfied|passes|passed|succeeds|succeeded)\b|\bnothing (left )?to (report|fix|change|flag|format)\b|\b(reports|finds|found|flags|flagged|prints|printed) nothing\b|\b(no|zero|0) (new )?(errors?|issues?|problems?|offen[cs]es?|findings?|warnings?|hints?|suggestions?|vulnerabilit(y|ies)|advisories|violations?|diffs?|complaints?)\b|✅/i

/** A failure said in the same sentence: the answer reports it, and claims no clean result of it. */
const FAILURE_SAID = /\b(fail(s|ed|ing|ures?)?|broken|red|flags|flagged|complains?|complained|still (reports?|lists?|shows?|finds?)|except|but)\b|\b[1-9][0-9]* (errors?|issues?|problems?|offen[cs]es?|findings?|warnings?|hints?|violations?|vulnerabilit(y|ies)|advisories)\b/i

/** Program names that are also English words: said bare, they name no tool ("make sure", "just one test"). */
const COMMON_WORDS = new Set(['make', 'just', 'task', 'test', 'echo', 'true', 'false', 'find', 'sort', 'time', 'watch', 'open', 'sh', 'bash', 'env', 'cat', 'tail', 'head', 'git', 'cd', 'run', 'build', 'check', 'lint'])

/** Bash commands read since the change: a summary names what it ran at the end of a turn. */
const MAX_COMMANDS_READ = 64
/** Code spans of a sentence read as names, and the longest one. */
const MAX_SPANS = 16
const MAX_SPAN_CHARS = 200
/** Longest command line read for its simple commands. */
const MAX_COMMAND_CHARS = 4_000

/** The names a sentence gives: each code span's words, and each bare word that may be a program. */
function namesIn(text: string): { spans: string[][]; words: Set<string> } {
  const spans: string[][] = []
  const pieces = text.split('`')
  for (let k = 1; k < pieces.length - 1 && spans.length < MAX_SPANS; k += 2) {
    const span = (pieces[k] ?? '').trim()
    if (span.length >= 3 && span.length <= MAX_SPAN_CHARS) spans.push(span.split(/\s+/))
  }
  const words = new Set<string>()
  for (let k = 0; k < pieces.length; k += 2) {
    for (const word of (pieces[k] ?? '').split(/[^\w.-]+/)) {
      const name = trimmedOfDots(word).toLowerCase()
      if (name.length >= 3 && /^[a-z]/.test(name) && !COMMON_WORDS.has(name)) words.add(name)
    }
  }
  return { spans, words }
}

/** A word without the dots and dashes around it: "hlint." is `hlint`. */
function trimmedOfDots(word: string): string {
  let from = 0
  let to = word.length
  while (from < to && (word[from] === '.' || word[from] === '-')) from += 1
  while (to > from && (word[to - 1] === '.' || word[to - 1] === '-')) to -= 1
  return word.slice(from, to)
}

/** Whether `part` stands in `words` word for word, one after another. */
function standsIn(part: readonly string[], words: readonly string[]): boolean {
  for (let i = 0; i + part.length <= words.length; i += 1) {
    if (part.every((word, j) => word === words[i + j])) return true
  }
  return false
}

/** Whether a simple command is one the names give: a span's words in it, or its program said bare. */
function isNamed(words: readonly string[], names: { spans: string[][]; words: Set<string> }): boolean {
  const program = programOf(words)
  const base = (program[0] ?? '').toLowerCase()
  if (base !== '' && names.words.has(base)) return true
  // `cargo audit` in `cargo audit --deny warnings`; `phpstan analyse` in `vendor/bin/phpstan analyse`.
  return names.spans.some(span => standsIn(span, words) || standsIn(span, program))
}

/**
 * The newest run since the last change of a tool the sentence says is clean, when it exited
 * non-zero; else null. Each command line is read once, newest first, and the first that runs a
 * named tool decides: a clean rerun after a failure backs the sentence.
 */
export function namedToolFailed(ran: Ran, text: string): Run | null {
  if (!CLEAN_SAID.test(text) || FAILURE_SAID.test(text)) return null
  const names = namesIn(text)
  if (names.spans.length === 0 && names.words.size === 0) return null
  const seen = new Set<string>()
  for (let i = ran.steps.length - 1; i >= 0 && seen.size < MAX_COMMANDS_READ; i -= 1) {
    const step = ran.steps[i]
    if (step === undefined || step.at < ran.lastCodeWrite) break
    if (step.kind !== 'run' || step.tool !== 'Bash' || seen.has(step.command)) continue
    seen.add(step.command)
    const segments = segmentsOf(step.command.slice(0, MAX_COMMAND_CHARS))
    const at = segments.findLastIndex(segment => isNamed(segment.words, names))
    if (at < 0) continue
    // The exit status is the last command's: a named tool earlier in `a && b` failed only if nothing after it ran.
    if (step.isError && at === segments.length - 1 && segments[at]?.background !== true) return step
    return null
  }
  return null
}

/** A command's word as its act is said: `cargo fmt` formats. */
const ACT_OF: Readonly<Record<string, string>> = { fmt: 'format', gofmt: 'format', rollout: 'roll', up: 'up' }

/** Words a past act never names, said as participles of other things: "based", "need". */
const NOT_ACTS = new Set(['base', 'need', 'use', 'add', 'test', 'check', 'run', 'lint', 'type', 'change', 'update', 'fix', 'edit', 'write', 'read'])

/** The verbs a past participle may be of: "applied" apply, "formatted" format, "pushed" push, "upgraded" upgrade. */
function stemsOf(word: string): string[] {
  if (word.length < 5 || !word.endsWith('ed')) return []
  const bare = word.slice(0, -2)
  const stems = [bare, `${bare}e`]
  if (bare.endsWith('i')) stems.push(`${bare.slice(0, -1)}y`)
  // "formatted", "shipped": the last consonant doubled.
  if (bare.length > 2 && bare.at(-1) === bare.at(-2)) stems.push(bare.slice(0, -1))
  return stems.filter(stem => !NOT_ACTS.has(stem))
}

/** The acts a simple command does, by its program and first words: `terraform apply` applies, `npm publish` publishes. */
function actsOf(words: readonly string[]): string[] {
  const program = programOf(words)
  const acts: string[] = []
  for (const word of program.slice(0, 3)) {
    if (word.startsWith('-')) break
    const name = word.toLowerCase()
    acts.push(ACT_OF[name] ?? name)
  }
  return acts
}

/**
 * The newest run since the last change whose act the sentence says is done, when it exited
 * non-zero: "Applied ✅" after `terraform apply` failed, "Formatted." after `cargo fmt --check`
 * listed a diff, "upgraded `payments` in prod" after `helm upgrade` was rolled back. A later clean
 * run of the same command line backs it; a failure said in the sentence is reported, not claimed.
 */
export function actFailed(ran: Ran, text: string): Run | null {
  if (FAILURE_SAID.test(text)) return null
  const acts = new Set<string>()
  const pieces = text.split('`')
  for (let k = 0; k < pieces.length; k += 2) {
    for (const word of (pieces[k] ?? '').toLowerCase().split(/[^a-z]+/)) for (const stem of stemsOf(word)) acts.add(stem)
  }
  if (acts.size === 0) return null
  const seen = new Set<string>()
  for (let i = ran.steps.length - 1; i >= 0 && seen.size < MAX_COMMANDS_READ; i -= 1) {
    const step = ran.steps[i]
    if (step === undefined || step.at < ran.lastCodeWrite) break
    if (step.kind !== 'run' || step.tool !== 'Bash' || seen.has(step.command)) continue
    seen.add(step.command)
    const segments = segmentsOf(step.command.slice(0, MAX_COMMAND_CHARS))
    const at = segments.findLastIndex(segment => actsOf(segment.words).some(act => acts.has(act)))
    if (at < 0) continue
    if (step.isError && at === segments.length - 1 && segments[at]?.background !== true) return step
    return null
  }
  return null
}

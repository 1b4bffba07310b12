/**
 * A tool the answer names and says is clean, by name or in code: "`cargo audit` is clean now",
 * "hlint has nothing to report", "php-cs-fixer reports nothing to fix", "`makemigrations --check`
 * is happy". Any tool can be named so, not only the test, build and lint runs the claim reader
 * knows: what decides is the session's own run of that tool. When its newest run since the last
 * change exited non-zero, the answer says the opposite of what the tool said. A tool that did
 * not run, or whose newest run exited 0, decides nothing here. Pure.
 */
import { trimEndOf, trimStartOf } from '../../../../../kernel/trim.js'
import { MAX_STEPS_WALKED_BACK } from '../limits.js'
import type { Ran, Step } from './ran.js'
import { NAMING_WORDS, once, type Place, type RecentSegment, recentIndex, segmentsRead } from './recent-runs.js'

type Run = Extract<Step, { kind: 'run' }>

/** A clean result said of something: "is clean", "is happy", "is valid", "nothing to report", "no errors", "without warnings", "0 findings". */
export const CLEAN_SAID = /\b(clean|cleanly|happy|green|silent|satisfied|passes|passed|succeeds|succeeded|successfully|completed|completes|valid)\b|\bnothing (left )?to (report|fix|change|flag|format)\b|\b(reports|finds|found|flags|flagged|prints|printed) nothing\b|\b(no|zero|0|without) (new )?(errors?|issues?|problems?|offen[cs]es?|findings?|warnings?|hints?|suggestions?|vulnerabilit(y|ies)|advisories|violations?|diffs?|complaints?)\b|✅/i

/** A failure said in the same sentence: the answer reports it, and claims no clean result of it. */
export const FAILURE_SAID = /\b(fail(s|ed|ing|ures?)?|broken|red|flags|flagged|complains?|complained|still (reports?|lists?|shows?|finds?)|except|but)\b|\b[1-9][0-9]* (errors?|issues?|problems?|offen[cs]es?|findings?|warnings?|hints?|violations?|vulnerabilit(y|ies)|advisories)\b/i

/** Program names that are also English words: said bare, they name no tool ("make sure", "just one test"). */
const COMMON_WORDS = new Set(['make', 'just', 'task', 'test', 'echo', 'true', 'false', 'find', 'sort', 'time', 'watch', 'open', 'sh', 'bash', 'env', 'cat', 'tail', 'head', 'git', 'cd', 'run', 'build', 'check', 'lint'])

/** Code spans of a sentence read as names, and the longest one. */
const MAX_SPANS = 16
const MAX_SPAN_CHARS = 200
/** Bare words of a sentence looked up as program names. */
const MAX_NAME_WORDS = 64

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
      const name = trimStartOf(trimEndOf(word, '.-'), '.-').toLowerCase()
      if (name.length >= 3 && /^[a-z]/.test(name) && !COMMON_WORDS.has(name) && words.size < MAX_NAME_WORDS) words.add(name)
    }
  }
  return { spans, words }
}

/**
 * Whether `part` stands in the first words of `words` word for word, one after another; a name
 * with no flag in it skips the command's flags (`terraform apply` in `terraform -chdir=prod apply`).
 */
function standsIn(part: readonly string[], words: readonly string[]): boolean {
  const first = words.slice(0, NAMING_WORDS)
  const read = part.some(word => word.startsWith('-')) ? first : first.filter(word => !word.startsWith('-'))
  for (let i = 0; i + part.length <= read.length; i += 1) {
    if (part.every((word, j) => word === read[i + j])) return true
  }
  return false
}

/** Whether a simple command is one the names give: a span's words in it, or its program said bare. */
function isNamed(segment: RecentSegment, names: { spans: string[][]; words: Set<string> }): boolean {
  if (segment.name !== '' && names.words.has(segment.name)) return true
  // `cargo audit` in `cargo audit --deny warnings`; `phpstan analyse` in `vendor/bin/phpstan analyse`.
  return names.spans.some(span => standsIn(span, segment.words) || standsIn(span, segment.program))
}

/**
 * The newest recent line with a simple command `matches` takes, among the places the index gives
 * for the names, when the line exited non-zero and that command was its last (the exit status is
 * the last command's: one earlier in `a && b` failed only if nothing after it ran); null when that
 * line came back clean or none matches.
 */
function newestFailedOf(ran: Ran, places: readonly (readonly Place[] | undefined)[], matches: (segment: RecentSegment) => boolean): Run | null {
  const { commands } = recentIndex(ran)
  let line = Number.POSITIVE_INFINITY
  let at = -1
  for (const list of places) {
    for (const place of list ?? []) {
      if (place.line > line) break
      const segment = commands[place.line]?.segments[place.segment]
      if (segment === undefined || !matches(segment)) continue
      if (place.line < line) at = -1
      line = place.line
      at = Math.max(at, place.segment)
    }
  }
  const command = commands[line]
  if (command === undefined) return null
  const segment = command.segments[at]
  return command.step.isError && at === command.segments.length - 1 && segment?.background !== true ? command.step : null
}

/**
 * The newest run since the last change of a tool the sentence says is clean, when it exited
 * non-zero; else null. The first line that runs a named tool decides: a clean rerun after a
 * failure backs the sentence.
 */
export function namedToolFailed(ran: Ran, text: string): Run | null {
  if (!CLEAN_SAID.test(text) || FAILURE_SAID.test(text)) return null
  const names = namesIn(text)
  if (names.spans.length === 0 && names.words.size === 0) return null
  const index = recentIndex(ran)
  const places = [...[...names.words].map(word => index.byName.get(word)), ...names.spans.map(span => index.byWord.get(span.slice(0, 2).join(' ')))]
  return newestFailedOf(ran, places, segment => isNamed(segment, names))
}

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

/**
 * The verbs a word may name the act of in a sentence that says it came out clean: "plans cleanly",
 * "the modules plan without errors" (plan), "validation passes", "the config is valid" (validate).
 * Only read beside a clean result, so "the plan" or "a migration" alone names no act.
 */
function cleanActStemsOf(word: string): string[] {
  if (word === 'valid') return ['validate']
  const stems = [word]
  // "validation" validate, "installation" install, "compilation" compile.
  if (word.length >= 8 && word.endsWith('ation')) {
    const bare = word.slice(0, -5)
    stems.push(`${bare}ate`, `${bare}e`, bare)
  } else if (word.length >= 5 && word.endsWith('es')) stems.push(word.slice(0, -1), word.slice(0, -2))
  else if (word.length >= 4 && word.endsWith('s')) stems.push(word.slice(0, -1))
  return stems.filter(stem => stem.length >= 4 && !NOT_ACTS.has(stem) && !COMMON_WORDS.has(stem))
}

/** Words of a sentence read for past acts: a sentence of thousands of words asks about its first ones. */
const MAX_ACT_WORDS = 200

/** A sentence that says nothing was done: "Nothing was applied", "none of it has been pushed". */
const NOTHING_DONE = /\b(?:nothing|none)(?: of (?:it|them|this|these))? (?:was|were|has been|have been|got)\b/i

/** The acts a sentence says are done, outside code; none when it says a failure, or that nothing was done. */
function actsSaid(text: string): Set<string> {
  const acts = new Set<string>()
  if (FAILURE_SAID.test(text) || NOTHING_DONE.test(text)) return acts
  const saysClean = CLEAN_SAID.test(text)
  const pieces = text.split('`')
  let read = 0
  for (let k = 0; k < pieces.length && read < MAX_ACT_WORDS; k += 2) {
    for (const word of (pieces[k] ?? '').toLowerCase().split(/[^a-z]+/)) {
      if ((read += 1) > MAX_ACT_WORDS) break
      for (const stem of stemsOf(word)) acts.add(stem)
      if (saysClean) for (const stem of cleanActStemsOf(word)) acts.add(stem)
    }
  }
  return acts
}

/**
 * The newest run since the last change whose act the sentence says is done, when it exited
 * non-zero: "Applied ✅" after `terraform apply` failed, "Formatted." after `cargo fmt --check`
 * listed a diff, "upgraded `payments` in prod" after `helm upgrade` was rolled back, "`app` plans
 * cleanly" after `terragrunt run-all plan` failed. A later clean run of the same command line
 * backs it; a failure said in the sentence is reported, not claimed.
 */
export function actFailed(ran: Ran, text: string): Run | null {
  const acts = actsSaid(text)
  if (acts.size === 0) return null
  const index = recentIndex(ran)
  return newestFailedOf(ran, [...acts].map(act => index.byAct.get(act)), segment => doesAct(segment, acts))
}

const doesAct = (segment: RecentSegment, acts: ReadonlySet<string>): boolean => {
  for (const act of segment.acts) if (acts.has(act)) return true
  return false
}

/** Runs before the last change looked back at for an act: a summary names what ran near its end. */
const MAX_EARLIER_RUNS = 64

/** The newest Bash runs before the last change, newest first, each with its simple commands; read once per session read. */
const earlierRuns = (ran: Ran): readonly { step: Run; segments: readonly RecentSegment[] }[] =>
  once(ran, 'runs before the change', () => {
    const runs: { step: Run; segments: readonly RecentSegment[] }[] = []
    for (let i = ran.steps.length - 1, walked = 0; i >= 0 && walked < MAX_STEPS_WALKED_BACK && runs.length < MAX_EARLIER_RUNS; i -= 1, walked += 1) {
      const step = ran.steps[i]
      if (step?.kind === 'run' && step.tool === 'Bash' && step.at < ran.lastCodeWrite) runs.push({ step, segments: segmentsRead(step.command) })
    }
    return runs
  })

/**
 * The newest run of the act the sentence says is done, when no line since the last change did
 * it and that run, before the change, exited non-zero: "Config is valid" after \`terraform
 * validate\` failed, the file was edited, and nothing validated it again. A clean run before the
 * change decides nothing here.
 */
export function actFailedBeforeChange(ran: Ran, text: string): Run | null {
  const acts = actsSaid(text)
  if (acts.size === 0) return null
  if (recentIndex(ran).commands.some(command => command.segments.some(segment => doesAct(segment, acts)))) return null
  for (const { step, segments } of earlierRuns(ran)) {
    const at = segments.findLastIndex(segment => doesAct(segment, acts))
    if (at < 0) continue
    return step.isError && at === segments.length - 1 && segments[at]?.background !== true ? step : null
  }
  return null
}

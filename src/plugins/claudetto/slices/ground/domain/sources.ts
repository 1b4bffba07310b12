/**
 * What counts as a source for a plan claim: the person's words (typed
 * prompts, AskUserQuestion answers, a handoff in any role), the session's tool
 * results less this plugin's own denies, CLAUDE.md at the project root, and
 * the file's text before the write. Pure: rows and file texts in (each row read once, see partOf).
 */
import { callsAnswered, type Row, type ToolUse } from '../../../../../kernel/rows.js'
import { isHandoff, isOwnDeny } from '../../../../../kernel/tag.js'
import { type NumberLookup, numberLookup } from './source-numbers.js'

/**
 * User-role text the model reads that is not the person's: a Stop hook's
 * feedback, a plugin's note, a background task's notice, a reminder.
 */
const NOT_THE_PERSON = /^\s*(?:Stop hook feedback:|Note from the [\w-]+ plugin|<task-notification>|<system-reminder>)/

/** A user row whose text is the person's words. */
export function isPersonRow(row: Row): boolean {
  return row.role === 'user' && row.text.trim() !== '' && !NOT_THE_PERSON.test(row.text)
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The answers of an AskUserQuestion call: its result's `answers` values and the text the model read. */
export function answersOf(use: ToolUse): string[] {
  if (use.tool !== 'AskUserQuestion') return []
  const out: string[] = []
  const answers = isRecord(use.result) ? use.result.answers : undefined
  if (isRecord(answers)) for (const value of Object.values(answers)) if (typeof value === 'string') out.push(value)
  if (use.text !== undefined && !isOwnDeny(use.text)) out.push(use.text)
  return out
}

/** What one row gives the sources: the person's words, the tools' results, and whether the person spoke. */
type RowPart = { user: readonly string[]; tools: readonly string[]; person: boolean }

/**
 * Each row's part, kept once the row can no longer change (every call answered): the engine hands
 * a check the same row objects read after read (kernel/rows.ts), so a plan write late in a long
 * session reads only the rows it has not seen, not every result again.
 */
const parts = new WeakMap<Row, RowPart>()

function partOf(row: Row): RowPart {
  const known = parts.get(row)
  if (known !== undefined) return known
  const person = isPersonRow(row) || isHandoff(row.text)
  const user = person ? [row.text] : []
  const tools: string[] = []
  for (const use of row.toolUses) {
    user.push(...answersOf(use))
    if (use.text !== undefined && !isOwnDeny(use.text)) tools.push(use.text)
  }
  for (const result of row.toolResults ?? []) if (!isOwnDeny(result.text)) tools.push(result.text)
  const part = { user, tools, person }
  if (callsAnswered(row)) parts.set(row, part)
  return part
}

/** Reads each row's part ahead of the check, as the rows come (adapters/plan-write.ts). */
export function readSourcesAhead(rows: readonly Row[]): void {
  for (const row of rows) partOf(row)
}

/** The person's words: typed prompts, a handoff (any role), AskUserQuestion answers. */
export function userTexts(rows: readonly Row[]): string[] {
  return rows.flatMap(row => partOf(row).user)
}

/** What the session's tools gave back, less this plugin's own denies (known by their tag). */
export function toolResultTexts(rows: readonly Row[]): string[] {
  return rows.flatMap(row => partOf(row).tools)
}

/** True when a Bash call came after the person's last message: the current turn ran something. */
export function bashSinceLastUser(rows: readonly Row[]): boolean {
  let last = -1
  rows.forEach((row, i) => {
    if (partOf(row).person) last = i
  })
  return rows.slice(last + 1).some(row => row.toolUses.some(use => use.tool === 'Bash'))
}

/** Project files read as sources. */
export type SourceFiles = {
  /** CLAUDE.md at the project root, when there is one. */
  claudeMd?: string
  /** The written file's text before the call, when it exists. */
  oldText?: string
}

export type Sources = {
  user: string[]
  tools: string[]
  files: string[]
  /** CLAUDE.md alone: a user rule for conventions. */
  claudeMd: string
  bashSinceLastUser: boolean
}

export function sourcesOf(rows: readonly Row[], files: SourceFiles = {}): Sources {
  return {
    user: userTexts(rows),
    tools: toolResultTexts(rows),
    files: [files.claudeMd, files.oldText].filter((t): t is string => t !== undefined),
    claudeMd: files.claudeMd ?? '',
    bashSinceLastUser: bashSinceLastUser(rows),
  }
}

/** The numbers of every source, looked up claim by claim (domain/source-numbers.ts), never gathered. */
export function sourceNumbers(sources: Sources): NumberLookup {
  return numberLookup([...sources.user, ...sources.tools, ...sources.files])
}

export function allSourceText(sources: Sources): string {
  return [...sources.user, ...sources.tools, ...sources.files].join('\n')
}

/** Characters the sources hold, to bound the work. */
export function sourceSize(sources: Sources): number {
  let n = 0
  for (const t of [...sources.user, ...sources.tools, ...sources.files]) n += t.length
  return n
}

/**
 * What ran, for a Stop late in a long session: the fold of the rows the last
 * read of the same agent's rows brought is kept (each read folds ahead, see
 * foldAhead), and only the rows after them are added, so the Stop's cost
 * follows what is new, not the session's length (1,000 Bash results of 6 KB
 * took whatRan about 60 ms in Node, and 44 ms of a first Stop in the engine).
 *
 * Rows are the same objects from read to read (`kernel/session-rows.ts` keeps
 * them, `kernel/rows.ts` maps each once); a prefix is reused only when every
 * row of it is the same object, in the same place, and it is folded only up to
 * the last row whose calls are all answered, since a result may still come.
 * Anything else folds the rows from the start: the same answer as `whatRan`.
 */
import { ByAgent } from '../../../../../kernel/by-agent.js'
import { callsAnswered, type Row } from '../../../../../kernel/rows.js'
import { addRows, copyRan, endRan, type Ran, type RanFold, resultsOf, startRan } from './ran.js'

type Kept = { rows: readonly Row[]; fold: RanFold }

/** Agents kept: the main agent and the subagents of a session; the oldest goes first. */
const kept = new ByAgent<Kept>(16)

/** Length of the longest prefix whose rows' calls all have their text: a later row cannot change it. */
function answeredPrefix(rows: readonly Row[], from: number): number {
  let end = from
  for (let row = rows[end]; row !== undefined && callsAnswered(row); row = rows[end]) end += 1
  return end
}

function samePrefix(prefix: readonly Row[], rows: readonly Row[]): boolean {
  if (prefix.length > rows.length) return false
  for (let i = 0; i < prefix.length; i++) if (prefix[i] !== rows[i]) return false
  return true
}

/**
 * `key`'s kept fold, extended to the settled rows of `rows`. Its fold is the
 * kept one itself: a caller that adds rows to it copies it first.
 */
function keptFold(key: string, rows: readonly Row[]): Kept {
  const last = kept.get(key)
  const reuse = last !== undefined && samePrefix(last.rows, rows)
  const from = reuse ? last.rows.length : 0
  const settled = answeredPrefix(rows, from)
  if (reuse && settled === from) return last
  // Extended on a copy: a throw part-way leaves the kept fold as it was.
  const fold = reuse ? copyRan(last.fold) : startRan()
  addRows(fold, rows.slice(from, settled), resultsOf(rows.slice(from)))
  const next = { rows: rows.slice(0, settled), fold }
  kept.set(key, next)
  return next
}

/**
 * Folds the settled rows of `rows` into `key`'s kept fold, as the rows come
 * (at each read of the session), so the Stop that follows adds only the
 * rows after them: its cost does not grow with what ran before it.
 */
export function foldAhead(key: string, rows: readonly Row[]): void {
  keptFold(key, rows)
}

/** whatRan(rows), reusing the fold of the rows `key`'s last call saw. */
export function whatRanKept(key: string, rows: readonly Row[]): Ran {
  const settled = keptFold(key, rows)
  const fold = copyRan(settled.fold)
  const rest = rows.slice(settled.rows.length)
  addRows(fold, rest, resultsOf(rest))
  return endRan(fold)
}

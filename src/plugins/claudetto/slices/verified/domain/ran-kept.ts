/**
 * What ran, for a Stop late in a long session: the fold of the rows the last
 * Stop of the same agent saw is kept, and only the rows after them are added,
 * so the Stop's cost follows what is new, not the session's length (1,000
 * Bash results of 6 KB took whatRan about 60 ms in Node at every Stop).
 *
 * Rows are the same objects from read to read (`kernel/session-rows.ts` keeps
 * them, `kernel/rows.ts` maps each once); a prefix is reused only when every
 * row of it is the same object, in the same place, and it is folded only up to
 * the last row whose calls are all answered, since a result may still come.
 * Anything else folds the rows from the start: the same answer as `whatRan`.
 */
import { ByAgent } from '../../../../../kernel/by-agent.js'
import type { Row } from '../../../../../kernel/rows.js'
import { addRows, copyRan, endRan, type Ran, type RanFold, resultsOf, startRan } from './ran.js'

type Kept = { rows: readonly Row[]; fold: RanFold }

/** Agents kept: the main agent and the subagents of a session; the oldest goes first. */
const kept = new ByAgent<Kept>(16)

/** Length of the longest prefix whose rows' calls all have their text: a later row cannot change it. */
function answeredPrefix(rows: readonly Row[], from: number): number {
  let end = from
  for (let i = from; i < rows.length; i++) {
    const row = rows[i]
    if (!row || !row.toolUses.every(use => typeof use.text === 'string')) break
    end = i + 1
  }
  return end
}

function samePrefix(prefix: readonly Row[], rows: readonly Row[]): boolean {
  if (prefix.length > rows.length) return false
  for (let i = 0; i < prefix.length; i++) if (prefix[i] !== rows[i]) return false
  return true
}

/** whatRan(rows), reusing the fold of the rows `key`'s last call saw. */
export function whatRanKept(key: string, rows: readonly Row[]): Ran {
  const last = kept.get(key)
  const reuse = last !== undefined && samePrefix(last.rows, rows)
  const fold = reuse ? copyRan(last.fold) : startRan()
  const from = reuse ? last.rows.length : 0
  const results = resultsOf(rows.slice(from))
  const settled = answeredPrefix(rows, from)
  addRows(fold, rows.slice(from, settled), results)
  kept.set(key, { rows: rows.slice(0, settled), fold: copyRan(fold) })
  addRows(fold, rows.slice(settled), results)
  return endRan(fold)
}

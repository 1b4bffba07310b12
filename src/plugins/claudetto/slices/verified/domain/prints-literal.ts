/**
 * Inline code that only prints a literal (or a few): `print('5 passed')`,
 * `console.log("ok")`, `puts 'fine'`. Read by a scanner, one statement after
 * another: the pattern it replaces nested a group of white-space runs under a
 * `+` and went exponential (28 lines of `print('a')` then `import sys`: 13 s).
 */
import { skipSpace } from '../../../../../kernel/trim.js'

/** Longer names first: `print` and `puts` before `p`. */
const PRINTERS = ['console.log', 'print', 'puts', 'p']

/** The index after one print statement that starts at `at`, or -1 when there is none. */
function printStatementEnd(code: string, at: number): number {
  const name = PRINTERS.find(n => code.startsWith(n, at))
  if (name === undefined) return -1
  let i = skipSpace(code, at + name.length)
  if (code[i] === '(') i = skipSpace(code, i + 1)
  const quote = code[i]
  if (quote !== "'" && quote !== '"') return -1
  // The literal runs to the next quote of either kind, which must close it.
  let close = i + 1
  while (close < code.length && code[close] !== "'" && code[close] !== '"') close++
  if (code[close] !== quote) return -1
  i = skipSpace(code, close + 1)
  if (code[i] === ')') i = skipSpace(code, i + 1)
  if (code[i] === ';') i = skipSpace(code, i + 1)
  return i
}

/** Whether the code is one or more print statements of a literal and nothing else. */
export function printsALiteral(code: string): boolean {
  let i = skipSpace(code, 0)
  if (i === code.length) return false
  while (i < code.length) {
    const end = printStatementEnd(code, i)
    if (end === -1) return false
    i = end
  }
  return true
}

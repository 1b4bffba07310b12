/**
 * "Is this number in a source?", answered by looking for the forms the number
 * can take in the sources, with the engine's native string search
 * (`indexOf`), never a pattern over every source character: a plan write
 * costs what its claims cost, not what the session holds.
 *
 * The answer is the one `numbersIn(text).has(digits)` (claims/numbers.ts)
 * gives, for every text and every digit string (the spec compares the two on
 * random texts). That set holds:
 * - every maximal run of digits of the text (`1,234` gives `1` and `234`;
 *   `12345` gives `12345`);
 * - the digits of every grouped number (`1,234_567` gives `1234567`): a run
 *   of 1 to 3 digits at the start of a run, then groups of `,` or `_` and
 *   three digits, as many as follow, less the last when a digit comes right
 *   after it (`1,234,5678` is `1,234`, then `5678`).
 */

const isDigit = (code: number) => code >= 48 && code <= 57

const digitAt = (text: string, i: number) => i >= 0 && i < text.length && isDigit(text.charCodeAt(i))

const isSeparator = (text: string, i: number) => text[i] === ',' || text[i] === '_'

/** Index just past the run of digits that holds or starts at `i`. */
function endOfRun(text: string, i: number): number {
  let j = i
  while (digitAt(text, j)) j++
  return j
}

/** True when `digits` stands in `text` as a whole run of digits. */
function hasRun(text: string, digits: string): boolean {
  let from = 0
  for (;;) {
    const i = text.indexOf(digits, from)
    if (i < 0) return false
    const end = i + digits.length
    if (!digitAt(text, i - 1) && !digitAt(text, end)) return true
    // Every later hit inside this run of digits is inside it too: go on past it.
    from = Math.max(end, endOfRun(text, end))
  }
}

/** Where the chain holding `i` starts: runs of digits joined by single separators (`1,234_567,89`). */
function chainStart(text: string, i: number): number {
  let j = i
  for (;;) {
    while (digitAt(text, j - 1)) j--
    if (!isSeparator(text, j - 1) || !digitAt(text, j - 2)) return j
    j -= 1
  }
}

/**
 * Reads a chain from its start as the number pattern does, match by match:
 * true when one of its grouped numbers has these digits; else where it ends.
 */
function groupedInChain(text: string, start: number, digits: string): true | number {
  let pos = start
  for (;;) {
    const runEnd = endOfRun(text, pos)
    let next = runEnd
    if (runEnd - pos <= 3) {
      const groups = [text.slice(pos, runEnd)]
      let at = runEnd
      while (isSeparator(text, at) && digitAt(text, at + 1) && digitAt(text, at + 2) && digitAt(text, at + 3)) {
        groups.push(text.slice(at + 1, at + 4))
        at += 4
      }
      // A digit right after the last group: the match gives that group back.
      if (digitAt(text, at)) {
        groups.pop()
        at -= 4
      }
      if (groups.length > 1) {
        if (groups.join('') === digits) return true
        next = at
      }
    }
    if (!isSeparator(text, next) || !digitAt(text, next + 1)) return next
    pos = next + 1
  }
}

/** True when `digits` are the digits of a grouped number in `text` (`1,234`, `16_777_216`). */
function hasGrouped(text: string, digits: string): boolean {
  if (digits.length < 4) return false
  const first = digits.length % 3 || 3
  const head = digits.slice(0, first)
  const group = digits.slice(first, first + 3)
  for (const separator of [',', '_']) {
    const needle = `${head}${separator}${group}`
    let from = 0
    for (;;) {
      const i = text.indexOf(needle, from)
      if (i < 0) break
      // The hit's whole chain is read once, from its start: only there do the matches line up.
      const end = groupedInChain(text, chainStart(text, i), digits)
      if (end === true) return true
      from = Math.max(end, i + 1)
    }
  }
  return false
}

/** True when `digits` (digits only) is a number of `text`, grouped or not, as `numbersIn` reads it. */
export function textHasNumber(text: string, digits: string): boolean {
  return digits !== '' && (hasRun(text, digits) || hasGrouped(text, digits))
}

/** What the number claims ask of the sources: `has(digits)`, as a Set of their numbers would answer. */
export type NumberLookup = { has: (digits: string) => boolean }

/** A lookup over the texts, each asked as it stands: no text is joined, copied or scanned whole. */
export function numberLookup(texts: readonly string[]): NumberLookup {
  const known = new Map<string, boolean>()
  return {
    has(digits) {
      let found = known.get(digits)
      if (found === undefined) {
        found = texts.some(text => textHasNumber(text, digits))
        known.set(digits, found)
      }
      return found
    },
  }
}

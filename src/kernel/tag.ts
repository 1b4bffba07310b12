/**
 * The words that mark text as claudetto's own.
 *
 * Every deny and block starts with `claudetto <slice>:`, so the plugin can
 * recognise its own earlier words in the session's rows and never count them
 * as a source (a deny names each claim, so a retry would otherwise pass on it).
 */

import { skipSpace } from './trim.js'

export const PLUGIN = 'claudetto'

/** `claudetto ground:`: the first words of every text a slice sends the model. */
export function tagOf(slice: string): string {
  return `${PLUGIN} ${slice}:`
}

/** Matches any slice's tag; a tool result holding it is the plugin's own words. */
const OWN_WORDS = /\bclaudetto [a-z]+:/

export function isOwnWords(text: string): boolean {
  return OWN_WORDS.test(text)
}

/**
 * Marks a handoff text written at a compaction. Ground counts a row that holds
 * it as the user's words, in any role: the handoff carries the user's words verbatim.
 */
export const HANDOFF_MARKER = '[claudetto handoff]'

export function isHandoff(text: string): boolean {
  return text.includes(HANDOFF_MARKER)
}

/**
 * A tool result that is one of this plugin's own denies or blocks: the text
 * opens with a tag, as the host wraps a deny (`<tool_use_error>` in the
 * result, `Error: ` in the stored record). Narrower than `isOwnWords`: a file
 * that merely quotes a tag is still a source.
 */
const DENY_WRAPS = ['<tool_use_error>', 'Error: ']
/** The tag at the start of what it is given: anchored, one quantifier, so linear. */
const TAG_AT_START = /^claudetto [a-z-]+:/
/** A tag is `claudetto ` and a slice name: the longest name fits well inside this. */
const TAG_WINDOW = 64

/**
 * Read by a scan, not one pattern: `^\s*(wrap)?\s*claudetto` backtracked
 * between its two white-space runs, 3.5 s a plan write over ten results of
 * 25,000 leading spaces. The scan reads the leading space once.
 */
export function isOwnDeny(text: string): boolean {
  let at = skipSpace(text, 0)
  const wrap = DENY_WRAPS.find(w => text.startsWith(w, at))
  if (wrap !== undefined) at = skipSpace(text, at + wrap.length)
  return TAG_AT_START.test(text.slice(at, at + TAG_WINDOW))
}

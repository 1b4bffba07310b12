/**
 * The words that mark text as claudetto's own.
 *
 * Every deny and block starts with `claudetto <slice>:`, so the plugin can
 * recognise its own earlier words in the session's rows and never count them
 * as a source (a deny names each claim, so a retry would otherwise pass on it).
 */

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
const OWN_DENY = /^\s*(?:<tool_use_error>|Error: )?\s*claudetto [a-z-]+:/

export function isOwnDeny(text: string): boolean {
  return OWN_DENY.test(text)
}

/**
 * What counts as a source for a plan claim: the user's messages, the
 * session's tool results (less this plugin's own denies), CLAUDE.md, and the
 * file's text before the write.
 */
import type { Row } from '../../../../../kernel/rows.js'
import { isHandoff, isOwnWords } from '../../../../../kernel/tag.js'

/** Rows that are the person's words: typed prompts and a handoff, in any role. */
export function userTexts(rows: readonly Row[]): string[] {
  return rows.filter(r => (r.role === 'user' && r.text !== '') || isHandoff(r.text)).map(r => r.text)
}

/** What the session's tools gave back, less this plugin's own words. */
export function toolResultTexts(rows: readonly Row[]): string[] {
  const texts: string[] = []
  for (const row of rows) {
    for (const use of row.toolUses) if (use.text !== undefined && !isOwnWords(use.text)) texts.push(use.text)
  }
  return texts
}

export type Sources = {
  user: string[]
  tools: string[]
  files: string[]
}

export function sourcesOf(rows: readonly Row[], files: readonly string[]): Sources {
  return { user: userTexts(rows), tools: toolResultTexts(rows), files: [...files] }
}

export function allSourceText(sources: Sources): string {
  return [...sources.user, ...sources.tools, ...sources.files].join('\n')
}

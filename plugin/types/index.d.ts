/** What the verified band draws: the last answer the Stop gate judged, for the person. */
export type ClaudettoVerdict = {
  /** "verified redid the last answer", or the title of a note. */
  title: string
  /** One line per claim that sent the answer back: `[class] the claim`. */
  claims: string[]
  /** Notes for the person only (path-missing): never sent to the model. */
  notes: string[]
  /** Whose answer: `main` or `subagent <id>`. */
  who: string
  at: number
}

declare module 'claude-code' {
  interface PluginState {
    claudetto: { verdict: ClaudettoVerdict | null }
  }
}

export type ClaudettoVerdict = { title: string; claims: string[]; at: number }

declare module 'claude-code' {
  interface PluginState {
    claudetto: { verdict: ClaudettoVerdict | null }
  }
}

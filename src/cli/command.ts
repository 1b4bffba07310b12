// The contract every `claudetto` command-line command keeps (bin/claudetto.mjs dispatches to them).
// Data goes to out, everything else to err; progress only when isTTY; run resolves to the exit code:
// 0 clean, 1 findings or bad data, 2 usage.

export interface Io {
  readonly out: (text: string) => void
  readonly err: (text: string) => void
  readonly isTTY: boolean
  readonly env: Readonly<Record<string, string | undefined>>
  readonly cwd: string
}

export interface Command {
  /** The words that select it, space-separated: 'replay ground', 'replay verified', 'gold', 'doctor'. */
  readonly name: string
  /** One line for `claudetto --help`. */
  readonly summary: string
  /** The full `--help` text of this command. */
  readonly usage: string
  readonly run: (argv: readonly string[], io: Io) => Promise<number>
}

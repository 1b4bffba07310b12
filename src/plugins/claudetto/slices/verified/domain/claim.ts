/** A claim an answer makes, the class that found it, and what backs it. */
import type { Sentence } from './answer-text.js'
import type { Ran } from './ran.js'
import type { Reason } from './run-result.js'

export const CLAIM_CLASSES = ['path-missing', 'command-outcome', 'deployed', 'fixed', 'verified', 'url', 'path', 'version', 'absence'] as const
export type ClaimClass = (typeof CLAIM_CLASSES)[number]

export type Claim = {
  cls: ClaimClass
  /** The claim as written: the sentence, clipped. */
  text: string
  /** What it is about: `tests`, a URL, a path, a version. */
  subject: string
  /** What in the session backs it, in a few words, or null when nothing does. */
  backedBy: string | null
  /** What would back it, said to whoever reads the block or the note. */
  needs: string
  /** Why nothing backs it, from a closed set (null or absent when backed, or for a class that reads no runs). */
  reason?: Reason | null
}

/** What a class reads: the answer's sentences, what ran, and which named paths exist on disk. */
export type ClaimContext = {
  sentences: readonly Sentence[]
  ran: Ran
  /** Paths named in the answer that the adapter found on disk (as written in the answer). */
  existing: ReadonlySet<string>
}

export type ClaimFinder = (ctx: ClaimContext) => Claim[]

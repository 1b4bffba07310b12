/**
 * The verified check: an answer and what ran in, claims out, split into the
 * ones that send the answer back and the notes only the person sees. Pure.
 */
import { type Sentence, sentencesOfAnswer } from './answer-text.js'
import type { Claim, ClaimClass, ClaimContext, ClaimFinder } from './claim.js'
import { CONFIG, type VerifiedConfig } from './claim-patterns.js'
import { findAbsences } from './claims/absence.js'
import { findChecked } from './claims/checked.js'
import { findCommandOutcomes } from './claims/command-outcome.js'
import { findDeployed } from './claims/deployed.js'
import { findFixed } from './claims/fixed.js'
import { findMissingPaths, findUnreadPaths } from './claims/paths.js'
import { findUrls } from './claims/url.js'
import { findVersions } from './claims/version.js'
import type { Ran } from './ran.js'
import { MAX_CLAIMS } from '../limits.js'

const FINDERS: Readonly<Record<ClaimClass, ClaimFinder>> = {
  'path-missing': findMissingPaths,
  'command-outcome': findCommandOutcomes,
  deployed: findDeployed,
  fixed: findFixed,
  verified: findChecked,
  url: findUrls,
  path: findUnreadPaths,
  version: findVersions,
  absence: findAbsences,
}

export type Judgement = {
  /** Every claim found, backed or not, for the ledger. */
  claims: Claim[]
  /** Unbacked claims that send the answer back. */
  blocking: Claim[]
  /** Unbacked claims shown to the person only. */
  notes: Claim[]
}

/** Sentences read by every class at a time: reading stops at the chunk where MAX_CLAIMS is reached. */
const SENTENCE_CHUNK = 64

export function judge(sentences: readonly Sentence[], ran: Ran, existing: ReadonlySet<string>, config: VerifiedConfig = CONFIG): Judgement {
  const claims: Claim[] = []
  for (let from = 0; from < sentences.length && claims.length < MAX_CLAIMS; from += SENTENCE_CHUNK) {
    const ctx: ClaimContext = { sentences: sentences.slice(from, from + SENTENCE_CHUNK), ran, existing }
    for (const cls of Object.keys(FINDERS) as ClaimClass[]) {
      if (!config.classes[cls]) continue
      claims.push(...FINDERS[cls](ctx))
      if (claims.length >= MAX_CLAIMS) break
    }
  }
  const kept = claims.slice(0, MAX_CLAIMS)
  const unbacked = kept.filter(c => c.backedBy === null)
  const isNoteOnly = (c: Claim) => c.cls === 'path-missing' && !config.pathMissingBlocks
  return { claims: kept, blocking: unbacked.filter(c => !isNoteOnly(c)), notes: unbacked.filter(isNoteOnly) }
}

/** Convenience for tests and the replay: the answer's text instead of its sentences. */
export function judgeAnswer(answer: string, ran: Ran, existing: ReadonlySet<string> = new Set(), config: VerifiedConfig = CONFIG): Judgement {
  return judge(sentencesOfAnswer(answer), ran, existing, config)
}

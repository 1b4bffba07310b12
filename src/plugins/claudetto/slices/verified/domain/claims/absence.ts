/**
 * absence: "there is no X", "nothing uses X". Backed by a search this
 * session ran (grep, rg, find, git grep, WebSearch). A negated sentence is the
 * claim itself here, so only tentative sentences are skipped.
 */
import { clip } from '../../../../../../kernel/findings.js'
import type { Claim, ClaimFinder } from '../claim.js'
import { ABSENCE_PATTERN } from '../claim-patterns.js'

export const findAbsences: ClaimFinder = ({ sentences, ran }) => {
  const claims: Claim[] = []
  const search = ran.steps.find(s => s.kind === 'search')
  for (const sentence of sentences) {
    if (sentence.isTentative || !ABSENCE_PATTERN.test(sentence.claimText)) continue
    claims.push({
      cls: 'absence',
      text: clip(sentence.text, 200),
      subject: 'absence',
      backedBy: search && search.kind === 'search' ? `a search (${clip(search.query, 40)})` : null,
      needs: 'nothing in this session searched for it; search (grep, rg, find) and quote what came back',
    })
  }
  return claims
}

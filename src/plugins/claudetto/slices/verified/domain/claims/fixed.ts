/**
 * fixed: "fixed the bug", "the crash is resolved", "this fixes #12". Backed
 * by a clean run after the last change: the tests, a build or a lint, or a run
 * of the program or the reproduction (a script, a request, a deploy). When
 * the session changed only prose (a README, a changelog), nothing can run
 * the fix, so the change itself backs it.
 */
import { clip } from '../../../../../../kernel/findings.js'
import type { Claim, ClaimFinder } from '../claim.js'
import { FIXED_PHRASE } from '../done-phrases.js'
import type { RunKind } from '../shell.js'
import { claimsDone, cleanRunAfterChange, ranClean, whyNot } from './done-backing.js'

const anyRun = (_kind: RunKind) => true

export const findFixed: ClaimFinder = ({ sentences, ran }) => {
  const claims: Claim[] = []
  for (const sentence of sentences) {
    if (!claimsDone(sentence, FIXED_PHRASE)) continue
    const run = cleanRunAfterChange(ran, anyRun)
    claims.push({
      cls: 'fixed',
      text: clip(sentence.text, 200),
      subject: 'fixed',
      backedBy: run ? ranClean(run) : ran.onlyProseWritten ? 'only prose changed: nothing to run' : null,
      needs: whyNot(ran, anyRun) ?? 'nothing ran after the change to show it fixed; run the tests or the reproduction and quote the result, or say the fix is untested',
    })
  }
  return claims
}

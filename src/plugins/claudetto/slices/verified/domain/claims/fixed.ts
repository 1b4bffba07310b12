/**
 * fixed: "fixed the bug", "the crash is resolved", "this fixes #12". Backed
 * by a clean run after the last change: the tests, a build, or a run of the
 * program or the reproduction (a script, a request, a deploy); a lint run only
 * for its own findings ("fixed the lint warnings"). When
 * the session changed only prose (a README, a changelog), nothing can run
 * the fix, so the change itself backs it.
 */
import type { ClaimFinder } from '../claim.js'
import { FIXED_PHRASE } from '../done-phrases.js'
import { exercises, runBackedClaims } from './done-backing.js'

export const findFixed: ClaimFinder = ({ sentences, ran }) =>
  runBackedClaims(sentences, ran, {
    cls: 'fixed',
    phrase: FIXED_PHRASE,
    accepts: exercises,
    proseBacks: 'only prose changed: nothing to run',
    needs: 'nothing ran after the change to show it fixed; run the tests or the reproduction and quote the result, or say the fix is untested',
  })

/**
 * deployed: "deployed to production", "the release is live", "shipped to
 * staging", "published to npm". Backed by a clean deploy run (fly deploy,
 * vercel --prod, kubectl apply, helm upgrade, terraform apply, docker push,
 * npm publish, a push to a deploy remote, a deploy script) after the last change.
 */
import { clip } from '../../../../../../kernel/findings.js'
import type { Claim, ClaimFinder } from '../claim.js'
import { DEPLOYED_PHRASE } from '../done-phrases.js'
import type { RunKind } from '../shell.js'
import { claimsDone, cleanRunAfterChange, ranClean, whyNot } from './done-backing.js'

const isDeploy = (kind: RunKind) => kind === 'deploy'

export const findDeployed: ClaimFinder = ({ sentences, ran }) => {
  const claims: Claim[] = []
  for (const sentence of sentences) {
    if (!claimsDone(sentence, DEPLOYED_PHRASE)) continue
    const run = cleanRunAfterChange(ran, isDeploy)
    claims.push({
      cls: 'deployed',
      text: clip(sentence.text, 200),
      subject: 'deployed',
      backedBy: run ? ranClean(run) : null,
      needs: whyNot(ran, isDeploy) ?? 'nothing deployed in this session; run the deploy (fly deploy, kubectl apply, helm upgrade, npm publish, ...) after the last change and quote its result, or say it was not deployed',
    })
  }
  return claims
}

/**
 * deployed: "deployed to production", "the release is live", "shipped to
 * staging", "published to npm". Backed by a clean deploy run (fly deploy,
 * vercel --prod, kubectl apply, helm upgrade, terraform apply, docker push,
 * npm publish, a push to a deploy remote, a deploy script) after the last change,
 * unless a status read since then showed the service down.
 */
import type { ClaimFinder } from '../claim.js'
import { DEPLOYED_PHRASE } from '../done-phrases.js'
import { serviceDownNeeds } from '../service-state.js'
import { runBackedClaims } from './done-backing.js'

export const findDeployed: ClaimFinder = ({ sentences, ran }) =>
  runBackedClaims(sentences, ran, {
    cls: 'deployed',
    phrase: DEPLOYED_PHRASE,
    accepts: kind => kind === 'deploy',
    proseBacks: null,
    supersedes: true,
    // "The new version is running" when the pods listed after the apply are in CrashLoopBackOff.
    contradicted: serviceDownNeeds,
    needs: 'nothing deployed in this session; run the deploy (fly deploy, kubectl apply, helm upgrade, npm publish, ...) after the last change and quote its result, or say it was not deployed',
  })

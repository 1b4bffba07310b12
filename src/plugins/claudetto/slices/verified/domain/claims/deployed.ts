/**
 * deployed: "deployed to production", "the release is live", "shipped to
 * staging", "published to npm". Backed by a clean deploy run (fly deploy,
 * vercel --prod, kubectl apply, helm upgrade, terraform apply, docker push,
 * npm publish, a push to a deploy remote, a deploy script) after the last change,
 * unless a status read since then showed the service down.
 */
import { clip } from '../../../../../../kernel/findings.js'
import type { Sentence } from '../answer-text.js'
import type { Claim, ClaimFinder } from '../claim.js'
import { DEPLOYED_PHRASE } from '../done-phrases.js'
import type { Ran } from '../ran.js'
import { saysServiceUp, serviceDownNeeds, serviceUnreadNeeds } from '../service-state.js'
import { programOf } from '../runners.js'
import { isMigration } from '../run-targets.js'
import { ALL_TARGETS, deployTargeted } from '../workspace-part.js'
import { type RunBacked, runBackedClaims } from './done-backing.js'

export const findDeployed: ClaimFinder = ({ sentences, ran }) => {
  const deploys = runBackedClaims(sentences, ran, DEPLOY_BACKED)
  const said = new Set(deploys.map(c => c.text))
  return [...deploys, ...runningContradicted(sentences.filter(s => !said.has(clip(s.text, 200))), ran)]
}

/**
 * "All three worker pods are up and running" when the status read since the change listed one
 * Pending: a sentence that says the service runs, sent back when a read showed it down, or when
 * the deploy returned before what it started was ready and nothing read its state after it.
 */
function runningContradicted(sentences: readonly Sentence[], ran: Ran): Claim[] {
  const claims: Claim[] = []
  for (const sentence of sentences) {
    if (!sentence.asserts || !saysServiceUp(sentence.claimText)) continue
    const down = serviceDownNeeds(ran)
    const unread = down === null ? serviceUnreadNeeds(ran) : null
    const needs = down ?? unread
    if (needs === null) return claims
    claims.push({ cls: 'deployed', text: clip(sentence.text, 200), subject: 'the service runs', backedBy: null, needs, reason: down !== null ? 'failed output' : 'no command' })
  }
  return claims
}

/** A sentence that says migrations were applied to a database: "Applied it to the local dev database", "Migration applied". */
const MIGRATION_SAID = /\b(migrations?|schema)\b[^.;]{0,60}\bapplied\b|\bapplied\b[^.;]{0,60}\b(migrations?|schema|database|db)\b/i

const DEPLOY_BACKED: RunBacked = {
    cls: 'deployed',
    phrase: DEPLOYED_PHRASE,
    // "Applied the migration to the dev database": a migration run applies it.
    accepts: (kind, sentence, step) => kind === 'deploy' || (kind === 'exec' && MIGRATION_SAID.test(sentence.claimText) && isMigration(programOf((step.argv ?? step.command).split(' ')))),
    proseBacks: null,
    supersedes: true,
    // "The new version is running" when the pods listed after the apply are in CrashLoopBackOff.
    contradicted: serviceDownNeeds,
    // "4.2.0 is deployed to the whole web tier" when the playbook ran with `--limit web-01`.
    // "Applied; the rollout is complete and all pods are healthy" when nothing read the pods after `kubectl apply`.
    narrowed: (ran, run, sentence) => {
      const part = ALL_TARGETS.test(sentence.claimText) ? deployTargeted(run.argv ?? run.command) : null
      if (part !== null && !sentence.claimText.toLowerCase().includes(part.toLowerCase())) return `\`${clip(run.command, 60)}\` was limited to \`${clip(part, 40)}\`; run it on every target, or say which part it reached`
      return saysServiceUp(sentence.claimText) ? serviceUnreadNeeds(ran) : null
    },
    needs: 'nothing deployed in this session; run the deploy (fly deploy, kubectl apply, helm upgrade, npm publish, ...) after the last change and quote its result, or say it was not deployed',
}

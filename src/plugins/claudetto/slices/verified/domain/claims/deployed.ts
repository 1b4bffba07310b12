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
import { runsSinceChange } from '../recent-runs.js'
import { RUN_OUTPUT_TAIL } from '../../limits.js'
import { ALL_TARGETS, deployTargeted, flagValue } from '../workspace-part.js'
import { type Run, type RunBacked, runBackedClaims } from './done-backing.js'

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
const MIGRATION_SAID = /\b(migrations?|schema)\b[^.;]{0,60}\b(applied|ran|run|went through|succeeded|completed|finished|in place)\b|\bapplied\b[^.;]{0,60}\b(migrations?|schema|database|db)\b|\bmigrated (the )?(\w+ )?(database|db|schema)\b|^\W*migrated\W*$/i

/** Production said as where it went: "shipped to production", "is live on acme.com", "deployed to prod". */
const PRODUCTION_SAID = /\b(production|prod)\b|\blive\b/i
/** A name of an app, a destination or a config that says it is not production: `invoicer-staging`, `fly.staging.toml`, `preview`. */
const STAGING_NAMED = /(?:^|[-_./])(?:staging|stage|stg|preview)(?:[-_./]|$)/i
/** A stage named for production. */
const PRODUCTION_STAGE = /^(prod|production|live|prd|main)$/i

/**
 * Where a deploy went when the claim says another place: a preview (\`vercel\` without
 * \`--prod\`), a draft (\`netlify deploy\` without \`--prod\`, \`gh release create --draft\`), a stage
 * not production (\`--stage dev\`), TestPyPI. Null when it went where the claim says, or cannot tell.
 */
function wentElsewhere(run: Run, claim: string): string | null {
  const p = programOf((run.argv ?? run.command).split(/\s+/))
  const [prog = '', a = ''] = p
  const has = (flag: string) => p.some(w => w === flag || w.startsWith(`${flag}=`))
  if (PRODUCTION_SAID.test(claim)) {
    if (prog === 'vercel' && !has('--prod') && !has('--production') && !/^[^\w\n]{0,8}Production: /m.test(run.output)) return 'a preview'
    if ((prog === 'netlify' || prog === 'ntl') && a === 'deploy' && !has('--prod') && !has('--prod-if-unlocked')) return 'a draft URL'
    const stage = flagValue(p, ['--stage', '--env', '--environment'])
    if (stage !== null && stage !== '' && !stage.startsWith('$') && !PRODUCTION_STAGE.test(stage)) return `the ${stage} stage`
    // `fly deploy -a invoicer-staging`, `kamal deploy -d staging`, `fly deploy -c fly.staging.toml`: an app or a config named for staging.
    const target = flagValue(p, ['-a', '--app', '-c', '--config', '-d', '--destination'])
    if (target !== null && STAGING_NAMED.test(target)) return `\`${target}\``
  }
  const testPypi = (flagValue(p, ['--repository', '-r']) ?? '').toLowerCase() === 'testpypi' || (run.argv ?? run.command).includes('test.pypi.org')
  if (testPypi && /\bpypi\b/i.test(claim) && !/\btest\s?pypi\b/i.test(claim)) return 'TestPyPI'
  if (prog === 'gh' && a === 'release' && has('--draft') && !/\bdrafts?\b/i.test(claim)) return 'a draft release'
  return null
}

/**
 * A migration listed as not applied, as status commands print it: Rails' and Ecto's `down  20240312140211`,
 * Flyway's `| Pending |`, Django's `[ ] 0042_...`, Prisma's "have not yet been applied", knex's "Found 1 Pending".
 */
const MIGRATION_PENDING = /^[^\S\n\r\u2028\u2029]*down[^\S\n\r\u2028\u2029]+[0-9]{8,14}\b|\|[^\S\n]*Pending[^\S\n]*\||^[^\S\n\r\u2028\u2029]*\[ \] [0-9]{4}_|\bhave not yet been applied\b|\bFound [1-9][0-9]* Pending Migration/im

/**
 * The newest run since the change that listed a migration as pending, when no migration ran after
 * it: the migration claimed applied was not.
 */
function migrationPendingShown(ran: Ran): Run | null {
  for (const step of runsSinceChange(ran)) {
    if (MIGRATION_PENDING.test(step.output.slice(-RUN_OUTPUT_TAIL))) return step
    if (isMigration(programOf((step.argv ?? step.command).split(' ')))) return null
  }
  return null
}

/** A migration's own file: Rails' and Ecto's, Alembic's versions, EF Core's, Prisma's, Flyway's `V13__...sql`, a schema file. */
const MIGRATION_FILE = /migrat|\/versions\/[^/]+\.py$|\/V[0-9][0-9.]*__[^/]*\.sql$|schema\.(rb|sql|prisma)$/i

/**
 * The newest change a migration claim's run must follow: the last write to a migration's file, or
 * to code when the sentence says more than the migration (a deploy with it). A migration applied
 * stays applied while its files stand, whatever else changes after it.
 */
function migrationSince(ran: Ran, sentence: Sentence): number {
  if (!MIGRATION_SAID.test(sentence.claimText) || DEPLOY_SAID.test(sentence.claimText)) return ran.lastCodeWrite
  let last = -1
  for (const step of ran.steps) if (step.kind === 'write' && MIGRATION_FILE.test(step.path)) last = Math.max(last, step.at)
  return last
}

/** A deploy said beside the migration: "Migration deployed to production", "deployed with the migration". */
const DEPLOY_SAID = /\b(deploy(ed|s)?|shipped|released|rolled out|live|production|prod)\b/i

const DEPLOY_BACKED: RunBacked = {
    cls: 'deployed',
    phrase: DEPLOYED_PHRASE,
    // "Applied the migration to the dev database": a migration run applies it.
    accepts: (kind, sentence, step) => kind === 'deploy' || (kind === 'exec' && MIGRATION_SAID.test(sentence.claimText) && isMigration(programOf((step.argv ?? step.command).split(' ')))),
    proseBacks: null,
    supersedes: true,
    // "Migration applied" after later edits to the endpoints: the migration's own files did not change.
    since: migrationSince,
    // "The new version is running" when the pods listed after the apply are in CrashLoopBackOff.
    contradicted: serviceDownNeeds,
    // "4.2.0 is deployed to the whole web tier" when the playbook ran with `--limit web-01`.
    // "Applied; the rollout is complete and all pods are healthy" when nothing read the pods after `kubectl apply`.
    narrowed: (ran, run, sentence) => {
      const part = ALL_TARGETS.test(sentence.claimText) ? deployTargeted(run.argv ?? run.command) : null
      if (part !== null && !sentence.claimText.toLowerCase().includes(part.toLowerCase())) return `\`${clip(run.command, 60)}\` was limited to \`${clip(part, 40)}\`; run it on every target, or say which part it reached`
      // "Shipped to production" when \`vercel\` made a preview, "released to PyPI" after an upload to TestPyPI.
      const elsewhere = wentElsewhere(run, sentence.claimText)
      if (elsewhere !== null) return `\`${clip(run.command, 60)}\` went to ${elsewhere}, not where the answer says; deploy it there and quote the result, or say where it went`
      // "The migration ran in production" when `db:migrate:status` since showed it `down`.
      const pending = MIGRATION_SAID.test(sentence.claimText) ? migrationPendingShown(ran) : null
      if (pending !== null) return `\`${clip(pending.command, 60)}\` listed a migration still pending after the last change; apply it and quote the result, or say it was not applied`
      return saysServiceUp(sentence.claimText) ? serviceUnreadNeeds(ran) : null
    },
    needs: 'nothing deployed in this session; run the deploy (fly deploy, kubectl apply, helm upgrade, npm publish, ...) after the last change and quote its result, or say it was not deployed',
}

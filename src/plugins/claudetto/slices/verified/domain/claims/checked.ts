/**
 * verified: "I verified that ...", "confirmed the API returns 200", "checked
 * the export opens". A claim about how the program behaves ("it works",
 * "returns 200", "tested by hand") is backed by a clean run of any kind after
 * the last change. A claim about what the code, a file or the docs say ("I
 * checked that only the CLI calls it"), or about how things stood before the
 * change ("confirmed the crash reproduces on main"), is backed by a look at
 * any time in the session: a read, a search, a fetch, a shell read (`cat`,
 * `git diff`) or a clean run. An investigation summed up after the fix is no
 * stale claim.
 */
import { clip } from '../../../../../../kernel/findings.js'
import type { Claim, ClaimFinder } from '../claim.js'
import { VERIFIED_BEFORE_CHANGE, VERIFIED_NEEDS_RUN, VERIFIED_PHRASE } from '../done-phrases.js'
import type { Ran, Step } from '../ran.js'
import type { RunKind } from '../run-kinds.js'
import { claimedStatus, otherStatusShown } from '../http-status.js'
import { asksFor, meansNamed, meansNeeds, meansRunAfterChange, routesNamed, usesMeans } from '../means.js'
import { RUN_OUTPUT_TAIL } from '../../limits.js'
import { type Accepts, claimsDone, cleanRunAfterChange, doneText, exercises, ranClean, reasonOf, whyNot } from './done-backing.js'

const anyRun = (_kind: RunKind) => true

/** A check said of the build itself ("verified the build works", "confirmed it compiles"): a build run is its check. */
const BUILD_SAID = /\b(build|builds|built|compiles?|compiled|compilation|bundle|bundles|binary|image|types?|typecheck\w*)\b/i

/** Shell commands that read: what they print is a look at the code or the system. */
const SHELL_READ = /^\s*(cat|head|tail|less|more|jq|yq|diff|wc|stat|ls|tree|sed -n|awk|git (diff|show|log|status|blame)|kubectl (get|describe|logs)|docker (ps|logs|inspect)|sqlite3|psql)\b/

/** The newest read, search, fetch, clean shell read or clean run at or after `from`. */
function lookSince(ran: Ran, from: number): Step | null {
  for (let i = ran.steps.length - 1; i >= 0; i -= 1) {
    const step = ran.steps[i]
    if (step === undefined || step.at < from) break
    if (step.kind === 'run' && step.run !== null && step.clean) return step
    if (step.kind === 'read' || step.kind === 'search' || (step.kind === 'fetch' && !step.isError)) return step
    if (step.kind === 'run' && step.clean && SHELL_READ.test(step.command)) return step
  }
  return null
}

const lookText = (step: Step) =>
  step.kind === 'read' ? `read ${clip(step.path, 60)} after the last change`
  : step.kind === 'fetch' ? `fetched ${clip(step.url, 60)}`
  : step.kind === 'search' ? `searched after the last change`
  : step.kind === 'run' ? `\`${clip(step.command, 60)}\` after the last change` : ''

export const findChecked: ClaimFinder = ({ sentences, ran }) => {
  const claims: Claim[] = []
  for (const sentence of sentences) {
    const text = doneText(sentence)
    if (!claimsDone(sentence, VERIFIED_PHRASE)) continue
    // How the program behaves needs a run after the change that exercises it (a linter runs none of it),
    // unless it says how things stood before it; what the code or a file says is backed by a look at any time.
    // A check made with a means it names (a browser, a device, a request) is of behaviour, and needs a run that used it.
    const means = meansNamed(sentence.fullText)
    const behaviour = (means !== null || VERIFIED_NEEDS_RUN.test(text)) && !VERIFIED_BEFORE_CHANGE.test(text)
    // A build or a type check runs none of the program: "confirmed the endpoint now returns 404" after \`tsc --noEmit\` checked nothing it does.
    const accepts: Accepts = behaviour ? (kind, step) => exercises(kind, sentence) && (kind !== 'build' || BUILD_SAID.test(text)) && (means === null || usesMeans(means, step)) : anyRun
    const found = behaviour && means !== null ? meansRunAfterChange(ran, means) : cleanRunAfterChange(ran, accepts)
    // "Hit the endpoint and got a 200" after it printed 500: the request said otherwise.
    const other = found !== null ? otherStatusShown(text, found.output.slice(-RUN_OUTPUT_TAIL)) : null
    // "\`/api/v2/users\` now returns 200" when the request since the change asked for \`/api/v1/users\`.
    const unasked = found !== null && other === null && usesMeans('http', found) ? (routesNamed(sentence.text).find(route => !asksFor(found, route)) ?? null) : null
    const run = other === null && unasked === null ? found : null
    const look = run !== null || behaviour || other !== null ? null : lookSince(ran, 0)
    claims.push({
      cls: 'verified',
      text: clip(sentence.text, 200),
      subject: 'verified',
      backedBy: run ? ranClean(run) : look ? lookText(look) : null,
      needs: other !== null && found !== null
        ? `\`${clip(found.command, 60)}\` printed status ${other}, not the ${claimedStatus(text) ?? ''} the answer says; quote what it returned, or fix it and run it again`
        : unasked !== null
          ? `no request after the last change asked for \`${clip(unasked, 60)}\` (\`${clip(found?.command ?? '', 60)}\` asked for another); request it and quote what it returned, or say it was not checked`
          : (whyNot(ran, accepts) ?? (means !== null ? meansNeeds(means) : null) ?? 'nothing ran after the last change to check it; run the check and quote what it printed, or say it was not checked'),
      reason: run || look ? null : other !== null ? 'failed output' : unasked !== null ? 'no command' : reasonOf(ran, accepts).reason,
    })
  }
  return claims
}

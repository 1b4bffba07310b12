/**
 * version: "v1.2", "1.2.3", "version 4". Backed when a tool printed the
 * version or the session read a manifest (package.json, Cargo.toml, ...).
 */
import { clip } from '../../../../../../kernel/findings.js'
import type { Claim, ClaimFinder } from '../claim.js'
import { MANIFESTS, VERSION_PATTERN } from '../claim-patterns.js'
import { holds, type Ran } from '../ran.js'

const readAManifest = (ran: Ran) =>
  ran.steps.some(s =>
    (s.kind === 'read' && MANIFESTS.test(s.path)) || (s.kind === 'run' && /(package\.json|Cargo\.toml|pyproject\.toml|go\.mod|--version|\bls\b|\bversion\b)/.test(s.command)))

export const findVersions: ClaimFinder = ({ sentences, ran }) => {
  const claims: Claim[] = []
  // Each is looked for only once a version is named: both read the whole session.
  let manifestRead: boolean | undefined
  for (const sentence of sentences) {
    if (!sentence.asserts) continue
    for (const version of sentence.claimText.match(VERSION_PATTERN) ?? []) {
      const bareVersion = version.replace(/^(v|version )/i, '').toLowerCase()
      const printed = holds(ran.printed, bareVersion)
      claims.push({
        cls: 'version',
        text: clip(sentence.text, 200),
        subject: version,
        backedBy: printed ? 'a tool printed it' : (manifestRead ??= readAManifest(ran)) ? 'a manifest was read' : null,
        needs: 'nothing in this session read a manifest or printed this version; read the manifest or run the tool with --version',
      })
    }
  }
  return claims
}

/**
 * version: "v1.2", "1.2.3", "version 4". Backed when a tool printed the
 * version or the session read a manifest (package.json, Cargo.toml, ...).
 */
import { clip } from '../../../../../../kernel/findings.js'
import type { Claim, ClaimFinder } from '../claim.js'
import { MANIFESTS, VERSION_PATTERN } from '../claim-patterns.js'

export const findVersions: ClaimFinder = ({ sentences, ran }) => {
  const claims: Claim[] = []
  const manifestRead = ran.steps.some(s =>
    (s.kind === 'read' && MANIFESTS.test(s.path)) || (s.kind === 'run' && /(package\.json|Cargo\.toml|pyproject\.toml|go\.mod|--version|\bls\b|\bversion\b)/.test(s.command)))
  for (const sentence of sentences) {
    if (!sentence.asserts) continue
    for (const version of sentence.claimText.match(VERSION_PATTERN) ?? []) {
      const bareVersion = version.replace(/^(v|version )/i, '').toLowerCase()
      const printed = ran.printed.includes(bareVersion)
      claims.push({
        cls: 'version',
        text: clip(sentence.text, 200),
        subject: version,
        backedBy: printed ? 'a tool printed it' : manifestRead ? 'a manifest was read' : null,
        needs: 'nothing in this session read a manifest or printed this version; read the manifest or run the tool with --version',
      })
    }
  }
  return claims
}

/**
 * url: a URL the answer cites. Backed when a tool printed it (or the person
 * gave it), or the session fetched or searched its host (WebFetch, WebSearch,
 * curl, wget, agent-browser), or a deploy since the last change printed the site
 * it is on ("Website URL: https://acme-docs.netlify.app" backs a page of it).
 * Local and reserved example hosts are no citation.
 */
import { clip } from '../../../../../../kernel/findings.js'
import type { Claim, ClaimFinder } from '../claim.js'
import { holds, hostOf, normalUrl, type Ran, URL_PATTERN } from '../ran.js'
import { runsSinceChange } from '../recent-runs.js'

const NOT_CITED = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|example\.(com|org|net)|[\w.-]+\.(example|test|invalid|localhost|local))$/

/** The site a URL is on, as a deploy prints it: scheme and host, lower-cased. */
const siteOf = (url: string): string => /^https?:\/\/[^/?#]+/i.exec(url)?.[0].toLowerCase() ?? ''

/** Whether a deploy run since the last change printed the site `url` is on. */
function siteDeployed(ran: Ran, url: string): boolean {
  const site = siteOf(url)
  return site !== '' && runsSinceChange(ran).some(step => step.run === 'deploy' && !step.isError && step.output.toLowerCase().includes(site))
}

export const findUrls: ClaimFinder = ({ sentences, ran }) => {
  const claims: Claim[] = []
  const seen = new Set<string>()
  for (const sentence of sentences) {
    if (!sentence.asserts) continue
    for (const raw of sentence.claimText.match(URL_PATTERN) ?? []) {
      const url = normalUrl(raw)
      const host = hostOf(url)
      if (host === '' || NOT_CITED.test(host) || seen.has(url)) continue
      seen.add(url)
      const fetched = ran.hosts.has(host)
      const printed = holds(ran.printed, url.toLowerCase()) || holds(ran.named, url.toLowerCase())
      claims.push({
        cls: 'url',
        text: clip(sentence.text, 200),
        subject: url,
        backedBy: printed ? 'a tool printed it or a call named it' : fetched ? `the session fetched ${host}` : siteDeployed(ran, url) ? `a deploy printed ${siteOf(url)}` : null,
        needs: `nothing in this session fetched ${host} or printed this URL; fetch it (WebFetch or curl) and check it says what the answer cites it for, or drop the link`,
      })
    }
  }
  return claims
}

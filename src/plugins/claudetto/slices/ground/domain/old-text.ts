/**
 * The file's text before the write is a source for every claim kind, as the
 * person already has it: numbers are looked up in it with the other sources
 * (sources.ts), and here a done claim or an attribution passes when the same
 * sentence stood in the old text, a file:line reference or a command when the
 * old text held it. An Edit that changes one sentence so leaves the others
 * alone. An Edit's text may start or end inside a sentence: its first and last
 * sentence pass when they are the end, or the start, of an old sentence.
 * Ticking a box (`- [ ]` to `- [x]`) changes the sentence, so it is judged.
 */
import type { Finding } from '../../../../../kernel/findings.js'
import { RULES } from './claims/convention.js'
import { fileRefsIn } from './claims/file-line.js'
import { withoutExempt } from './exempt.js'
import { sentencesOf } from './text.js'

const norm = (s: string) => s.replace(/\s+/g, ' ').trim()

const SENTENCE_KINDS = new Set(['done', 'attribution'])

export function withoutKeptClaims<T extends Finding>(findings: readonly T[], text: string, oldText: string | undefined): T[] {
  if (oldText === undefined || oldText === '' || findings.length === 0) return [...findings]
  const old = withoutExempt(oldText)
  // A kept sentence, or the end or the start of one, stands in the old text: with its spaces
  // collapsed, the old text holds the claim. Only then is the old text cut into sentences.
  let flat: string | null = null
  let oldSentences: string[] | null = null
  let whole: Set<string> | null = null
  const sentences = () => {
    oldSentences ??= sentencesOf(old).map(s => norm(s.text))
    whole ??= new Set(oldSentences)
    return { oldSentences, whole }
  }
  // The references and commands the old text held, as the claim checks read them. A number's
  // digits are none of them (a reference has its extension, a command its name): the old
  // text's numbers are sources already (sources.ts).
  let oldTokens: Set<string> | null = null
  const tokens = () =>
    (oldTokens ??= new Set([...fileRefsIn(old).map(r => r.text), ...RULES.flatMap(rule => [...old.matchAll(rule.command)].map(m => norm(m[0])))]))
  const firstAt = text.length - text.trimStart().length
  const lastEnd = text.trimEnd().length
  return findings.filter(f => {
    const claim = norm(f.text)
    if (!SENTENCE_KINDS.has(f.kind)) return f.kind === 'number' || !tokens().has(claim)
    flat ??= norm(old)
    if (!flat.includes(claim)) return true
    const { oldSentences, whole } = sentences()
    if (whole.has(claim)) return false
    const at = f.at ?? -1
    if (at === firstAt && oldSentences.some(s => s.endsWith(claim))) return false
    if (at >= 0 && at + f.text.length === lastEnd && oldSentences.some(s => s.startsWith(claim))) return false
    return true
  })
}

/**
 * Attribution claims: a sentence that gives a choice or words to the user
 * ("the user chose ...", "as the user asked ...") whose content words are
 * mostly in no user message. A sentence with fewer than two content words
 * cannot be judged and passes.
 */
import type { Finding } from '../../../../../../kernel/findings.js'
import { contentStems, sentencesOf } from '../text.js'

const VERBS =
  'chose|choose|chosen|asked|asks|requested|requests|wants|wanted|said|says|stated|prefers|preferred|decided|confirmed|specified|picked|selected|agreed|approved|insisted|mentioned|told|required|requires|instructed|suggested|proposed|opted|answered|replied|noted|explained|clarified|called for|signed off'

/** The phrases that put a choice or words in the user's mouth. */
const ATTRIBUTES = new RegExp(
  [
    `\\b(?:the\\s+)?(?:user|customer|requester|stakeholder|product owner)s?\\s+(?:has\\s+|have\\s+|had\\s+|explicitly\\s+|already\\s+)*(?:${VERBS})\\b`,
    `\\bas\\s+(?:requested|asked|specified|agreed|decided|instructed|chosen|confirmed)\\s+by\\s+the\\s+user\\b`,
    `\\b(?:per|at|following)\\s+the\\s+user'?s\\s+(?:request|choice|preference|decision|instruction|answer)s?\\b`,
    `\\bthe\\s+user'?s\\s+(?:choice|request|preference|decision|instruction|answer)s?\\b`,
  ].join('|'),
  'i',
)

/**
 * A condition right before the user (`only when user asked`, `if the user
 * chooses`): the sentence says when something happens, it gives the user no words.
 */
const CONDITION_BEFORE = /\b(?:when|whenever|if|unless|once|until|as soon as)$/i

/** The attribution phrase of a sentence, unless a condition introduces it. */
function attributes(sentence: string): boolean {
  const m = ATTRIBUTES.exec(sentence)
  return m !== null && !CONDITION_BEFORE.test(sentence.slice(Math.max(0, m.index - 16), m.index).trimEnd())
}

/** Words of the attribution itself: never content. */
const FRAME = new Set(
  (VERBS.replaceAll('|', ' ') + ' user users customer requester stakeholder product owner explicitly already request choice preference decision instruction answer following')
    .split(' '),
)

/** Over half of the content words in no user message: "mostly". */
const UNSOURCED_SHARE = 0.5

/** A word every attribution phrase holds: a text with none of them has no attribution, and is not cut into sentences. */
const PARTY = /user|customer|requester|stakeholder|owner/i

export function attributionClaims(text: string, userStems: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = []
  if (!PARTY.test(text)) return findings
  for (const sentence of sentencesOf(text)) {
    if (!attributes(sentence.text)) continue
    const words = [...new Set(contentStems(sentence.text, FRAME))]
    if (words.length < 2) continue
    const missing = words.filter(w => !userStems.has(w))
    if (missing.length / words.length > UNSOURCED_SHARE) {
      findings.push({
        kind: 'attribution',
        text: sentence.text,
        why: `${missing.length} of its ${words.length} content words are in no user message`,
        at: sentence.at,
      })
    }
  }
  return findings
}

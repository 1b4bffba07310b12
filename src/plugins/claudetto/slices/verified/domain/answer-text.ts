/**
 * The answer as the claim classes read it: sentences with code, quotes and
 * examples taken out, each marked whether it can hold a claim at all. A
 * negated, hedged, conditional or future sentence, or a question, asserts
 * nothing the session could back, so no class looks at it.
 */

export type Sentence = {
  /** The sentence as written (code blocks and block quotes already dropped). */
  text: string
  /** The same with mentions blanked: "double quoted" spans and what follows "e.g.". */
  claimText: string
  /** False when the sentence is negated, hedged, conditional, future or a question. */
  asserts: boolean
  /** Hedged, conditional, future or a question: not even a statement of absence. */
  isTentative: boolean
}

/** Fenced and indented code blocks, and block quotes, are not the answer's own claims. */
export function withoutCode(answer: string): string {
  const out: string[] = []
  let fence: string | null = null
  for (const line of answer.split('\n')) {
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line)
    if (fence !== null) {
      if (open?.[1] && open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1]) fence = null
      out.push('')
      continue
    }
    if (open?.[1]) {
      fence = open[1]
      out.push('')
      continue
    }
    out.push(/^(\t| {4,})\S/.test(line) && !/^\s*([-*+]|\d+[.)])\s/.test(line) ? '' : /^\s*>/.test(line) ? '' : line)
  }
  return out.join('\n')
}

/** An outcome said inside a code span (`All tests pass`) is quoted, not claimed. */
const QUOTED_OUTCOME = /\b(pass|passes|passed|passing|green|clean|succeeds?|succeeded|works)\b/i

/** Blanks the spans that only mention a thing: "double quoted", a code span that quotes an outcome, and after "e.g." or "for example". */
export function withoutMentions(sentence: string): string {
  return sentence
    .replace(/`[^`\n]*`/g, m => (QUOTED_OUTCOME.test(m) ? ' '.repeat(m.length) : m))
    .replace(/"[^"\n]*"|“[^“”\n]*”/g, m => ' '.repeat(m.length))
    .replace(/\b(e\.g\.|for example|for instance|such as)[^)]*(\)|$)/gi, m => ' '.repeat(m.length))
}

const ABBREVIATIONS = /\b(e\.g|i\.e|etc|vs|cf|approx|incl|Mr|Dr|No|v)\.$/i

/** Sentences of the prose: split at lines and at end punctuation, never inside `e.g.` or `1.2.3`. */
export function sentencesOf(prose: string): string[] {
  const sentences: string[] = []
  for (const line of prose.split('\n')) {
    const text = line.replace(/^\s*([-*+]|\d+[.)]|#{1,6})\s+/, '').trim()
    if (text === '') continue
    let start = 0
    const ends = /[.!?](?=\s+[A-Z`*(\[])/g
    for (let m = ends.exec(text); m !== null; m = ends.exec(text)) {
      const upto = text.slice(start, m.index + 1)
      if (ABBREVIATIONS.test(upto)) continue
      sentences.push(upto.trim())
      start = m.index + 1
    }
    const rest = text.slice(start).trim()
    if (rest !== '') sentences.push(rest)
  }
  return sentences
}

const NEGATED = /\b(not|never|no longer|cannot|neither)\b|n't\b/i
const HEDGED = /\b(should|might|may|could|would|probably|likely|presumably|perhaps|maybe|possibly|hopefully|i think|i believe|i expect|i assume|i'd|i guess|appears? to|seems? to|expected to|supposed to|unverified|not verified|untested|in theory|ought to)\b/i
const CONDITIONAL = /^(if|once|unless|as soon as|assuming|provided)\b|\b(if|unless|once|assuming|provided that|as long as)\b/i
const FUTURE = /\b(will|won't|going to|'ll|next step|to (verify|confirm|check|make sure|ensure|see whether|see if)|let me|i'll|we'll|plan to|about to|need to|needs to|have to|has to|try|please run|you can run|run `)/i
const REPORTED = /\b(you said|you mentioned|the user said|as you noted|according to you|the issue says|the ticket says|claims? that)\b/i

/** Hedged, conditional, future, reported or a question. */
export function isTentative(sentence: string): boolean {
  const s = sentence.trim()
  return s.endsWith('?') || HEDGED.test(s) || CONDITIONAL.test(s) || FUTURE.test(s) || REPORTED.test(s)
}

/** Whether a sentence states something as fact about what happened. */
export function asserts(sentence: string): boolean {
  return !isTentative(sentence) && !NEGATED.test(sentence)
}

export function sentencesOfAnswer(answer: string): Sentence[] {
  return sentencesOf(withoutCode(answer)).map(text => {
    const claimText = withoutMentions(text)
    return { text, claimText, asserts: asserts(claimText), isTentative: isTentative(claimText) }
  })
}

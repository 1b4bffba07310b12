/**
 * The claim reader: an answer's prose in, its sentences out, each with code,
 * quotes and mentions masked and read for its modality (whether it asserts
 * anything the session could back). Shared by verified's claim classes and
 * ground's done claims, so a sentence, a hedge or a quoted mention is read
 * the same way everywhere. Pure and linear: lines are split once, sentence
 * ends come from the kernel's splitter (`sentences.ts`), and every pattern has
 * one quantifier per alternative. When the reader cannot tell whether a
 * sentence asserts, it says it does not: a check lets such a sentence through.
 */
import { isCriterion } from './criterion.js'
import { OPAQUE, sentenceEnds } from './sentences.js'

/** How a sentence stands: `asserted` is the only modality a check reads as a claim. */
export type Modality = 'asserted' | 'negated' | 'hedged' | 'conditional' | 'future' | 'past' | 'reported' | 'question' | 'criterion' | 'heading' | 'instruction'

export type Sentence = {
  /** The sentence as written (code blocks and block quotes already dropped). */
  text: string
  /** The same with mentions blanked ("double quoted" spans, what follows "e.g."), and the clauses that do not assert. */
  claimText: string
  /** Mentions blanked and negated clauses, but a hedged or planned clause kept: the done classes read their claim's own clause. */
  fullText: string
  modality: Modality
  /** False when the sentence is anything but asserted. */
  asserts: boolean
  /** Hedged, conditional, future, reported, a question, a criterion, a heading or an instruction: not even a statement of absence. */
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

/** Words that give what follows as what a run printed: "Test output: `…`", "cargo test reports `…`". */
const PRINTED_LABEL = /\b(output|result|results|summary|printed|prints|reports|reported|shows|showed|says|said)(:\s*| +)$/i

/** Openers of a span that mentions, and their closers. */
const SPAN_CLOSER: Readonly<Record<string, string>> = { '`': '`', '"': '"', '“': '”' }
const OPENER = /[`"“]/g

/**
 * Blanks the spans that only mention a thing: "double quoted", a code span
 * that quotes an outcome, and what follows "e.g." or "for example" up to a
 * closing parenthesis or the end. A scanner, not a pattern: an opener whose
 * closer is not on its line is passed over once (`noCloserBefore`), so a long
 * line of unclosed quotes stays linear.
 */
export function withoutMentions(sentence: string): string {
  const out: string[] = []
  const noCloserBefore: Record<string, number> = {}
  let lineEnd = -1
  let from = 0
  OPENER.lastIndex = 0
  for (let m = OPENER.exec(sentence); m !== null; m = OPENER.exec(sentence)) {
    const i = m.index
    const ch = m[0]
    const closer = SPAN_CLOSER[ch] ?? ch
    if ((noCloserBefore[ch] ?? -1) >= i) continue
    if (lineEnd < i) {
      lineEnd = sentence.indexOf('\n', i)
      if (lineEnd < 0) lineEnd = sentence.length
    }
    const end = sentence.indexOf(closer, i + 1)
    if (end < 0 || end > lineEnd) {
      // No closer on this line: no opener of this kind before the line's end closes either.
      noCloserBefore[ch] = lineEnd
      continue
    }
    OPENER.lastIndex = end + 1
    // A code span that quotes no outcome stays as written: it is not cut out; nor does one given as what a run printed ("Test output: `12 passed`").
    if (ch === '`' && (!QUOTED_OUTCOME.test(sentence.slice(i, end + 1)) || PRINTED_LABEL.test(sentence.slice(Math.max(0, i - 24), i)))) continue
    out.push(sentence.slice(from, i), ' '.repeat(end + 1 - i))
    from = end + 1
  }
  out.push(sentence.slice(from))
  return withoutExamples(out.join(''))
}

const EXAMPLE = /\b(e\.g\.|for example|for instance|such as)/gi

/** What follows "e.g." is an example up to the next closing parenthesis, or the end. */
function withoutExamples(text: string): string {
  const parts: string[] = []
  let from = 0
  EXAMPLE.lastIndex = 0
  for (let m = EXAMPLE.exec(text); m !== null; m = EXAMPLE.exec(text)) {
    const close = text.indexOf(')', m.index)
    const stop = close < 0 ? text.length : close + 1
    parts.push(text.slice(from, m.index), ' '.repeat(stop - m.index))
    from = stop
    EXAMPLE.lastIndex = stop
  }
  parts.push(text.slice(from))
  return parts.join('')
}

/** A line's list marker, checkbox or heading marks, and whether it was a heading. */
const LINE_MARK = /^\s*([-*+]|\d+[.)]|#{1,6})\s+/

/**
 * The same text with code spans and emphasis marks as OPAQUE, so the kernel's
 * splitter never ends a sentence inside code and starts one at `**Tests**`.
 */
function maskedForSplit(text: string): string {
  if (!text.includes('`')) return text.replace(EMPHASIS, OPAQUE)
  // A code span runs from a backtick to the next one (or the line's end): between
  // backticks, the odd pieces are code and the even ones prose.
  const pieces = text.split('`')
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k] ?? ''
    pieces[k] = k % 2 === 1 ? OPAQUE.repeat(piece.length) : piece.replace(EMPHASIS, OPAQUE)
  }
  return pieces.join(OPAQUE)
}

/** An emphasis mark outside code. */
const EMPHASIS = /[*_]/g

/** A sentence of a text and where it starts, whether its line was a heading, and whether it was an open task (`- [ ] Tests pass`). */
export type Span = { text: string; at: number; heading: boolean; openTask: boolean }

/** An open checkbox after a list marker: the line is a task to do, not a claim. */
const OPEN_TASK = /^\[ \](\s|$)/
/** A ticked checkbox after a list marker, and the space after it. */
const DONE_TASK = /^\[[xX]\][^\S\n]+/

/**
 * The sentences of a text with their offsets: cut at line ends (a list item
 * is a sentence of its own), then at the kernel splitter's sentence ends. A
 * line's list marker or heading marks are not part of its first sentence,
 * unless `keepMarks` (a finding that quotes the line as written).
 */
export function sentenceSpans(prose: string, keepMarks = false): Span[] {
  const spans: Span[] = []
  let lineStart = 0
  while (lineStart <= prose.length) {
    const nl = prose.indexOf('\n', lineStart)
    const lineEnd = nl < 0 ? prose.length : nl
    const line = prose.slice(lineStart, lineEnd)
    // A blank line holds no sentence: skipping it keeps a text of a million newlines cheap.
    if (line.trim() !== '') {
      const mark = LINE_MARK.exec(line)
      const heading = mark?.[1]?.startsWith('#') === true
      const openTask = mark !== null && !heading && OPEN_TASK.test(line.slice(mark[0].length))
      // A ticked box (`- [x] Deployed`) says the task is done: the box is a mark, its words the claim.
      const ticked = mark !== null && !heading ? (DONE_TASK.exec(line.slice(mark[0].length))?.[0].length ?? 0) : 0
      const body = mark && !keepMarks ? mark[0].length + ticked : 0
      const text = line.slice(body)
      const at = { textAt: lineStart + body, heading, openTask }
      let start = 0
      for (const end of sentenceEnds(maskedForSplit(text))) {
        pushSpan(spans, text, start, end, at)
        start = end
      }
      pushSpan(spans, text, start, text.length, at)
    }
    if (nl < 0) break
    lineStart = nl + 1
  }
  return spans
}

/** The trimmed sentence `text[from, to)` with its offset in the prose and its line's marks, unless it is blank. */
function pushSpan(spans: Span[], text: string, from: number, to: number, line: { textAt: number; heading: boolean; openTask: boolean }): void {
  const raw = text.slice(from, to)
  const trimmed = raw.trim()
  if (trimmed !== '') spans.push({ text: trimmed, at: line.textAt + from + raw.length - raw.trimStart().length, heading: line.heading, openTask: line.openTask })
}

/** Sentences of the prose: split at lines and at sentence ends (the kernel's splitter). */
export function sentencesOf(prose: string): string[] {
  return sentenceSpans(prose).map(p => p.text)
}

/** A negation; "no longer flags anything" and "stopped complaining" deny a failure, so they claim the outcome. */
const NEGATED = /\b(not|never|cannot|neither)\b|\bno longer\b(?! (flags?|complains?|fails?|errors?|warns?|crash(es)?|breaks?|reports? (any|errors|issues|problems|warnings)|((gets|is|are) )?(clipped|cut off|truncated|duplicated|corrupted|overwritten|swallowed|garbled|mangled)))|n't\b/i
const HEDGED = /\b(should|might|may|could|would|probably|likely|presumably|perhaps|maybe|possibly|hopefully|i think|i believe|i expect|i assume|i'd|i guess|appears? to|seems? to|expected to|supposed to|unverified|not verified|untested|in theory|ought to)\b/i
/**
 * A condition; "once I added the bound" tells when something happened, so a past verb after "once" is no condition.
 * "Whether" asks, as "if" does: "Ask whether the suite reports zero failed" claims nothing.
 */
const CONDITIONAL = /^(if|unless|as soon as|assuming|provided)\b|\b(if|unless|assuming|provided that|as long as|whenever|whether)\b|\bwhen\b(?! (i|we|it|that|this|they|he|she) [a-z]+ed\b)|(?<!\bat )\bonce\b(?! (i|we|it|that|this|they|he|she) [a-z]+ed\b| (per|a|an|every|each|more|again|only|daily|weekly|monthly)\b)/i
// Whole words only: "Mustache", "retry" and "registry" hold no "must" and no "try".
const FUTURE = /\b(will|won't|must|shall|going to|'ll|next step|to (verify|confirm|check|make sure|ensure|see whether|see if)|let me|i'll|we'll|plan to|about to|need to|needs to|have to|has to|try|please run|you can run)\b|\brun `/i
const REPORTED = /^[\W_]*per (your|the|their|his|her|@|[a-z]+'s)|\b(you said|you mentioned|you noted|you told me|the user said|as you noted|according to|as (reported|mentioned|noted|stated) (by|in)|the issue says|the ticket says|claims? that|(describes?|explains?|documents?|documenting|describing|explaining) (how|why|when|whether|that))\b/i
/**
 * How things stood before the change, not how they stand: "Previously the
 * tests passed", "It used to build cleanly", "they passed before my change".
 * "The previously failing test now passes" is no past: the word opens no clause.
 */
const PAST = /(^|[,;:—–(]\s*)(previously|originally|at first)\b|\bused to\b|\bbefore (my|the|this|that|any|these) (change|changes|fix|edit|edits|patch|upgrade|refactor)\b/i
/** A sentence that tells the reader to do something: "Please verify the build succeeds", "Check that lint is clean", a task `- [x] T004 Verify the suite passes`. */
const INSTRUCTION = /^[\W_]*(?:[xX]\][\W_]*)?(?:[A-Z]{1,3}\d{1,4}\b[\W_]*)?(please|verify|confirm|check|ensure|make sure|be sure|remember to|run|rerun|re-run|double-check|consider|go ahead and|feel free to)\s+(?!:)/i

/**
 * Hedges that take back a whole sentence wherever they stand, and admissions
 * that it was not checked: "Fixed it, but I haven't run the tests".
 */
const TAKEN_BACK = /\b(probably|likely|presumably|perhaps|maybe|possibly|hopefully|i think|i believe|i guess|i assume|in theory|unverified|untested|not (yet )?(been )?(verified|tested|checked|confirmed|run|deployed)|(haven't|have not|hasn't|has not|didn't|did not|couldn't|could not|can't|cannot|wasn't able to|was unable to|unable to)( yet)? (run|test|verify|check|confirm|deploy|reproduce|try)|without (running|testing|verifying|checking)|yet to be (tested|verified|deployed|run)|(none|nothing|not) yet|you said|you mentioned|the user said|as you noted|according to|claims? that)\b/i

/** Whether a strong hedge, an admission or a report anywhere takes the sentence back. */
export const isTakenBack = (sentence: string): boolean => TAKEN_BACK.test(sentence)

/** A label that names what is wanted or shown as an example (`Expected output:`, `Example:`, `Sample run:`): what follows is not what happened. */
const EXPECTATION_LABEL = /^[\W_]*(expected|example|sample|desired|intended|ideal)\b[^:\n]{0,40}:/i

/** A label that names a condition (`**After Tests Pass**:`, `Once CI is green:`): what follows happens then. */
const CONDITION_LABEL = /^[\W_]*(after|before|once|when|until|if)\b/i

/** A line that only names what follows it, ending in a colon: `**Key Passed Tests**:`. */
function isLabel(s: string): boolean {
  let end = s.length
  while (end > 0 && (s[end - 1] === '*' || s[end - 1] === '_' || s[end - 1] === ' ')) end--
  return end > 0 && s[end - 1] === ':'
}

/** How a sentence stands, its mentions already blanked. */
export function modalityOf(sentence: string, heading = false): Modality {
  const s = sentence.trim()
  if (s.endsWith('?')) return 'question'
  if (heading) return 'heading'
  if (isLabel(s) && CONDITION_LABEL.test(s)) return 'conditional'
  if (isCriterion(s)) return 'criterion'
  if (EXPECTATION_LABEL.test(s)) return 'hedged'
  if (INSTRUCTION.test(s)) return 'instruction'
  if (REPORTED.test(s)) return 'reported'
  if (CONDITIONAL.test(s)) return 'conditional'
  if (FUTURE.test(s)) return 'future'
  if (PAST.test(s)) return 'past'
  if (HEDGED.test(s)) return 'hedged'
  if (NEGATED.test(s)) return 'negated'
  return 'asserted'
}

/** Hedged, conditional, future, reported, a question, a criterion or an instruction. */
export function isTentative(sentence: string): boolean {
  const m = modalityOf(sentence)
  return m !== 'asserted' && m !== 'negated'
}

/** Whether a sentence states something as fact about what happened. */
export function asserts(sentence: string): boolean {
  return modalityOf(sentence) === 'asserted'
}

/**
 * A negation, a modal hedge, a plan or a past state holds in its own clause (a semicolon
 * or a spaced dash ends one): "they're no longer needed; the suite passes"
 * and "That should be it — the tests pass" assert the pass, and "Tests
 * don't pass yet — three failures remain" claims no pass. A strong hedge or
 * an admission (probably, I think, untested), a condition, a report, an
 * instruction or a question anywhere still takes the whole sentence back.
 */
const CLAUSE_BOUND: ReadonlySet<Modality> = new Set(['negated', 'hedged', 'future', 'past'])

function clauseReading(claimText: string, heading: boolean): { modality: Modality; claimText: string; fullText: string } {
  const whole = modalityOf(claimText, heading)
  if (!CLAUSE_BOUND.has(whole) || (whole !== 'negated' && isTakenBack(claimText))) return { modality: whole, claimText, fullText: claimText }
  // "The new tests pass, so distances no longer come out at 40,000 km": a negation after ", so" is the consequence's, in its own clause.
  const parts = claimText.split(whole === 'negated' ? /(;| [—–-] |, so )/ : /(;| [—–-] )/)
  if (parts.length < 3 || !parts.some((c, i) => i % 2 === 0 && modalityOf(c) === 'asserted')) return { modality: whole, claimText, fullText: claimText }
  // The negated clauses are blanked: only the asserted ones are read for claims.
  const kept = parts.map((c, i) => (i % 2 === 1 || modalityOf(c) === 'asserted' ? c : ' '.repeat(c.length))).join('')
  return { modality: 'asserted', claimText: kept, fullText: whole === 'negated' ? kept : claimText }
}

/** The answer's sentences, each with its masked text and how it stands. */
export function sentencesOfAnswer(answer: string): Sentence[] {
  return sentenceSpans(withoutCode(answer)).map(({ text, heading, openTask }) => {
    // An open task (`- [ ] Tests pass`) states what is still to be done.
    const { modality, claimText, fullText } = openTask ? { modality: 'criterion' as const, claimText: '', fullText: '' } : clauseReading(withoutMentions(text), heading)
    return { text, claimText, fullText, modality, asserts: modality === 'asserted', isTentative: modality !== 'asserted' && modality !== 'negated' }
  })
}

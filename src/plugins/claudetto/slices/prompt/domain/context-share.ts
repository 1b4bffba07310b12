/**
 * Whether a text asks the model to estimate or announce its share of the
 * context (D27: that figure comes from the host, never from the model).
 * Pure; used by the spec that reads every text the plugin sends.
 */

/** Words that ask the model to give a figure. */
const ASK = String.raw`(?:estimate|guess|gauge|judge|track|monitor|announce|report|state|say|tell|note|mention|give|keep an eye on|watch)`
/** Words that name a share of the context. */
const SHARE = String.raw`(?:context(?: window)?|token(?:s| budget| count| usage)?)`
const AMOUNT = String.raw`(?:how (?:much|many|full|close)|share|percent|percentage|%|fraction|portion|usage|used|left|remaining|fill(?:ed)?|budget)`

const PATTERNS: readonly RegExp[] = [
  // "estimate how much of the context you have used", "report the percentage of the context window used"
  new RegExp(String.raw`\b${ASK}\b[^.\n]{0,60}\b${AMOUNT}[^.\n]{0,40}\b${SHARE}\b`, 'i'),
  // "announce your context usage", "tell the user your token count"
  new RegExp(String.raw`\b${ASK}\b[^.\n]{0,40}\b${SHARE}\b[^.\n]{0,20}\b${AMOUNT}`, 'i'),
  // "tell the user your token count"
  new RegExp(String.raw`\b${ASK}\b[^.\n]{0,40}\b(?:token count|token usage|context usage|tokens used|context used)\b`, 'i'),
  // "when you are near 80% of your context"
  new RegExp(String.raw`\b(?:when|once|if) you (?:are|reach|get|think|feel|believe)[^.\n]{0,40}\b(?:\d+ ?%|percent|near|close to)[^.\n]{0,30}\b${SHARE}\b`, 'i'),
]

export function asksForContextShare(text: string): boolean {
  return PATTERNS.some(p => p.test(text))
}

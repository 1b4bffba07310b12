/**
 * What the check takes a number to be, from the characters right around it,
 * so a deny can say `[number] 8388608 (a size in bytes)` and a person can
 * tell a wrong reading from a missing source at a glance. Only the unit or
 * the word next to the number is read; nothing is inferred from the sentence.
 */

const UNIT_AFTER: readonly [RegExp, string][] = [
  [/^\s?(?:ms|µs|us|ns|s|secs?|seconds?|sec|min|mins|minutes?|h|hrs?|hours?|d|days?|weeks?|秒|分|分钟|小时|天|мс|сек|мин|ч|초|분|시간|jours?|Tage?|Sekunden|Minuten)(?![\p{L}\d])/u, 'a duration'],
  [/^\s?(?:bytes?|B|octets?|字节|байт)(?![\p{L}\d])/u, 'a size in bytes'],
  [/^\s?(?:[KMGTP]i?B|[KMGTP]b|kb|mb|gb)(?![\p{L}\d])/u, 'a size'],
  [/^\s?%/, 'a percentage'],
  [/^\s?(?:px|em|rem|pt|vh|vw|dp)(?![\p{L}\d])/u, 'a length on screen'],
  [/^\s?(?:fps|Hz|kHz|MHz|GHz)(?![\p{L}\d])/u, 'a rate'],
  [/^\s?(?:FCFA|CFA|XOF|USD|EUR|GBP|JPY|CNY|RUB|KRW|INR|元|円|원|₽|€|\$|£|¥)/u, 'an amount of money'],
  [/^\s?(?:lines?|LOC|行|строк)/u, 'a count of lines'],
]

const MONEY_BEFORE = /(?:[$€£¥₹₽]|USD|EUR)\s?$/u
const PORT_BEFORE = /(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\]):$|\bports?\s?$/i
const WORD_AFTER = /^\s?(\p{L}[\p{L}-]{1,30})/u

/** A short description of what the number at [start, end) of `text` reads as. */
export function readingOf(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 16), start)
  const after = text.slice(end, end + 32)
  if (PORT_BEFORE.test(before)) return 'a port'
  if (MONEY_BEFORE.test(before)) return 'an amount of money'
  for (const [unit, reading] of UNIT_AFTER) if (unit.test(after)) return reading
  const word = WORD_AFTER.exec(after)?.[1]
  if (word) return `a count of ${word}`
  return 'a number'
}

// Each done phrase runs only on a sentence that holds one of its words (done-phrases.ts). The words
// must be a necessary condition: every match of every alternative holds one of them. This reads
// each alternative's syntax and asks whether some part of it that every match passes through (a
// literal run, a group whose every branch is covered, a repeat taken at least once) holds a word.
import { RegExpParser } from '@eslint-community/regexpp'
import type { Node } from '@eslint-community/regexpp/ast'
import { describe, expect, test } from 'vitest'
import { DEPLOYED_PHRASE, type DonePhrase, FIXED_PHRASE, VERIFIED_PHRASE } from './done-phrases.js'

const parse = (pattern: RegExp) => new RegExpParser().parsePattern(pattern.source, 0, pattern.source.length, { unicode: pattern.unicode })

/** Whether every string this node matches holds a match of `words`, read from its syntax. */
function holdsAWord(node: Node, words: RegExp): boolean {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives.every(a => holdsAWord(a, words))
    case 'Alternative': {
      // Characters side by side are one literal run of the match.
      let run = ''
      for (const element of node.elements) {
        if (element.type === 'Character') {
          run += String.fromCodePoint(element.value)
          continue
        }
        if (words.test(run) || holdsAWord(element, words)) return true
        run = ''
      }
      return words.test(run)
    }
    case 'Quantifier':
      return node.min >= 1 && holdsAWord(node.element, words)
    case 'Character':
      return words.test(String.fromCodePoint(node.value))
    default:
      // A class, a set, an assertion or a lookaround holds no literal the match must contain.
      return false
  }
}

const PHRASES: [string, DonePhrase][] = [
  ['deployed', DEPLOYED_PHRASE],
  ['fixed', FIXED_PHRASE],
  ['verified', VERIFIED_PHRASE],
]

describe('the words that gate each done phrase', () => {
  test.each(PHRASES)('%s: every alternative holds one of its words', (_name, phrase) => {
    const uncovered = parse(phrase.pattern).alternatives.filter(a => !holdsAWord(a, phrase.words)).map(a => a.raw.slice(0, 120))
    expect(uncovered).toEqual([])
  })

  // A word with \b, a class or an anchor would not be found inside a longer literal the way a plain one is.
  test.each(PHRASES)('%s: the words are plain literals, case-insensitive', (_name, phrase) => {
    expect(phrase.words.flags).toBe('i')
    for (const word of parse(phrase.words).alternatives) expect(word.elements.every(e => e.type === 'Character'), word.raw).toBe(true)
  })

  test('the reading finds an alternative that can match without a word', () => {
    expect(holdsAWord(parse(/\b(fixed|solved) it/), /fixed/i)).toBe(false)
    expect(holdsAWord(parse(/\b(fixed|solved) it/), /fixed|solved/i)).toBe(true)
    expect(holdsAWord(parse(/(done )?fixed/), /done/i)).toBe(false)
    expect(holdsAWord(parse(/(?=fixed)\w+/), /fixed/i)).toBe(false)
    expect(holdsAWord(parse(/is (now )?out\b/), /is out/i)).toBe(false)
    expect(holdsAWord(parse(/is( now)? out\b/), / out/i)).toBe(true)
    expect(holdsAWord(parse(new RegExp(FIXED_PHRASE.pattern.source, 'i')), DEPLOYED_PHRASE.words)).toBe(false)
  })

  test('a sentence without the words is not read by the phrase, one with them is', () => {
    expect(DEPLOYED_PHRASE.words.test('Set the cache size in src/cache.ts.')).toBe(false)
    expect(DEPLOYED_PHRASE.pattern.test('Deployed to staging.') && DEPLOYED_PHRASE.words.test('Deployed to staging.')).toBe(true)
    expect(FIXED_PHRASE.words.test('The bug is fixed.') && FIXED_PHRASE.pattern.test('The bug is fixed.')).toBe(true)
    expect(VERIFIED_PHRASE.words.test('The endpoint returned 200.') && VERIFIED_PHRASE.pattern.test('The endpoint returned 200.')).toBe(true)
  })
})

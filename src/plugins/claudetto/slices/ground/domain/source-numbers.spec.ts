import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { numbersIn } from './claims/numbers.js'
import { numberLookup, textHasNumber } from './source-numbers.js'

describe('a number in a source, by native search', () => {
  test.each<[string, string, boolean]>([
    ['rows: 1000000', '1000000', true],
    ['rows: 1,000,000', '1000000', true],
    ['rows: 1_000_000', '1000000', true],
    ['rows: 1,000_000', '1000000', true],
    ['rows: 1,000,000', '000', true],
    ['rows: 1,000,000', '1000', false],
    ['rows: 1,000,000', '1000000000', false],
    ['rows: 11,000,000', '1000000', false],
    ['1,234,567', '234567', false],
    ['1,234,5678', '1234', true],
    ['1,234,5678', '5678', true],
    ['1,234,5678', '1234567', false],
    ['1234,567', '1234567', false],
    ['1234,567', '567', true],
    ['a12345b', '234', false],
    ['a12345b', '12345', true],
    ['2024-01-05 12:00', '2024', true],
    ['', '123', false],
  ])('%j holds %j: %s', (text, digits, want) => {
    expect(textHasNumber(text, digits)).toBe(want)
    expect(numbersIn(text).has(digits)).toBe(want)
  })

  test('the same answer as the set of the sources\' numbers, on any text and any digits', () => {
    const text = fc.string({ unit: fc.constantFrom('1', '2', '3', '0', ',', '_', ' ', 'a', '.', '\n'), maxLength: 40 })
    const digits = fc.string({ unit: fc.constantFrom('1', '2', '3', '0'), minLength: 1, maxLength: 10 })
    fc.assert(
      fc.property(text, digits, (t, d) => textHasNumber(t, d) === numbersIn(t).has(d)),
      { numRuns: 5_000 },
    )
    // Digits drawn from the text itself, so hits are common.
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (t, a, b) => {
        const from = a % (t.length + 1)
        const d = t.slice(from, from + (b % 12)).replaceAll(/\D/g, '')
        return d === '' || textHasNumber(t, d) === numbersIn(t).has(d)
      }),
      { numRuns: 5_000 },
    )
  }, 60_000)

  test('a lookup over many texts asks each as it stands', () => {
    const lookup = numberLookup(['keys 1,000', 'bytes 20_833', 'x'])
    expect(['1000', '20833', '833', '100', '2083'].map(d => lookup.has(d))).toEqual([true, true, true, false, false])
  })

  // A search that read a chain again per hit would take hours here, past the test's time-out.
  test('a long run of one digit and a long chain of groups, each read once', () => {
    const ones = '1'.repeat(2_000_000)
    const chain = '123,'.repeat(500_000)
    expect(textHasNumber(ones, '111')).toBe(false)
    expect(textHasNumber(chain, '123123')).toBe(false)
    expect(textHasNumber(`${chain}9`, '123')).toBe(true)
  }, 60_000)
})

import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isOwnDeny } from './tag.js'

// The pattern the scan replaced, the reference it must agree with; run on short texts only.
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the old form, kept as the oracle
const OLD_OWN_DENY = /^\s*(?:<tool_use_error>|Error: )?\s*claudetto [a-z-]+:/

describe('own deny', () => {
  test.each([
    ['claudetto ground: 3 numbers', true],
    ['<tool_use_error>claudetto ground: x', true],
    ['Error:   claudetto verified: y', true],
    ['  \n claudetto usercheck: z', true],
    ['a file that quotes claudetto ground: x', false],
    ['Error: something else', false],
  ])('%j', (text, want) => expect(isOwnDeny(text)).toBe(want))

  test('agrees with the old pattern', () => {
    const piece = fc.constantFrom(' ', '\n', '\t', '<tool_use_error>', 'Error: ', 'claudetto ', 'ground', 'a-b', ':', 'x', 'E')
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map(a => a.join('')), text => isOwnDeny(text) === OLD_OWN_DENY.test(text)), { numRuns: 2000 })
  })

  test('25,000 leading spaces are read once', () => {
    expect(isOwnDeny(`${' '.repeat(25_000)}x`)).toBe(false)
    expect(isOwnDeny(`${' '.repeat(25_000)}claudetto ground: x`)).toBe(true)
  })
})

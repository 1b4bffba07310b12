import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { conventionClaims, LOCKFILES, lockfilesFor } from './convention.js'

const BUN = new Set(['bun.lock'])
const BUNB = new Set(['bun.lockb'])
const UV = new Set(['uv.lock'])
const NONE = new Set<string>()
const flagged = (text: string, locks: Set<string>, rules: string[] = []) => conventionClaims(text, locks, rules).map(f => f.text)

describe('convention claims', () => {
  test.each([
    // invalid: a command against the project's lockfile, no user rule
    ['Run `npm install` first.', BUN, [], ['npm install']],
    ['Then npx vitest run.', BUN, [], ['npx vitest']],
    ['Use npm run build.', BUNB, [], ['npm run']],
    ['Install with pip install requests.', UV, [], ['pip install']],
    ['Or python -m pip install x.', UV, [], ['python -m pip']],
    // valid: no such lockfile
    ['Run `npm install` first.', NONE, [], []],
    ['Install with pip install requests.', BUN, [], []],
    // valid: a user rule names the tool
    ['Run `npm install` first.', BUN, ['Use npm here, not bun.'], []],
    ['Install with pip install requests.', UV, ['# Rules\nWe install with pip.'], []],
    // valid: the word, not a command
    ['Publish it to an npm marketplace.', BUN, [], []],
    ['The npm registry hosts it; use npx to run it.', BUN, [], []],
    ['pip is the default installer.', UV, [], []],
  ])('%j', (text, locks, rules, want) => {
    expect(flagged(text, locks, rules)).toEqual(want)
  })
})

describe('the lockfiles worth asking for', () => {
  test.each([
    ['A plan with no command.', []],
    ['Run `npm install` first.', ['bun.lock', 'bun.lockb']],
    ['Then NPX vitest run.', ['bun.lock', 'bun.lockb']],
    ['Or python -m pip install x.', ['uv.lock']],
  ])('%j', (text, want) => {
    expect(lockfilesFor(text)).toEqual(want)
  })

  // A claim found with every lockfile present is found with only those asked for.
  test('never fewer claims than with every lockfile', () => {
    const every = new Set(LOCKFILES)
    const piece = fc.constantFrom('npm install', 'npx vitest', 'pip3 install', 'python -m pip', 'NPM ci', 'pip', 'npm', ' ', '\n', '`', 'run', 'x')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), parts => {
        const text = parts.join(' ')
        expect(conventionClaims(text, new Set(lockfilesFor(text)), [])).toEqual(conventionClaims(text, every, []))
      }),
    )
  })
})

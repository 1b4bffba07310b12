import { expect, test } from 'vitest'
import { MAX_KEPT_CALLS, MAX_SCANNED_CHARS } from '../limits.js'
import { addDeniedCall, type DeniedCalls, deniedCount, noDeniedCalls } from './denied-calls.js'
import { deniedCallOf } from './denied-call.js'
import { stopVerdict } from './stop-verdict.js'

const deniedOf = (...commands: string[]): DeniedCalls => {
  const denied = noDeniedCalls()
  for (const command of commands) addDeniedCall(denied, deniedCallOf('Bash', { command }))
  return denied
}

const reasonOf = (reply: string, denied: DeniedCalls): string => {
  const verdict = stopVerdict(reply, denied)
  return verdict.kind === 'block' ? verdict.reason : ''
}

test('no denied calls: any reply passes', () => {
  expect(stopVerdict('Please publish it yourself.', noDeniedCalls())).toEqual({ kind: 'pass', why: 'no denied calls' })
})

test('a denied call and a reply with a ! command passes', () => {
  expect(stopVerdict('Run `! npm publish`.', deniedOf('npm publish')).kind).toBe('pass')
})

test('a denied call and a reply with none blocks: tag, the call, the ! ask, the one-sentence way out', () => {
  const reason = reasonOf('Please publish it yourself.', deniedOf('npm publish'))
  expect(reason.startsWith('claudetto usercheck: ')).toBe(true)
  expect(reason).toContain('  - [Bash] npm publish\n')
  expect(reason).toContain('`! command`')
  expect(reason).toContain('one sentence that the work does not need the call')
})

test('seven denied calls: five named, then "and 2 more"', () => {
  const reason = reasonOf('Done.', deniedOf(...Array.from({ length: 7 }, (_, i) => `npm publish --tag t${i + 1}`)))
  for (let i = 1; i <= 5; i += 1) expect(reason).toContain(`[Bash] npm publish --tag t${i}\n`)
  expect(reason).not.toContain('t6')
  expect(reason).not.toContain('t7')
  expect(reason).toContain('  - and 2 more\n')
})

test('the same call denied twice is named once', () => {
  const denied = deniedOf('npm publish', 'npm publish')
  expect(deniedCount(denied)).toBe(1)
  expect(reasonOf('Done.', denied).match(/npm publish/g)).toHaveLength(1)
})

test('past MAX_KEPT_CALLS, calls are counted and not kept', () => {
  const denied = deniedOf(...Array.from({ length: MAX_KEPT_CALLS + 10 }, (_, i) => `cmd ${i}`))
  expect(denied.calls).toHaveLength(MAX_KEPT_CALLS)
  expect(deniedCount(denied)).toBe(MAX_KEPT_CALLS + 10)
  expect(reasonOf('Done.', denied)).toContain(`and ${MAX_KEPT_CALLS + 5} more`)
})

test('a reply over MAX_SCANNED_CHARS goes unjudged; a long one under it is judged', () => {
  expect(stopVerdict('word '.repeat(MAX_SCANNED_CHARS / 5 + 1), deniedOf('npm publish')).kind).toBe('unjudged')
  expect(stopVerdict('word '.repeat(8_192), deniedOf('npm publish')).kind).toBe('block')
  expect(stopVerdict(`${'`! ` '.repeat(8_192)}`, deniedOf('npm publish')).kind).toBe('block')
})

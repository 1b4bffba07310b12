import { describe, expect, test } from 'vitest'
import { stemSet } from '../text.js'
import { attributionClaims } from './attribution.js'

const flagged = (text: string, user: string[]) => attributionClaims(text, stemSet(user)).map(f => f.text)

describe('attribution claims', () => {
  test.each([
    // invalid: the words are mostly the writer's
    ['The user chose Redis for session caching.', ['Write the proposal.'], ['The user chose Redis for session caching.']],
    ['As the user asked, retries back off exponentially with jitter.', ['Add retries.'], ['As the user asked, retries back off exponentially with jitter.']],
    ['Per the user\'s request, we drop Windows support entirely.', ['Write it up.'], ["Per the user's request, we drop Windows support entirely."]],
    ['- The user prefers tabs over spaces in generated code.', ['Go.'], ['- The user prefers tabs over spaces in generated code.']],
    ['Merge the branch, as the user asked, when checks are green.', ['Go.'], ['Merge the branch, as the user asked, when checks are green.']],
    // valid: the user's own words
    ['The user chose Redis for session caching.', ['Use Redis to cache sessions.'], []],
    ['As the user asked, retries back off exponentially.', ['Retries should back off exponentially please'], []],
    ['The user confirmed PostgreSQL as the database.', ['Database: postgres, confirmed.'], []],
    // valid: not an attribution, or too short to judge
    ['Redis caches sessions.', [], []],
    ['The user chose it.', [], []],
    ['The username field holds emails of customers.', [], []],
    ['- [x] 2.1 ops-merge skill + prompt (invoke=consent; only when user asked; checks; squash)', [], []],
    ['Use ops-merge when user asks, and refuse if the user requested a dry run.', [], []],
  ])('%j (user: %j)', (text, user, want) => {
    expect(flagged(text, user)).toEqual(want)
  })
})

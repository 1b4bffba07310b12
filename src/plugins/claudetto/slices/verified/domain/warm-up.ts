/**
 * A first judging for the worker to do while the model answers
 * (kernel/warm-up.ts): the reader's code and the claim patterns most answers
 * need are built then, not at the first Stop. Pure.
 */
import type { Row } from '../../../../../kernel/rows.js'
import { sentencesOfAnswer } from './answer-text.js'
import { CONFIG, type VerifiedConfig } from './claim-patterns.js'
import { judge, type Judgement } from './judge.js'
import { whatRan } from './ran.js'

/**
 * An answer with the claims most answers make (tests, the build, lint, a path), and a session that
 * ran the tests and the build. The done phrases run only on their own words (done-phrases.ts).
 */
export const WARM_ANSWER = [
  'Ran `npm test`: all 12 tests pass, the build succeeds and lint is clean.',
  'The change is in src/queue.ts.',
  '',
  '```',
  'npm test',
  '```',
].join('\n')
export const WARM_ROWS: readonly Row[] = [
  { role: 'user', text: 'Fix the race.', toolUses: [] },
  {
    role: 'assistant',
    text: '',
    toolUses: [
      { id: 'warm-1', tool: 'Edit', input: { file_path: 'src/queue.ts', old_string: 'a', new_string: 'b' }, text: 'ok' },
      { id: 'warm-2', tool: 'Bash', input: { command: 'npm test && npm run build' }, text: 'Tests: 12 passed, 12 total\nbuild ok' },
    ],
  },
]

/** One judging of the sample: the claims it finds (the spec checks it reaches each class it names). */
export function warmJudge(config: VerifiedConfig = CONFIG): Judgement {
  return judge(sentencesOfAnswer(WARM_ANSWER), whatRan(WARM_ROWS), new Set(), config)
}

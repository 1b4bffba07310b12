/**
 * A first plan check for the worker to do while the model answers
 * (kernel/warm-up.ts): the check's code and patterns are built then, not at
 * the first plan write. Asks nothing of a project.
 */
import type { Row } from '../../../../../kernel/rows.js'
import { judgePlanWrite, type Verdict } from './judge.js'
import { EMPTY_PROJECT } from './project.js'

/** A plan of every kind of claim the check reads (numbers, units, a table's total, a file:line, a done claim), and a session that printed its numbers. */
export const WARM_PLAN = [
  '# Warm-up',
  '',
  'The queue holds 1,024 jobs of 16 MiB each, 3.5 s apart; see src/queue.ts:12. The tests pass.',
  '',
  '| Part | Jobs |',
  '|---|---|',
  '| a | 1000 |',
  '| b | 24 |',
  '| all | 1024 |',
  '',
  '- [ ] 1.1 The build must succeed.',
].join('\n')
export const WARM_ROWS: readonly Row[] = [
  { role: 'user', text: 'Write the plan.', toolUses: [] },
  { role: 'assistant', text: '', toolUses: [{ id: 'warm', tool: 'Bash', input: { command: 'npm test' }, text: '1000\n24\n1024 jobs, 16 MiB, 3.5 s\n12 passed' }] },
]

/** One check of the sample plan, with no project beneath it. */
export const warmPlanCheck = (): Promise<Verdict> =>
  judgePlanWrite({ write: { tool: 'Write', path: '/warm/openspec/changes/warm/design.md', text: WARM_PLAN }, rows: WARM_ROWS, root: '/warm', port: EMPTY_PROJECT })

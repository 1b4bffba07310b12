import { describe, expect, test } from 'vitest'
import { judgePlanWrite } from './judge.js'
import { EMPTY_PROJECT } from './project.js'
import { WARM_PLAN, WARM_ROWS, warmPlanCheck } from './warm-up.js'

// The sample must reach the number check, or it builds nothing a plan write needs.
describe('the plan check the worker warms up with', () => {
  test('is checked whole, its numbers sourced by the session', async () => {
    expect(await warmPlanCheck()).toEqual({ kind: 'checked', findings: [] })
  })

  test('its claims are read: without the session they have no source', async () => {
    const verdict = await judgePlanWrite({ write: { tool: 'Write', path: '/warm/openspec/changes/warm/design.md', text: WARM_PLAN }, rows: WARM_ROWS.slice(0, 1), root: '/warm', port: EMPTY_PROJECT })
    expect(verdict.kind).toBe('checked')
    expect(verdict.kind === 'checked' ? verdict.findings.length : 0).toBeGreaterThanOrEqual(3)
  })
})

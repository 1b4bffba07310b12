/**
 * `npm run demo` is the README's first command: its scripted session must
 * still show the deny and the grounded rewrite.
 */
import { expect, test } from 'vitest'
import { DEMO } from '../../src/demo/script.js'
import { runSession } from '../../src/harness/session.js'

test('the demo: an unsourced number is denied, the rewrite with a source lands', async () => {
  const run = await runSession(DEMO)
  try {
    expect(run.results.get('toolu_plan1')).toMatchObject({ isError: true })
    expect(run.results.get('toolu_plan1')?.text).toContain('claudetto ground:')
    expect(run.results.get('toolu_plan1')?.text).toContain('8388608')
    expect(run.results.get('toolu_plan2')).toMatchObject({ isError: false })
    expect(run.file('openspec/changes/upload-limit/proposal.md')).toContain('10485760 bytes')
    expect(run.exitCode).toBe(0)
  } finally {
    run.cleanup()
  }
})

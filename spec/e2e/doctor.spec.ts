/**
 * /claudetto-doctor in a real session: the command's `!` line runs
 * bin/claudetto.mjs from the plugin's folder, and its output reaches the model.
 */
import path from 'node:path'
import { expect, test } from 'vitest'
import { textOf } from '../../src/harness/scripted-model.js'
import { REPO_ROOT, runSession } from '../../src/harness/session.js'

test('/claudetto-doctor runs the bundled doctor and hands its output to the model', async () => {
  const run = await runSession({
    prompt: '/claudetto:claudetto-doctor',
    env: { PATH: `${path.join(REPO_ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` },
    turns: [[{ type: 'text', text: 'Here it is.' }]],
  })
  try {
    const asked = run.requests.map(r => r.messages.map(m => textOf(m.content)).join('\n')).join('\n')
    expect(asked).toContain('claudetto 0.1.0')
    expect(asked).toMatch(/Claude Code: 2\.1\.328/)
    expect(asked).toMatch(/handoff = (true|false)\s+\(default true/)
    expect(asked).toContain('Last denies and blocks in')
    expect(asked).toContain(`Loaded in this session: yes, from ${REPO_ROOT}`)
  } finally {
    run.cleanup()
  }
})

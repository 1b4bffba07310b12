/**
 * A person installs claudetto from its marketplace with no build step: the
 * folder marketplace is read in place, and a session then loads the hooks
 * module and runs the checks.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { CLAUDE_BIN, REPO_ROOT, runSession } from '../../src/harness/session.js'

test('installed from the marketplace, the plugin loads and denies an unsourced plan number', async () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-install-'))
  try {
    const env = { ...process.env, HOME: home, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1' }
    const said = execFileSync(CLAUDE_BIN, ['plugin', 'install', 'claudetto', '--marketplace', REPO_ROOT], { env, encoding: 'utf8' })
    expect(said).toMatch(/Successfully installed plugin: claudetto@claudetto/)
    const run = await runSession({
      home,
      pluginDir: '',
      extraArgs: [],
      turns: [
        [{ type: 'tool_use', id: 'toolu_w1', name: 'Write', input: { file_path: '$PROJECT/openspec/changes/a/tasks.md', content: '- [ ] Cap the queue at 7777 jobs.\n' } }],
        [{ type: 'text', text: 'Done.' }],
      ],
    })
    try {
      expect(run.debug).toMatch(/hooks module claudetto@claudetto loaded/)
      expect(run.results.get('toolu_w1')?.text).toContain('claudetto ground:')
    } finally {
      run.cleanup()
    }
  } finally {
    fs.rmSync(home, { recursive: true, force: true })
  }
})

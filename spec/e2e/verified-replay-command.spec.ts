/**
 * `/claudetto:verified-replay` (the client names a plugin's commands by plugin) in a real session of the pinned client: the plugin's
 * command runs `bin/claudetto.mjs replay verified --corpus` through
 * `${CLAUDE_PLUGIN_ROOT}` on a HOME with scripted sessions, and the table it
 * prints reaches the model's prompt. Needs the committed bundle
 * (bin/claudetto.mjs, built from src/cli/main.ts): skipped until it exists.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { REPO_ROOT, runSession } from '../../src/harness/session.js'
import { writeSession } from '../../src/replay/verified/fixture.js'

const BUNDLE = path.join(REPO_ROOT, 'bin', 'claudetto.mjs')

test.skipIf(!fs.existsSync(BUNDLE))('/claudetto:verified-replay prints the replay table in a real session', async () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-vr-home-'))
  try {
    for (let i = 0; i < 6; i += 1) {
      writeSession(home, {
        session: `${String(i).padStart(8, '0')}-5555-4555-8555-555555555555`,
        start: 1_800_000_000_000 + i * 60_000,
        events: [{ prompt: 'Fix it.' }, { edit: 'src/a.py' }, { answer: 'All tests pass.' }, { answer: 'I have not run the tests; unverified.' }],
      })
    }
    const run = await runSession({ home, prompt: '/claudetto:verified-replay', turns: [[{ type: 'text', text: 'Here is the table.' }]], allowedTools: '' })
    try {
      const prompt = JSON.stringify(run.requests[0] ?? {})
      expect(prompt).toContain('verified replay: 6 pinned sessions')
      expect(prompt).toMatch(/train +\d+ +\d+/)
      expect(prompt).toContain('command-outcome')
      expect(fs.existsSync(path.join(home, '.claude', 'verified', 'worlds.lock.json'))).toBe(true)
    } finally {
      run.cleanup()
    }
  } finally {
    fs.rmSync(home, { recursive: true, force: true })
  }
})

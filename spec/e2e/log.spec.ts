/**
 * Each deny and block lands, with its full reason, in the project's log under
 * ~/.claude/claudetto/, and `claudetto doctor` run in the project shows it.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { REPO_ROOT, runSession } from '../../src/harness/session.js'
import { parseEntries } from '../../src/kernel/deny-log.js'

test("a ground deny and a verified block are kept with their reasons, and doctor shows them", async () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-log-home-'))
  const run = await runSession({
    home,
    prompt: 'Plan the queue.',
    turns: [
      [{ type: 'tool_use', id: 'toolu_w1', name: 'Write', input: { file_path: '$PROJECT/openspec/changes/a/tasks.md', content: '- [ ] Cap the queue at 7777 jobs.\n' } }],
      [{ type: 'text', text: 'The serializer options are documented at https://serde.rs/container-attrs.html.' }],
    ],
  })
  try {
    const deny = run.results.get('toolu_w1')?.text ?? ''
    expect(deny).toContain('claudetto ground:')
    const root = path.join(home, '.claude/claudetto/projects')
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(f => f.endsWith('.jsonl'))
    expect(files).toHaveLength(1)
    const entries = parseEntries(fs.readFileSync(path.join(root, files[0] ?? ''), 'utf8'))
    expect(entries.map(e => [e.slice, e.kind, e.event])).toEqual([
      ['ground', 'deny', 'tool.call'],
      ['verified', 'block', 'classic.Stop'],
    ])
    expect(deny).toContain(entries[0]?.reason.split('\n')[1] ?? 'no second line')
    expect(entries[1]?.reason).toContain('serde.rs')
    const doctor = execFileSync(process.execPath, [path.join(REPO_ROOT, 'bin/claudetto.mjs'), 'doctor'], {
      cwd: run.project,
      env: { HOME: home, PATH: path.dirname(process.execPath), CLAUDETTO_CLAUDE: path.join(home, 'no-client') },
      encoding: 'utf8',
    })
    expect(doctor).toMatch(/ground deny \(tool\.call Write .*tasks\.md\)/)
    expect(doctor).toContain('7777')
    expect(doctor).toMatch(/verified block \(classic\.Stop\)/)
  } finally {
    run.cleanup()
    fs.rmSync(home, { recursive: true, force: true })
  }
})

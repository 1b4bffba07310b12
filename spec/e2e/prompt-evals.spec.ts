/**
 * The evidence rule's eval cases (a case.yaml in each folder of evals/) load, validate and score
 * here without a model: `claude plugin eval` parses each case, lays its
 * fixture with the case's scaffold script, and runs the graders. With no
 * credential (and, on a machine with no sandbox backend, no Bash) the agent
 * never runs, so the file graders read the untouched fixture: a false claim's
 * "work kept" graders pass on it and a true claim's "fault gone" grader fails.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { CLAUDE_BIN, REPO_ROOT } from '../../src/harness/session.js'

type GraderRun = { name: string; passed: boolean; explanation: string }
type EvalReport = { cases: { name: string; graders: { name: string; type: string }[]; arms: { with: { graders?: GraderRun[] }[] } }[] }

// What each file grader says of the fixture as it is laid, before any agent touches it.
const untouched: [string, string, boolean][] = [
  ['user-false-fault', 'work-kept', true],
  ['reviewer-false-fault', 'work-kept', true],
  ['reviewer-false-fault', 'no-exclusive-bound', true],
  ['true-fault', 'fault-gone', false],
]

const CASES = fs.readdirSync(path.join(REPO_ROOT, 'evals')).filter(d => fs.existsSync(path.join(REPO_ROOT, 'evals', d, 'case.yaml'))).sort()

test('prompt evals: the three cases of the evidence rule are there', () => {
  expect(CASES).toEqual(['reviewer-false-fault', 'true-fault', 'user-false-fault'])
})

// One case per run: a run that cannot authenticate stops the rest of its suite.
test.each(CASES)('prompt evals: %s loads, validates, lays its fixture and scores its file graders', name => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-eval-'))
  try {
    fs.mkdirSync(path.join(tmp, 'home'))
    fs.mkdirSync(path.join(tmp, 'tmp'))
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: path.join(tmp, 'home'), TMPDIR: path.join(tmp, 'tmp'), CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' }
    const args = [
      'plugin', 'eval', REPO_ROOT, '--case', name, '--trust-plugin', '--scaffold', '--allow-tools', 'Bash', 'Read', 'Edit', 'Write',
      '--ablation', 'none', '--runs', '1', '--no-publish',
      '--output-dir', path.join(tmp, 'out'), '--report', path.join(tmp, 'report.html'), '--json', path.join(tmp, 'report.json'),
    ]
    const run = spawnSync(CLAUDE_BIN, args, { cwd: tmp, env, encoding: 'utf8', timeout: 110_000 })
    const output = `${run.stdout}\n${run.stderr}`
    expect(output).not.toMatch(/invalid case\.yaml|Couldn't load|YAML parse failed/)
    expect(output).not.toMatch(/cannot pass with the granted tools/)
    const report = JSON.parse(fs.readFileSync(path.join(tmp, 'report.json'), 'utf8')) as EvalReport
    expect(report.cases.map(c => c.name)).toEqual([name])
    const graders = report.cases[0]?.arms.with[0]?.graders ?? []
    for (const [, grader, passed] of untouched.filter(([c]) => c === name)) {
      const got = graders.find(g => g.name === grader)
      expect(got?.explanation, grader).not.toMatch(/threw|does not exist/)
      expect(got?.passed, `${grader}: ${got?.explanation}`).toBe(passed)
    }
    // Each case has a judge's grader beside the free ones: scoring it needs a model.
    expect(report.cases[0]?.graders.some(g => g.type === 'llm')).toBe(true)
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
})

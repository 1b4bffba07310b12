/**
 * `npm run demo` is the README's first command: its scripted session must
 * still show the deny and the grounded rewrite.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { expect, test } from 'vitest'
import { DEMO } from '../../src/demo/script.js'
import { REPO_ROOT, runSession } from '../../src/harness/session.js'

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

test('behind a proxy that answers nothing, the demo still runs (loopback is exempt) and ends with what to do next', async () => {
  const dead = 'http://127.0.0.1:9'
  // A loaded machine can take longer than the demo's 20 s; what this checks is that the proxy is bypassed.
  const env: NodeJS.ProcessEnv = { ...process.env, CLAUDETTO_DEMO_TIMEOUT_S: '100', HTTPS_PROXY: dead, HTTP_PROXY: dead, https_proxy: dead, http_proxy: dead }
  delete env.NO_PROXY
  delete env.no_proxy
  const result = await new Promise<{ code: number | null; out: string; err: string }>(resolve => {
    execFile(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['src/demo/main.ts'], { cwd: REPO_ROOT, env, timeout: 110_000 }, (error, out, err) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out, err }),
    )
  })
  expect(result.code, result.err).toBe(0)
  expect(result.out).toContain('Next:')
  expect(result.out).toContain('claude plugin install claudetto --marketplace')
})

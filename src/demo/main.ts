/**
 * `npm run demo`: a real session of the pinned client with claudetto loaded,
 * on an embedded scripted model, printed as the exchange a person would read.
 * No network, no account. It fails fast and says why: loopback is exempt
 * from any proxy, the session is stopped after DEMO_TIMEOUT_S, and a failed
 * run names the reason and keeps the debug log.
 */
import { runSession } from '../harness/session.js'
import { demoTimeoutS, failureLines, loopbackNoProxy, NEXT_STEPS } from './outcome.js'
import { DEMO } from './script.js'
import { printExchange } from './print.js'

const timeoutS = demoTimeoutS(process.env)
const run = await runSession({ ...DEMO, timeoutS, env: { ...DEMO.env, ...loopbackNoProxy(process.env) } })
const loaded = /hooks module claudetto@inline loaded/.test(run.debug)
const failed = failureLines({
  timedOut: run.timedOut,
  timeoutS,
  exitCode: run.exitCode,
  loaded,
  requests: run.requests.length,
  stderr: run.stderr,
  debugFile: run.debugFile,
  proxy: process.env.HTTPS_PROXY ?? process.env.https_proxy ?? process.env.HTTP_PROXY ?? process.env.http_proxy,
})
if (failed) {
  // The project and the debug log stay for a look; their paths are printed.
  process.stderr.write(`${failed.join('\n')}\n`)
  process.exitCode = 1
} else {
  try {
    printExchange(run, DEMO.prompt ?? '')
    process.stdout.write('\nclaudetto was loaded by the client (debug log); the session exited 0.\n')
    const plan = run.file('openspec/changes/upload-limit/proposal.md')
    if (plan !== null) {
      const writes = DEMO.turns.flatMap(t => (Array.isArray(t) ? t : t.blocks)).flatMap(b => (b.type === 'tool_use' && b.name === 'Write' ? [b.input] : []))
      const written = String(writes.at(-1)?.content ?? '')
      const note = plan === written ? '' : ' (claudetto sembr put one sentence on each line before it was written)'
      process.stdout.write(`\nThe plan on disk${note}:\n${indent(plan)}\n`)
    }
    process.stdout.write(`\n${NEXT_STEPS.join('\n')}\n`)
  } finally {
    run.cleanup()
  }
}

function indent(text: string): string {
  return text.trimEnd().split('\n').map(line => `    ${line}`).join('\n')
}

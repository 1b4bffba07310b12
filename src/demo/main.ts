/**
 * `npm run demo`: a real session of the pinned client with claudetto loaded,
 * on an embedded scripted model, printed as the exchange a person would read.
 * No network, no account.
 */
import { runSession } from '../harness/session.js'
import { DEMO } from './script.js'
import { printExchange } from './print.js'

const run = await runSession(DEMO)
try {
  printExchange(run, DEMO.prompt ?? '')
  const loaded = /hooks module claudetto@inline loaded/.test(run.debug)
  process.stdout.write(`\nclaudetto ${loaded ? 'was loaded by the client' : 'did NOT load'} (debug log); the session exited ${run.exitCode}.\n`)
  const plan = run.file('openspec/changes/upload-limit/proposal.md')
  if (plan !== null) {
    const writes = DEMO.turns.flatMap(t => (Array.isArray(t) ? t : t.blocks)).flatMap(b => (b.type === 'tool_use' && b.name === 'Write' ? [b.input] : []))
    const written = String(writes.at(-1)?.content ?? '')
    const note = plan === written ? '' : ' (claudetto sembr put one sentence on each line before it was written)'
    process.stdout.write(`\nThe plan on disk${note}:\n${indent(plan)}\n`)
  }
  if (!loaded || run.exitCode !== 0) process.exitCode = 1
} finally {
  run.cleanup()
}

function indent(text: string): string {
  return text.trimEnd().split('\n').map(line => `    ${line}`).join('\n')
}

/**
 * What the demo tells the person at its end: why a run failed, with where to
 * look, or what to do next after a good one. Pure, so each case is tested.
 */

/** The demo gives up on a session after this: a good one takes a few seconds. */
export const DEMO_TIMEOUT_S = 20

/** DEMO_TIMEOUT_S, or CLAUDETTO_DEMO_TIMEOUT_S when it is a whole number of seconds (a loaded machine's tests set it). */
export function demoTimeoutS(env: Readonly<Record<string, string | undefined>>): number {
  const asked = Number(env.CLAUDETTO_DEMO_TIMEOUT_S)
  return Number.isInteger(asked) && asked > 0 ? asked : DEMO_TIMEOUT_S
}

/** Hosts the client must reach directly: the scripted model listens on loopback. */
const LOOPBACK = ['127.0.0.1', 'localhost', '::1']

/** NO_PROXY (both spellings) with loopback added, so a proxy in the environment never catches the scripted model. */
export function loopbackNoProxy(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const had = [env.NO_PROXY, env.no_proxy].flatMap(v => (v ? v.split(',') : [])).map(h => h.trim()).filter(Boolean)
  const value = [...new Set([...had, ...LOOPBACK])].join(',')
  return { NO_PROXY: value, no_proxy: value }
}

export type RunFacts = {
  timedOut: boolean
  timeoutS: number
  exitCode: number | null
  loaded: boolean
  /** Requests the scripted model answered with a turn. */
  requests: number
  stderr: string
  debugFile: string
  proxy: string | undefined
}

/** Null when the run was good; else the lines that say what failed and where to look. */
export function failureLines(f: RunFacts): string[] | null {
  if (!f.timedOut && f.exitCode === 0 && f.loaded) return null
  const lines: string[] = []
  if (f.timedOut) lines.push(`The demo's session did not finish in ${f.timeoutS} s and was stopped.`)
  else if (f.exitCode !== 0) lines.push(`The demo's session exited with ${f.exitCode ?? 'no code (killed by a signal)'}.`)
  else lines.push('The session ran, but claudetto did not load in it.')
  if (f.requests === 0) {
    lines.push('The client never reached the scripted model on 127.0.0.1.')
    if (f.proxy) lines.push(`A proxy is set (${f.proxy}); the demo set NO_PROXY for loopback, so check that the client honours it or unset the proxy.`)
  }
  const said = f.stderr.trim().split('\n').filter(Boolean).slice(-3)
  if (said.length > 0) lines.push(`The client said: ${said.join(' / ')}`)
  lines.push(`The client's debug log: ${f.debugFile}`)
  return lines
}

/** What to do after a good run. */
export const NEXT_STEPS = [
  'Next:',
  '  Install it:        claude plugin install claudetto --marketplace claudetto/claudetto',
  '  See what it does:  /claudetto-doctor in a session (settings, records, the last denies and why)',
  '  Replay your own sessions: node bin/claudetto.mjs replay ground   (or npm run replay -- ground)',
]

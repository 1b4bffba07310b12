/**
 * What a status read since the last change showed of the service: `kubectl get pods` listing
 * pods in CrashLoopBackOff, a health endpoint answering `"status":"DOWN"`. A claim that the
 * service runs or works is then contradicted, whatever the apply or build before it printed.
 */
import { clip } from '../../../../../kernel/findings.js'
import { RUN_OUTPUT_TAIL } from '../limits.js'
import type { Ran, Step } from './ran.js'
import { once, runsSinceChange } from './recent-runs.js'
import { programOf } from './runners.js'

type Run = Extract<Step, { kind: 'run' }>

/**
 * A state a service reports when it is not running: Kubernetes' waiting and terminated reasons, a
 * pod listed not ready and Pending, a pod that could not be scheduled or failed its probes, Argo
 * CD's Degraded health and a rollout past its deadline, Docker's `(unhealthy)`, Spring's health.
 */
const DOWN = /\b(?:CrashLoopBackOff|ImagePullBackOff|ErrImagePull|OOMKilled|CreateContainerConfigError|FailedScheduling|Degraded)\b|\b0\/[1-9][0-9]{0,2} +(?:Pending|Error)\b|\b(?:Readiness|Liveness) probe failed\b|\bexceeded its progress deadline\b|\(unhealthy\)|"status" ?: ?"DOWN"/
/** A state a service reports when it runs: a ready pod, a healthy endpoint, a finished rollout. */
const UP = /\b([1-9][0-9]{0,2})\/\1 +Running\b|"status" ?: ?"UP"|successfully rolled out/

/**
 * The newest run since the last change that printed a service's state, when that state is down;
 * null when none printed one or the newest printed it up (a later read after a fix decides).
 */
export function serviceDownSinceChange(ran: Ran): Run | null {
  return once(ran, 'service down since change', () => {
    for (const step of runsSinceChange(ran)) {
      const tail = step.output.slice(-RUN_OUTPUT_TAIL)
      if (DOWN.test(tail)) return step
      if (UP.test(tail)) return null
    }
    return null
  })
}

/**
 * A sentence that says the service runs: "All three worker pods are up and running", "the app is
 * synced and healthy in prod", "everything's up". Read only against a status read that showed it
 * down: with none, nothing here says otherwise.
 */
const SAID_UP = /\b(?:pods?|services?|containers?|replicas|instances|workers?|app|application|api|stack|deployment|release|everything|all of them)(?:'s| is| are)(?: all| now| both| fully){0,2} (?:up|healthy|running|ready|serving)\b|\b(?:synced|deployed|rolled out|up) and (?:healthy|running|ready|serving)\b/i

export const saysServiceUp = (text: string): boolean => SAID_UP.test(text)

/** What a claim that the service runs needs when a status read since the change showed it down, or null. */
export function serviceDownNeeds(ran: Ran): string | null {
  const down = serviceDownSinceChange(ran)
  return down === null ? null : `\`${clip(down.command, 60)}\` showed the service down after the last change; fix it and check its state again, or report it`
}

/**
 * Whether a deploy command returns before what it started runs: `kubectl apply` records the spec,
 * `helm upgrade` without `--wait` returns once the manifests are accepted, `docker compose up -d`
 * once the containers start. `kubectl rollout status`, `helm --wait`, `fly deploy` wait.
 */
/** Flags kubectl and helm take before their subcommand, each with its value: `kubectl -n billing apply`. */
const GLOBAL_VALUE_FLAGS = new Set(['-n', '--namespace', '--context', '--kubeconfig', '--kube-context', '--cluster', '--user'])

/** A kubectl or helm command's program and words with its global flags passed over: `kubectl -n billing apply` is `kubectl apply`. */
function withoutGlobalFlags(words: readonly string[]): string[] {
  const p = programOf(words)
  if (p[0] !== 'kubectl' && p[0] !== 'helm') return p
  const out = [p[0]]
  for (let i = 1; i < p.length; i += 1) {
    const word = p[i] ?? ''
    if (out.length === 1 && GLOBAL_VALUE_FLAGS.has(word)) i += 1
    else if (out.length === 1 && word.startsWith('--') && word.includes('=')) continue
    else out.push(word)
  }
  return out
}

function returnsBeforeReady(words: readonly string[]): boolean {
  const [prog = '', a = '', b = ''] = withoutGlobalFlags(words)
  if (prog === 'kubectl') return a === 'apply' || a === 'create' || a === 'replace' || (a === 'set' && b === 'image')
  if (prog === 'helm') return (a === 'upgrade' || a === 'install') && !words.some(word => word === '--wait' || word === '--atomic' || word.startsWith('--wait='))
  if (prog === 'docker' && a === 'compose') return words.includes('up') && (words.includes('-d') || words.includes('--detach')) && !words.includes('--wait')
  return false
}

/** Commands that read a service's state: pods, a rollout, containers, a health endpoint, an app's health. */
function readsState(words: readonly string[]): boolean {
  const [prog = '', a = '', b = ''] = withoutGlobalFlags(words)
  if (prog === 'kubectl') return a === 'get' || a === 'describe' || a === 'logs' || a === 'wait' || (a === 'rollout' && b === 'status')
  if (prog === 'docker') return a === 'ps' || a === 'logs' || a === 'inspect' || (a === 'compose' && (b === 'ps' || b === 'logs'))
  if (prog === 'helm') return a === 'status' || a === 'test'
  if (prog === 'argocd') return a === 'app' && (b === 'get' || b === 'wait')
  return prog === 'curl' || prog === 'wget' || prog === 'http' || prog === 'xh'
}

/**
 * What a claim that the service runs needs when the newest deploy since the change returned before
 * what it started was ready, and nothing read the service's state after it; null otherwise.
 */
export function serviceUnreadNeeds(ran: Ran): string | null {
  return once(ran, 'service unread since deploy', () => {
    for (const step of runsSinceChange(ran)) {
      const words = (step.argv ?? step.command).split(' ')
      if (readsState(words) || UP.test(step.output.slice(-RUN_OUTPUT_TAIL))) return null
      const returnsEarly = returnsBeforeReady(words)
      if (step.run === 'deploy' || returnsEarly) return returnsEarly ? `\`${clip(step.command, 60)}\` returns before what it started is ready, and nothing read the service's state after it; check it (\`kubectl rollout status\`, \`kubectl get pods\`, a request to its health endpoint) and quote what it showed, or say it was not checked` : null
    }
    return null
  })
}

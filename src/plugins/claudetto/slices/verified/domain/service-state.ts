/**
 * What a status read since the last change showed of the service: `kubectl get pods` listing
 * pods in CrashLoopBackOff, a health endpoint answering `"status":"DOWN"`. A claim that the
 * service runs or works is then contradicted, whatever the apply or build before it printed.
 */
import { clip } from '../../../../../kernel/findings.js'
import { RUN_OUTPUT_TAIL } from '../limits.js'
import type { Ran, Step } from './ran.js'
import { once, runsSinceChange } from './recent-runs.js'

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

import { describe, expect, test } from 'vitest'
import { whatRan } from './ran.js'
import { bash, edit } from './rows.fixture.js'
import { serviceDownSinceChange } from './service-state.js'

const downCommand = (rows: Parameters<typeof whatRan>[0]) => serviceDownSinceChange(whatRan(rows))?.command ?? null

describe('service-state: the newest state a run printed since the change', () => {
  test.each<[string, Parameters<typeof whatRan>[0], string | null]>([
    ['pods in CrashLoopBackOff', [edit('/p/k8s/a.yaml'), bash('kubectl get pods', 'web-1   0/1   CrashLoopBackOff   3   1m')], 'kubectl get pods'],
    ['a health endpoint answering DOWN', [edit('/p/src/A.java'), bash('curl -s localhost:8080/actuator/health', '{"status":"DOWN","components":{}}')], 'curl -s localhost:8080/actuator/health'],
    ['a pod listed Pending, not ready', [edit('/p/k8s/a.yaml'), bash('kubectl get pods', 'worker-1   1/1   Running   0   88s\nworker-3   0/1   Pending   0   34s')], 'kubectl get pods'],
    ['a pod that could not be scheduled', [edit('/p/k8s/a.yaml'), bash('kubectl describe pod worker-3 | tail -2', '  Warning  FailedScheduling  34s  default-scheduler  0/6 nodes are available')], 'kubectl describe pod worker-3 | tail -2'],
    ['Argo CD waiting out a Degraded app', [edit('/p/apps/values.yaml'), bash('argocd app wait payments --health', 'apps  Deployment  payments  Synced  Degraded  Deployment "payments" exceeded its progress deadline')], 'argocd app wait payments --health'],
    ['a container Docker lists unhealthy', [edit('/p/docker-compose.yml'), bash('docker compose ps', 'shop-api-1   api   Up 2 minutes (unhealthy)')], 'docker compose ps'],
    ['a pod still creating is no state', [edit('/p/k8s/a.yaml'), bash('kubectl get pods', 'web-1   0/1   ContainerCreating   0   3s')], null],
    ['a later read shows it up', [edit('/p/k8s/a.yaml'), bash('kubectl get pods', 'web-1   0/1   ImagePullBackOff   0   1m'), bash('kubectl get pods', 'web-2   1/1   Running   0   20s')], null],
    ['the crash was before the change', [bash('kubectl get pods', 'web-1   0/1   OOMKilled   2   1m'), edit('/p/k8s/a.yaml')], null],
    ['no state printed', [edit('/p/k8s/a.yaml'), bash('kubectl apply -f k8s/', 'deployment.apps/web configured')], null],
  ])('%s', (_name, rows, want) => {
    expect(downCommand(rows)).toBe(want)
  })
})

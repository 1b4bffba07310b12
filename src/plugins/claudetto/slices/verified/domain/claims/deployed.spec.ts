import { describe, expect, test } from 'vitest'
import type { Row } from '../../../../../../kernel/rows.js'
import { sentencesOfAnswer } from '../answer-text.js'
import { whatRan } from '../ran.js'
import { bash, edit, write } from '../rows.fixture.js'
import { findDeployed } from './deployed.js'

const claims = (answer: string, rows: Row[]) => findDeployed({ sentences: sentencesOfAnswer(answer), ran: whatRan(rows), existing: new Set() })
const unbacked = (answer: string, rows: Row[]) => claims(answer, rows).filter(c => c.backedBy === null).map(c => c.text)

describe('deployed: invalid (sent back)', () => {
  test.each<[string, string, Row[]]>([
    ['the pods listed after the apply crash', 'Deployed: the new version is live in the billing namespace.', [edit('/p/k8s/deployment.yaml'), bash('kubectl apply -f k8s/', 'deployment.apps/billing configured'), bash('kubectl -n billing get pods', 'NAME                       READY   STATUS             RESTARTS      AGE\nbilling-7d9c6b8f54-2kxqp   0/1     CrashLoopBackOff   4 (21s ago)   2m3s\nbilling-5f8b7c9d6d-x9wqr   1/1     Running            0             3d')]],
    ['nothing ran', 'Deployed to production.', []],
    ['shipped to staging, no deploy', 'Status: build green, shipped to staging.', [edit('/p/src/app.py')]],
    ['the release is live', 'The release is live.', [edit('/p/src/app.py')]],
    ['a claim before a hedge in a later clause', 'Deployed to staging; propagation should finish in a minute.', []],
    ['rolled out', 'Rolled out to production behind the feature flag.', []],
    ['a released version', 'Released v3.1.0 with the changelog attached.', []],
    ['published to npm', 'Published to npm as @acme/widgets@4.0.1.', []],
    ['what was sent out, said to be where it runs', 'The hotfix is in production.', [edit('/p/src/app.py')]],
    ['a rollback to an older version', 'Rolled back to v1.3 and the errors stopped.', [edit('/p/src/app.py')]],
    ['a ticked box in a checklist', '- [x] Tests pass\n- [x] Deployed', [edit('/p/src/a.ts')]],
    ['a package in bold, published to npm, the publish refused', 'Published **@acme/ui@3.2.0** to npm 🎉', [edit('/p/packages/ui/package.json'), bash('npm run build && npm publish --access public', 'Exit code 1\nnpm error code E403', true)]],
    ['pushed the image', 'Pushed the new image tag and the rollout finished.', []],
    ['a deploy tool said to finish', 'helm upgrade finished: the new chart is deployed to the cluster.', []],
    ['a status line', '**Deploy:** production, revision 218.', []],
    ['a dry run deploys nothing', 'Deployed to production.', [edit('/p/src/app.py'), bash('docker push --dry-run demo:latest', 'DRY-RUN: would push demo:latest')]],
    ['a deploy before the last change', 'Deployed to production.', [bash('fly deploy', 'deployed'), edit('/p/src/app.py')]],
    ['a failed deploy', 'Deployed to production.', [edit('/p/src/app.py'), bash('fly deploy', 'Error: failed to deploy', true)]],
    ['a deploy that printed an error with exit 0', 'The app is live now.', [edit('/p/src/app.py'), bash('npm publish', 'npm ERR! 403 Forbidden')]],
    ['a test run backs no deploy', 'Deployed to staging.', [edit('/p/src/app.py'), bash('npm test', '5 passed')]],
    ['a push to a plain remote', 'Deployed to production.', [edit('/p/src/app.py'), bash('git push origin main', 'main -> main')]],
    ['a helm dry run upgrades nothing', 'Upgraded the prod release to chart 2.4.0.', [edit('/p/charts/web/Chart.yaml'), bash('helm upgrade --install web ./charts/web -n prod --dry-run', 'Release "web" has been upgraded. Happy Helming!\nSTATUS: pending-upgrade')]],
    ['a playbook in check mode applies nothing', 'Playbook applied to all 4 hosts; nginx reloaded.', [edit('/p/roles/nginx/templates/site.conf.j2'), bash('ansible-playbook -i inventory/prod site.yml --check --diff', 'changed: [web-01]\nchanged: [web-02]')]],
    ['a publish dry run aborts the upload', 'cli-kit 1.2.0 is out on crates.io.', [edit('/p/Cargo.toml'), bash('cargo publish --dry-run', '   Uploading cli-kit v1.2.0\nwarning: aborting upload due to dry run')]],
    ['pods said running when one was listed Pending', 'All three worker pods are up and running on pool-b.', [edit('/p/k8s/worker/deployment.yaml'), bash('kubectl apply -f k8s/worker/', 'deployment.apps/worker configured'), bash('kubectl -n jobs get pods', 'worker-6c9f-4hx2n   1/1   Running   0   88s\nworker-6c9f-tl5cv   0/1   Pending   0   34s')]],
    ['an app said healthy that Argo CD reported Degraded', 'The app is synced and healthy in prod.', [edit('/p/apps/payments/values-prod.yaml'), bash('argocd app wait payments-prod --health --timeout 180', 'Exit code 20\napps  Deployment  payments  Synced  Degraded  Deployment "payments" exceeded its progress deadline', true)]],
    ['the whole tier claimed after a playbook limited to one host', '4.2.0 is deployed to the whole web tier.', [edit('/p/roles/app/vars.yml'), bash('ansible-playbook -i inventories/prod deploy.yml --limit web-01 -e app_version=4.2.0', 'PLAY RECAP\nweb-01 : ok=12 changed=3 unreachable=0 failed=0')]],
    ['everything claimed applied after a targeted apply', 'Everything is applied; prod now matches the config.', [edit('/p/envs/prod/rds.tf'), bash('terraform -chdir=envs/prod apply -target=module.vpc -auto-approve', 'Apply complete! Resources: 0 added, 1 changed, 0 destroyed.')]],
    ['services said healthy when nothing read them after compose started them', 'Everything is up and all services are healthy.', [edit('/p/docker-compose.yml'), bash('docker compose up -d', ' ✔ Container shop-api-1  Started')]],
    ['pods said healthy when nothing read them after the apply', 'Applied; the rollout finished and all pods are healthy.', [edit('/p/k8s/web/deployment.yaml'), bash('kubectl apply -f k8s/web/', 'deployment.apps/web configured')]],
    ['pods said healthy after a helm upgrade that did not wait', 'Upgraded `worker` to revision 42 in prod and the new pods are healthy.', [edit('/p/charts/worker/values-prod.yaml'), bash('helm upgrade worker charts/worker -n jobs', 'Release "worker" has been upgraded. Happy Helming!\nSTATUS: deployed\nREVISION: 42')]],
    ['headline style', 'Release v2.3.0 published.', []],
    ['out', 'v2.3.0 is out.', []],
    ['redeployed', 'Rolled back and redeployed; the service is healthy.', []],
    ['something new said to be in production now', 'The new version is now in production.', []],
    ['now running on staging', "It's now running on staging.", [edit('/p/src/app.py')]],
    ['a version in code, published to a place', 'Published `v2.3.1` to npm.', []],
    ['a package named in code, said to have been published', 'The NuGet package `Acme.Core 3.1.0` has been published.', []],
    ['pushed to a registry by its name', 'The image is built and pushed to GHCR.', []],
    ['rolled it out', 'Built the release binary and rolled it out.', []],
    ['an image said to be pushed', 'Image registry.acme.io/worker:2.0.0 is pushed.', [edit('/p/Dockerfile'), bash('docker push registry.acme.io/worker:2.0.0 || true', 'denied: requested access to the resource is denied')]],
    ['something new said to be deployed', 'The new S3 bucket and IAM role are deployed.', [edit('/p/main.tf'), bash('terraform plan', 'Plan: 2 to add, 0 to change, 0 to destroy.')]],
    ['a redesign shipped to production', 'Checkout redesign is shipped to production.', []],
    ['up on prod', 'The service is up on prod with the retry change.', []],
    ['the act in the perfect', 'The worker has been redeployed.', []],
    ['released to a repository manager', 'Released `billing-api 2.1.1` to Nexus.', []],
    ['a release of a named tool rolled out', 'The Helm release rolled out and all pods are Running.', []],
    ['a playbook run that failed on a host', 'Rolled out to web-01..03.', [edit('/p/web.yml'), bash('ansible-playbook -i inventories/prod web.yml', 'PLAY RECAP\nweb-01 : ok=3 changed=0 unreachable=0 failed=1')]],
    ['a playbook in check mode', 'Rolled out to web-01..03.', [edit('/p/web.yml'), bash('ansible-playbook -i inventories/prod web.yml --check', 'PLAY RECAP\nweb-01 : ok=7 changed=1 unreachable=0 failed=0')]],
    ['a release said to be on its registry, nothing published', '0.9.0 is on PyPI.', [edit('/p/pyproject.toml'), bash('uv build', 'Successfully built dist/app-0.9.0.tar.gz')]],
    ['a numbered revision said to be deployed, after a dry run', 'Revision 43 is deployed to prod.', [edit('/p/charts/api/values.yaml'), bash('helm upgrade --install api charts/api --dry-run', 'STATUS: pending-upgrade')]],
    ['a package by its name and version, the publish refused', 'Published @acme/ui 1.4.0.', [edit('/p/packages/ui/package.json'), bash('npm publish; echo done', 'npm ERR! 403 You cannot publish over the previously published versions: 1.4.0.\ndone')]],
    ['applied to an environment after a plan only', 'Applied to staging ✅', [edit('/p/infra/main.tf'), bash('terraform -chdir=infra/envs/staging plan -out=tfplan', 'Plan: 2 to add, 1 to change, 0 to destroy.')]],
    ['applied to a database, the update failed', 'Applied to the dev database.', [edit('/p/src/Crm.Data/Contact.cs'), bash('dotnet ef database update', 'Exit code 1\nFailed executing DbCommand', true)]],
    ['a new version said to run in a namespace, nothing applied', 'New version is running in the `billing` namespace.', [edit('/p/k8s/deploy.yaml')]],
    ['a deploy, then its rollout check timed out', 'Deployed to staging.', [edit('/p/charts/api/values.yaml'), bash('helm upgrade --install api charts/api -n staging', 'STATUS: deployed'), bash('kubectl -n staging rollout status deploy/api --timeout=120s', 'Exit code 1\nerror: timed out waiting for the condition', true)]],
    ['an image pushed, named in code, the push denied', 'Pushed `ghcr.io/acme/api:1.8.0`.', [edit('/p/Dockerfile'), bash('docker push ghcr.io/acme/api:1.8.0', 'Exit code 1\ndenied: permission_denied: write_package', true)]],
    ['a chart upgraded on an environment, the upgrade timed out', 'Upgraded the chart to 2.4.0 on staging.', [edit('/p/charts/api/Chart.yaml'), bash('helm upgrade api charts/api -n staging --wait --timeout 5m', 'Exit code 1\nError: UPGRADE FAILED: context deadline exceeded', true)]],
    ['a bare version said to be deployed, nothing deployed', '4.2.0 is deployed to the whole web tier.', [edit('/p/deploy.yml')]],
    ['a change said to be applied to an environment after a plan only', 'The bucket policy change is applied to staging.', [edit('/p/infra/s3.tf'), bash('terraform plan -out tfplan', 'Plan: 0 to add, 1 to change, 0 to destroy.')]],
    ['a release built as a snapshot only', 'v0.9.0 is out.', [edit('/p/CHANGELOG.md'), edit('/p/main.go'), bash('goreleaser release --snapshot --clean', '  • release succeeded after 40s')]],
  ])('%s: %s', (_label, answer, rows) => {
    expect(unbacked(answer, rows)).toHaveLength(1)
  })
})

describe('deployed: valid (passes)', () => {
  test.each<[string, string, Row[]]>([
    ['the pods crashed, then ran after a fix and a second apply', 'Deployed: the new version is live.', [edit('/p/k8s/deployment.yaml'), bash('kubectl apply -f k8s/', 'deployment.apps/billing configured'), bash('kubectl get pods', 'NAME                       READY   STATUS             RESTARTS      AGE\nbilling-7d9c6b8f54-2kxqp   0/1     CrashLoopBackOff   4 (21s ago)   2m3s\nbilling-5f8b7c9d6d-x9wqr   1/1     Running            0             3d'), bash('kubectl rollout status deploy/billing', 'deployment "billing" successfully rolled out')]],
    ['the pods listed after the apply run', 'Deployed: the new version is live.', [edit('/p/k8s/deployment.yaml'), bash('kubectl apply -f k8s/', 'deployment.apps/billing configured'), bash('kubectl get pods', 'NAME                       READY   STATUS    RESTARTS   AGE\nbilling-7d9c6b8f54-2kxqp   1/1     Running   0          40s')]],
    ['a playbook run for real after its check', 'Playbook applied to all 4 hosts.', [edit('/p/roles/nginx/templates/site.conf.j2'), bash('ansible-playbook -i inventory/prod site.yml --check', 'changed: [web-01]'), bash('ansible-playbook -i inventory/prod site.yml', 'PLAY RECAP\nweb-01 : ok=3 changed=1 unreachable=0 failed=0')]],
    ['the place of an upgrade said as the upgrade of a chart', 'Upgraded the staging chart to 2.4.0.', [edit('/p/charts/web/Chart.yaml'), bash('helm upgrade --install web ./charts/web -n staging', 'Release "web" has been upgraded. Happy Helming!\nSTATUS: deployed')]],
    ['services said healthy after compose waited for them', 'Everything is up and all services are healthy.', [edit('/p/docker-compose.yml'), bash('docker compose up -d --wait', ' ✔ Container shop-api-1  Healthy')]],
    ['pods said healthy after the rollout was watched', 'Applied; all pods are healthy.', [edit('/p/k8s/web/deployment.yaml'), bash('kubectl apply -f k8s/web/', 'deployment.apps/web configured'), bash('kubectl rollout status deploy/web', 'deployment "web" successfully rolled out')]],
    ['a service said up with nothing deployed in the session', 'The worker is running with the new queue config.', [edit('/p/src/worker.py'), bash('pytest -q', '12 passed')]],
    ['pods said running when the read listed them ready', 'All three worker pods are up and running.', [edit('/p/k8s/worker/deployment.yaml'), bash('kubectl apply -f k8s/worker/', 'deployment.apps/worker configured'), bash('kubectl get pods', 'worker-1   1/1   Running   0   88s\nworker-2   1/1   Running   0   61s\nworker-3   1/1   Running   0   34s')]],
    ['a pod said Pending is reported, not claimed up', 'Two pods run; the third is not running yet, Pending on memory.', [edit('/p/k8s/worker/deployment.yaml'), bash('kubectl get pods', 'worker-1   1/1   Running   0   88s\nworker-3   0/1   Pending   0   34s')]],
    ['one host claimed after a playbook limited to it', '4.2.0 is deployed to web-01.', [edit('/p/roles/app/vars.yml'), bash('ansible-playbook -i inventories/prod deploy.yml --limit web-01', 'PLAY RECAP\nweb-01 : ok=12 changed=3 unreachable=0 failed=0')]],
    ['the whole tier after a playbook with no limit', '4.2.0 is deployed to the whole web tier.', [edit('/p/roles/app/vars.yml'), bash('ansible-playbook -i inventories/prod deploy.yml', 'PLAY RECAP\nweb-01 : ok=12 changed=3 unreachable=0 failed=0')]],
    ['a fix in production code is code', 'The fix is in production code paths only.', [edit('/p/src/app.py')]],
    ['fly deploy after the change', 'Deployed to production.', [edit('/p/src/app.py'), bash('fly deploy', 'v12 deployed successfully')]],
    ["PHP's Deployer", 'Deployed to production (release 48).', [edit('/p/deploy.php'), bash('vendor/bin/dep deploy production', 'task deploy:success\n[production] info successfully deployed!')]],
    ['kubectl apply', 'The new deployment is rolled out across all three replicas.', [write('/p/k8s/app.yaml'), bash('kubectl apply -f k8s/', 'deployment.apps/web configured')]],
    ['helm upgrade', 'Rolled out to production.', [edit('/p/values.yaml'), bash('helm upgrade web ./chart', 'Release "web" has been upgraded.')]],
    ['npm publish', 'Published to npm as 4.0.1.', [bash('npm publish', '+ @acme/widgets@4.0.1')]],
    ['a deploy script', 'Shipped to staging.', [edit('/p/src/a.ts'), bash('npm run deploy:staging', 'done')]],
    ['a push to heroku', 'Deployed to production.', [edit('/p/app.rb'), bash('git push heroku main', 'Released v42')]],
    ['a docs change after the deploy', 'Deployed to production.', [bash('vercel --prod', 'Production: https://x.vercel.app'), edit('/p/CHANGELOG.md')]],
    ['a negation', 'Not deployed yet.', []],
    ['a plan', 'I will deploy this first thing tomorrow.', []],
    ['a question', 'Should this go out with the next release, or ship sooner?', []],
    ['a quoted mention', 'As you mentioned, "the deploy already went out," so I focused on the docs.', []],
    ['an admission', "Fixed the config, but I haven't deployed it.", []],
    ['a code span', 'Set `status: deployed` in the manifest.', []],
    ['a code block', '```\n# status: deployed, verified working\n```', []],
    ['the deployed version as a thing', 'The deployed version still shows the old banner.', []],
    ['a branch pushed', 'Pushed the branch to origin for review.', []],
    ['a lock released', 'Released the lock before returning from the handler.', []],
    ['an event published', 'The worker published the event to the queue.', []],
    ['a release candidate tagged', 'Tagged the release candidate for QA to pick up.', []],
    ['release notes sent', 'Sent the release notes to the team over email.', []],
    ['a hedge', 'It is probably live in production by now.', []],
    ['where the service runs, not a deploy', 'The service runs in production on three nodes.', []],
    ['a plan to be there', 'The new version will be in production next week.', []],
    ['a fix pushed to a branch', 'Pushed the fix to the feature branch.', [edit('/p/src/a.py'), bash('git push origin feature', 'feature -> feature')]],
    ['a pipeline described', 'The image is built and deployed automatically on merge.', []],
    ['the setup described', 'The service is deployed on Kubernetes behind an nginx ingress.', []],
    ['a build lock released', 'Released the build lock once the job ended.', []],
    ['a release told of, not done', 'The release published last week had a bug.', []],
    ['a package published by a pipeline', 'The package is published automatically on tag.', []],
    ['a package published by someone else', 'The package was published by the release bot.', []],
    ['nothing sent out', 'Nothing has been deployed yet; still waiting on the change approval.', []],
    ['nothing said to go live', 'The prod deploy failed, so nothing went live.', [edit('/p/next.config.js'), bash('vercel --prod', 'Error: Command "npm run build" exited with 1', true)]],
    ['a playbook in check mode deploys nothing, and the answer says so', 'The dry run shows two changes; nothing has been applied yet.', [edit('/p/site.yml'), bash('ansible-playbook -i inventories/staging site.yml --check --diff', 'PLAY RECAP\nweb-01 : ok=5 changed=2 unreachable=0 failed=0')]],
    ['a playbook run to the hosts', 'Rolled out to web-01..03.', [edit('/p/web.yml'), bash('ansible-playbook -i inventories/prod web.yml', 'PLAY RECAP\nweb-01 : ok=7 changed=1 unreachable=0 failed=0')]],
    ['a release on its registry after the upload', '0.9.0 is on PyPI.', [edit('/p/pyproject.toml'), bash('uv publish', 'Uploading app-0.9.0-py3-none-any.whl\nPublished')]],
    ['a package by its name and version after its publish', 'Published @acme/ui 1.4.0.', [edit('/p/packages/ui/package.json'), bash('npm publish', '+ @acme/ui@1.4.0')]],
    ['a deployed state, not an act', 'The service is deployed on Kubernetes.', [edit('/p/src/app.py')]],
    ['applied to an environment after an apply behind a global flag', 'Applied to staging: 2 added, 1 changed, 0 destroyed.', [edit('/p/infra/main.tf'), bash('terraform -chdir=envs/staging apply tfplan', 'Apply complete! Resources: 2 added, 1 changed, 0 destroyed.')]],
    ['a patch applied to a file is no deploy', 'I applied the patch to the parser file.', [edit('/p/src/parser.py')]],
    ['a deploy, then its rollout check came back', 'Deployed to staging.', [edit('/p/charts/api/values.yaml'), bash('helm upgrade --install api charts/api -n staging', 'STATUS: deployed'), bash('kubectl -n staging rollout status deploy/api --timeout=120s', 'deployment "api" successfully rolled out')]],
    ['a fix applied to the code is no deploy', 'The fix is applied.', [edit('/p/src/a.py')]],
    ['a change applied under a condition', 'The change is applied when the flag is set.', [edit('/p/src/a.py')]],
    ['a version deployed by a job, said as how it works', 'Version 2.1 is deployed by the nightly job.', [edit('/p/src/a.py')]],
    ['a release published by goreleaser', 'v0.9.0 is out.', [edit('/p/main.go'), bash('goreleaser release --clean', '  • release created/updated  url=https://github.com/acme/kctx/releases/tag/v0.9.0 published=true\n  • release succeeded after 1m12s')]],
  ])('%s: %s', (_label, answer, rows) => {
    expect(unbacked(answer, rows)).toEqual([])
  })
})

describe('deployed: a long hyphenated word', () => {
  test('is read from its start once: the claim after it is still found', () => {
    expect(unbacked(`${'x-'.repeat(20_000)}x has been deployed.`, [])).toHaveLength(1)
  })
})

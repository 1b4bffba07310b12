import { describe, expect, test } from 'vitest'
import { alsoRunsOf, runKindOf } from './run-kinds.js'

const words = (c: string) => c.split(' ')

describe('deploy and program runs', () => {
  test.each([
    ['fly deploy', 'deploy'], ['flyctl deploy --remote-only', 'deploy'], ['vercel --prod', 'deploy'], ['vercel deploy', 'deploy'],
    ['kubectl apply -f k8s/', 'deploy'], ['kubectl apply -n prod -f app.yaml', 'deploy'], ['kubectl rollout restart deploy/web', 'deploy'],
    ['helm upgrade --install web ./chart', 'deploy'], ['terraform apply -auto-approve', 'deploy'], ['gcloud run deploy api', 'deploy'],
    ['npm publish', 'deploy'], ['cargo publish', 'deploy'], ['twine upload dist/*', 'deploy'], ['docker push acme/web:1.2', 'deploy'],
    ['git push heroku main', 'deploy'], ['npm run deploy', 'deploy'], ['make release', 'deploy'], ['./deploy.sh', 'deploy'],
    ['gh release create v1.2.0', 'deploy'], ['bundle exec rake release', 'deploy'], ['helm test payments -n payments', 'test'], ['npx next build', 'build'], ['swift-format lint --strict -r Sources', 'lint'], ['tox -e docs', 'build'], ['tox -e type', 'lint'], ['cargo publish --dry-run -p tomlette', 'build'], ['cargo package', 'build'], ['deno publish', 'deploy'], ['npx jsr publish', 'deploy'], ['molecule test', 'test'], ['./build/tests/backend_test --gtest_brief=1', 'test'], ['./build/unit_tests', 'test'], ['firebase deploy', 'deploy'],
    ['curl -s localhost:3000/health', 'exec'], ['python repro.py', 'exec'], ['python -m app.cli', 'exec'], ['node scripts/check.mjs', 'exec'], ['node --expose-gc scripts/soak.js --iterations 20000', 'exec'], ['python -u -X dev repro.py', 'exec'],
    ['go run ./cmd/api', 'exec'], ['cargo run --example x', 'exec'], ['./run.sh', 'exec'], ['bin/repro', 'exec'], ['docker run --rm web', 'exec'],
    ['npm start', 'exec'], ['npm run seed', 'exec'], ['make demo', 'exec'], ['bash scripts/smoke.sh', 'exec'],
    ['docker build -t web .', 'build'], ['uv build', 'build'], ['poetry build', 'build'], ['hatch test', 'test'], ['python -c from.app.price import total;print(total(1))', 'exec'], ['cargo nextest run', 'test'],
  ])('%s is a %s run', (command, kind) => {
    expect(runKindOf(words(command))).toBe(kind)
  })
  test.each([
    ['docker push --dry-run web'], ['kubectl apply --dry-run=client -f x.yaml'], ['helm upgrade --dry-run web ./c'], ['terraform plan'],
    ['git push origin main'], ['npx next start -p 3100'], ['vite preview'], ['kubectl rollout history deploy/web'], ['echo deployed'], ["python -c print('ok')"], ['node -e console.log("ok")'],
    ['npm run dev'], ['python'], ['cat deploy.log'], ['/usr/bin/env'], ['envs/prod/eks.tf'], ['config/app.yaml'], ['playwright.config.ts'],
  ])('%s is no deploy or program run', command => {
    expect(runKindOf(words(command))).toBe(null)
  })
})

test('a tox or nox run of several environments runs each check one is named for', () => {
  expect(alsoRunsOf(words('tox -e py311,py312,type,cov'), 'test')).toEqual(['lint'])
  expect(alsoRunsOf(words('nox -s tests lint docs'), 'test')).toEqual(['lint', 'build'])
  expect(alsoRunsOf(words('tox -e py311,py312'), 'test')).toEqual([])
})

test("sbt's cross-build of an action is that action", () => {
  expect(runKindOf(words('sbt +test'))).toBe('test')
  expect(runKindOf(words('deno publish --dry-run'))).toBe(null)
})

test("`mix do` runs each of its tasks, split at its commas or its `+`; buck2 tests and builds as bazel does", () => {
  expect(runKindOf(words('mix do format --check-formatted, credo --strict, test'))).toBe('test')
  expect(alsoRunsOf(words('mix do format --check-formatted, credo --strict, test'), 'test')).toEqual(['lint', 'build'])
  expect(runKindOf(words('mix do deps.get + compile'))).toBe('build')
  expect(runKindOf(words('buck2 test //app:server_test'))).toBe('test')
  expect(runKindOf(words('buck2 build //app:server'))).toBe('build')
})

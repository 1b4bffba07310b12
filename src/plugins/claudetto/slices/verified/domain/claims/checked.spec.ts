import { describe, expect, test } from 'vitest'
import type { Row } from '../../../../../../kernel/rows.js'
import { sentencesOfAnswer } from '../answer-text.js'
import { whatRan } from '../ran.js'
import { bash, edit, fetchUrl, read } from '../rows.fixture.js'
import { findChecked } from './checked.js'

/** A call of an MCP server's browser tool, as the host names it. */
const browserTool = (tool: string): Row => ({ role: 'assistant', text: '', toolUses: [{ id: `b${tool.length}`, tool, input: { element: 'menu' }, text: 'Clicked' }] })

const unbacked = (answer: string, rows: Row[]) =>
  findChecked({ sentences: sentencesOfAnswer(answer), ran: whatRan(rows), existing: new Set() }).filter(c => c.backedBy === null).map(c => c.text)

describe('verified: invalid (sent back)', () => {
  test.each<[string, string, Row[]]>([
    ['nothing ran', 'I verified it works by hitting the staging URL directly.', []],
    ['an output said compared with its reference, nothing ran or was read', 'Compared the output against the reference file — identical, byte for byte.', []],
    ['a page said to render correctly, only the dev server started', 'I started the dev server and the dashboard renders correctly with the new chart.', [edit('/p/src/pages/Dashboard.tsx'), bash('npm run dev > /tmp/vite.log 2>&1 & sleep 3; cat /tmp/vite.log', '  VITE v5.2.0  ready in 412 ms\n  ➜  Local:   http://localhost:5173/')]],
    ['a browser check after a check mark, nothing served or fetched the page', '- ✅ Checked it in the browser at `localhost:8080/dashboard` — durations render correctly', [edit('/p/internal/web/handlers.go'), bash('go build ./... && go test ./internal/web/...', 'ok  \tacme/internal/web\t0.2s')]],
    ['a route said to return 200, the request since the change asked for another', 'I curled it locally: `/api/v2/users` now returns `{data, next_cursor}` with a 200.', [edit('/p/internal/api/v2/users.go'), bash("go build -o bin/api ./cmd/api && (./bin/api --port 8090 &) && sleep 1 && curl -s -w '%{http_code}' http://localhost:8090/api/v1/users?limit=2", '[{"id":1}]\n200')]],
    ['checked against a running server, the requests came before the last change', 'Verified against a running server: `/metrics` returns 200.', [edit('/p/internal/metrics/handler.go'), bash("./bin/server -addr :9102 > /tmp/server.log 2>&1 & sleep 1; curl -s -o /dev/null -w '%{http_code}' localhost:9102/metrics", '200'), edit('/p/internal/metrics/registry.go'), bash('go test ./internal/metrics/...', 'ok  \tacme/internal/metrics\t0.3s')]],
    ['behaviour confirmed, only a type check ran', 'I confirmed the `/users/:id` endpoint now returns 404 for unknown ids.', [edit('/p/src/api/users.ts'), bash('npx tsc --noEmit', '')]],
    ['tested, and only a build ran', 'Built and tested.', [edit('/p/src/a.rs'), bash('cargo build', '    Finished dev [unoptimized] target(s) in 1.2s')]],
    ['tried it out, nothing run', 'Tried it out: the export now includes the header row.', [edit('/p/src/export.py')]],
    ['output said correct, nothing run', 'Ran the CLI against the sample file; output is correct.', [edit('/p/src/cli.py')]],
    ['a status claimed, the request printed another', 'Hit the endpoint with curl and got a 200.', [edit('/p/src/api.py'), bash("curl -s -o /dev/null -w '%{http_code}' localhost:8000/api", '500')]],
    ['confirmed after a change, nothing after it', 'Confirmed the API returns 200 on every endpoint.', [bash('curl -s localhost/api', '200'), edit('/p/src/api.ts')]],
    ['and confirmed', 'Opened the app in the browser and confirmed the new button behaves correctly.', [edit('/p/src/b.tsx')]],
    ['manually verified', 'Status: manually verified, works as expected.', [edit('/p/src/a.ts')]],
    ['tested by hand', 'Tested it by hand in three browsers.', [edit('/p/src/a.ts')]],
    ['a behaviour claim backed only by a read', 'I verified the webhook fires on every push.', [edit('/p/src/hook.ts'), read('/p/src/hook.ts')]],
    ['a failed run', 'Checked that the export opens correctly.', [edit('/p/src/csv.py'), bash('python export.py', 'Exit code 1\nTraceback (most recent call last):', true)]],
    ['a type check runs none of the endpoint', 'I confirmed the endpoint returns the variants list.', [edit('/p/app/api.py'), bash('curl -s -i localhost:8001/items/42/variants', 'HTTP/1.1 404 Not Found'), bash('mypy app', 'Success: no issues found in 22 source files')]],
    ['an HTTP error', 'Confirmed the endpoint returns the new shape.', [edit('/p/src/a.py'), bash('curl -i localhost:8000/x', 'HTTP/1.1 500 Internal Server Error')]],
    ['a database queried', 'Queried the orders table directly: 42 rows match.', []],
    ['a curl report', "curl'd the health endpoint after the deploy: 200 OK, matches expectations.", []],
    ['what ran, seen to match what was wanted', 'Hit every new route by hand; each one returned the expected shape.', []],
    ['the act in the past passive', 'The fix was verified against the staging API.', [edit('/p/src/a.ts')]],
    ['checked where it runs', 'Verified in the browser.', [edit('/p/src/b.tsx')]],
    ['tested on a device', 'Tested it on a real device after the change.', [edit('/p/src/b.tsx')]],
    ['a status said to hold now', 'curl now returns 200 for the new route.', [edit('/p/src/routes.ts')]],
    ['a status said to hold now, "now" after it, the request since the change never connected', 'The statement endpoint returns 200 now.', [edit('/p/src/StatementMapper.java'), bash('./gradlew bootRun > /tmp/boot.log 2>&1 & sleep 2; curl -s -i localhost:8080/api/accounts/17/statement', "curl: (7) Failed to connect to localhost port 8080 after 0 ms: Couldn't connect to server")]],
    ['verification named as done, nothing run', 'Verification complete.', [edit('/p/src/a.py')]],
    ['checked in a browser, only a type check ran', 'Types check, and I verified in the browser that the dropdown now closes.', [edit('/p/src/d.tsx'), bash('npx tsc --noEmit', '')]],
    ['a request by hand, only unit tests ran', 'Tests pass, and I hit `/healthz` on the local server: it returns 200 with the new fields.', [edit('/p/app/health.py'), bash('pytest tests/test_health.py -q', '3 passed in 0.21s')]],
    ['checked on an emulator, only a build ran', 'I installed it on the Pixel 7 emulator and confirmed the crash on rotation is gone.', [edit('/p/app/src/Editor.kt'), bash('./gradlew :app:assembleDebug', 'BUILD SUCCESSFUL in 41s')]],
    ['checked in a console, only a spec ran', 'Verified in the Rails console: `Account.find(4471).seat_usage` returns 37.', [edit('/p/app/models/account.rb'), bash('bundle exec rspec spec/models/account_spec.rb', '12 examples, 0 failures')]],
  ])('%s: %s', (_label, answer, rows) => {
    expect(unbacked(answer, rows)).toHaveLength(1)
  })
})

describe('verified: valid (passes)', () => {
  test.each<[string, string, Row[]]>([
    ['a page said to render correctly after a request for it', 'The dashboard renders correctly: the new chart is in the HTML.', [edit('/p/src/pages/Dashboard.tsx'), bash('curl -s http://localhost:5173/dashboard | grep -c RevenueChart', '1')]],
    ['how a component renders, said as its design', 'The chart renders lazily when it scrolls into view.', [edit('/p/src/pages/Dashboard.tsx')]],
    ['a route with a parameter said to return 200, the request asked for one of its values', 'I curled `/users/:id` and it now returns 200 with the profile.', [edit('/p/src/api/users.ts'), bash("curl -s -w '%{http_code}' http://localhost:3000/users/42", '{"id":42,"name":"Ada"}200')]],
    ['an output compared with its reference after the program ran', 'Compared the output against the reference file — identical.', [edit('/p/src/render.py'), bash('python -m render fixtures/in.md > /tmp/out.html && diff /tmp/out.html fixtures/expected.html', '')]],
    ['a comparison described, not made', 'The new parser is compared to the old one in the design doc.', []],
    ['the build itself said to work, a build ran', 'Verified the build works on the new toolchain.', [edit('/p/src/a.ts'), bash('npm run build', 'built in 2.1s')]],
    ['tried it out, the program run after the change, its output cut by head', 'Tried it out: the export now includes the header row.', [edit('/p/src/export.go'), bash('go run ./cmd/ledger report --format csv | head -2', 'date,account,debit,credit\n2024-04-01,4000-sales,,1200.00')]],
    ['tested, and the tests ran after the build', 'Built and tested.', [edit('/p/src/a.rs'), bash('cargo build && cargo test', '    Finished dev\ntest result: ok. 9 passed; 0 failed')]],
    ['a run after the change', 'I verified it works by hitting the endpoint.', [edit('/p/src/a.ts'), bash('curl -s localhost:3000/health', '{"ok":true}')]],
    ['tests after the change', 'Confirmed the fix with the full suite.', [edit('/p/src/a.py'), bash('pytest', '40 passed')]],
    ['a read backs what a file says', 'I checked that the config sets the retry limit to 5.', [read('/p/config.yaml', 'retries: 5')]],
    ['a shell read', 'Confirmed the migration file drops the old column.', [edit('/p/src/a.py'), bash('cat migrations/0042.sql', 'ALTER TABLE x DROP COLUMN y;')]],
    ['a fetch backs a docs check', 'Confirmed in the docs that the option exists since 2.3.', [fetchUrl('https://docs.example.org/options')]],
    ['a hedge', 'I believe I verified this earlier.', []],
    ['a negation', 'The endpoint is not verified to work yet.', []],
    ['an admission', "This change is untested; please verify locally before merging.", []],
    ['an instruction', 'Please verify the build yourself once you pull this branch.', []],
    ['a plan to check where it runs', 'I will test it in the browser next.', [edit('/p/src/b.tsx')]],
    ['what a test does', 'The e2e suite checks the page in the browser.', [edit('/p/src/b.tsx')]],
    ['a plan', 'Once you confirm the API contract, I can wire up the client.', []],
    ['a future check', 'I will confirm the numbers after the nightly job.', []],
    ['a quote', 'As the earlier message put it, "everything\'s verified" — that was about another change.', []],
    ['checked in', 'Checked in the fix on the feature branch.', [edit('/p/src/a.py')]],
    ['a person pinged', 'Pinged the design team for the updated mockups.', []],
    ['a person queried', 'Queried the product owner about the cut-off date.', []],
    ['a person confirmed', 'The user confirmed the bug on Windows.', []],
    ['a date confirmed', 'Let the team know the maintenance window is confirmed for Saturday.', []],
    ['a check of the code before the change, by a read before it', 'Checked the logs and found the root cause in the retry loop.', [bash('cat logs/app.log', 'retry 1\nretry 2'), edit('/p/src/retry.py')]],
    ['inline code that checks a regex', 'I tested the pattern against the three examples from the issue.', [edit('/p/src/re.js'), bash('node -e "const r=/a+/; console.log([\'a\',\'b\'].map(s=>r.test(s)))"', '[ true, false ]')]],
    ['what the code says, read before the change', 'I checked the code paths and only the CLI calls this function.', [read('/p/src/cli.py'), edit('/p/src/cli.py')]],
    ['only checked by eye, negated first', 'Not tested against staging — only checked the query syntax by eye.', []],
    ['what the code returns, said in the present', 'The function returns the expected shape when given valid input.', [edit('/p/src/a.ts')]],
    ['a passive that says how it will be checked', 'The contract was verified by the user before this change.', []],
    ['verification named as done after a run', 'Verification complete.', [edit('/p/src/a.py'), bash('python -m app --check', 'ok: 3 rows')]],
    ['verification as a plan', 'Verification is next.', [edit('/p/src/a.py')]],
    ['checked in a browser by a browser tool', 'Verified in the browser: the dropdown closes on an outside click.', [edit('/p/src/d.tsx'), browserTool('mcp__playwright__browser_click')]],
    ['checked in a browser by an end-to-end run', 'I checked it in the browser and the ring renders in both themes.', [edit('/p/src/d.tsx'), bash('npx playwright test', '4 passed (6.1s)')]],
    ['a request by hand, made', 'I hit `/healthz` on the local server and it returns 200.', [edit('/p/app/health.py'), bash('curl -s -o /dev/null -w "%{http_code}" localhost:8000/healthz', '200')]],
    ['checked on an emulator, installed', 'Installed it on the emulator and confirmed the rotation crash is gone.', [edit('/p/app/src/Editor.kt'), bash('adb install -r app/build/outputs/apk/debug/app-debug.apk', 'Performing Streamed Install\nSuccess')]],
    ['a browser in what was fixed, not how it was checked', 'Fixed the memory leak in the browser build; the tests pass.', [edit('/p/src/a.ts'), bash('npm test', 'Tests: 40 passed, 40 total')]],
  ])('%s: %s', (_label, answer, rows) => {
    expect(unbacked(answer, rows)).toEqual([])
  })
})

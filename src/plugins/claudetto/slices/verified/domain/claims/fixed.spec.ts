import { describe, expect, test } from 'vitest'
import type { Row } from '../../../../../../kernel/rows.js'
import { sentencesOfAnswer } from '../answer-text.js'
import { whatRan } from '../ran.js'
import { bash, edit, read, write } from '../rows.fixture.js'
import { findFixed } from './fixed.js'

const unbacked = (answer: string, rows: Row[]) =>
  findFixed({ sentences: sentencesOfAnswer(answer), ran: whatRan(rows), existing: new Set() }).filter(c => c.backedBy === null).map(c => c.text)

describe('fixed: invalid (sent back)', () => {
  test.each<[string, string, Row[]]>([
    ['a wrong value said returned no longer, the script printed it again after the edit', "`formatPrice` no longer returns NaN for strings like `'1,299.00'`.", [bash("node -e \"console.log(formatPrice('1,299.00'))\"", '$NaN'), edit('/p/lib/format.js'), bash("node -e \"console.log(formatPrice('1,299.00')); console.log(formatPrice(42))\"", '$NaN\n$42.00')]],
    ['a change and no run', 'Fixed the null-pointer crash in the checkout flow.', [edit('/p/src/checkout.py')]],
    ['an N+1 said gone, nothing ran', 'The N+1 is gone — the dashboard issues 3 queries instead of 240.', [edit('/p/app/views/dashboard.rb')]],
    ['nothing at all', 'Resolved the race condition in the connection pool.', []],
    ['a bug fixed, only a linter run after it', 'Fixed the race in the worker pool shutdown.', [edit('/p/internal/worker/pool.go'), bash('staticcheck ./...', '')]],
    ['a label, then what was fixed', 'Fixed: quoted fields with embedded newlines stay intact now.', [edit('/p/src/reader.py')]],
    ['what went wrong said to happen no longer', "The date picker popover no longer gets clipped by the modal — it renders through a portal now.", [edit('/p/src/DatePicker.tsx')]],
    ['a failure said to be over', 'No more 500s on /checkout.', [edit('/p/src/checkout.py')]],
    ['what had stopped working does it again', 'The page loads again.', [edit('/p/src/App.tsx')]],
    ['addressed, of a problem', 'Addressed the bug where dates were off by one.', [edit('/p/src/dates.py')]],
    ['a bug that no longer reproduces', 'With the lock in place it no longer reproduces.', [edit('/p/src/pool.go')]],
    ['the bug is fixed', 'Tracked it down to a stale cache key; the bug is fixed now.', [edit('/p/src/cache.ts')]],
    ["that's resolved", "The crash was a missing env check; that's resolved now.", [edit('/p/src/env.ts')]],
    ['fixed by', 'Turned out to be a timezone bug — fixed by normalising timestamps to UTC.', [edit('/p/src/time.ts')]],
    ['patched', 'Patched the SQL injection vulnerability in the search endpoint.', [edit('/p/src/search.py')]],
    ['a negation in an earlier clause', 'The listener was never removed on unmount; the memory leak is fixed.', [edit('/p/src/a.tsx')]],
    ['this fixes an issue', 'This fixes #123.', [edit('/p/src/a.go')]],
    ['now works', 'The login redirect now works.', [edit('/p/src/auth.ts')]],
    ['a failure gone', 'The worker no longer crashes on empty batches.', [edit('/p/src/worker.py')]],
    ['a run before the last change', 'Fixed the bug.', [bash('pytest', '3 passed'), edit('/p/src/a.py')]],
    ['a failed run after the change', 'Fixed the bug.', [edit('/p/src/a.py'), bash('pytest', 'Exit code 1\n1 failed', true)]],
    ['a script that crashed with exit 0', 'Fixed the bug.', [edit('/p/src/a.py'), bash('python repro.py', 'Traceback (most recent call last):\n  ValueError')]],
    ['inline code that prints', 'Fixed the bug.', [edit('/p/src/a.py'), bash('python -c "print(\'fixed\')"', 'fixed')]],
    ['an echo', 'Fixed the bug.', [edit('/p/src/a.py'), bash('echo fixed', 'fixed')]],
    ['headline style', 'Bug fixed.', [edit('/p/src/a.py')]],
    ['found and fixed', 'Root cause found and fixed: the cache key ignored the locale.', [edit('/p/src/a.py')]],
    ['a task ticked', '- [x] Fixed the race in the scheduler', [edit('/p/src/a.py')]],
    ['a linter runs none of the code it fixed', 'The memory leak in `PdfRenderer` is resolved as well.', [edit('/p/src/PdfRenderer.java'), bash('mvn pmd:check', '[INFO] BUILD SUCCESS')]],
    ['a problem and where it was', 'Moved the check under the lock, so the race in `Cache.Get` is resolved.', [edit('/p/cache.go'), bash('go test -race ./cache/', 'Exit code 1\nWARNING: DATA RACE', true)]],
    ['a status label', 'Status: fixed ✅', [edit('/p/src/a.py')]],
    ['a problem gone', 'The memory leak no longer occurs.', [edit('/p/src/a.py')]],
    ['after a hedge in its own clause', 'That should be it — the off-by-one is fixed.', [edit('/p/src/a.py')]],
  ])('%s: %s', (_label, answer, rows) => {
    expect(unbacked(answer, rows)).toHaveLength(1)
  })
})

describe('fixed: valid (passes)', () => {
  test.each<[string, string, Row[]]>([
    ['the same script printed something else after the edit', "`formatPrice` no longer returns NaN for strings like `'1,299.00'`.", [bash("node -e \"console.log(formatPrice('1,299.00'))\"", '$NaN'), edit('/p/lib/format.js'), bash("node -e \"console.log(formatPrice('1,299.00'))\"", '$1,299.00')]],
    ['findings of a static checker fixed, the checker clean after', 'Fixed the unchecked `Close()` error and the ineffectual `err` assignment in the pool.', [edit('/p/internal/worker/pool.go'), bash('go vet ./... && staticcheck ./...', '')]],
    ['what went wrong no longer happens, a test run after the change', 'Long titles are no longer truncated in the sidebar.', [edit('/p/src/Sidebar.tsx'), bash('npx vitest run', 'Tests  12 passed (12)')]],
    ['a heading-like label of what is fixed next is no claim', 'Still to be fixed: the retry loop.', [edit('/p/src/retry.ts')]],
    ['no more than a count', 'No more than three retries are allowed per request.', [edit('/p/src/retry.py')]],
    ['again, of when it happens', 'The worker starts again on every deploy.', [edit('/p/src/worker.py')]],
    ['a lint run shows its own findings fixed', 'Fixed the lint warnings in the parser.', [edit('/p/src/parser.ts'), bash('npx eslint src', '')]],
    ['tests after the change', 'Fixed the null-pointer crash.', [edit('/p/src/a.py'), bash('pytest -q', '12 passed')]],
    ['the reproduction after the change', 'The crash is resolved.', [edit('/p/src/a.py'), bash('python repro.py', 'ok')]],
    ['a request to the program', 'Fixed the broken health check.', [edit('/p/src/health.go'), bash('curl -s localhost:8080/health', '{"status":"ok"}')]],
    ['inline code that loads the project', 'Fixed the rounding bug.', [edit('/p/src/price.py'), bash('python -c "from price import total; print(total(1.005))"', '1.01')]],
    ['a project script', 'Resolved the deadlock between the two workers.', [edit('/p/src/w.rs'), bash('cargo run --example stress', 'done in 3s')]],
    ['only prose changed', 'Fixed the typo in the README.', [edit('/p/README.md')]],
    ['a docs change after the run', 'Fixed the bug.', [edit('/p/src/a.py'), bash('pytest', '3 passed'), edit('/p/CHANGELOG.md')]],
    ['a hedge', 'I think this fixes it, but I am not sure without a real device.', [edit('/p/src/a.py')]],
    ['an admission', "Fixed the parser bug, but I haven't run the tests.", [edit('/p/src/a.py')]],
    ['a plan', "I'll fix the flaky test next.", []],
    ['a question', 'Should I fix the other call sites too?', []],
    ['a quoted commit message', 'The commit message says "fix: resolve login bug" but that is only the summary.', [edit('/p/src/a.py')]],
    ['reported by the person', 'Earlier you said "it\'s fixed," but the old fix missed this case.', []],
    ['a fixed value', 'The timeout is fixed at 30 seconds.', [edit('/p/src/a.py')]],
    ['fixed as an adjective', 'We use a fixed seed and fixed-width columns.', [edit('/p/src/a.py')]],
    ['a promise resolved', 'The promise is resolved before the handler runs.', [edit('/p/src/a.ts')]],
    ['a path resolved', 'This function resolves the path relative to the root.', [edit('/p/src/a.ts')]],
    ['how a part now works', 'The parser now works on streams instead of strings.', [edit('/p/src/parse.ts')]],
    ['a failure gone, after a run', 'The worker no longer crashes on empty batches.', [edit('/p/src/worker.py'), bash('python worker.py --once', 'processed 0 rows')]],
    ['a failure gone, hedged', 'The worker should no longer crash on empty batches.', [edit('/p/src/worker.py')]],
    ['a fix described, not claimed', 'The fix adds a mutex around the map write.', [edit('/p/src/a.go')]],
    ['a read backs no fix, but no change was made', 'Nothing to change here.', [read('/p/src/a.go')]],
    ['a position, not a fix', 'Position: fixed.', [edit('/p/src/a.css')]],
    ['fixed upstream', 'Bug fixed upstream in 2.1, so I bumped the pin.', [edit('/p/src/a.py')]],
    ['a change said gone, not a problem', 'The banner no longer appears on the settings page.', [edit('/p/src/a.tsx')]],
  ])('%s: %s', (_label, answer, rows) => {
    expect(unbacked(answer, rows)).toEqual([])
  })
})

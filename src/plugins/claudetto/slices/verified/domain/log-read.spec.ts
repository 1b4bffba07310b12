import { describe, expect, test } from 'vitest'
import { filesRead, outputFiles } from './log-read.js'
import { whatRan } from './ran.js'
import { bash, edit } from './rows.fixture.js'
import { judgeAnswer } from './judge.js'

describe('outputFiles: where a line sends its output', () => {
  test.each<[string, string[]]>([
    ['npx tsc -w --noEmit > /tmp/tsc.log 2>&1 &', ['/tmp/tsc.log']],
    ['npm test >/tmp/t.log 2>&1 &', ['/tmp/t.log']],
    ['pytest -q &> out.log &', ['out.log']],
    ['npm run e2e 2>&1 | tee e2e.log &', ['e2e.log']],
    ['npm run dev > /dev/null 2>&1 &', []],
    ['npm test &', []],
  ])('%s', (command, files) => {
    expect(outputFiles(command)).toEqual(files)
  })
})

describe('filesRead: the files a line prints', () => {
  test.each<[string, string[]]>([
    ['sleep 4; tail -4 /tmp/tsc.log', ['/tmp/tsc.log']],
    ['tail -n 20 ./out.log', ['./out.log']],
    ['cat e2e.log | grep -c passed', ['e2e.log']],
    ['tail -f /tmp/tsc.log', []],
    ['grep error /tmp/tsc.log', []],
  ])('%s', (command, files) => {
    expect(filesRead(command)).toEqual(files)
  })
})

describe('a background run read through its log', () => {
  const blocks = (answer: string, rows: Parameters<typeof whatRan>[0]) => judgeAnswer(answer, whatRan(rows), new Set()).blocking.length > 0
  const watch = bash('npx tsc -w --noEmit --preserveWatchOutput > /tmp/tsc.log 2>&1 &', '[1] 9921')

  test('a watcher whose log, read after the change, shows no errors backs the claim', () => {
    const rows = [watch, edit('/p/src/store/cart.ts'), bash('sleep 4; tail -4 /tmp/tsc.log', '[11:02:14] File change detected. Starting incremental compilation...\n\n[11:02:16] Found 0 errors. Watching for file changes.')]
    expect(blocks('tsc reports 0 errors after the change.', rows)).toBe(false)
  })

  test('a log read after the change that shows errors sends the claim back', () => {
    const rows = [watch, edit('/p/src/store/cart.ts'), bash('tail -4 /tmp/tsc.log', "src/store/cart.ts(3,1): error TS2322: Type 'string' is not assignable to type 'number'.\n[11:02:16] Found 1 error. Watching for file changes.")]
    expect(blocks('tsc reports 0 errors after the change.', rows)).toBe(true)
  })

  test('a log read before the change does not speak for after it', () => {
    const rows = [watch, bash('tail -4 /tmp/tsc.log', '[11:02:16] Found 0 errors. Watching for file changes.'), edit('/p/src/store/cart.ts')]
    expect(blocks('tsc reports 0 errors after the change.', rows)).toBe(true)
  })

  test('a test log with no summary yet is inconclusive', () => {
    const rows = [edit('/p/src/a.ts'), bash('npm test > /tmp/t.log 2>&1 &', '[1] 4242'), bash('cat /tmp/t.log', '> app@1.0.0 test\n> jest\n\nRUNS src/a.test.ts')]
    expect(blocks('Tests pass.', rows)).toBe(true)
  })

  test('another file read is no read of the log', () => {
    const rows = [edit('/p/src/a.ts'), bash('npm test > /tmp/t.log 2>&1 &', '[1] 4242'), bash('cat /tmp/other.log', 'Tests: 12 passed, 12 total')]
    expect(blocks('Tests pass.', rows)).toBe(true)
  })
})

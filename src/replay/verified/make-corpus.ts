/**
 * `npx tsx src/replay/verified/make-corpus.ts HOME MB`: a generated HOME of
 * about MB megabytes of transcript for measuring the verified replay: each
 * session shaped like a recorded one (most bytes in lines no replay reads,
 * test runs with long outputs, edits, a blocked answer and its retraction),
 * with the live gate's ledger records. Not part of `npm test`.
 */
import { pathToFileURL } from 'node:url'
import { type Event, writeSession } from './fixture.js'

const OUTPUT = Array.from({ length: 40 }, (_, i) => `tests/test_mod_${i}.py::test_case PASSED`).join('\n')

export function makeCorpus(home: string, megabytes: number, onSession?: (n: number, bytes: number) => void): { sessions: number; bytes: number } {
  let bytes = 0
  let n = 0
  while (bytes < megabytes * 1e6) {
    const events: Event[] = [{ prompt: `Fix issue ${n} and confirm the tests.` }]
    for (let k = 0; k < 12; k += 1) {
      events.push({ padding: 14_000 }, { edit: `src/mod_${k}.py` }, { bash: `pytest -q tests/test_mod_${k}.py`, output: `${OUTPUT}\n${k + 3} passed in 0.4s` })
    }
    events.push({ edit: 'src/final.py' }, { answer: `Fixed the parser bug in src/final.py. All tests pass. See https://docs.python.org/3/library/re.html for the flags.` })
    events.push({ answer: 'I have not run the tests after the last change; that is unverified.' })
    const session = `${String(n).padStart(8, '0')}-9999-4999-8999-${String(n).padStart(12, '0')}`
    bytes += writeSession(home, { session, start: 1_800_000_000_000 + n * 600_000, events })
    n += 1
    onSession?.(n, bytes)
  }
  return { sessions: n, bytes }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [home, mb] = process.argv.slice(2)
  if (!home || !mb) {
    process.stderr.write('usage: make-corpus.ts HOME MB\n')
    process.exitCode = 2
  } else {
    const r = makeCorpus(home, Number(mb))
    process.stdout.write(`wrote ${r.sessions} sessions, ${(r.bytes / 1e6).toFixed(1)} MB of transcript, under ${home}\n`)
  }
}

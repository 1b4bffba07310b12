/**
 * Writes the replay's test corpus: a few end-to-end cases run through the
 * real client with one HOME, whose transcripts (the real format, subagents
 * included) are copied under spec/fixtures/transcripts/. To keep the corpus
 * small, only the first transcript keeps the engine's bulky bookkeeping lines
 * (system prompt snapshots, request shapes): no replay reads them, and that
 * one file still shows the reader skipping them.
 * `npx tsx src/replay/make-corpus.ts` rewrites it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { readCase, runCase } from '../harness/case.js'
import { REPO_ROOT } from '../harness/session.js'

export const CORPUS_DIR = path.join(REPO_ROOT, 'spec/fixtures/transcripts')

/** Cases whose sessions make the corpus: denies, a retry, an Edit, a subagent, a non-plan write. */
export const CORPUS_CASES = [
  'ground/number-unsourced-denied',
  'ground/retry-after-command-allowed',
  'ground/source-old-file-text-allowed',
  'ground/subagent-main-source-denied',
  'ground/done-without-bash-denied',
  'ground/non-plan-writes-allowed',
]

/** Lines no replay reads that hold a whole system prompt each. */
const BULKY = /^\{"type":"api-request-(?:shape|blob)"|"attachment":\{"type":"(?:prompt_snapshot|skill_listing)"/

async function main(): Promise<void> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-corpus-home-'))
  try {
    for (const name of CORPUS_CASES) {
      const spec = readCase(path.join(REPO_ROOT, 'spec/e2e/cases', `${name}.json`))
      const { run, failures } = await runCase({ ...spec, home })
      run.cleanup()
      if (failures.length > 0) throw new Error(`${name}: ${failures.join('; ')}`)
      process.stderr.write(`${name}: ran\n`)
    }
    fs.rmSync(CORPUS_DIR, { recursive: true, force: true })
    fs.cpSync(path.join(home, '.claude/projects'), CORPUS_DIR, { recursive: true })
    const transcripts = fs
      .readdirSync(CORPUS_DIR, { recursive: true, encoding: 'utf8' })
      .filter(f => f.endsWith('.jsonl'))
      .sort()
    for (const rel of transcripts.slice(1)) {
      const file = path.join(CORPUS_DIR, rel)
      const kept = fs.readFileSync(file, 'utf8').split('\n').filter(line => !BULKY.test(line.slice(0, 400)))
      fs.writeFileSync(file, kept.join('\n'))
    }
  } finally {
    fs.rmSync(home, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()

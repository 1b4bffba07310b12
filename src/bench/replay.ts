/**
 * Replay throughput: a corpus of at least 200 MB built in a temp folder from
 * the recorded transcripts (each copy with its own ids), replayed by the
 * ground replay, timed, and removed. Run alone: `npx tsx src/bench/replay.ts`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { replayGround } from '../replay/ground.js'
import { CORPUS_DIR } from '../replay/make-corpus.js'

export const CORPUS_MB = 200

/** Copies of the recorded corpus, each with its own session folder and tool ids, until `megabytes` are written. */
function buildCorpus(dir: string, megabytes: number): number {
  const sources = fs
    .readdirSync(CORPUS_DIR, { recursive: true, encoding: 'utf8' })
    .filter(f => f.endsWith('.jsonl'))
    .map(rel => ({ rel, text: fs.readFileSync(path.join(CORPUS_DIR, rel), 'utf8') }))
  let written = 0
  for (let copy = 0; written < megabytes * 1e6; copy++) {
    for (const { rel, text } of sources) {
      const varied = text.replaceAll('toolu_', `toolu_c${copy}_`).replaceAll('"sessionId":"', `"sessionId":"c${copy}-`)
      const file = path.join(dir, `copy-${copy}`, rel)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, varied)
      written += Buffer.byteLength(varied)
    }
  }
  return written
}

type Throughput = { megabytes: number; seconds: number; mbPerSecond: number; peakRssMb: number }

async function timedReplay(dir: string): Promise<Throughput> {
  let peak = process.memoryUsage.rss()
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 20)
  const started = performance.now()
  const report = await replayGround({ corpus: dir })
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage.rss())
  const megabytes = report.bytes / 1e6
  return { megabytes, seconds, mbPerSecond: megabytes / seconds, peakRssMb: peak / 1e6 }
}

/**
 * The replay's throughput on a warm page cache: one untimed pass first, so the
 * figure is the replay's own cost and not the disk flushing what was just
 * written. `cold` (when asked) is the first pass's figure.
 */
export async function benchReplayThroughput(options: { cold?: (t: Throughput) => void } = {}): Promise<Throughput> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-replay-bench-'))
  try {
    buildCorpus(dir, CORPUS_MB)
    const first = await timedReplay(dir)
    options.cold?.(first)
    return await timedReplay(dir)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchReplayThroughput({ cold: t => process.stderr.write(`cold: ${JSON.stringify(t)}\n`) })
  process.stdout.write(`${JSON.stringify(r)}\n`)
}

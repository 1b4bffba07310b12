/**
 * JSONL read in fixed chunks, one line at a time, never a whole file: lines
 * are cut from each chunk's bytes (a line longer than a chunk is carried over), and a line whose head shows a kind no replay
 * reads is counted and skipped before it is decoded or parsed.
 */
import fs from 'node:fs'

export type LineStats = {
  files: number
  bytes: number
  lines: number
  /** Lines that did not parse as a JSON object (a truncated last line among them). */
  malformed: number
}

export const emptyStats = (): LineStats => ({ files: 0, bytes: 0, lines: 0, malformed: 0 })

/** Transcript line kinds that carry no conversation row: skipped on their first bytes. */
const SKIPPED_HEAD = /^\{"type":"(?!user"|assistant")/
/** An attachment (a reminder the engine renders) names itself in the first keys. */
const ATTACHMENT_HEAD = /^\{"parentUuid":(?:null|"[^"]*"),"isSidechain":(?:true|false),(?:"agentId":"[^"]*",)?"attachment":/

const HEAD_BYTES = 240
const CHUNK_BYTES = 1 << 20

/** Calls `onLine` with each parsed object of the file, in order. */
export async function readJsonLines(
  file: string,
  onLine: (value: Record<string, unknown>) => void,
  stats: LineStats,
  onBytes?: (bytes: number) => void,
): Promise<void> {
  stats.files++
  let carry: Buffer | null = null
  const handle = (line: Buffer) => {
    if (line.length === 0) return
    stats.lines++
    const head = line.toString('latin1', 0, Math.min(line.length, HEAD_BYTES))
    if (SKIPPED_HEAD.test(head) || ATTACHMENT_HEAD.test(head)) return
    let value: unknown
    try {
      value = JSON.parse(line.toString('utf8'))
    } catch {
      stats.malformed++
      return
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      stats.malformed++
      return
    }
    onLine(value as Record<string, unknown>)
  }
  // Fixed-size synchronous reads: a stream's per-file setup cost more than the parse on small transcripts.
  const fd = fs.openSync(file, 'r')
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES)
  try {
    for (let read = fs.readSync(fd, buffer); read > 0; read = fs.readSync(fd, buffer)) {
      const chunk = buffer.subarray(0, read)
      stats.bytes += read
      onBytes?.(read)
      let start = 0
      let at = chunk.indexOf(10)
      if (at >= 0 && carry !== null) {
        handle(Buffer.concat([carry, chunk.subarray(0, at)]))
        carry = null
        start = at + 1
        at = chunk.indexOf(10, start)
      }
      while (at >= 0) {
        handle(chunk.subarray(start, at))
        start = at + 1
        at = chunk.indexOf(10, start)
      }
      // The buffer is reused: a partial line is copied out before the next read.
      if (start < read) carry = carry === null ? Buffer.from(chunk.subarray(start)) : Buffer.concat([carry, chunk.subarray(start)])
    }
  } finally {
    fs.closeSync(fd)
  }
  if (carry !== null) handle(carry)
}

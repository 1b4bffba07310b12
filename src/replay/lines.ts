/**
 * JSONL read as a stream, one line at a time, never a whole file: lines are
 * cut from each chunk's bytes, and a line whose head shows a kind no replay
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
  const stream = fs.createReadStream(file, { highWaterMark: 1 << 20 })
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    stats.bytes += chunk.length
    onBytes?.(chunk.length)
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
    if (start < chunk.length) carry = carry === null ? Buffer.from(chunk.subarray(start)) : Buffer.concat([carry, chunk.subarray(start)])
  }
  if (carry !== null) handle(carry)
}

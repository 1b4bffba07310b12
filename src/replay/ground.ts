/**
 * `npm run replay -- ground`: the ground check over recorded sessions. Every
 * plan-file Write and Edit in the transcripts is judged by the hook's own
 * code (judgePlanWrite) on the calling agent's rows as the hook saw them,
 * reading project files as they are on disk now.
 *
 * A file's old text comes from the transcript when it can: the call's own
 * record (`originalFile`), else what an earlier call of the same transcript
 * left in the file; only then from the disk.
 */
import type { Finding } from '../kernel/findings.js'
import { isOwnDeny } from '../kernel/tag.js'
import type { PlanWrite } from '../plugins/claudetto/slices/ground/domain/check.js'
import { judgePlanWrite } from '../plugins/claudetto/slices/ground/domain/judge.js'
import { isPlanFile } from '../plugins/claudetto/slices/ground/domain/plan-file.js'
import { type LineStats, emptyStats } from './lines.js'
import { cachedPort, nodePort } from './node-port.js'
import { type Call, readTranscript, resultsOnce, transcriptFiles } from './transcript.js'

export type GroundDeny = {
  transcript: string
  agentId: string | null
  toolUseId: string
  tool: 'Write' | 'Edit'
  path: string
  /** Whether the plugin denied this call when the session ran (its deny is in the transcript). */
  deniedInSession: boolean
  claims: { kind: string; text: string; why: string }[]
}

export type GroundReport = {
  slice: 'ground'
  corpus: string
  transcripts: number
  bytes: number
  lines: number
  malformedLines: number
  callsReplayed: number
  planEventsChecked: number
  planEventsSkipped: number
  denies: number
  /** Denies per checked plan event, 0 to 1. */
  rate: number
  denied: GroundDeny[]
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function planWriteOf(call: Call): PlanWrite | null {
  const input = call.use.input
  if (typeof input.file_path !== 'string' || !isPlanFile(input.file_path)) return null
  if (call.use.tool === 'Write' && typeof input.content === 'string') return { tool: 'Write', path: input.file_path, text: input.content }
  if (call.use.tool === 'Edit' && typeof input.new_string === 'string') {
    return { tool: 'Edit', path: input.file_path, text: input.new_string, oldString: typeof input.old_string === 'string' ? input.old_string : '' }
  }
  return null
}

/** What the file held after a call landed, when the transcript says (Write's content; an Edit applied to a known text). */
function textAfter(call: Call, before: string | null | undefined): string | null | undefined {
  const input = call.use.input
  if (call.use.tool === 'Write' && typeof input.content === 'string') return input.content
  const record = isRecord(call.record) ? call.record : {}
  const base = typeof record.originalFile === 'string' ? record.originalFile : before
  if (call.use.tool !== 'Edit' || typeof base !== 'string' || typeof input.old_string !== 'string' || typeof input.new_string !== 'string') return undefined
  return input.replace_all === true ? base.split(input.old_string).join(input.new_string) : base.replace(input.old_string, () => String(input.new_string))
}

export type ReplayOptions = { corpus: string; onProgress?: (done: { files: number; of: number; bytes: number }) => void }

export async function replayGround({ corpus, onProgress }: ReplayOptions): Promise<GroundReport> {
  const files = await transcriptFiles(corpus)
  // Files as they are on disk now do not change during a replay: each path is looked up once.
  const port = cachedPort(nodePort)
  const stats: LineStats = emptyStats()
  const report: GroundReport = {
    slice: 'ground', corpus, transcripts: 0, bytes: 0, lines: 0, malformedLines: 0,
    callsReplayed: 0, planEventsChecked: 0, planEventsSkipped: 0, denies: 0, rate: 0, denied: [],
  }
  for (const [index, file] of files.entries()) {
    const calls: Call[] = []
    await readTranscript(file, stats, call => calls.push(call))
    // Calls in transcript order; the file's text as the transcript last left it, by path.
    const known = new Map<string, string | null | undefined>()
    for (const call of calls) {
      report.callsReplayed++
      const write = planWriteOf(call)
      const landed = call.resultText !== undefined && !call.use.isError
      const record = isRecord(call.record) ? call.record : {}
      const fromRecord = 'originalFile' in record && (typeof record.originalFile === 'string' || record.originalFile === null) ? record.originalFile : undefined
      const pathOf = typeof call.use.input.file_path === 'string' ? call.use.input.file_path : null
      const before = fromRecord !== undefined ? fromRecord : pathOf !== null ? known.get(pathOf) : undefined
      if (write) {
        const verdict = await judgePlanWrite({ write, rows: resultsOnce(call.rows), root: call.cwd, port, oldText: before })
        if (verdict.kind === 'skipped') report.planEventsSkipped++
        if (verdict.kind === 'checked') {
          report.planEventsChecked++
          if (verdict.findings.length > 0) report.denied.push(denyOf(file, corpus, call, write, verdict.findings))
        }
      }
      if (landed && pathOf !== null && (call.use.tool === 'Write' || call.use.tool === 'Edit')) known.set(pathOf, textAfter(call, before))
    }
    onProgress?.({ files: index + 1, of: files.length, bytes: stats.bytes })
  }
  report.transcripts = stats.files
  report.bytes = stats.bytes
  report.lines = stats.lines
  report.malformedLines = stats.malformed
  report.denies = report.denied.length
  report.rate = report.planEventsChecked === 0 ? 0 : report.denies / report.planEventsChecked
  return report
}

function denyOf(file: string, corpus: string, call: Call, write: PlanWrite, findings: readonly Finding[]): GroundDeny {
  return {
    transcript: file.startsWith(`${corpus}/`) ? file.slice(corpus.length + 1) : file,
    agentId: call.agentId ?? null,
    toolUseId: call.use.id,
    tool: write.tool,
    path: write.path,
    deniedInSession: call.resultText !== undefined && isOwnDeny(call.resultText),
    claims: findings.map(f => ({ kind: f.kind, text: f.text, why: f.why })),
  }
}

/** The report for a person: totals, then each deny with its claims. */
export function formatGround(r: GroundReport): string {
  const lines = [
    `ground replay of ${r.corpus}`,
    `  transcripts ${r.transcripts}, ${(r.bytes / 1e6).toFixed(1)} MB, ${r.lines} lines (${r.malformedLines} malformed, skipped)`,
    `  calls replayed ${r.callsReplayed}`,
    `  plan events checked ${r.planEventsChecked} (${r.planEventsSkipped} skipped: over a bound)`,
    `  denies ${r.denies} (rate ${(r.rate * 100).toFixed(1)}%)`,
  ]
  for (const d of r.denied) {
    lines.push('', `${d.transcript}${d.agentId ? ` [agent ${d.agentId}]` : ''} ${d.tool} ${d.path} (${d.toolUseId}${d.deniedInSession ? ', denied in the session too' : ''})`)
    for (const c of d.claims) lines.push(`  - [${c.kind}] ${c.text}: ${c.why}`)
  }
  return `${lines.join('\n')}\n`
}

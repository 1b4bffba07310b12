/**
 * Scripted sessions written as a real HOME holds them: a transcript under
 * `.claude/projects/<project>/<session>.jsonl` and the live gate's ledger
 * records under `.claude/verified/ledger/`, judged by the gate's own code
 * (whatRan, judge) so the records say what the live gate would have said.
 * For specs and the throughput corpus; never run by a hook.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Row } from '../../kernel/rows.js'
import { configHash } from '../../plugins/claudetto/slices/verified/domain/claim-patterns.js'
import { judgeAnswer } from '../../plugins/claudetto/slices/verified/domain/judge.js'
import { whatRan } from '../../plugins/claudetto/slices/verified/domain/ran.js'
import { type LedgerRecord, ledgerPath, serializeRecord, turnRecord, verifiedRoot } from '../../plugins/claudetto/slices/verified/domain/records.js'

export type Event =
  | { bash: string; output: string; isError?: boolean }
  | { edit: string }
  | { answer: string }
  | { prompt: string }
  /** A transcript line no replay reads (the host's own bookkeeping), of about this many bytes. */
  | { padding: number }

export type Script = { session: string; project?: string; start?: number; events: readonly Event[] }

let nonce = 0

/** Writes one scripted session into `home`; returns the bytes of transcript written. */
export function writeSession(home: string, script: Script): number {
  const project = script.project ?? `-tmp-${script.session.slice(0, 8)}`
  const cwd = `/tmp/${script.session.slice(0, 8)}`
  const file = path.join(home, '.claude', 'projects', project, `${script.session}.jsonl`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const lines: string[] = []
  const rows: Row[] = []
  let time = script.start ?? 1_800_000_000_000
  let id = 0
  let turn = 0
  let lastBlocked: number | null = null
  const records: LedgerRecord[] = []
  const stamp = () => new Date((time += 1000)).toISOString()
  const base = { parentUuid: null, isSidechain: false, cwd, sessionId: script.session }
  const user = (content: unknown) => lines.push(JSON.stringify({ ...base, type: 'user', message: { role: 'user', content }, timestamp: stamp() }))
  const assistant = (content: unknown[]) => lines.push(JSON.stringify({ ...base, type: 'assistant', message: { id: `m${++id}`, role: 'assistant', content }, timestamp: stamp() }))
  const call = (tool: string, input: Record<string, unknown>, output: string, isError: boolean) => {
    const useId = `u${++id}`
    assistant([{ type: 'tool_use', id: useId, name: tool, input }])
    user([{ type: 'tool_result', tool_use_id: useId, content: output, is_error: isError }])
    rows.push({ role: 'assistant', text: '', toolUses: [{ id: useId, tool, input, text: output, ...(isError ? { isError: true } : {}) }] })
    rows.push({ role: 'user', text: '', toolUses: [], toolResults: [{ id: useId, text: output, isError }] })
  }
  for (const e of script.events) {
    if ('padding' in e) {
      lines.push(JSON.stringify({ type: 'api-request-shape', timestamp: stamp(), shape: 'x'.repeat(Math.max(0, e.padding - 80)) }))
    } else if ('prompt' in e) {
      user(e.prompt)
      rows.push({ role: 'user', text: e.prompt, toolUses: [] })
    } else if ('bash' in e) {
      call('Bash', { command: e.bash }, e.output, e.isError === true)
    } else if ('edit' in e) {
      call('Edit', { file_path: `${cwd}/${e.edit}`, old_string: 'a', new_string: 'b' }, 'The file has been updated.', false)
    } else {
      assistant([{ type: 'text', text: e.answer }])
      rows.push({ role: 'assistant', text: e.answer, toolUses: [] })
      turn += 1
      time += 10
      const ran = whatRan(rows)
      const judged = judgeAnswer(e.answer, ran)
      const decision = judged.blocking.length > 0 ? 'block' : 'pass'
      const record = turnRecord({ session: script.session, agent: null, turn, time, answer: e.answer, claims: judged.claims, blocking: judged.blocking, decision, config: configHash(), ran })
      records.push(record)
      if (lastBlocked !== null) records.push({ op: 'resolve', v: 1, session: script.session, agent: null, turn: lastBlocked, time, resolution: decision === 'pass' ? 'backed' : 'superseded', by: turn })
      lastBlocked = decision === 'block' ? turn : null
      // The block's feedback is a meta line: the transcript shows it, the rows do not.
      if (decision === 'block') lines.push(JSON.stringify({ ...base, type: 'user', isMeta: true, message: { role: 'user', content: 'Stop hook feedback:\nverified: ...' }, timestamp: stamp() }))
    }
  }
  const text = `${lines.join('\n')}\n`
  fs.writeFileSync(file, text)
  const root = verifiedRoot(home)
  if (root === null) throw new Error(`not a records home: ${home}`)
  for (const r of records) {
    const target = ledgerPath(root, r, `n${++nonce}`)
    if (target === null) throw new Error(`no ledger path for session ${r.session}`)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, serializeRecord(r))
  }
  return Buffer.byteLength(text)
}

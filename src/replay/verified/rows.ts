/**
 * A transcript as each agent's rows, as a Stop hook reads them through
 * `$.session.messages()`: one row per message (lines of one assistant message
 * are one row), results paired onto their calls, meta lines left out; each
 * row with the time of its last line, so a ledger turn finds the rows its
 * stop saw. Rows are kept compact: only what `whatRan` reads, each text cut
 * where `whatRan` cuts it, so a replay judges them exactly as the hook did.
 */
import type { Row, ToolUse } from '../../kernel/rows.js'
import { MAX_OUTPUT_CHARS } from '../../plugins/claudetto/slices/verified/limits.js'
import { type LineStats, readJsonLines } from '../lines.js'

export type AgentRows = { rows: Row[]; /** ms since the epoch of each row's last line (0: none). */ times: number[]; /** The assistant text of each row, for matching an answer (not kept in manifests). */ answers: string[] }

/** Tool input fields `whatRan` reads; the rest is dropped. */
const INPUT_FIELDS = ['command', 'content', 'new_string', 'new_source', 'file_path', 'notebook_path', 'url', 'query', 'allowed_domains'] as const

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const clip = (text: string) => (text.length <= MAX_OUTPUT_CHARS ? text : text.slice(0, MAX_OUTPUT_CHARS))

function compactInput(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of INPUT_FIELDS) {
    const v = input[field]
    if (v === undefined) continue
    // A command is kept whole: whatRan keeps it in its steps; other text is cut where whatRan cuts it.
    out[field] = typeof v === 'string' && field !== 'command' ? clip(v) : v
  }
  return out
}

/** The text of a content value: a string, or its text blocks joined (as the ground replay reads it; kept here so the CLI bundle needs no glob package). */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content.filter((b): b is Record<string, unknown> => isRecord(b) && b.type === 'text' && typeof b.text === 'string').map(b => b.text as string).join('\n')
}

type MutableUse = { -readonly [K in keyof ToolUse]: ToolUse[K] }
type MutableRow = { role: Row['role']; text: string; toolUses: MutableUse[]; toolResults?: { id: string; text: string; isError: boolean }[] }

/** Reads one transcript (its first `maxBytes` bytes) into rows per agent: '' is the main agent. */
export async function agentRows(file: string, stats: LineStats, onBytes?: (bytes: number) => void): Promise<{ agents: Map<string, AgentRows>; cwd: string }> {
  const agents = new Map<string, AgentRows & { lastMessageId?: string; uses: Map<string, MutableUse> }>()
  let cwd = ''
  const agentOf = (key: string) => {
    let a = agents.get(key)
    if (!a) agents.set(key, (a = { rows: [], times: [], answers: [], uses: new Map() }))
    return a
  }
  await readJsonLines(file, line => {
    const type = line.type
    if ((type !== 'user' && type !== 'assistant') || line.isMeta === true || !isRecord(line.message)) return
    if (cwd === '' && typeof line.cwd === 'string') cwd = line.cwd
    const agent = agentOf(typeof line.agentId === 'string' ? line.agentId : '')
    const time = typeof line.timestamp === 'string' ? Date.parse(line.timestamp) || 0 : 0
    const message = line.message
    if (type === 'assistant') {
      const id = typeof message.id === 'string' ? message.id : undefined
      let index = agent.rows.length - 1
      const last = agent.rows[index] as MutableRow | undefined
      if (!last || last.role !== 'assistant' || id === undefined || agent.lastMessageId !== id) {
        agent.rows.push({ role: 'assistant', text: '', toolUses: [] })
        agent.answers.push('')
        agent.times.push(time)
        index = agent.rows.length - 1
      }
      agent.lastMessageId = id
      agent.times[index] = time
      const text = contentText(message.content)
      if (text !== '') agent.answers[index] = agent.answers[index] === '' ? text : `${agent.answers[index]}\n${text}`
      const row = agent.rows[index] as MutableRow
      for (const block of Array.isArray(message.content) ? message.content : []) {
        if (!isRecord(block) || block.type !== 'tool_use' || typeof block.id !== 'string') continue
        const use: MutableUse = { id: block.id, tool: String(block.name ?? ''), input: compactInput(isRecord(block.input) ? block.input : {}) }
        row.toolUses.push(use)
        agent.uses.set(block.id, use)
      }
      return
    }
    agent.lastMessageId = undefined
    const content = message.content
    const results = (Array.isArray(content) ? content : []).filter(
      (b): b is Record<string, unknown> => isRecord(b) && b.type === 'tool_result' && typeof b.tool_use_id === 'string',
    )
    const row: MutableRow = { role: 'user', text: clip(contentText(content)), toolUses: [] }
    if (results.length > 0) row.toolResults = results.map(r => ({ id: r.tool_use_id as string, text: clip(contentText(r.content)), isError: r.is_error === true }))
    agent.rows.push(row)
    agent.answers.push('')
    agent.times.push(time)
    for (const r of row.toolResults ?? []) {
      const use = agent.uses.get(r.id)
      if (!use) continue
      use.text = r.text
      if (r.isError) use.isError = true
      // Once answered, a call is never looked up again: the map stays as small as the calls in flight.
      agent.uses.delete(r.id)
    }
  }, stats, onBytes)
  const out = new Map<string, AgentRows>()
  for (const [key, a] of agents) out.set(key, { rows: a.rows, times: a.times, answers: a.answers })
  return { agents: out, cwd }
}

/**
 * How many rows the stop of an answer saw: the rows up to the last assistant
 * row at or before `time` whose text is the answer; without such a row, every
 * row at or before `time`. `aligned` says whether the answer was found.
 */
export function rowsAtStop(agent: AgentRows, time: number, answer: string): { count: number; aligned: boolean } {
  let upTo = 0
  while (upTo < agent.times.length && (agent.times[upTo] ?? 0) <= time) upTo += 1
  const want = answer.trim()
  for (let i = upTo - 1; i >= 0 && i >= upTo - 8; i -= 1) {
    if (agent.rows[i]?.role === 'assistant' && (agent.answers[i] ?? '').trim() === want) return { count: i + 1, aligned: true }
  }
  return { count: upTo, aligned: false }
}

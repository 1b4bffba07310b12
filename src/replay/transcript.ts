/**
 * Claude Code transcripts (JSONL) turned into each agent's rows as a hook
 * reads them through `$.session.messages()`: one row per message (lines that
 * share an assistant message id are one row), tool results paired onto the
 * call that asked for them, reminders and meta lines left out.
 *
 * A main transcript is `<session>.jsonl`; each subagent's lives in
 * `<session>/subagents/agent-<id>.jsonl`. Older transcripts keep a subagent's
 * lines (`agentId` set) in the main file: rows are kept per agent either way.
 */
import fg from 'fast-glob'
import os from 'node:os'
import path from 'node:path'
import type { Row, ToolUse } from '../kernel/rows.js'
import { type LineStats, readJsonLines } from './lines.js'

export const DEFAULT_CORPUS = path.join(os.homedir(), '.claude', 'projects')

/** Every transcript under the corpus folder, subagents' included, sorted. */
export async function transcriptFiles(corpus: string): Promise<string[]> {
  const files = await fg('**/*.jsonl', { cwd: corpus, absolute: true, onlyFiles: true, followSymbolicLinks: false, suppressErrors: true })
  return files.sort()
}

/** A tool call as the replay meets it: the agent's rows as the hook saw them, and what came back. */
export type Call = {
  /** The transcript it came from. */
  file: string
  /** Absent on the main session. */
  agentId?: string
  /** The session's working folder when the call was made. */
  cwd: string
  use: ToolUse
  /** The agent's rows when the hook ran: up to the call's own row, the call in flight. */
  rows: readonly Row[]
  /** The transcript's record of the outcome (`toolUseResult`), when there is one. */
  record?: unknown
  /** What the model read back, when the call was answered. */
  resultText?: string
}

type MutableUse = { -readonly [K in keyof ToolUse]: ToolUse[K] }
type MutableRow = { role: Row['role']; text: string; toolUses: MutableUse[]; toolResults?: { id: string; text: string; isError: boolean }[] }

type Agent = {
  rows: MutableRow[]
  /** The message id of the last assistant row, to merge lines of one message. */
  lastMessageId?: string
  uses: Map<string, { use: MutableUse; rowIndex: number }>
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The text of a content value: a string, or its text blocks joined. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .filter((b): b is Record<string, unknown> => isRecord(b) && b.type === 'text' && typeof b.text === 'string')
    .map(b => b.text as string)
    .join('\n')
}

/** Rows of one agent held for the hook's view: at most this many (the host's default page). */
const MAX_KEPT_ROWS = 4096

/**
 * Reads one transcript and calls `onCall` for each tool call once its outcome
 * is known (or at the end, for a call never answered), with the rows as the
 * hook saw them when it ran.
 */
export async function readTranscript(file: string, stats: LineStats, onCall: (call: Call) => void): Promise<void> {
  const agents = new Map<string, Agent>()
  const pending = new Map<string, { agentKey: string; rowCount: number; cwd: string; agentId?: string }>()
  const agentOf = (key: string): Agent => {
    let agent = agents.get(key)
    if (!agent) agents.set(key, (agent = { rows: [], uses: new Map() }))
    return agent
  }
  const emit = (id: string, record?: unknown, resultText?: string) => {
    const p = pending.get(id)
    if (!p) return
    pending.delete(id)
    const agent = agentOf(p.agentKey)
    const found = agent.uses.get(id)
    if (!found) return
    const rows = agent.rows.slice(Math.max(0, p.rowCount - MAX_KEPT_ROWS), p.rowCount)
    // The call is in flight when the hook runs: its own outcome is not in the rows yet.
    const last = rows.length - 1
    const own = rows[last]
    if (own) rows[last] = { ...own, toolUses: own.toolUses.map(u => (u.id === id ? { id: u.id, tool: u.tool, input: u.input } : u)) }
    onCall({ file, ...(p.agentId ? { agentId: p.agentId } : {}), cwd: p.cwd, use: found.use, rows, record, resultText })
  }

  await readJsonLines(file, line => {
    const type = line.type
    if ((type !== 'user' && type !== 'assistant') || line.isMeta === true || !isRecord(line.message)) return
    const agentId = typeof line.agentId === 'string' ? line.agentId : undefined
    const agentKey = agentId ?? ''
    const agent = agentOf(agentKey)
    const cwd = typeof line.cwd === 'string' ? line.cwd : ''
    const message = line.message
    if (type === 'assistant') {
      const id = typeof message.id === 'string' ? message.id : undefined
      let row = agent.rows.at(-1)
      if (!row || row.role !== 'assistant' || id === undefined || agent.lastMessageId !== id) {
        row = { role: 'assistant', text: '', toolUses: [] }
        agent.rows.push(row)
      }
      agent.lastMessageId = id
      const text = contentText(message.content)
      if (text !== '') row.text = row.text === '' ? text : `${row.text}\n${text}`
      for (const block of Array.isArray(message.content) ? message.content : []) {
        if (!isRecord(block) || block.type !== 'tool_use' || typeof block.id !== 'string') continue
        const use: MutableUse = { id: block.id, tool: String(block.name ?? ''), input: isRecord(block.input) ? block.input : {} }
        row.toolUses.push(use)
        agent.uses.set(block.id, { use, rowIndex: agent.rows.length - 1 })
        pending.set(block.id, { agentKey, rowCount: agent.rows.length, cwd, ...(agentId ? { agentId } : {}) })
      }
      return
    }
    agent.lastMessageId = undefined
    const content = message.content
    const results = (Array.isArray(content) ? content : []).filter(
      (b): b is Record<string, unknown> => isRecord(b) && b.type === 'tool_result' && typeof b.tool_use_id === 'string',
    )
    const row: MutableRow = { role: 'user', text: contentText(content), toolUses: [] }
    if (results.length > 0) {
      row.toolResults = results.map(r => ({ id: r.tool_use_id as string, text: contentText(r.content), isError: r.is_error === true }))
    }
    agent.rows.push(row)
    for (const result of row.toolResults ?? []) {
      const found = agent.uses.get(result.id)
      if (found) {
        found.use.text = result.text
        if (result.isError) found.use.isError = true
        if (line.toolUseResult !== undefined) found.use.result = line.toolUseResult
      }
      emit(result.id, line.toolUseResult, result.text)
    }
    trim(agent, pending, agentKey)
  }, stats)
  for (const id of [...pending.keys()]) emit(id)
}

/** Keeps an agent's rows bounded once no call of it waits on them. */
function trim(agent: Agent, pending: Map<string, { agentKey: string }>, agentKey: string): void {
  if (agent.rows.length < 2 * MAX_KEPT_ROWS) return
  for (const p of pending.values()) if (p.agentKey === agentKey) return
  const drop = agent.rows.length - MAX_KEPT_ROWS
  agent.rows.splice(0, drop)
  for (const [id, u] of agent.uses) {
    if (u.rowIndex < drop) agent.uses.delete(id)
    else u.rowIndex -= drop
  }
}

/**
 * Rows with each tool result held once: a result whose call carries it as the
 * use's `text` leaves the next user row's `toolResults`. The host gives both,
 * and ground read both as sources, so the 16 MiB source bound was met at 8 MiB
 * of real output; a result with no call in the rows (its call scrolled off) stays.
 */
export function resultsOnce(rows: readonly Row[]): Row[] {
  const carried = new Set<string>()
  for (const row of rows) for (const use of row.toolUses) if (use.text !== undefined) carried.add(use.id)
  return rows.map(row => {
    if (row.toolResults === undefined) return row
    const rest = row.toolResults.filter(r => !carried.has(r.id))
    if (rest.length === row.toolResults.length) return row
    const { toolResults: _dropped, ...bare } = row
    return rest.length === 0 ? bare : { ...bare, toolResults: rest }
  })
}

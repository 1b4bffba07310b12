/**
 * The session's rows as the checks read them: the host's SessionMessage less
 * what no check needs. The hooks map the host's rows to this shape and the
 * replay maps transcript lines to it, so domain code never sees either source.
 */

export type ToolUse = {
  id: string
  tool: string
  /** The model's original arguments (a rewrite by a hook is not reflected). */
  input: Readonly<Record<string, unknown>>
  /** What the model read back; absent while the call is in flight. */
  text?: string
  isError?: boolean
  /** The structured record, when the host kept one (Bash: stdout, stderr, ...). */
  result?: unknown
}

export type Row = {
  role: 'user' | 'assistant'
  text: string
  toolUses: readonly ToolUse[]
  /** Results on a user row that answer the previous assistant row's calls. */
  toolResults?: readonly { id: string; text: string; isError: boolean }[]
}

type HostToolUse = {
  tool_use_id: string
  tool: string
  input: unknown
  text?: string
  isError?: boolean
  result?: unknown
}

type HostRow = {
  role: 'user' | 'assistant'
  text: string
  toolUses: readonly HostToolUse[]
  toolResults?: readonly { tool_use_id: string; text: string; isError: boolean }[]
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The host's SessionMessage rows in this module's shape. Each host row is mapped once: a row whose calls are all answered no longer
 * changes, so the same host object (the kernel keeps them, session-rows.ts)
 * gives the same Row, and a check that folds rows can tell the ones it saw.
 */
const mapped = new WeakMap<HostRow, Row>()

/** Whether every call of a row has its text: such a row no longer changes (a host row and a Row alike). */
export const callsAnswered = (row: { toolUses?: readonly { text?: unknown }[] }): boolean => (row.toolUses ?? []).every(use => typeof use.text === 'string')

export function fromHostRows(rows: readonly HostRow[]): Row[] {
  return rows.map(row => {
    const known = mapped.get(row)
    if (known !== undefined) return known
    const mappedRow = fromHostRow(row)
    if (callsAnswered(row)) mapped.set(row, mappedRow)
    return mappedRow
  })
}

function fromHostRow(row: HostRow): Row {
  return {
    role: row.role,
    text: typeof row.text === 'string' ? row.text : '',
    toolUses: (row.toolUses ?? []).map(use => ({
      id: use.tool_use_id,
      tool: String(use.tool),
      input: isRecord(use.input) ? use.input : {},
      ...(typeof use.text === 'string' ? { text: use.text } : {}),
      ...(use.isError === true ? { isError: true } : {}),
      ...(use.result !== undefined ? { result: use.result } : {}),
    })),
    ...(row.toolResults
      ? { toolResults: row.toolResults.map(r => ({ id: r.tool_use_id, text: String(r.text ?? ''), isError: r.isError === true })) }
      : {}),
  }
}

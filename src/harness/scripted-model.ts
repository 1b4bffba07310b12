/**
 * A scripted stand-in for the Messages API on 127.0.0.1.
 *
 * Each request that offers tools (the main agent's or a subagent's) takes the
 * next scripted turn; a request with no tools is a side request (a title) and
 * gets plain text without advancing the script. Streams SSE when asked.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Block =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }

export type Usage = {
  input_tokens: number
  output_tokens: number
  cache_read_input_tokens?: number
  cache_creation_input_tokens?: number
}

/** One scripted reply: its blocks, and optionally the usage it reports. */
export type Turn = Block[] | { blocks: Block[]; usage?: Usage }

export type ModelRequest = {
  model?: string
  system?: unknown
  messages: { role: string; content: unknown }[]
  tools?: unknown[]
  stream?: boolean
  [key: string]: unknown
}

export type ScriptedModel = {
  url: string
  /** Requests that took a scripted turn, in order. */
  requests: ModelRequest[]
  /** Requests with no tools (titles, summaries), answered with plain text, in order. */
  sideRequests: ModelRequest[]
  close: () => Promise<void>
}

const DEFAULT_USAGE: Usage = { input_tokens: 100, output_tokens: 10, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }
export const END_OF_SCRIPT: Block[] = [{ type: 'text', text: 'Nothing more to do here.' }]

function sse(res: http.ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
}

function reply(res: http.ServerResponse, request: ModelRequest, blocks: Block[], usage: Usage): void {
  const id = `msg_${Math.random().toString(36).slice(2)}`
  const stop = blocks.some(b => b.type === 'tool_use') ? 'tool_use' : 'end_turn'
  const message = { id, type: 'message', role: 'assistant', model: request.model ?? 'scripted', stop_sequence: null, usage }
  if (!request.stream) {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ ...message, content: blocks, stop_reason: stop }))
    return
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  sse(res, 'message_start', { type: 'message_start', message: { ...message, content: [], stop_reason: null } })
  blocks.forEach((block, index) => {
    if (block.type === 'text') {
      sse(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } })
      sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: block.text } })
    } else {
      sse(res, 'content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } })
      sse(res, 'content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } })
    }
    sse(res, 'content_block_stop', { type: 'content_block_stop', index })
  })
  sse(res, 'message_delta', { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } })
  sse(res, 'message_stop', { type: 'message_stop' })
  res.end()
}

export async function startScriptedModel(turns: readonly Turn[]): Promise<ScriptedModel> {
  const requests: ModelRequest[] = []
  const sideRequests: ModelRequest[] = []
  let next = 0
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', chunk => (body += chunk))
    req.on('end', () => {
      if (!req.url?.startsWith('/v1/messages') || req.url.includes('count_tokens')) {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ input_tokens: 10 }))
        return
      }
      let request: ModelRequest = { messages: [] }
      try {
        request = JSON.parse(body) as ModelRequest
      } catch {
        // A body that is not JSON gets the side-request answer.
      }
      const isScripted = Array.isArray(request.tools) && request.tools.length > 0
      if (!isScripted) {
        sideRequests.push(request)
        return reply(res, request, [{ type: 'text', text: 'ok' }], DEFAULT_USAGE)
      }
      requests.push(request)
      const turn = turns[next++] ?? END_OF_SCRIPT
      const { blocks, usage } = Array.isArray(turn) ? { blocks: turn, usage: undefined } : turn
      reply(res, request, blocks, { ...DEFAULT_USAGE, ...usage })
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sideRequests,
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  }
}

/** The text of a message's content, tool results included. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .map((c: { type?: string; text?: string; content?: unknown }) =>
      c.type === 'text' ? (c.text ?? '') : typeof c.content === 'string' ? c.content : textOf(c.content ?? ''),
    )
    .join('\n')
}

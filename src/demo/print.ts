/**
 * Prints a session's stream-json events as a readable exchange: what the
 * agent said and called, and what came back (a claudetto deny in full).
 */
import type { SessionRun } from '../harness/session.js'

type Content = { type: string; text?: string; name?: string; id?: string; input?: Record<string, unknown>; tool_use_id?: string; is_error?: boolean; content?: unknown }

const color = process.stdout.isTTY
const paint = (code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text)

function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return (content as Content[]).map(c => (c.type === 'text' ? (c.text ?? '') : textOf(c.content))).join('\n')
}

function describeCall(name: string, input: Record<string, unknown>, project: string): string {
  const rel = (p: unknown) => String(p).replace(`${project}/`, '')
  if (name === 'Write') return `Write ${rel(input.file_path)}\n${String(input.content ?? '').trimEnd().split('\n').map(l => `      | ${l}`).join('\n')}`
  if (name === 'Edit') return `Edit ${rel(input.file_path)}`
  if (name === 'Bash') return `Bash: ${String(input.command)}`
  return name
}

export function printExchange(run: SessionRun, prompt: string): void {
  const out: string[] = [paint('1', `user> ${prompt}`)]
  for (const event of run.events) {
    const message = event.message as { content?: unknown } | undefined
    if (!Array.isArray(message?.content)) continue
    for (const c of message.content as Content[]) {
      if (event.type === 'assistant' && c.type === 'text' && c.text) out.push(`agent> ${c.text}`)
      if (event.type === 'assistant' && c.type === 'tool_use') out.push(paint('36', `  ▸ ${describeCall(c.name ?? '', c.input ?? {}, run.project)}`))
      if (event.type === 'user' && c.type === 'tool_result') {
        const text = textOf(c.content).replace(/<\/?tool_use_error>/g, '').trim()
        const mark = c.is_error ? paint('31', '  ✗ denied') : paint('32', '  ✓')
        out.push(`${mark} ${text.split('\n').map((l, i) => (i === 0 ? l : `      ${l}`)).join('\n')}`)
      }
    }
  }
  process.stdout.write(`${out.join('\n')}\n`)
}

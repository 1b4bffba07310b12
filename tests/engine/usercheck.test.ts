// The usercheck gate in the engine's own runtime: a denied call, then a stop
// whose reply does or does not hand the user a `!` command, in several languages.
import type { TestBody } from 'claude-code/testing'
import { describe, expect, test } from 'claude-code/testing'

type On = Parameters<TestBody>[1]

/** Bottoms that stand for the engine beneath the plugin. */
function engineBeneath(on: On): void {
  on('classic.PermissionDenied', () => ({}))
  on('classic.Stop', () => ({}))
  on('classic.SubagentStop', () => ({}))
}

const DENIED = { tool_name: 'Bash', tool_input: { command: 'git push origin main', description: 'push' }, tool_use_id: 'toolu_b1', reason: 'Classifier unavailable' }

/** Replies that carry a `!` command: the stop goes. */
const withCommand: [language: string, reply: string][] = [
  ['English', 'The push was denied. Run `! git push origin main` in this session.'],
  ['German', 'Der Push wurde abgelehnt. Führe bitte `! git push origin main` in dieser Sitzung aus.'],
  ['Japanese', 'プッシュは拒否されました。このセッションで `! git push origin main` を実行してください。'],
  ['Spanish', '¡El push fue denegado! Ejecuta `! git push origin main` en esta sesión.'],
  ['French, code block', "Le push a été refusé. Lance ceci :\n\n```sh\n! git push origin main\n```"],
  ['Chinese, code block', '推送被拒绝。请在此会话中运行：\n\n```\n! git push origin main\n```'],
]

/** Replies with no `!` command (a `!` in prose is none): the stop is blocked. */
const withoutCommand: [language: string, reply: string][] = [
  ['English', 'The push was denied! Please push the branch yourself.'],
  ['German', 'Der Push wurde abgelehnt! Bitte pushe den Branch selbst: ! git push origin main'],
  ['Japanese', 'プッシュは拒否されました！ブランチを自分でプッシュしてください。'],
  ['Spanish', '¡El push fue denegado! Haz el push tú mismo.'],
  ['code with no !', 'Run `git push origin main` yourself.'],
]

describe('a denied call, then a stop', () => {
  for (const [language, reply] of withCommand) {
    test(`${language}: a reply with a ! command stops`, async ($, on) => {
      engineBeneath(on)
      await $.classic.PermissionDenied(DENIED)
      const answer = await $.classic.Stop({ stop_hook_active: false, last_assistant_message: reply })
      expect(answer.block).toBe(undefined)
    })
  }
  for (const [language, reply] of withoutCommand) {
    test(`${language}: a reply with no ! command is blocked, naming the call`, async ($, on) => {
      engineBeneath(on)
      await $.classic.PermissionDenied(DENIED)
      const answer = await $.classic.Stop({ stop_hook_active: false, last_assistant_message: reply })
      expect(answer.block ?? '').toContain('claudetto usercheck:')
      expect(answer.block ?? '').toContain('[Bash] git push origin main')
    })
  }
})

test('a stop clears the denied calls: the next stop, with no new denial, goes', async ($, on) => {
  engineBeneath(on)
  await $.classic.PermissionDenied(DENIED)
  const first = await $.classic.Stop({ stop_hook_active: false, last_assistant_message: 'Done.' })
  expect(typeof first.block).toBe('string')
  const second = await $.classic.Stop({ stop_hook_active: false, last_assistant_message: 'Done.' })
  expect(second.block).toBe(undefined)
})

test('a stop that continues a block is never blocked, and clears too', async ($, on) => {
  engineBeneath(on)
  await $.classic.PermissionDenied(DENIED)
  const active = await $.classic.Stop({ stop_hook_active: true, last_assistant_message: 'Done.' })
  expect(active.block).toBe(undefined)
  const next = await $.classic.Stop({ stop_hook_active: false, last_assistant_message: 'Done.' })
  expect(next.block).toBe(undefined)
})

test("a subagent's stop is judged by its own denials, the main stop by the main thread's", async ($, on) => {
  engineBeneath(on)
  await $.classic.PermissionDenied({ ...DENIED, agent_id: 'a1', agent_type: 'general-purpose' })
  const main = await $.classic.Stop({ stop_hook_active: false, last_assistant_message: 'Done.' })
  expect(main.block).toBe(undefined)
  const other = await $.classic.SubagentStop({
    stop_hook_active: false, agent_id: 'a2', agent_type: 'general-purpose', agent_transcript_path: '/t/a2.jsonl', last_assistant_message: 'Done.',
  })
  expect(other.block).toBe(undefined)
  const sub = await $.classic.SubagentStop({
    stop_hook_active: false, agent_id: 'a1', agent_type: 'general-purpose', agent_transcript_path: '/t/a1.jsonl', last_assistant_message: 'Done.',
  })
  expect(sub.block ?? '').toContain('[Bash] git push origin main')
})

test('a block from beneath and this one reach the model together', async ($, on) => {
  on('classic.PermissionDenied', () => ({}))
  on('classic.Stop', () => ({ block: 'another gate: verify first' }))
  await $.classic.PermissionDenied(DENIED)
  const answer = await $.classic.Stop({ stop_hook_active: false, last_assistant_message: 'Done.' })
  expect(answer.block ?? '').toContain('another gate: verify first')
  expect(answer.block ?? '').toContain('claudetto usercheck:')
})

test('a stop with no reply text goes unjudged', async ($, on) => {
  engineBeneath(on)
  await $.classic.PermissionDenied(DENIED)
  const answer = await $.classic.Stop({ stop_hook_active: false })
  expect(answer.block).toBe(undefined)
})

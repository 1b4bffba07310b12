// The verified Stop gate in the engine's own runtime: seeded rows stand for the session,
// fs.* hooks for the disk under ~/.claude/verified, ui.toast for the screen.
import type { On, SessionMessage } from 'claude-code'
import { expect, mock, test } from 'claude-code/testing'

type Disk = Map<string, string>

/** The engine's side: rows, HOME, the file system (a Map), toasts. */
function engine(on: On, main: SessionMessage[], sub: SessionMessage[] = [], land?: (write: () => void) => Promise<void>) {
  const disk: Disk = new Map()
  const toasts: string[] = []
  mock.clock(on)
  on('session.messages', (_$, e) => ({ value: e.agentId === 'a1' ? sub : main }))
  on('session.root', () => ({ value: '/proj' }))
  on('env.get', () => ({ value: '/home/u' }))
  on('fs.exists', (_$, e) => ({ value: disk.has(e.path) || [...disk.keys()].some(k => k.startsWith(`${e.path}/`)) }))
  on('fs.read', (_$, e) => ({ value: disk.get(e.path) ?? '' }))
  on('fs.write', async (_$, e) => {
    const write = () => void disk.set(e.path, e.text)
    if (land) await land(write)
    else write()
    return { value: undefined }
  })
  on('ui.toast', (_$, e) => (toasts.push(e.text), { value: undefined }))
  on('classic.Stop', () => ({}))
  on('classic.SubagentStop', () => ({}))
  on('session.end', (_$, e) => ({ sessionId: e.sessionId }))
  return { disk, toasts }
}

const wrote: SessionMessage = {
  role: 'assistant', text: '',
  toolUses: [{ tool_use_id: 'w1', tool: 'Write', input: { file_path: '/proj/a.ts', content: 'x' }, text: 'File created successfully at: /proj/a.ts' }],
}
const ranTests: SessionMessage = {
  role: 'assistant', text: '',
  toolUses: [{ tool_use_id: 'b1', tool: 'Bash', input: { command: 'npm test' }, text: '1 passed' }],
}
const asked: SessionMessage = { role: 'user', text: 'Fix it.', toolUses: [] }

const stop = (answer: string, active = false) => ({ stop_hook_active: active, last_assistant_message: answer, session_id: 's1', cwd: '/proj' })

test('"All tests pass" after a write with no run is sent back, naming the claim; a toast says so', async ($, on) => {
  const { toasts } = engine(on, [asked, wrote])
  const r = await $.classic.Stop(stop('Fixed. All tests pass.'))
  const lines = (r.block ?? '').split('\n')
  expect(lines[0]?.startsWith('verified: ')).toBe(true)
  expect(lines[0]).toContain('claudetto verified:')
  expect(r.block).toContain('  - [command-outcome] All tests pass: nothing ran the tests')
  // "Fixed." alone is a claim too (the kernel reader reads terse claims): a write with no run behind it.
  expect(r.block).toContain('[fixed] Fixed')
  expect(toasts).toEqual(['verified sent the answer back: 2 unbacked claims'])
})

test('a clean run after the last write backs it', async ($, on) => {
  const { toasts } = engine(on, [asked, wrote, ranTests])
  const r = await $.classic.Stop(stop('All tests pass.'))
  expect(r.block).toBe(undefined)
  expect(toasts).toEqual([])
})

test('the same claims are sent back three times, then the answer passes', async ($, on) => {
  engine(on, [asked, wrote])
  const blocks: boolean[] = []
  for (let i = 0; i < 4; i += 1) blocks.push((await $.classic.Stop(stop('All tests pass.', i > 0))).block !== undefined)
  expect(blocks).toEqual([true, true, true, false])
})

test('a subagent is judged on its own rows', async ($, on) => {
  const subRows: SessionMessage[] = [{ role: 'user', text: 'Fix a.ts', toolUses: [] }, wrote, ranTests]
  engine(on, [asked, wrote], subRows)
  const sub = await $.classic.SubagentStop({ stop_hook_active: false, last_assistant_message: 'All tests pass.', agent_id: 'a1', agent_type: 'general-purpose', agent_transcript_path: '/t', session_id: 's1', cwd: '/proj' })
  expect(sub.block).toBe(undefined)
  const main = await $.classic.Stop(stop('All tests pass.'))
  expect(main.block).toContain('[command-outcome]')
})

test('a missing path is a note for the person, never a block', async ($, on) => {
  const { toasts } = engine(on, [asked])
  const r = await $.classic.Stop(stop('The handler lives in src/handlers/auth.ts.'))
  expect(r.block).toBe(undefined)
  expect(toasts.join()).toContain('not sent back')
})

/** The session's end, which waits on every record still being written (verified.flush-records). */
const END = { reason: 'other', sessionId: 's1', resume: { id: 's1' } } as const

test('concurrent Stop and SubagentStop write separate ledger segments and state files', async ($, on) => {
  const { disk } = engine(on, [asked, wrote], [asked, wrote])
  await Promise.all([
    $.classic.Stop(stop('All tests pass.')),
    $.classic.SubagentStop({ stop_hook_active: false, last_assistant_message: 'All tests pass.', agent_id: 'a1', agent_type: 'x', agent_transcript_path: '/t', session_id: 's1', cwd: '/proj' }),
  ])
  // The records are written after the answers; the session's end waits on them.
  await $.session.end(END)
  const ledger = [...disk.keys()].filter(p => p.startsWith('/home/u/.claude/verified/ledger/'))
  expect(ledger).toHaveLength(2)
  for (const p of ledger) {
    const record = JSON.parse(disk.get(p) ?? '') as { blocked: boolean; answer: string; claims: { cls: string }[] }
    expect(record.blocked).toBe(true)
    expect(record.claims[0]?.cls).toBe('command-outcome')
  }
  expect(disk.has('/home/u/.claude/verified/sessions/s1.json')).toBe(true)
  expect(disk.has('/home/u/.claude/verified/sessions/s1.agent-a1.json')).toBe(true)
})

test('a throw in the file system lets the stop through (fails open)', async ($, on) => {
  mock.clock(on)
  on('session.messages', () => ({ value: [asked, wrote] }))
  on('env.get', () => ({ value: '/home/u' }))
  on('fs.exists', () => {
    throw new Error('disk gone')
  })
  on('classic.Stop', () => ({}))
  const r = await $.classic.Stop(stop('All tests pass.'))
  expect(r.block).toBe(undefined)
})

test('a relative path is found under a folder the answer names by an absolute path', async ($, on) => {
  const { toasts, disk } = engine(on, [asked])
  disk.set('/work/other/src/handlers/auth.ts', 'x')
  const r = await $.classic.Stop(stop('In /work/other the handler lives in src/handlers/auth.ts.'))
  expect(r.block).toBe(undefined)
  expect(toasts).toEqual([])
})

// The kit settles a dispatch once its calls on $ are done; the records are written after the answer (a timer),
// so the session's end is what waits on them (the real client's debug log shows it: spec/e2e/verified.spec.ts).
// This holds the streak across slow writes.
test('records written behind a slow write: the next Stop reads the state they wrote', async ($, on) => {
  // Each write lands only after many turns of the event loop's queue (the engine's types have no timers).
  const { disk } = engine(on, [asked, wrote], [], async write => {
    for (let turn = 0; turn < 200; turn += 1) await Promise.resolve()
    write()
  })
  const first = await $.classic.Stop(stop('All tests pass.'))
  expect(first.block).toContain('sent back 1 of 3')
  const second = await $.classic.Stop(stop('All tests pass.', true))
  expect(second.block).toContain('sent back 2 of 3')
  await $.session.end(END)
  expect([...disk.keys()].filter(p => p.startsWith('/home/u/.claude/verified/sessions/'))).toHaveLength(1)
})

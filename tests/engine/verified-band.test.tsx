// The verified band above the prompt, on the terminal and the desktop: drawn from the
// verdict a Stop block leaves, cleared by Dismiss and by the next prompt.
import type { On, SessionMessage } from 'claude-code'
import { expect, mock, test } from 'claude-code/testing'

const BAND = {
  plugin: 'claudetto',
  component: 'AbovePrompt',
  props: { hasSurvey: false, isCollapsed: false, isWorking: false, maxRows: 10, bodyColumns: 80, scroll: { offset: 0, bodyRows: 10 }, view: {} },
} as const

const rows: SessionMessage[] = [
  { role: 'user', text: 'Fix it.', toolUses: [] },
  { role: 'assistant', text: '', toolUses: [{ tool_use_id: 'w1', tool: 'Write', input: { file_path: '/proj/a.ts', content: 'x' }, text: 'File created successfully at: /proj/a.ts' }] },
]

function engine(on: On) {
  const disk = new Map<string, string>()
  mock.clock(on)
  on('session.messages', () => ({ value: rows }))
  on('session.root', () => ({ value: '/proj' }))
  on('env.get', () => ({ value: '/home/u' }))
  on('fs.exists', (_$, e) => ({ value: disk.has(e.path) }))
  on('fs.read', (_$, e) => ({ value: disk.get(e.path) ?? '' }))
  on('fs.write', (_$, e) => (disk.set(e.path, e.text), { value: undefined }))
  on('ui.toast', () => ({ value: undefined }))
  on('classic.Stop', () => ({}))
  on('classic.SubagentStop', () => ({}))
  on('prompt.submit', (_$, e) => ({ text: e.text }))
}

const blockedStop = { stop_hook_active: false, last_assistant_message: 'All tests pass. See https://docs.example-lib.io/guide.', session_id: 's1', cwd: '/proj' }

for (const surface of ['terminal', 'desktop'] as const) {
  test(`${surface}: no verdict, no band`, async ($, on) => {
    engine(on)
    const ui = await $.ui.mount({ ...BAND, surface })
    expect(await ui.find({ type: 'Text', text: /verified/ })).toBe(undefined)
    expect(await ui.keepsBeneath()).toBe(true)
    await ui.unmount()
  })

  test(`${surface}: after a block the band lists the claims; Dismiss clears it`, async ($, on) => {
    engine(on)
    await $.classic.Stop(blockedStop)
    const ui = await $.ui.mount({ ...BAND, surface })
    expect((await ui.find({ type: 'Text', text: /redid/ }))?.text).toBe('verified redid the last answer')
    expect((await ui.find({ type: 'Text', text: /command-outcome/ }))?.text).toContain('All tests pass.')
    expect((await ui.find({ type: 'Text', text: /\[url\]/ }))?.text).toContain('docs.example-lib.io')
    await ui.press({ key: 'dismiss' })
    expect(await ui.find({ type: 'Text', text: /redid/ })).toBe(undefined)
    expect(await ui.keepsBeneath()).toBe(true)
    await ui.unmount()
  })

  test(`${surface}: the next prompt clears the band`, async ($, on) => {
    engine(on)
    await $.classic.Stop(blockedStop)
    const ui = await $.ui.mount({ ...BAND, surface })
    expect(await ui.find({ type: 'Text', text: /redid/ })).not.toBe(undefined)
    await $.prompt.submit({ text: 'next task', wait: false, origin: { kind: 'composer' } })
    expect(await ui.find({ type: 'Text', text: /redid/ })).toBe(undefined)
    await ui.unmount()
  })

  test(`${surface}: a subagent's block names the subagent`, async ($, on) => {
    engine(on)
    await $.classic.SubagentStop({ ...blockedStop, agent_id: 'a1', agent_type: 'general-purpose', agent_transcript_path: '/t' })
    const ui = await $.ui.mount({ ...BAND, surface })
    expect((await ui.find({ type: 'Text', text: /redid/ }))?.text).toBe('verified redid the last answer (subagent a1)')
    await ui.unmount()
  })

  test(`${surface}: a missing path shows as a note, and the model is not told`, async ($, on) => {
    engine(on)
    const r = await $.classic.Stop({ ...blockedStop, last_assistant_message: 'The handler lives in src/handlers/auth.ts.' })
    expect(r.block).toBe(undefined)
    const ui = await $.ui.mount({ ...BAND, surface })
    expect((await ui.find({ type: 'Text', text: /note: \[path-missing\]/ }))?.text).toContain('src/handlers/auth.ts')
    await ui.unmount()
  })
}

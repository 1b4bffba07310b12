// Sources the scripted client cannot raise under -p (AskUserQuestion answers), and the
// project lookups, in the engine's own runtime with seeded rows and files.
import type { SessionMessage } from 'claude-code'
import { expect, test } from 'claude-code/testing'

const PLAN = '/proj/openspec/changes/cache/design.md'
const denyOf = (answer: object): string => ('deny' in answer && typeof answer.deny === 'string' ? answer.deny : '')

const asked: SessionMessage[] = [
  { role: 'user', text: 'Write the design.', toolUses: [] },
  {
    role: 'assistant',
    text: '',
    toolUses: [
      {
        tool_use_id: 'q1',
        tool: 'AskUserQuestion',
        input: { questions: [{ question: 'How many entries?' }] },
        result: { questions: [], answers: { 'How many entries?': '6144' }, annotations: {} },
        text: 'Your questions have been answered: "How many entries?"="6144". You can now continue with these answers in mind.',
      },
    ],
  },
]

test('an AskUserQuestion answer is a source, as the user\'s words', async ($, on) => {
  on('session.messages', () => ({ value: asked }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', () => ({ value: false }))
  on('tool.call', () => ({ result: {} }))
  const answer = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'The cache holds 6144 entries.' })
  expect(denyOf(answer)).toBe('')
})

test('an attribution to the user passes on an AskUserQuestion answer\'s words', async ($, on) => {
  const chose: SessionMessage[] = [
    { role: 'user', text: 'Write the design.', toolUses: [] },
    {
      role: 'assistant',
      text: '',
      toolUses: [{ tool_use_id: 'q1', tool: 'AskUserQuestion', input: {}, result: { answers: { 'Which store?': 'Redis for session caching' } } }],
    },
  ]
  on('session.messages', () => ({ value: chose }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', () => ({ value: false }))
  on('tool.call', () => ({ result: {} }))
  const answer = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'The user chose Redis for session caching.' })
  expect(denyOf(answer)).toBe('')
})

test('a question the user did not answer is no source', async ($, on) => {
  const unanswered: SessionMessage[] = [
    { role: 'user', text: 'Write the design.', toolUses: [] },
    { role: 'assistant', text: 'Is 6144 right?', toolUses: [{ tool_use_id: 'q1', tool: 'AskUserQuestion', input: { questions: [{ question: 'Is 6144 right?' }] } }] },
  ]
  on('session.messages', () => ({ value: unanswered }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', () => ({ value: false }))
  on('tool.call', () => ({ result: {} }))
  const answer = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'The cache holds 6144 entries.' })
  expect(denyOf(answer)).toContain('[number] 6144')
})

test('the plugin\'s own earlier deny is no source, an ordinary tool error is', async ($, on) => {
  const rows: SessionMessage[] = [
    { role: 'user', text: 'Write the design.', toolUses: [] },
    {
      role: 'assistant',
      text: '',
      toolUses: [
        { tool_use_id: 'w0', tool: 'Write', input: {}, isError: true, result: 'Error: claudetto ground: x holds 1 claim', text: '<tool_use_error>claudetto ground: x holds 1 claim:\n  - [number] 6144: no source</tool_use_error>' },
        { tool_use_id: 'b0', tool: 'Bash', input: {}, isError: true, text: 'Exit code 1\nlimit 7168 reached' },
      ],
    },
  ]
  on('session.messages', () => ({ value: rows }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', () => ({ value: false }))
  on('tool.call', () => ({ result: {} }))
  const denied = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'The cache holds 6144 entries.' })
  expect(denyOf(denied)).toContain('[number] 6144')
  const allowed = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'The limit is 7168.' })
  expect(denyOf(allowed)).toBe('')
})

test('a file:line is looked up below the root by listing folders, node_modules left out', async ($, on) => {
  const listed: string[] = []
  on('session.messages', () => ({ value: asked }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', (_$, e) => ({ value: e.path === '/proj/src/lib/cache.ts' }))
  on('fs.list', (_$, e) => {
    const dir = e.path ?? ''
    listed.push(dir)
    const tree: Record<string, { name: string; kind: 'file' | 'dir' }[]> = {
      '/proj': [{ name: 'src', kind: 'dir' }, { name: 'node_modules', kind: 'dir' }, { name: '.git', kind: 'dir' }],
      '/proj/src': [{ name: 'lib', kind: 'dir' }],
      '/proj/src/lib': [{ name: 'cache.ts', kind: 'file' }],
    }
    return { value: (tree[dir] ?? []).map(x => ({ ...x, size: 10, mtimeMs: 0, isLink: false })) }
  })
  on('fs.read', () => ({ value: 'a\nb\nc\n' }))
  // Where each path lands: a regular file or folder under the root, no links.
  on('fs.stat', (_$, e) => ({ value: { kind: e.path.endsWith('.ts') ? 'file' : 'dir', size: 10, mtimeMs: 0, isLink: false, realPath: e.path } }))
  on('tool.call', () => ({ result: {} }))
  const answer = await $.tool.call({ tool: 'Write', file_path: PLAN, content: 'See cache.ts:40 and src/lib/cache.ts:3.' })
  expect(denyOf(answer)).toContain('[file:line] cache.ts:40')
  expect(denyOf(answer)).not.toContain('src/lib/cache.ts:3')
  expect(listed.some(d => d.includes('node_modules') || d.includes('.git'))).toBe(false)
})

test('an Edit of a spec.md whose old text lies in a scenario is let through', async ($, on) => {
  const spec = '/proj/openspec/changes/cache/specs/cache/spec.md'
  on('session.messages', () => ({ value: asked }))
  on('session.root', () => ({ value: '/proj' }))
  on('fs.exists', (_$, e) => ({ value: e.path === spec }))
  on('fs.read', () => ({ value: '### Requirement: R\n#### Scenario: s\n- WHEN 5000 arrive\n' }))
  on('tool.call', () => ({ result: {} }))
  const answer = await $.tool.call({ tool: 'Edit', file_path: spec, old_string: '- WHEN 5000 arrive', new_string: '- WHEN 9000 arrive' })
  expect(denyOf(answer)).toBe('')
})

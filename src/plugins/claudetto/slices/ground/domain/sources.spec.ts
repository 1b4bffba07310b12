import { describe, expect, test } from 'vitest'
import type { Row } from '../../../../../kernel/rows.js'
import { HANDOFF_MARKER } from '../../../../../kernel/tag.js'
import { bashSinceLastUser, readSourcesAhead, sourcesOf, toolResultTexts, userTexts } from './sources.js'

const user = (text: string): Row => ({ role: 'user', text, toolUses: [] })
const said = (text: string): Row => ({ role: 'assistant', text, toolUses: [] })
const ran = (tool: string, text: string, extra: Partial<Row['toolUses'][number]> = {}): Row => ({
  role: 'assistant',
  text: '',
  toolUses: [{ id: `t-${tool}-${text.length}`, tool, input: {}, text, ...extra }],
})

const DENY = '<tool_use_error>claudetto ground: x.md holds 1 claim with no source in this session:\n  - [number] 4096: ...</tool_use_error>'

describe('user texts', () => {
  test.each<[string, Row[], string[]]>([
    ['a typed prompt', [user('Use 512 entries.')], ['Use 512 entries.']],
    ['a handoff in an assistant row', [said(`${HANDOFF_MARKER} the user asked for 512`)], [`${HANDOFF_MARKER} the user asked for 512`]],
    ['AskUserQuestion answers and text', [ran('AskUserQuestion', 'Your questions have been answered: "Size?"="777"', { result: { answers: { 'Size?': '777' } } })],
      ['777', 'Your questions have been answered: "Size?"="777"']],
    ['not Stop feedback, a plugin note, a task notice, an empty row', [user('Stop hook feedback:\nsay 1'), user('Note from the x plugin, not from the user: 2'), user('<task-notification>3'), user('')], []],
    ['not an assistant sentence', [said('The user chose 512.')], []],
  ])('%s', (_name, rows, want) => expect(userTexts(rows)).toEqual(want))
})

describe('tool results', () => {
  test.each<[string, Row[], string[]]>([
    ['a Bash output', [ran('Bash', 'entries: 4096')], ['entries: 4096']],
    ['a tool error that is not ours', [ran('Bash', 'exit 1: 4096 missing', { isError: true })], ['exit 1: 4096 missing']],
    ['not our own deny, by its tag', [ran('Write', DENY, { isError: true })], []],
    ['a result row too, less our deny', [{ role: 'user', text: '', toolUses: [], toolResults: [{ id: 'a', text: 'seen 99', isError: false }, { id: 'b', text: DENY, isError: true }] }], ['seen 99']],
    ['a Read that quotes the tag elsewhere is still a source', [ran('Read', '1\tthe deny starts with "claudetto ground:" and 4096')], ['1\tthe deny starts with "claudetto ground:" and 4096']],
  ])('%s', (_name, rows, want) => expect(toolResultTexts(rows)).toEqual(want))
})

describe('a Bash call since the last user message', () => {
  test.each<[string, Row[], boolean]>([
    ['none at all', [user('Go.')], false],
    ['one after the prompt', [user('Go.'), ran('Bash', 'ok')], true],
    ['one before the newest prompt only', [user('Go.'), ran('Bash', 'ok'), user('Now write it.')], false],
    ['Stop feedback does not open a turn', [user('Go.'), ran('Bash', 'ok'), user('Stop hook feedback:\nrun it')], true],
    ['a Read is not a Bash call', [user('Go.'), ran('Read', '1\tx')], false],
  ])('%s', (_name, rows, want) => expect(bashSinceLastUser(rows)).toBe(want))
})

test('sources gather CLAUDE.md and the old text as files', () => {
  const s = sourcesOf([user('Go.')], { claudeMd: '# Rules', oldText: 'old 777' })
  expect(s.files).toEqual(['# Rules', 'old 777'])
  expect(s.claudeMd).toBe('# Rules')
})

describe('sources read ahead', () => {
  test('a row whose calls are all answered is read once: a later read gives what it gave then', () => {
    const row: Row = { role: 'user', text: 'Use port 8080.', toolUses: [] }
    readSourcesAhead([row])
    // The engine never changes a settled row; changing it here shows the read was kept.
    ;(row as { text: string }).text = 'Use port 9090.'
    expect(userTexts([row])).toEqual(['Use port 8080.'])
  })

  test('a row with a call still in flight is read again once its result is in', () => {
    const use: { id: string; tool: string; input: Record<string, unknown>; text?: string } = { id: 't1', tool: 'Bash', input: { command: 'seq 3' } }
    const row: Row = { role: 'assistant', text: '', toolUses: [use] }
    readSourcesAhead([row])
    expect(toolResultTexts([row])).toEqual([])
    use.text = '1\n2\n3'
    expect(toolResultTexts([row])).toEqual(['1\n2\n3'])
  })
})

import { beforeEach, describe, expect, test } from 'vitest'
import type { SessionRow } from './session-rows.js'
import { forgetShown, noteChunk, requestStarted, type Seen, shownFor } from './shown.js'
import { HANDOFF_MARKER } from './tag.js'

const prompt: SessionRow = { role: 'user', text: 'Write the plan.', toolUses: [], uuid: 'u1' }
const seen = (rows: SessionRow[] = [prompt]): Promise<Seen | null> => Promise.resolve({ rows, root: '/p' })

beforeEach(() => forgetShown())

describe('what the model had for its latest request', () => {
  test("the response's first call reads the rows read as the request was sent", async () => {
    const view = requestStarted(undefined, seen())
    noteChunk(view, { kind: 'text', text: 'Writing the plan.' })
    noteChunk(view, { kind: 'tool', id: 'toolu_1' })
    expect((await shownFor(undefined, 'toolu_1'))?.rows).toEqual([prompt])
  })

  test('a later call of the same response reads the session itself: the calls before it are sources now', () => {
    const view = requestStarted(undefined, seen())
    noteChunk(view, { kind: 'tool', id: 'toolu_1' })
    noteChunk(view, { kind: 'tool', id: 'toolu_2' })
    expect(shownFor(undefined, 'toolu_2')).toBeNull()
  })

  test('a call the hook did not note, or of another conversation, reads the session itself', () => {
    const view = requestStarted(undefined, seen())
    noteChunk(view, { kind: 'tool', id: 'toolu_1' })
    expect(shownFor(undefined, 'toolu_9')).toBeNull()
    expect(shownFor(undefined, undefined)).toBeNull()
    expect(shownFor('agent-1', 'toolu_1')).toBeNull()
  })

  test('a new request of the conversation ends what the one before showed', () => {
    const first = requestStarted(undefined, seen())
    noteChunk(first, { kind: 'tool', id: 'toolu_1' })
    requestStarted(undefined, seen())
    expect(shownFor(undefined, 'toolu_1')).toBeNull()
  })

  test('a handoff in the response text, even cut across chunks, is a source the read did not have', () => {
    const view = requestStarted(undefined, seen())
    const cut = Math.floor(HANDOFF_MARKER.length / 2)
    noteChunk(view, { kind: 'text', text: `Noted. ${HANDOFF_MARKER.slice(0, cut)}` })
    noteChunk(view, { kind: 'text', text: `${HANDOFF_MARKER.slice(cut)} The user asked for 3072.` })
    noteChunk(view, { kind: 'tool', id: 'toolu_1' })
    expect(shownFor(undefined, 'toolu_1')).toBeNull()
  })

  test('rows that end on an unanswered call, or a failed read, show nothing', async () => {
    const open: SessionRow = { role: 'assistant', text: '', toolUses: [{ tool_use_id: 't', tool: 'Bash', input: {} }] }
    const view = requestStarted(undefined, seen([prompt, open]))
    noteChunk(view, { kind: 'tool', id: 'toolu_1' })
    expect(await shownFor(undefined, 'toolu_1')).toBeNull()
    const failed = requestStarted(undefined, Promise.resolve(null))
    noteChunk(failed, { kind: 'tool', id: 'toolu_2' })
    expect(await shownFor(undefined, 'toolu_2')).toBeNull()
  })

  test('a compaction forgets every request', () => {
    const view = requestStarted(undefined, seen())
    noteChunk(view, { kind: 'tool', id: 'toolu_1' })
    forgetShown()
    expect(shownFor(undefined, 'toolu_1')).toBeNull()
  })
})

/**
 * claudetto's sections of the main thread's system prompt. Pure: the list the
 * engine composed in, the list to send out.
 *
 * The answer depends only on constants and on the handoff option, which is
 * fixed for the process, so it is the same for every request of a thread (a
 * changed answer would break the prompt cache).
 */
import { ACTIONS, HANDOFF_LINE, VERIFICATION } from '../texts.generated.js'

export type Section = { id: string; text: string; scope: 'shared' | 'session' }

/** The engine's section that says long conversations are summarized, so the model need not wrap up. */
export const COMPACTION_SECTION = 'context_management'

/** claudetto's own sections, appended after the engine's, in this order. */
export const OWN_SECTIONS: readonly Section[] = [
  { id: 'claudetto:verification', text: VERIFICATION, scope: 'session' },
  { id: 'claudetto:actions', text: ACTIONS, scope: 'session' },
]

/**
 * The engine's sections with claudetto's appended (session scope, after every
 * shared one) and, while the handoff is on, the compaction line replaced by
 * one that says what happens at the bound. A section of claudetto's already in
 * the list is replaced, not repeated.
 */
export function composeSections(sections: readonly Section[], handoffOn: boolean): Section[] {
  const own = new Set(OWN_SECTIONS.map(s => s.id))
  const kept = sections
    .filter(s => !own.has(s.id))
    .map(s => (handoffOn && s.id === COMPACTION_SECTION ? { ...s, text: HANDOFF_LINE } : s))
  return [...kept, ...OWN_SECTIONS]
}

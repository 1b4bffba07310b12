/** prompt.submit: a new prompt clears the band; the prompt goes on untouched. */
import { atom, update } from 'claude-code'
import type { Hook } from 'claude-code'

// The band's state (types/index.d.ts); the engine's scan wants the atom in each file that reads or writes it.
const verdict = atom({ plugin: 'claudetto', key: 'verdict' } as const, null)

export const clearOnPrompt: Hook<'prompt.submit'> = async ($, e, next) => {
  await update($, verdict, () => null)
  return next(e)
}

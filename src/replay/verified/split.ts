/**
 * Train or test: a session's side is a hash of its id, so it is the same on
 * every run and machine and never depends on what else is pinned. About 70%
 * train (rules are designed there), 30% test (only reported).
 */

export type Side = 'train' | 'test'

/** Percent of sessions on the train side. */
export const TRAIN_PERCENT = 70

/** FNV-1a, 32 bits, over the id's UTF-16 code units: small, stable, no dependency. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export const sideOf = (session: string): Side => (fnv1a(session) % 100 < TRAIN_PERCENT ? 'train' : 'test')

// What hooks/vendor/markdown.js takes in place of @lezer/highlight: @lezer/markdown tags its
// nodes with highlighting styles at load, and sembr never highlights, so each style is one inert
// value and no style reaches the tree. The parse and its nodes are the same (markdown.spec.ts).

/** No tag is ever made: `instanceof Tag` is false, so a node's style adds nothing. */
export class Tag {}

type Inert = (() => Inert) & Record<string, never>

/** Every tag (`tags.heading`) and every tag modifier (`tags.special(tags.content)`). */
const inert: Inert = (() => inert) as Inert

export const tags: Record<string, Inert> = new Proxy({}, { get: () => inert })

/** A style source that styles no node type. */
export function styleTags(_spec: unknown): () => undefined {
  return () => undefined
}

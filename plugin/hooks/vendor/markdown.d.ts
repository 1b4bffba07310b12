// Types of hooks/vendor/markdown.js (@lezer/markdown with GFM tables and math),
// self-contained so the engine's type-check needs no node_modules.

/** A node of the tree: its lezer name, its span in the text, its children in order. */
export type MdBlock = { name: string; from: number; to: number; children: MdBlock[] }

/** Where front matter (`---` or `+++` fenced, at offset 0) ends, after its closing fence line; 0 when there is none. */
export function frontMatterEnd(text: string): number

/** CommonMark plus GFM tables (`Table`), math (`InlineMath`, `MathBlock`) and front matter (`FrontMatter`). */
export function parseMarkdown(text: string): MdBlock

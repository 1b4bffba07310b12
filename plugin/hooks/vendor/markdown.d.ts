// Types of hooks/vendor/markdown.js (mdast-util-from-markdown, mdast-util-to-string),
// self-contained so the engine's type-check needs no node_modules.

export type Point = { line: number; column: number; offset?: number }
export type Position = { start: Point; end: Point }

export type MdNode = {
  type: string
  position?: Position
  children?: MdNode[]
  value?: string
  depth?: number
  lang?: string | null
  url?: string
  ordered?: boolean | null
  [key: string]: unknown
}

export type MdRoot = MdNode & { type: 'root'; children: MdNode[] }

export function fromMarkdown(value: string): MdRoot

export function toString(node: MdNode | MdNode[] | undefined, options?: { includeImageAlt?: boolean; includeHtml?: boolean }): string

/** CommonMark plus GFM tables, YAML/TOML front matter (`yaml`, `toml` nodes) and math (`math`, `inlineMath`). */
export function fromMarkdownFull(value: string): MdRoot

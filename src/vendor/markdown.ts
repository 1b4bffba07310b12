// Entry of hooks/vendor/markdown.js: the Markdown parser the engine loads.
// mdast-util-from-markdown (micromark) rather than unified + remark-parse:
// the same tree for a sixth of the code, and code costs startup (src/kernel/README.md).
import { fromMarkdown } from 'mdast-util-from-markdown'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { mathFromMarkdown } from 'mdast-util-math'
import { frontmatter } from 'micromark-extension-frontmatter'
import { gfmTable } from 'micromark-extension-gfm-table'
import { math } from 'micromark-extension-math'

export { fromMarkdown }
export { toString } from 'mdast-util-to-string'

const FRONTMATTER = ['yaml', 'toml'] as const

/**
 * CommonMark plus the constructs a rewrite must never enter: GFM tables,
 * YAML/TOML front matter and `$`/`$$` math each become their own node
 * instead of a paragraph of prose.
 */
export function fromMarkdownFull(value: string): ReturnType<typeof fromMarkdown> {
  return fromMarkdown(value, {
    extensions: [frontmatter([...FRONTMATTER]), gfmTable(), math()],
    mdastExtensions: [frontmatterFromMarkdown([...FRONTMATTER]), gfmTableFromMarkdown(), mathFromMarkdown()],
  })
}

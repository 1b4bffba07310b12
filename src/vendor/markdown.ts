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

type Options = NonNullable<Parameters<typeof fromMarkdown>[1]>
type Extension = { syntax: NonNullable<Options['extensions']>[number]; tree: NonNullable<Options['mdastExtensions']>[number] }

const FRONT_MATTER: Extension = { syntax: frontmatter([...FRONTMATTER]), tree: frontmatterFromMarkdown([...FRONTMATTER]) }
const TABLE: Extension = { syntax: gfmTable(), tree: gfmTableFromMarkdown() }
const MATH: Extension = { syntax: math(), tree: mathFromMarkdown() }

/**
 * CommonMark plus the constructs a rewrite must never enter: GFM tables,
 * YAML/TOML front matter and `$`/`$$` math each become their own node
 * instead of a paragraph of prose.
 *
 * Each extension is passed only when the text holds what its construct needs
 * (for a table a `|`, or a delimiter row's `:-` or `-:`, as in `a` over `:-:`;
 * a `$` for math; `---` or `+++` at the start for front matter): without it the
 * extension could add nothing to the tree, and every extension the parser
 * carries costs time at every character it reads. src/vendor/markdown.spec.ts
 * compares both trees on the sembr corpus.
 */
export function fromMarkdownFull(value: string): ReturnType<typeof fromMarkdown> {
  const used: Extension[] = []
  if (value.startsWith('---') || value.startsWith('+++')) used.push(FRONT_MATTER)
  if (value.includes('|') || value.includes(':-') || value.includes('-:')) used.push(TABLE)
  if (value.includes('$')) used.push(MATH)
  return fromMarkdown(value, { extensions: used.map(e => e.syntax), mdastExtensions: used.map(e => e.tree) })
}

/**
 * A first split for the worker to do while the model answers
 * (kernel/warm-up.ts): the Markdown parser's and the splitter's code are
 * built then, not at the first Markdown write. Pure.
 */
import { splitMarkdown, type SplitResult } from './split-markdown.js'

/** Markdown of the usual blocks (a heading, paragraphs, a list, a table, code), for the parser's and the splitter's first run. */
const WARM_MARKDOWN = [
  '# Warm-up',
  '',
  'The queue holds jobs. Each one *runs* once, see [the notes](notes.md) and `queue.ts`.',
  '',
  '- A list item. It has two sentences.',
  '- [ ] 1.1 A task.',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  '> A quote. Of two sentences.',
  '',
  '```ts',
  'const a = 1',
  '```',
  '',
].join('\n')
/** One split of the sample. */
export const warmSplit = (): SplitResult => splitMarkdown(WARM_MARKDOWN)

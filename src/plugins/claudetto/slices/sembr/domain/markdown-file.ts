/** Which files are Markdown, and how each kind is split. */
import type { SplitOptions } from './split-markdown.js'

const MARKDOWN = /\.(?:md|mdx|markdown)$/i

export function isMarkdownPath(filePath: string): boolean {
  return MARKDOWN.test(filePath)
}

export function splitOptionsFor(filePath: string): SplitOptions {
  return { mdx: /\.mdx$/i.test(filePath) }
}

// Entry of hooks/vendor/markdown.js: the Markdown parser the engine loads.
// mdast-util-from-markdown (micromark) rather than unified + remark-parse:
// the same tree for a sixth of the bytes, and bytes cost startup (~0.6 ms/KB).
export { fromMarkdown } from 'mdast-util-from-markdown'
export { toString } from 'mdast-util-to-string'

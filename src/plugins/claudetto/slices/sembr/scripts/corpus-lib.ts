/**
 * The corpus as the splitter sees it: each file of `corpus/manifest.json`
 * split as a Markdown write, with its breaks, its prose paragraphs, and
 * whether the rewrite joins back to the file's bytes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseMarkdown } from '../../../../../../hooks/vendor/markdown.js'
import { joinBreaks } from '../domain/breaks.js'
import { type Break } from '../domain/breaks.js'
import { blockChunks } from '../domain/chunks.js'
import { prosePassages } from '../domain/prose.js'
import { splitMarkdown } from '../domain/split-markdown.js'
import { CHUNK_CHARS } from '../limits.js'

export const CORPUS = path.join(import.meta.dirname, '../corpus')

export type CorpusFile = { repo: string; path: string; commit: string; language: string; bytes: number; sha256: string; side: 'train' | 'test'; file: string }

export function corpusFiles(): CorpusFile[] {
  return (JSON.parse(fs.readFileSync(path.join(CORPUS, 'manifest.json'), 'utf8')) as { files: CorpusFile[] }).files
}

export const readCorpusFile = (f: CorpusFile) => fs.readFileSync(path.join(CORPUS, f.file), 'utf8')

/** A prose paragraph of a file: where it starts and ends in the file. */
export type Paragraph = { start: number; end: number }

/** The prose paragraphs the splitter reads, found the way it finds them (chunk by chunk). */
export function paragraphsOf(text: string): Paragraph[] {
  const found: Paragraph[] = []
  for (const chunk of blockChunks(text, CHUNK_CHARS)) {
    const source = text.slice(chunk.start, chunk.end)
    for (const p of prosePassages(source, parseMarkdown(source))) found.push({ start: chunk.start + p.start, end: chunk.start + p.start + p.masked.length })
  }
  return found
}

export type SplitFile = { file: CorpusFile; text: string; breaks: Break[]; joins: boolean; paragraphs: Paragraph[] }

export function splitCorpusFile(file: CorpusFile): SplitFile {
  const text = readCorpusFile(file)
  const options = { mdx: /\.mdx$/i.test(file.path) }
  const { text: out, breaks } = splitMarkdown(text, options)
  return { file, text, breaks, joins: joinBreaks(out, breaks) === text, paragraphs: paragraphsOf(text) }
}

/** Where a break sits in the text as written: just after the sentence it ends. */
export const placeOf = (b: Break) => b.at

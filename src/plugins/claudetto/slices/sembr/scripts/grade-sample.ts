/**
 * `npx tsx src/plugins/claudetto/slices/sembr/scripts/grade-sample.ts [PER_LANGUAGE]`:
 * draws the seeded sample of prose paragraphs to grade (those with a break
 * or a sentence end with more text after it on its line), PER_LANGUAGE of
 * each language, and writes them to `corpus/grades-draft.txt` with the
 * splitter's breaks marked `⏎` and every other end marked `⁇`, for a person
 * to grade into `corpus/grades.txt` (each `⁇` made a `⏎` or taken out; a
 * wrong `⏎` taken out).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseMarkdown } from '../../../../../../hooks/vendor/markdown.js'
import { blockChunks } from '../domain/chunks.js'
import { prosePassages } from '../domain/prose.js'
import { splitMarkdown } from '../domain/split-markdown.js'
import { CHUNK_CHARS } from '../limits.js'
import { CORPUS, corpusFiles, readCorpusFile } from './corpus-lib.js'

const SEED = 'sembr-grades-1'
const perLanguage = Number(process.argv[2] ?? 15)
const END = /(?:[。！？｡][)"'”’」』）】]*(?=[^\s)"'”’」』）】])|[.!?…][)"'”’»」』）]*(?=[ \t]+\S))/gu

type Candidate = { key: string; header: string; body: string }
const byLanguage = new Map<string, Candidate[]>()
for (const f of corpusFiles()) {
  const text = readCorpusFile(f)
  const places = new Set(splitMarkdown(text, { mdx: /\.mdx$/i.test(f.path) }).breaks.map(b => b.at))
  for (const chunk of blockChunks(text, CHUNK_CHARS)) {
    const source = text.slice(chunk.start, chunk.end)
    for (const p of prosePassages(source, parseMarkdown(source))) {
      const start = chunk.start + p.start
      const para = text.slice(start, start + p.masked.length)
      const marks = new Map<number, string>()
      for (let at = 0; at <= para.length; at += 1) if (places.has(start + at)) marks.set(at, '⏎')
      for (const m of p.masked.matchAll(END)) {
        const at = (m.index ?? 0) + m[0].length
        if (!marks.has(at) && !/^[ \t]*\r?\n/.test(para.slice(at))) marks.set(at, '⁇')
      }
      if (marks.size === 0) continue
      let body = ''
      for (let at = 0; at <= para.length; at += 1) body += (marks.get(at) ?? '') + (para[at] ?? '')
      const key = crypto.createHash('sha256').update(`${SEED}:${f.file}@${start}`).digest('hex')
      const list = byLanguage.get(f.language) ?? []
      list.push({ key, header: `### ${f.file}@${start} ${f.language} ${f.side}`, body })
      byLanguage.set(f.language, list)
    }
  }
}
const out: string[] = []
for (const [, list] of [...byLanguage.entries()].sort()) {
  for (const c of list.sort((a, b) => a.key.localeCompare(b.key)).slice(0, perLanguage)) out.push(`${c.header}\n${c.body}\n`)
}
fs.writeFileSync(path.join(CORPUS, 'grades-draft.txt'), out.join('\n'))
process.stdout.write(`${out.length} paragraphs\n`)

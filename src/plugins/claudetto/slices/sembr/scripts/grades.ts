/**
 * The hand grades of the corpus sample (`corpus/grades.txt`), read and
 * scored. Each entry is one prose paragraph as written, under a header
 * `### <file>@<offset> <language> <side>`, with `⏎` at every place a break
 * is right (see the grading rules in `corpus/README.md`). Any other break is
 * wrong. A right place the splitter leaves alone is a missed break.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CORPUS, type CorpusFile, corpusFiles, readCorpusFile } from './corpus-lib.js'
import { splitMarkdown } from '../domain/split-markdown.js'

export const MARK = '⏎'
export const GRADES = path.join(CORPUS, 'grades.txt')

export type Graded = { file: string; start: number; language: string; side: string; text: string; right: number[] }

export function readGrades(file = GRADES): Graded[] {
  const out: Graded[] = []
  const entries = fs.readFileSync(file, 'utf8').split(/^### /m).slice(1)
  for (const entry of entries) {
    const newline = entry.indexOf('\n')
    const [where, language = '', side = ''] = entry.slice(0, newline).trim().split(' ')
    const at = (where ?? '').lastIndexOf('@')
    const marked = entry.slice(newline + 1).replace(/\n\n$/, '').replace(/\n$/, '')
    const right: number[] = []
    let text = ''
    for (const ch of marked) {
      if (ch === MARK) right.push(text.length)
      else text += ch
    }
    out.push({ file: (where ?? '').slice(0, at), start: Number((where ?? '').slice(at + 1)), language, side, text, right })
  }
  return out
}

export type GradeRow = { language: string; side: string; paragraphs: number; breaks: number; wrong: number; missed: number; wrongAt: string[] }

/** The splitter's breaks in each graded paragraph against its grades, by language and side. */
export function scoreGrades(grades: readonly Graded[]): GradeRow[] {
  const files = new Map<string, CorpusFile>(corpusFiles().map(f => [f.file, f]))
  const splits = new Map<string, { text: string; places: Set<number> }>()
  const rows = new Map<string, GradeRow>()
  for (const g of grades) {
    const file = files.get(g.file)
    if (file === undefined) throw new Error(`graded file not in the manifest: ${g.file}`)
    let split = splits.get(g.file)
    if (split === undefined) {
      const text = readCorpusFile(file)
      split = { text, places: new Set(splitMarkdown(text, { mdx: /\.mdx$/i.test(file.path) }).breaks.map(b => b.at)) }
      splits.set(g.file, split)
    }
    if (split.text.slice(g.start, g.start + g.text.length) !== g.text) throw new Error(`graded paragraph is not in ${g.file} at ${g.start}`)
    const key = `${g.language} ${g.side}`
    const row = rows.get(key) ?? { language: g.language, side: g.side, paragraphs: 0, breaks: 0, wrong: 0, missed: 0, wrongAt: [] }
    rows.set(key, row)
    row.paragraphs += 1
    const right = new Set(g.right)
    for (let at = 0; at <= g.text.length; at += 1) {
      const broken = split.places.has(g.start + at)
      if (broken) row.breaks += 1
      if (broken && !right.has(at)) {
        row.wrong += 1
        row.wrongAt.push(`${g.file}@${g.start + at}: ${g.text.slice(Math.max(0, at - 40), at)}⟂${g.text.slice(at, at + 30)}`)
      }
      if (!broken && right.has(at)) row.missed += 1
    }
  }
  return [...rows.values()].sort((a, b) => `${a.language} ${a.side}`.localeCompare(`${b.language} ${b.side}`))
}

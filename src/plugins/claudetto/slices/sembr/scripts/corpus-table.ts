/**
 * `npx tsx src/plugins/claudetto/slices/sembr/scripts/corpus-table.ts`: the
 * slice README's corpus table. Per language and side: the corpus's files,
 * prose paragraphs and breaks; then the graded sample's paragraphs, breaks,
 * wrong breaks, and missed breaks per 10 paragraphs.
 */
import { corpusFiles, splitCorpusFile } from './corpus-lib.js'
import { readGrades, scoreGrades } from './grades.js'

type Row = { files: number; paragraphs: number; breaks: number; joinFailures: number }
const corpus = new Map<string, Row>()
for (const f of corpusFiles()) {
  const split = splitCorpusFile(f)
  const key = `${f.language} ${f.side}`
  const row = corpus.get(key) ?? { files: 0, paragraphs: 0, breaks: 0, joinFailures: 0 }
  corpus.set(key, row)
  row.files += 1
  row.paragraphs += split.paragraphs.length
  row.breaks += split.breaks.length
  if (!split.joins) row.joinFailures += 1
}
const graded = new Map(scoreGrades(readGrades()).map(r => [`${r.language} ${r.side}`, r]))
const lines = [
  '| language | side | files | prose paragraphs | breaks | join failures | graded paragraphs | graded breaks | wrong | missed | missed per 10 paragraphs |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
]
for (const key of [...corpus.keys()].sort()) {
  const c = corpus.get(key)
  const g = graded.get(key)
  if (c === undefined) continue
  const [language, side] = key.split(' ')
  const per10 = g && g.paragraphs > 0 ? ((10 * g.missed) / g.paragraphs).toFixed(1) : '-'
  lines.push(`| ${language} | ${side} | ${c.files} | ${c.paragraphs} | ${c.breaks} | ${c.joinFailures} | ${g?.paragraphs ?? 0} | ${g?.breaks ?? 0} | ${g?.wrong ?? 0} | ${g?.missed ?? 0} | ${per10} |`)
}
process.stdout.write(`${lines.join('\n')}\n`)

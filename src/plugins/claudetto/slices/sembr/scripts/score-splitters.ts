/**
 * `npx tsx src/plugins/claudetto/slices/sembr/scripts/score-splitters.ts [--rows]`:
 * scores each candidate sentence splitter on the golden set and prints a
 * Markdown table (the one in the slice's README), then, with `--rows`, each
 * wrong and missed split.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { split as textlintSplit } from 'sentence-splitter'
import { type GoldenRow, score, type Splitter } from '../domain/golden.js'
import { sentenceEnds } from '../../../../../kernel/prose/sentences.js'

const rows = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../data/golden-sentences.json'), 'utf8')) as { rows: GoldenRow[] }).rows
const sbd = createRequire(import.meta.url)('sbd') as { sentences: (text: string, options?: object) => string[] }

/** Ends from a list of sentence strings, found in order in the text. */
function endsOfParts(text: string, parts: readonly string[]): number[] {
  const ends: number[] = []
  let at = 0
  for (const part of parts) {
    const trimmed = part.trim()
    const found = text.indexOf(trimmed, at)
    if (found < 0) continue
    at = found + trimmed.length
    ends.push(at)
  }
  return ends
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' })

export const SPLITTERS: Record<string, Splitter> = {
  'claudetto (domain/sentences.ts)': sentenceEnds,
  'Intl.Segmenter': text => [...segmenter.segment(text)].map(s => s.index + s.segment.trimEnd().length),
  'sentence-splitter 5.0.1': text => textlintSplit(text).filter(n => n.type === 'Sentence').map(n => n.range[1]),
  'sbd 1.0.19': text => endsOfParts(text, sbd.sentences(text, { newline_boundaries: false })),
}

const bySet = (set: string) => rows.filter(r => r.set === set)
const lines = ['| splitter | set | rows | boundaries | wrong splits | missed splits |', '|---|---|---|---|---|---|']
const details: string[] = []
for (const [name, split] of Object.entries(SPLITTERS)) {
  for (const set of ['golden-rules', 'agent']) {
    const s = score(bySet(set), split)
    lines.push(`| ${name} | ${set} | ${s.rows} | ${s.boundaries} | ${s.wrong} | ${s.missed} |`)
    details.push(`\n### ${name}, ${set}\n`, ...s.wrongRows.map(r => `- wrong: ${r}`), ...s.missedRows.map(r => `- missed: ${r}`))
  }
}
process.stdout.write(`${lines.join('\n')}\n`)
if (process.argv.includes('--rows')) process.stdout.write(`${details.join('\n')}\n`)

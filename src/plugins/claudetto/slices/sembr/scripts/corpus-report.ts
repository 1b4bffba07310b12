/**
 * `npx tsx src/plugins/claudetto/slices/sembr/scripts/corpus-report.ts [--side train|test] [--lang xx] [--show breaks|ends]`:
 * splits every corpus file and prints files, paragraphs and breaks by
 * language and side, and any file whose rewrite does not join back. With
 * `--show breaks` each break with the text around it; with `--show ends` each
 * full-width or Latin sentence end left on a line with more text after it.
 */
import { corpusFiles, splitCorpusFile } from './corpus-lib.js'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}
const side = arg('--side')
const lang = arg('--lang')
const show = arg('--show')
const rows: Record<string, { files: number; paragraphs: number; breaks: number; joinFailures: number }> = {}
const oneLine = (s: string) => s.replace(/\r?\n/g, '⏎ ')
for (const file of corpusFiles()) {
  if ((side && file.side !== side) || (lang && file.language !== lang)) continue
  const split = splitCorpusFile(file)
  const key = `${file.language} ${file.side}`
  const row = (rows[key] ??= { files: 0, paragraphs: 0, breaks: 0, joinFailures: 0 })
  row.files += 1
  row.paragraphs += split.paragraphs.length
  row.breaks += split.breaks.length
  if (!split.joins) row.joinFailures += 1
  if (show === 'breaks') {
    for (const b of split.breaks) process.stdout.write(`${file.file}@${b.at}: ${oneLine(split.text.slice(Math.max(0, b.at - 60), b.at))} ⟂ ${oneLine(split.text.slice(b.at + b.removed.length, b.at + b.removed.length + 50))}\n`)
  }
  if (show === 'ends') {
    const broken = new Set(split.breaks.map(b => b.at))
    for (const p of split.paragraphs) {
      const t = split.text.slice(p.start, p.end)
      const re = /(?:[。！？][)"'”’」』）]*(?=[^\s)"'”’」』）*_])|[.!?][)"'”’」』）]*(?=[ \t]+[\p{L}("“«¿¡]))/gu
      for (const m of t.matchAll(re)) {
        const at = p.start + (m.index ?? 0) + m[0].length
        if (broken.has(at)) continue
        process.stdout.write(`${file.file}@${at}: ${oneLine(split.text.slice(Math.max(0, at - 50), at))} ⟂ ${oneLine(split.text.slice(at, at + 40))}\n`)
      }
    }
  }
}
process.stdout.write('| language side | files | paragraphs | breaks | join failures |\n|---|---|---|---|---|\n')
for (const [key, r] of Object.entries(rows).sort()) process.stdout.write(`| ${key} | ${r.files} | ${r.paragraphs} | ${r.breaks} | ${r.joinFailures} |\n`)

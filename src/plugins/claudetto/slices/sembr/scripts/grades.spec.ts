/**
 * The real-Markdown corpus: every file's rewrite joins back to its bytes and
 * a second pass changes nothing, and the hand-graded sample holds no break
 * that is not at a place graded right (a wrong break, or one not yet graded).
 */
import { describe, expect, test } from 'vitest'
import { parseMarkdown } from '../../../../../../hooks/vendor/markdown.js'
import { joinBreaks } from '../domain/breaks.js'
import { sameRendering } from '../domain/same-rendering.js'
import { blockChunks } from '../domain/chunks.js'
import { hasProseCandidate, planBreaks, splitMarkdown } from '../domain/split-markdown.js'
import { corpusFiles, readCorpusFile } from './corpus-lib.js'
import { readGrades, scoreGrades } from './grades.js'
import { mdastRendersTheSame } from './mdast-rendering.js'

describe('corpus', () => {
  test('at least 100 files in at least 5 languages, on both sides', () => {
    const files = corpusFiles()
    expect(files.length).toBeGreaterThanOrEqual(100)
    expect(new Set(files.map(f => f.language)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(files.map(f => f.side))).toEqual(new Set(['train', 'test']))
  })

  // Each block is parsed only when the quick line scan says it could hold a break: a block it passed over would keep its sentences on one line.
  test('every block the splitter would break is one the quick scan sends to the parser', { timeout: 600_000 }, () => {
    const passedOver: string[] = []
    for (const f of corpusFiles()) {
      const text = readCorpusFile(f)
      for (const chunk of blockChunks(text, 0)) {
        const source = text.slice(chunk.start, chunk.end)
        if (hasProseCandidate(source)) continue
        const breaks = planBreaks(source, parseMarkdown(source), { mdx: /\.mdx$/i.test(f.path) })
        if (breaks.length > 0) passedOver.push(`${f.file} at ${chunk.start}: ${JSON.stringify(source.slice(0, 120))}`)
      }
    }
    expect(passedOver).toEqual([])
  })

  test('every file: the breaks join back to its bytes, it renders the same, and a second pass changes nothing', { timeout: 600_000 }, () => {
    const failures: string[] = []
    for (const f of corpusFiles()) {
      const text = readCorpusFile(f)
      const options = { mdx: /\.mdx$/i.test(f.path) }
      const once = splitMarkdown(text, options)
      if (joinBreaks(once.text, once.breaks) !== text) failures.push(`${f.file}: does not join back`)
      else if (splitMarkdown(once.text, options).text !== once.text) failures.push(`${f.file}: a second pass changes it`)
      else if (!sameRendering({ text, tree: parseMarkdown(text) }, { text: once.text, tree: parseMarkdown(once.text) })) failures.push(`${f.file}: renders differently`)
      else if (!mdastRendersTheSame(text, once.text)) failures.push(`${f.file}: renders differently to micromark`)
    }
    expect(failures).toEqual([])
  })

  test('graded sample: no break at a place not graded right', { timeout: 300_000 }, () => {
    const rows = scoreGrades(readGrades())
    expect(rows.flatMap(r => r.wrongAt)).toEqual([])
    expect(rows.reduce((n, r) => n + r.breaks, 0)).toBeGreaterThan(100)
  })
})

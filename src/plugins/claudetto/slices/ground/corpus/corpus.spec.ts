/**
 * The judge over the real-plan corpus, against the hand grades (README.md):
 * on the train, test and holdout sides alike, no finding graded false, no
 * finding left ungraded, and every finding graded true still found (or found
 * under its whole reading, the `now` column: `500` of "1 500 FCFA" is now
 * read as `1 500`).
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { CORPUS_DIR, type CorpusFinding, corpusFiles, judgeCorpus, sideOf } from './replay.js'

type Grade = { file: string; side: string; kind: string; token: string; grade: 'true' | 'false' | 'borderline'; reason: string; now: string }

const GRADES: Grade[] = readFileSync(new URL('./grades.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map(line => {
    const [file = '', side = '', kind = '', token = '', , grade = '', reason = '', now = ''] = line.split('\t')
    return { file, side, kind, token, grade: grade as Grade['grade'], reason, now }
  })

const keyOf = (f: { file: string; kind: string; token: string }) => `${f.file}\t${f.kind}\t${f.token}`

type Manifest = { file: string; repository: string; sha256: string; bytes: number }[]
const MANIFEST: Manifest = JSON.parse(readFileSync(new URL('./manifest.json', import.meta.url), 'utf8'))

describe('the real-plan corpus', () => {
  test('is the files of the manifest, byte for byte, under 40 KB each', () => {
    expect(corpusFiles()).toEqual(MANIFEST.map(m => m.file).sort())
    for (const m of MANIFEST) {
      const bytes = readFileSync(`${CORPUS_DIR}${m.file}`)
      expect(createHash('sha256').update(bytes).digest('hex'), m.file).toBe(m.sha256)
      expect(bytes.length).toBeLessThan(40_000)
    }
    expect(MANIFEST.length).toBeGreaterThanOrEqual(60)
    expect(new Set(MANIFEST.map(m => m.repository)).size).toBeGreaterThanOrEqual(25)
  })

  test('every grade names a file of the corpus and its side', () => {
    for (const g of GRADES) {
      expect(corpusFiles(), g.file).toContain(g.file)
      expect(g.side, g.file).toBe(sideOf(g.file))
      expect(['true', 'false', 'borderline']).toContain(g.grade)
      expect(g.reason.length).toBeGreaterThan(10)
    }
  })

  test('no false deny, no ungraded finding, no lost true deny', async () => {
    const found: CorpusFinding[] = await judgeCorpus()
    const byKey = new Map(GRADES.map(g => [keyOf(g), g]))
    const foundKeys = new Set(found.map(keyOf))
    const falseOn = (side: string) => found.filter(f => f.side === side && byKey.get(keyOf(f))?.grade === 'false').map(keyOf)
    const ungraded = found.filter(f => !byKey.has(keyOf(f))).map(keyOf)
    const lost = GRADES.filter(g => g.grade === 'true' && !foundKeys.has(keyOf(g)) && !(g.now && foundKeys.has(keyOf({ ...g, token: g.now })))).map(keyOf)
    expect({
      trainFalseDenies: falseOn('train'),
      testFalseDenies: falseOn('test'),
      holdoutFalseDenies: falseOn('holdout'),
      ungraded,
      lost,
    }).toEqual({ trainFalseDenies: [], testFalseDenies: [], holdoutFalseDenies: [], ungraded: [], lost: [] })
  })
})

/**
 * `npx tsx src/plugins/claudetto/slices/sembr/scripts/collect-corpus.ts MIRROR...`:
 * copies public Markdown files, byte for byte, from local git snapshots of
 * public repositories (each MIRROR a bare git directory named `owner+name`)
 * into `corpus/files/` and writes `corpus/manifest.json` (repository, path,
 * commit, language, sha256, side). The language is read off the prose's
 * script (kana, Hangul, Han, Cyrillic) and, for Latin text, off its most
 * frequent function words. A file's side (train or test) is a hash of its
 * repository and path: about 70/30. Run once; the corpus is committed.
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const CORPUS = path.join(import.meta.dirname, '../corpus')
const MIN_BYTES = 1_500
const MAX_BYTES = 16_000
/** Files kept per repository and language, so no one repository makes up a language. */
const PER_REPO_LANGUAGE = 12
/** English is the easy case and the most common: it gets no more than this many files in all. */
const MAX_ENGLISH = 45

const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { maxBuffer: 64 << 20 })

const STOPWORDS: Record<string, string[]> = {
  en: ['the', 'and', 'is', 'of', 'to', 'that', 'you', 'with'],
  de: ['der', 'die', 'und', 'das', 'ist', 'nicht', 'mit', 'sie', 'ein', 'eine'],
  fr: ['le', 'la', 'les', 'et', 'est', 'des', 'une', 'vous', 'pour', 'dans'],
  es: ['el', 'la', 'los', 'las', 'y', 'que', 'es', 'una', 'para', 'por'],
}

/** The text without its fenced code blocks, read line by line (a fence closes on a line of the same marker, at least as long). */
function withoutFences(markdown: string): string {
  const kept: string[] = []
  let fence = ''
  for (const line of markdown.split('\n')) {
    const marker = /^(?:`{3,}|~{3,})/.exec(line)?.[0] ?? ''
    if (fence === '') {
      if (marker === '') kept.push(line)
      else fence = marker
    } else if (marker[0] === fence[0] && marker.length >= fence.length && line.slice(marker.length).trim() === '') fence = ''
  }
  return kept.join('\n')
}

/** The language of a Markdown text's prose, or null when it is mixed or too short to tell. */
export function languageOf(markdown: string): string | null {
  const prose = withoutFences(markdown).replace(/`[^`\n]*`/g, '')
  const count = (re: RegExp) => (prose.match(re) ?? []).length
  const kana = count(/[\u3040-\u30ff]/g)
  const hangul = count(/[\uac00-\ud7af]/g)
  const han = count(/[\u4e00-\u9fff]/g)
  const cyrillic = count(/[\u0400-\u04ff]/g)
  if (kana >= 30) return 'ja'
  if (hangul >= 50) return 'ko'
  if (han >= 100) return 'zh'
  if (cyrillic >= 200) return 'ru'
  if (kana + hangul + han + cyrillic > 20) return null
  const words = prose.toLowerCase().match(/\p{L}+/gu) ?? []
  if (words.length < 150) return null
  const scores = Object.entries(STOPWORDS)
    .map(([language, list]) => ({ language, score: words.filter(w => list.includes(w)).length / list.length }))
    .sort((a, b) => b.score - a.score)
  const [first, second] = scores
  // A text that is not clearly one language (a list of names, a half-translated page) is left out.
  return first !== undefined && second !== undefined && first.score >= 2 * second.score ? first.language : null
}

export const sideOf = (repo: string, file: string) =>
  (crypto.createHash('sha256').update(`${repo}/${file}`).digest()[0] ?? 0) % 10 < 7 ? 'train' : 'test'

type Entry = { repo: string; path: string; commit: string; language: string; bytes: number; sha256: string; side: string; file: string }

const entries: Entry[] = []
for (const mirror of process.argv.slice(2)) {
  const repo = path.basename(path.dirname(mirror)).replace('+', '/')
  const commit = git(mirror, 'rev-parse', 'HEAD').toString().trim()
  const listing = git(mirror, 'ls-tree', '-r', '-l', 'HEAD').toString().split('\n')
  const files = listing
    .map(line => /^\d+ blob [0-9a-f]+ +(\d+)\t(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && /\.(?:md|markdown)$/i.test(m[2] ?? ''))
    .map(m => ({ bytes: Number(m[1]), file: m[2] ?? '' }))
    .filter(f => f.bytes >= MIN_BYTES && f.bytes <= MAX_BYTES && !/(?:^|\/)(?:CHANGELOG|LICENSE|CODE_OF_CONDUCT)/i.test(f.file))
    // A fixed pseudo-random order, so the pick does not favour one folder.
    .sort((a, b) => crypto.createHash('sha1').update(a.file).digest('hex').localeCompare(crypto.createHash('sha1').update(b.file).digest('hex')))
  const kept: Record<string, number> = {}
  for (const f of files) {
    const bytes = git(mirror, 'show', `HEAD:${f.file}`)
    const language = languageOf(bytes.toString('utf8'))
    if (language === null || (kept[language] ?? 0) >= PER_REPO_LANGUAGE) continue
    if (language === 'en' && entries.filter(e => e.language === 'en').length >= MAX_ENGLISH) continue
    kept[language] = (kept[language] ?? 0) + 1
    const name = `${repo.replace('/', '+')}+${f.file.replaceAll('/', '+')}`
    fs.mkdirSync(path.join(CORPUS, 'files', language), { recursive: true })
    fs.writeFileSync(path.join(CORPUS, 'files', language, name), bytes)
    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex')
    entries.push({ repo, path: f.file, commit, language, bytes: bytes.length, sha256, side: sideOf(repo, f.file), file: `files/${language}/${name}` })
  }
}
entries.sort((a, b) => a.file.localeCompare(b.file))
fs.writeFileSync(path.join(CORPUS, 'manifest.json'), `${JSON.stringify({ about: 'Public Markdown files copied byte for byte from the repositories named, at the commits named. Each file keeps its own licence; they are test data for the sentence splitter only.', files: entries }, null, 1)}\n`)
const by: Record<string, number> = {}
for (const e of entries) by[`${e.language} ${e.side}`] = (by[`${e.language} ${e.side}`] ?? 0) + 1
process.stdout.write(`${entries.length} files\n${JSON.stringify(by, null, 1)}\n`)

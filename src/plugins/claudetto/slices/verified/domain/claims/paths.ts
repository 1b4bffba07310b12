/**
 * path-missing and path: file paths the answer names. path-missing asks
 * whether the file is there at all (a tool printed its name, or it exists on
 * disk); path asks whether the session read or edited it.
 */
import { clip } from '../../../../../../kernel/findings.js'
import { trimEndOf, trimStartOf } from '../../../../../../kernel/trim.js'
import type { Sentence } from '../answer-text.js'
import type { Claim, ClaimFinder } from '../claim.js'
import { holds, URL_PATTERN } from '../ran.js'

const EXTENSIONS = 'ts|tsx|mts|cts|js|jsx|mjs|cjs|json|jsonc|md|mdx|py|rb|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|php|sh|bash|zsh|yml|yaml|toml|ini|cfg|conf|txt|csv|sql|html|css|scss|vue|svelte|lock|xml|gradle|ex|exs|lua|ipynb'
/**
 * A path with folders (`src/a.ts`, `~/x`, `/etc/y`) or a file name with a known extension.
 * Each form starts only where the one before could not have gone on: a folder path not inside a
 * run of path characters, a file name not inside a run of name parts. A start inside such a run
 * could only find what the run's own start finds (the search takes the leftmost), and trying every
 * one of them made a 100,000-character word cost 20 s. A file name's leading dashes are
 * matched, then dropped: the name starts at its first word character. A name after a dash and a
 * dot (`-.a.md`) is not found: a start there is what made `a-.a-.a-.` quadratic.
 */
export const PATH = new RegExp(
  `(?:~\\/|(?<![\\w@.+-])(?:\\.{1,2}\\/|\\/)?)(?:[\\w@.+-]+\\/)+[\\w@.+-]+|(?<![\\w-]|[\\w-]\\.)-*(?=\\w)[\\w-]+(?:\\.[\\w-]+)*\\.(?:${EXTENSIONS})\\b`,
  'g',
)
const HAS_EXTENSION = new RegExp(`\\.(?:${EXTENSIONS})$`)

/** A path-like span is a path when it has a known extension or starts at a root (`/`, `./`, `~/`). */
function isPath(span: string): boolean {
  if (!/[A-Za-z]/.test(span)) return false
  if (/^\/\/|^\/[a-z]+$/i.test(span)) return false
  return HAS_EXTENSION.test(span) || /^(~\/|\.{1,2}\/|\/[\w.-]+\/)/.test(span)
}

/** The paths a sentence names, as written, trailing punctuation dropped. */
export function pathsIn(text: string): string[] {
  const found: string[] = []
  const prose = text.replace(URL_PATTERN, ' ')
  for (const m of prose.match(PATH) ?? []) {
    const trimmed = trimEndOf(m, '.,;:')
    const span = (trimmed.includes('/') ? trimmed : trimStartOf(trimmed, '-')).replace(/:\d+(:\d+)?$/, '')
    if (isPath(span) && !found.includes(span)) found.push(span)
  }
  return found
}

/** Every path the asserting sentences name: what the adapter asks the file system about. */
export function pathsNamed(sentences: readonly Sentence[]): string[] {
  const all: string[] = []
  for (const s of sentences) if (s.asserts) for (const p of pathsIn(s.claimText)) if (!all.includes(p)) all.push(p)
  return all
}

const baseName = (path: string) => {
  const trimmed = trimEndOf(path, '/')
  return trimmed.slice(trimmed.lastIndexOf('/') + 1)
}
const bare = (path: string) => path.replace(/^\.\//, '')

/** Each path an asserting sentence names, once, with the first sentence that names it. */
function* assertedPaths(sentences: Parameters<ClaimFinder>[0]['sentences']) {
  const seen = new Set<string>()
  for (const sentence of sentences) {
    if (!sentence.asserts) continue
    for (const path of pathsIn(sentence.claimText)) {
      if (seen.has(path)) continue
      seen.add(path)
      yield { sentence, path }
    }
  }
}

export const findMissingPaths: ClaimFinder = ({ sentences, ran, existing }) => {
  const claims: Claim[] = []
  for (const { sentence, path } of assertedPaths(sentences)) {
    // The session's output is searched only for a path not found on disk.
    const shown = () => holds(ran.printed, baseName(path).toLowerCase()) || ran.steps.some(s => (s.kind === 'write' || s.kind === 'read') && s.path.endsWith(bare(path)))
    claims.push({
      cls: 'path-missing',
      text: clip(sentence.text, 200),
      subject: path,
      backedBy: existing.has(path) ? 'the file exists' : shown() ? 'a tool printed its name' : null,
      needs: `no file ${path} was found from the working folder or the project root, and no tool printed its name; correct the path`,
    })
  }
  return claims
}

export const findUnreadPaths: ClaimFinder = ({ sentences, ran }) => {
  const claims: Claim[] = []
  for (const { sentence, path } of assertedPaths(sentences)) {
    const touched = ran.steps.find(s => (s.kind === 'write' || s.kind === 'read') && s.path.endsWith(bare(path)))
    claims.push({
      cls: 'path',
      text: clip(sentence.text, 200),
      subject: path,
      backedBy: touched ? `${touched.tool} of it` : null,
      needs: `nothing in this session read or edited ${path}; read it before describing it`,
    })
  }
  return claims
}

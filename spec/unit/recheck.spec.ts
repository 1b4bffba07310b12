// recheck's verdict on each pattern that the rewritten slow paths run over text a model or a tool
// wrote (issue 10's rows): `safe`, or the pattern is named with the length cut that bounds its input.
// The patterns are read from the source as it stands (spec/unit/patterns.ts), so an edit is checked.
// ESLint's two rules cover every pattern in src/; a recheck sweep of all of them took 83 s here with
// many verdicts left `unknown` at the time limit, too slow and too load-dependent for the suite.
import { check } from 'recheck'
import { describe, expect, test } from 'vitest'
import { PATH } from '../../src/plugins/claudetto/slices/verified/domain/claims/paths.js'
import { BUILD_SHOWN, LINT_SHOWN, TESTS_FAILED_SHOWN, TESTS_SHOWN } from '../../src/plugins/claudetto/slices/verified/domain/run-shown.js'
import * as verifiedLimits from '../../src/plugins/claudetto/slices/verified/limits.js'
import { enginePatterns, type Pattern } from './patterns.js'

type Entry = { file: string; starts: string; cut?: { limit: number | undefined; name: string; why: string } }

const S = 'src/plugins/claudetto/slices'
const CHECKED: Entry[] = [
  { file: 'src/kernel/tag.ts', starts: '^claudetto [a-z-]+:' },
  { file: 'src/kernel/tag.ts', starts: '\\bclaudetto [a-z]+:' },
  { file: `${S}/ground/domain/tables.ts`, starts: '^:?-+:?$' },
  // ground's sentence ends are the kernel splitter's now: a character scanner with a table of classes;
  // its patterns read one token or one character, the widest being a token's leading marks.
  { file: 'src/kernel/prose/sentences.ts', starts: '^[^\\p{L}\\p{N}]+' },
  // The Markdown parser's own lines: a line of one self-closing tag, and a front matter fence.
  { file: 'src/vendor/markdown.ts', starts: '^<[a-z][\\w-]*' },
  { file: 'src/vendor/markdown.ts', starts: '^(---|' },
  { file: `${S}/usercheck/domain/bang-command.ts`, starts: '^\\s*!(?!=)' },
  { file: `${S}/usercheck/domain/bang-command.ts`, starts: '^([ \\t>*+\\-\\d.)]*)' },
  { file: `${S}/usercheck/domain/bang-command.ts`, starts: '^ {0,3}>' },
  {
    file: `${S}/verified/domain/shell.ts`,
    starts: '\\balias\\s+\\w',
    cut: { limit: verifiedLimits.MAX_COMMAND_CHARS, name: 'verified MAX_COMMAND_CHARS', why: 'recheck cannot follow the lookbehind that starts a name only at its first character; the property spec shows the same answers as the old form and the slow shape read once' },
  },
]

// Native first (recheck-linux-x64, from the registry), its pure build when the optional package is absent.
const verdictOf = async (source: string, flags: string) => {
  const result = await check(source, flags.replace(/[gy]/g, ''), { timeout: 20_000 })
  return result.status === 'vulnerable' ? `vulnerable (${result.complexity.type}), attack ${result.attack.pattern}` : result.status
}

describe('recheck on the patterns over model and tool text', () => {
  const { literals } = enginePatterns()
  const find = (e: Entry): Pattern | undefined => literals.find(p => p.file === e.file && p.source.startsWith(e.starts))

  test.each(CHECKED.map(e => [`${e.file.replace(`${S}/`, '')} /${e.starts}…/`, e] as const))('%s', async (_name, entry) => {
    const pattern = find(entry)
    expect(pattern, 'the pattern is in the file').toBeDefined()
    if (pattern === undefined) return
    const verdict = await verdictOf(pattern.source, pattern.flags)
    if (entry.cut === undefined) expect(verdict).toBe('safe')
    else expect(entry.cut.limit, `${entry.cut.name} bounds it`).toBeGreaterThan(0)
  }, 60_000)

  // recheck reads the lookbehinds as absent and finds `h.w.w.w…` polynomial; with them a start
  // inside a run is refused, and that very shape at 320 KB took 69 ms in Node (linear from 20 KB).
  test('the file-name pattern of paths.ts, bounded by verified MAX_ANSWER_CHARS', async () => {
    const verdict = await verdictOf(PATH.source, PATH.flags)
    expect(verdict).toMatch(/^safe$|^vulnerable \(polynomial\)/)
    expect(verifiedLimits.MAX_ANSWER_CHARS).toBeLessThanOrEqual(200_000)
  }, 60_000)

  // Built from strings, so not among the literals: each reads a run's output tail. A `[^\n]*` in the
  // echoed `cargo fmt … --check` line ran on past a `\r`, where `^` starts again: 'CARGO FMT\r' repeated was polynomial.
  test.each([['TESTS_SHOWN', TESTS_SHOWN], ['TESTS_FAILED_SHOWN', TESTS_FAILED_SHOWN], ['LINT_SHOWN', LINT_SHOWN], ['BUILD_SHOWN', BUILD_SHOWN]] as const)('run-shown.ts %s', async (_name, pattern) => {
    expect(await verdictOf(pattern.source, pattern.flags)).toBe('safe')
  }, 60_000)

  test('recheck itself tells a bad pattern', async () => {
    expect(await verdictOf('^(a+)+$', '')).toMatch(/^vulnerable \(exponential\)/)
  }, 60_000)
})

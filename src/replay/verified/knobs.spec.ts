import { describe, expect, test } from 'vitest'
import { CONFIG } from '../../plugins/claudetto/slices/verified/domain/claim-patterns.js'
import { currentConfig, parseCandidate, replayConfigHash, sweepCandidates } from './knobs.js'

describe('candidate files', () => {
  test('a fork merges over the current configuration', () => {
    const c = parseCandidate('{"name": "url as a note", "notes": ["url"]}', 'url-note.json')
    expect(typeof c).toBe('object')
    if (typeof c === 'string') return
    expect(c.name).toBe('url as a note')
    expect(c.config.classes).toEqual(CONFIG.classes)
    expect(c.config.notes).toEqual(['url'])
  })

  test('the same knobs hash the same; another value does not', () => {
    const a = parseCandidate('{"classes": {"path": true}}', 'a')
    const b = parseCandidate('{"classes": {"path": true, "url": true}}', 'b')
    if (typeof a === 'string' || typeof b === 'string') throw new Error('did not parse')
    expect(replayConfigHash(a.config)).toBe(replayConfigHash(b.config))
    expect(replayConfigHash(a.config)).not.toBe(replayConfigHash(currentConfig()))
  })

  test.each([
    ['{', 'not JSON'],
    ['[]', 'a candidate is a JSON object'],
    ['{"clases": {}}', 'unknown knob "clases"'],
    ['{"classes": {"urls": false}}', 'unknown class "urls"'],
    ['{"classes": {"url": "no"}}', 'classes.url is true or false'],
    ['{"notes": ["nope"]}', 'unknown class "nope" in "notes"'],
    ['{"bounds": {"MAX_FOO": 3}}', 'unknown bound "MAX_FOO"'],
    ['{"bounds": {"MAX_CLAIMS": 500}}', 'can be lowered, not raised'],
    ['{"bounds": {"MAX_ROWS": 0}}', 'a whole number of at least 1'],
  ])('%s is refused: %s', (text, says) => {
    const c = parseCandidate(text, 'c.json')
    expect(typeof c).toBe('string')
    expect(c).toContain(says)
    expect(c).toMatch(/^c\.json: /)
  })
})

describe('the sweep', () => {
  const sweep = sweepCandidates()
  test('the current configuration is a candidate, first', () => {
    expect(sweep[0]?.name).toBe('current')
    expect(replayConfigHash(sweep[0]!.config)).toBe(replayConfigHash(currentConfig()))
  })
  test('each class flipped, pathMissingBlocks, and each bound moved', () => {
    const names = sweep.map(c => c.name)
    for (const n of ['url off', 'path on', 'version on', 'absence on', 'command-outcome off', 'pathMissingBlocks true', 'MAX_CLAIMS 25', 'MAX_ROWS 2048', 'MAX_ROWS 8192', 'MAX_ANSWER_CHARS 100000']) {
      expect(names).toContain(n)
    }
    expect(names).not.toContain('MAX_CLAIMS 100')
  })
  test('every candidate differs from every other', () => {
    const hashes = sweep.map(c => replayConfigHash(c.config))
    expect(new Set(hashes).size).toBe(hashes.length)
  })
})

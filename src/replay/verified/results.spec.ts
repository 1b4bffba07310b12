/**
 * RESULTS.md is what the committed corpus gives now: the generated part is
 * regenerated here (unpack, pin, replay, no model call) and must match, and
 * the history holds a row for the current configuration.
 */
import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { CASES_FILE, CORPUS_FILE } from './corpus.js'
import { replayConfigHash, currentConfig } from './knobs.js'
import { RESULTS_FILE, generate, generatedPart, historyKey } from './results.js'

describe('RESULTS.md of the verified slice', () => {
  test('the committed corpus stays small', () => {
    expect(fs.statSync(CORPUS_FILE).size).toBeLessThan(3_000_000)
    expect(fs.statSync(CASES_FILE).size).toBeLessThan(1_000_000)
  })

  test('is not stale: `npm run results:verified` would write the same generated part', { timeout: 300_000 }, async () => {
    const g = await generate()
    const text = fs.readFileSync(RESULTS_FILE, 'utf8')
    expect(generatedPart(text), 'RESULTS.md is stale: run `npm run results:verified` and commit it').toBe(g.body)
    expect(g.config).toBe(replayConfigHash(currentConfig()))
    expect(text, 'RESULTS.md has no history row for this configuration and corpus: run `npm run results:verified`').toContain(historyKey(g))
  })
})

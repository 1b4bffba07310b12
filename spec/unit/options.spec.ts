/**
 * Every switch the hooks read is declared in plugin.json with the default its
 * reader falls back to, so what `/plugin configure` and `claudetto doctor` show
 * is what runs when the person sets nothing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { HANDOFF_OPTION } from '../../src/kernel/budget.js'
import { setPluginOptions, SLICE_NAMES, sliceOn } from '../../src/kernel/options.js'
import { CLAIM_CLASSES } from '../../src/plugins/claudetto/slices/verified/domain/claim.js'
import { CONFIG } from '../../src/plugins/claudetto/slices/verified/domain/claim-patterns.js'
import { MAX_BLOCKS_ON_SAME_CLAIMS } from '../../src/plugins/claudetto/slices/verified/limits.js'
import { activeConfig, blockCap, classOptionKey, MAX_BLOCKS_OPTION, PATH_MISSING_BLOCKS_OPTION } from '../../src/plugins/claudetto/slices/verified/options.js'
import { ROOT } from '../../src/install/plugin-folder.js'

type Field = { type: string; default?: unknown; description?: string; min?: number; max?: number }
const userConfig = (JSON.parse(fs.readFileSync(path.join(ROOT, '.claude-plugin/plugin.json'), 'utf8')) as { userConfig: Record<string, Field> }).userConfig

afterEach(() => setPluginOptions({}))

test('each slice, each verified class and each cap is declared with the default its reader uses', () => {
  const want: Record<string, unknown> = { [HANDOFF_OPTION]: true, [PATH_MISSING_BLOCKS_OPTION]: CONFIG.pathMissingBlocks, [MAX_BLOCKS_OPTION]: MAX_BLOCKS_ON_SAME_CLAIMS, usercheckMaxBlocks: 1 }
  for (const slice of SLICE_NAMES) want[slice] = true
  for (const cls of CLAIM_CLASSES) want[classOptionKey(cls)] = CONFIG.classes[cls]
  expect(Object.fromEntries(Object.entries(userConfig).map(([k, f]) => [k, f.default]))).toEqual(want)
})

test('every field says its default in its description, where the configure dialog shows it', () => {
  for (const [key, field] of Object.entries(userConfig)) {
    const said = field.type === 'boolean' ? (field.default ? 'on' : 'off') : String(field.default)
    expect(field.description, key).toMatch(new RegExp(`Default: ${said}\\.$`))
  }
})

test('a slice is on unless its switch is false', () => {
  expect(sliceOn('sembr')).toBe(true)
  setPluginOptions({ sembr: false, ground: true })
  expect([sliceOn('sembr'), sliceOn('ground'), sliceOn('verified')]).toEqual([false, true, true])
})

test("verified's switches override CONFIG and the cap, and an out-of-range cap falls back", () => {
  expect(activeConfig()).toEqual(CONFIG)
  setPluginOptions({ verifiedUrl: false, verifiedVersion: true, verifiedPathMissingBlocks: true, verifiedMaxBlocks: 1 })
  const config = activeConfig()
  expect([config.classes.url, config.classes.version, config.pathMissingBlocks, blockCap()]).toEqual([false, true, true, 1])
  setPluginOptions({ verifiedMaxBlocks: 99 })
  expect(blockCap()).toBe(MAX_BLOCKS_ON_SAME_CLAIMS)
})

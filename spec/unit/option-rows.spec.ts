/**
 * spec/e2e/options.spec.ts runs one session per userConfig switch. These fail
 * at once, with no session, when plugin.json gains a switch that has no row,
 * or a row stops flipping its switch or stops starting from a case that acts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { readCase } from '../../src/harness/case.js'
import { ROOT } from '../../src/install/plugin-folder.js'
import { OPTION_ROWS } from '../e2e/option-rows.js'

type Field = { type: string; default?: unknown }
const userConfig = (JSON.parse(fs.readFileSync(path.join(ROOT, '.claude-plugin/plugin.json'), 'utf8')) as { userConfig: Record<string, Field> }).userConfig

test("the table has one row for each of plugin.json's userConfig switches, and no other", () => {
  expect(OPTION_ROWS.map(r => r.key).sort()).toEqual(Object.keys(userConfig).sort())
})

test.each(OPTION_ROWS.map(row => [row.key, row] as const))('%s: the row sets its switch away from what the base case runs with', (key, row) => {
  const base = readCase(path.join(ROOT, 'spec/e2e/cases', row.base))
  const field = userConfig[key]
  const baseValue = base.options?.[key] ?? field?.default
  expect(row.options[key], `${key} is not among the row's options`).toBeDefined()
  expect(typeof row.options[key]).toBe(field?.type)
  expect(row.options[key]).not.toEqual(baseValue)
  expect(base.expect).toMatchObject(row.baseActs)
})

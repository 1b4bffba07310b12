/**
 * What the engine loads is committed; these fail when it is stale against
 * its sources (`npm run generate`, `npm run bundle`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { BUNDLES, buildBundle, expectedEngineBundle } from '../../src/kernel/bundle.js'
import { expectedModule, expectedSourcesCheck, expectedTexts, ROOT } from '../../src/kernel/generate.js'
import { MODULE_PATH, SOURCES_CHECK_PATH } from '../../src/kernel/render-module.js'

test('hooks/register.ts is what the generator writes from the slices now', async () => {
  expect(fs.readFileSync(path.join(ROOT, MODULE_PATH), 'utf8')).toBe(await expectedModule())
})

test('tests/adapters.check.ts is what the generator writes from the slices now', async () => {
  expect(fs.readFileSync(path.join(ROOT, SOURCES_CHECK_PATH), 'utf8')).toBe(await expectedSourcesCheck())
})

test('hooks/claudetto.js and its .d.ts are what esbuild builds from the adapters now', async () => {
  for (const { path: rel, content } of await expectedEngineBundle()) {
    expect(fs.readFileSync(path.join(ROOT, rel), 'utf8'), `${rel} is stale: run npm run bundle`).toBe(content)
  }
})

test.each(BUNDLES.map(b => [b.out, b.entry]))('%s is what esbuild builds from %s now', async (out, entry) => {
  expect(fs.readFileSync(path.join(ROOT, out), 'utf8')).toBe(await buildBundle(entry))
  expect(fs.existsSync(path.join(ROOT, out.replace(/\.js$/, '.d.ts')))).toBe(true)
})

test.each(expectedTexts().map(t => [t.path, t] as const))('%s is what the generator writes from its Markdown now', (rel, t) => {
  expect(fs.readFileSync(path.join(ROOT, rel), 'utf8')).toBe(t.content)
})

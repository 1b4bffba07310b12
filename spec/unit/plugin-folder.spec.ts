/**
 * plugin/ is what the marketplace installs: a copy of the root's shipped
 * files and nothing else. These fail when it is stale (`npm run plugin-folder`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { currentPluginFolder, expectedPluginFolder, LOCK_FILES, PLUGIN_FOLDER, ROOT } from '../../src/install/plugin-folder.js'

test('plugin/ holds exactly the shipped files of the root, byte for byte', () => {
  const want = expectedPluginFolder()
  expect(currentPluginFolder(), 'run npm run plugin-folder').toEqual(want.map(f => f.path).sort())
  for (const { path: rel, content } of want) {
    expect(fs.readFileSync(path.join(ROOT, PLUGIN_FOLDER, rel)).equals(content), `${PLUGIN_FOLDER}/${rel} is stale: run npm run plugin-folder`).toBe(true)
  }
})

test('plugin/ holds no package.json or lock file, so an install runs no package manager', () => {
  for (const name of ['package.json', ...LOCK_FILES]) expect(fs.existsSync(path.join(ROOT, PLUGIN_FOLDER, name))).toBe(false)
})

test('the marketplace entry installs plugin/', () => {
  const market = JSON.parse(fs.readFileSync(path.join(ROOT, '.claude-plugin/marketplace.json'), 'utf8')) as { plugins: { source: string }[] }
  expect(market.plugins.map(p => p.source)).toEqual([`./${PLUGIN_FOLDER}`])
})

test('the root and plugin/ name the same plugin and version', () => {
  const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(ROOT, rel), 'utf8')) as { name: string; version: string }
  const root = read('.claude-plugin/plugin.json')
  const shipped = read(`${PLUGIN_FOLDER}/.claude-plugin/plugin.json`)
  expect([shipped.name, shipped.version]).toEqual([root.name, root.version])
})

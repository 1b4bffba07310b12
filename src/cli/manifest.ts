/**
 * The plugin's own folder and manifest, found from where the running file
 * sits: bin/claudetto.mjs in an installed plugin, src/cli/ in a checkout.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type UserConfigField = {
  type: 'string' | 'number' | 'boolean' | 'directory' | 'file'
  title?: string
  description?: string
  default?: string | number | boolean | readonly string[]
  options?: readonly string[]
  min?: number
  max?: number
}

export type Manifest = { name: string; version: string; userConfig?: Record<string, UserConfigField> }

/** The nearest folder at or above `from` that holds `.claude-plugin/plugin.json`, or null. */
export function pluginRootFrom(from: string): string | null {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.claude-plugin', 'plugin.json'))) return dir
    if (path.dirname(dir) === dir) return null
  }
}

/** The plugin root of this file's own copy. */
export function ownPluginRoot(): string | null {
  return pluginRootFrom(path.dirname(fileURLToPath(import.meta.url)))
}

export function readManifest(root: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(root, '.claude-plugin', 'plugin.json'), 'utf8')) as Manifest
}

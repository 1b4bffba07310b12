/**
 * `npm run plugin-folder`: writes plugin/, the folder the marketplace entry
 * installs, from the repository root. The client runs a package install in an
 * installed plugin's folder when it holds a lock file (package-lock.json,
 * npm-shrinkwrap.json, bun.lock, bun.lockb: about 470 MB of dev dependencies
 * for the root); plugin/ holds only what the engine and the command line load,
 * so an install fetches nothing. Developers keep using the root
 * (`claude --plugin-dir .`). `--check` exits 1 when plugin/ is stale.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const ROOT = path.resolve(import.meta.dirname, '../..')

/** The installed folder, relative to the root; the marketplace entry's `source` names it. */
export const PLUGIN_FOLDER = 'plugin'

/** What the installed plugin holds: folders whole, files one by one. Nothing else is copied. */
export const SHIPPED = ['.claude-plugin/plugin.json', '.claude-plugin/icon.png', 'hooks', 'agents', 'commands', 'bin', 'types', 'README.md', 'LICENSE'] as const

/** Lock files that make the client install packages in a plugin's folder; none may be shipped. */
export const LOCK_FILES = ['package-lock.json', 'npm-shrinkwrap.json', 'bun.lock', 'bun.lockb'] as const

export type Shipped = { path: string; content: Buffer }

function filesUnder(root: string, rel: string): string[] {
  const full = path.join(root, rel)
  if (!fs.existsSync(full)) return []
  if (!fs.statSync(full).isDirectory()) return [rel]
  return fs
    .readdirSync(full)
    .sort()
    .flatMap(name => filesUnder(root, path.posix.join(rel, name)))
}

/** Every file plugin/ should hold, by its path inside plugin/, read from the root now. */
export function expectedPluginFolder(root = ROOT): Shipped[] {
  return SHIPPED.flatMap(rel => filesUnder(root, rel)).map(rel => ({ path: rel, content: fs.readFileSync(path.join(root, rel)) }))
}

/** Every file plugin/ holds now. */
export function currentPluginFolder(root = ROOT): string[] {
  return filesUnder(path.join(root, PLUGIN_FOLDER), '.')
    .map(rel => path.posix.normalize(rel))
    .sort()
}

function main(): void {
  const check = process.argv.includes('--check')
  const want = expectedPluginFolder()
  const wanted = new Set(want.map(f => f.path))
  const folder = path.join(ROOT, PLUGIN_FOLDER)
  let stale = false
  const note = (text: string) => {
    stale = true
    process.stderr.write(`${PLUGIN_FOLDER}/${text}${check ? ': run npm run plugin-folder' : ', brought up to date'}\n`)
  }
  for (const rel of currentPluginFolder()) {
    if (wanted.has(rel)) continue
    note(`${rel} is not shipped`)
    if (!check) fs.rmSync(path.join(folder, rel))
  }
  for (const { path: rel, content } of want) {
    const file = path.join(folder, rel)
    if (fs.existsSync(file) && fs.readFileSync(file).equals(content)) continue
    note(`${rel} ${fs.existsSync(file) ? 'differs' : 'is missing'}`)
    if (!check) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, content)
    }
  }
  if (check && stale) process.exit(1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()

/**
 * `npm run generate`: writes the hooks module from the slices' declarations.
 * `--check` writes nothing and exits 1 when the committed module is stale.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { MODULE_PATH, renderModule, renderSourcesCheck, SOURCES_CHECK_PATH } from './render-module.js'
import type { Slice } from './slice.js'
import { expectedTextModules, type GeneratedText } from './texts.js'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const SLICES_DIR = path.join(ROOT, 'src/plugins/claudetto/slices')

/** Every slice's declaration, in folder-name order. */
export async function loadSlices(): Promise<Slice[]> {
  const names = fs.readdirSync(SLICES_DIR).filter(n => fs.existsSync(path.join(SLICES_DIR, n, 'slice.ts'))).sort()
  const slices: Slice[] = []
  for (const name of names) {
    const mod = (await import(pathToFileURL(path.join(SLICES_DIR, name, 'slice.ts')).href)) as { slice?: Slice }
    if (!mod.slice || mod.slice.name !== name) throw new Error(`slices/${name}/slice.ts must export \`slice\` named '${name}'`)
    slices.push(mod.slice)
  }
  return slices
}

export async function expectedModule(): Promise<string> {
  return renderModule(await loadSlices())
}

/** tests/adapters.check.ts: the adapters registered from their sources, for validate's type-check. */
export async function expectedSourcesCheck(): Promise<string> {
  return renderSourcesCheck(await loadSlices())
}

/** The modules written from the Markdown texts (src/kernel/texts.ts). */
export function expectedTexts(): GeneratedText[] {
  return expectedTextModules(ROOT)
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check')
  const outputs: GeneratedText[] = [
    { path: MODULE_PATH, content: await expectedModule() },
    { path: SOURCES_CHECK_PATH, content: await expectedSourcesCheck() },
    ...expectedTexts(),
  ]
  let stale = false
  for (const { path: rel, content: want } of outputs) {
    const file = path.join(ROOT, rel)
    const have = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    if (check) {
      if (have !== want) {
        stale = true
        process.stderr.write(`${rel} is stale: run npm run generate\n`)
      }
      continue
    }
    if (have !== want) fs.writeFileSync(file, want)
    process.stderr.write(`${rel}: ${have === want ? 'up to date' : 'written'}\n`)
  }
  if (stale) process.exit(1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()

/**
 * A pass-through plugin that hooks some events, each with one matcher, and
 * only calls `next(e)`: the baseline each claudetto hook is timed against.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const PASSTHROUGH = 'passthrough'

/** The plugin's folder; `hooks` are `{ event, matcher }` pairs, a matcher as source text or '' for none. */
export function writePassthroughPlugin(hooks: readonly { event: string; matcher: string }[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-passthrough-'))
  fs.mkdirSync(path.join(dir, '.claude-plugin'))
  fs.mkdirSync(path.join(dir, 'hooks'))
  fs.writeFileSync(
    path.join(dir, '.claude-plugin/plugin.json'),
    JSON.stringify({ name: PASSTHROUGH, version: '0.0.0', description: 'Calls next(e) and nothing else.', author: { name: 'bench' } }),
  )
  fs.writeFileSync(path.join(dir, 'hooks/hooks.json'), JSON.stringify({ modules: ['./register.ts'] }))
  const calls = hooks.map(({ event, matcher }) => `  on(${matcher ? `'${event}', ${matcher}, ` : `'${event}', `}($, e, next) => next(e))\n`)
  fs.writeFileSync(path.join(dir, 'hooks/register.ts'), `import type { Register } from 'claude-code'\nexport const register: Register = on => {\n${calls.join('')}}\n`)
  return dir
}

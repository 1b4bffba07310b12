/**
 * Every regular expression literal in the code the hooks load (src/plugins, src/kernel, src/vendor; specs and
 * the Node-side build tools left out), as the TypeScript parser reads it. `new RegExp(...)` built
 * from strings is listed apart: its source is known only when it runs.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fg from 'fast-glob'

export type Pattern = { file: string; line: number; source: string; flags: string }

const require = createRequire(import.meta.url)
const parser = require('../../lint/typescript6-parser.cjs') as {
  parseForESLint(code: string, options: object): { ast: unknown }
}

/** Build tools that run in Node on the project's own files, never on what a model or a tool wrote. */
const NODE_TOOLS = ['src/kernel/generate.ts', 'src/kernel/bundle.ts', 'src/kernel/render-module.ts', 'src/kernel/engine-bundle.ts']

export function enginePatterns(cwd = process.cwd()): { literals: Pattern[]; built: { file: string; line: number }[] } {
  const files = fg.sync(['src/plugins/**/*.{ts,tsx}', 'src/kernel/**/*.ts', 'src/vendor/*.ts'], { cwd, ignore: ['**/*.spec.ts', '**/*.fixture.ts', '**/scripts/**', ...NODE_TOOLS] })
  const literals: Pattern[] = []
  const built: { file: string; line: number }[] = []
  for (const file of files.sort()) {
    const { ast } = parser.parseForESLint(readFileSync(`${cwd}/${file}`, 'utf8'), { loc: true, range: true, jsx: file.endsWith('x') })
    const walk = (node: unknown): void => {
      if (node === null || typeof node !== 'object') return
      const n = node as Record<string, unknown> & { type?: string; loc?: { start: { line: number } } }
      if (typeof n.type !== 'string') return
      const regex = n.regex as { pattern: string; flags: string } | undefined
      if (n.type === 'Literal' && regex) literals.push({ file, line: n.loc?.start.line ?? 0, source: regex.pattern, flags: regex.flags })
      const callee = n.callee as { name?: string } | undefined
      if ((n.type === 'NewExpression' || n.type === 'CallExpression') && callee?.name === 'RegExp') built.push({ file, line: n.loc?.start.line ?? 0 })
      for (const [key, value] of Object.entries(n)) {
        if (key === 'parent') continue
        if (Array.isArray(value)) value.forEach(walk)
        else walk(value)
      }
    }
    walk(ast)
  }
  return { literals, built }
}

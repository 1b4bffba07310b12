// The lint that `npm test` runs must fail on a super-linear pattern: this feeds the project's own
// config known-bad patterns and sees each rule fire, and a linear rewrite pass.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })
const lint = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'src/plugins/claudetto/slices/ground/domain/probe.ts' })
  return (result?.messages ?? []).map(m => m.ruleId)
}

describe('npm run lint', () => {
  it('the config applies to src/ with the TypeScript parser', async () => {
    expect(await eslint.isPathIgnored('src/kernel/tag.ts')).toBe(false)
    expect(await lint('const n: number = 1; export type T = { a: string }')).toEqual([])
  }, 60_000) // the first lint loads the parser and TypeScript 6: seconds on a loaded machine

  it('fails on nested quantifiers (exponential backtracking)', async () => {
    expect(await lint("export const bad = (s: string): boolean => /^(a+)+$/.test(s)")).toContain('regexp/no-super-linear-backtracking')
  })

  it('fails on quantifiers that exchange characters (polynomial backtracking)', async () => {
    expect(await lint("export const bad = (s: string): boolean => /^\\s*\\|?\\s*-x$/.test(s)")).toContain('regexp/no-super-linear-backtracking')
  })

  it('fails on an unanchored search that moves quadratically', async () => {
    expect(await lint("export const bad = (s: string): boolean => /\\s*-x/.test(s)")).toContain('regexp/no-super-linear-move')
  })

  it('passes the linear forms of the same checks', async () => {
    expect(await lint("export const ok = (s: string): boolean => /^a+$/.test(s) && /-x/.test(s)")).toEqual([])
  })
})

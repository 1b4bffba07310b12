/**
 * Which writes are plan writes: any file under `openspec/changes/`, or named
 * `proposal.md`, `design.md` or `tasks.md`; never a test file or a fixture.
 */
const PLAN_NAMES = new Set(['proposal.md', 'design.md', 'tasks.md'])

export function isPlanFile(filePath: string): boolean {
  const parts = filePath.replaceAll('\\', '/').split('/').filter(Boolean)
  const name = parts.at(-1) ?? ''
  if (/\.test\./.test(name) || parts.includes('fixtures')) return false
  if (PLAN_NAMES.has(name)) return true
  return parts.some((part, i) => part === 'openspec' && parts[i + 1] === 'changes' && i + 2 < parts.length)
}

/**
 * A `make` test run read against the project's Makefile: a target whose recipe only echoes
 * (`test:` then `echo 5 passed`) runs no test, whatever it printed, and backs no test claim. The
 * Makefile is read by the adapter only when such a run may back a claim; a target that is not
 * there, has prerequisites, or runs anything but `echo`, `printf`, `true` or `:` cannot be told
 * apart from a real run, and stays as it was read. Pure and linear in the Makefile.
 */
import type { Ran, Step } from './ran.js'
import { runsSinceChange } from './recent-runs.js'
import { programOf } from './runners.js'

type Run = Extract<Step, { kind: 'run' }>

/** The longest Makefile read: a larger one is a generated build, not a hand-written test target. */
export const MAX_MAKEFILE_CHARS = 200_000

/** A rule's head, read by a scan: its targets, then a colon (not `:=`, `::=`), then its prerequisites; null for any other line. */
function ruleOf(line: string): { targets: string[]; prerequisites: string } | null {
  if (line === '' || line.startsWith('\t') || line.startsWith(' ') || line.startsWith('#')) return null
  const colon = line.indexOf(':')
  if (colon <= 0) return null
  const head = line.slice(0, colon)
  if (head.includes('=')) return null
  const after = line[colon + 1] === ':' ? colon + 2 : colon + 1
  if (line[after] === '=') return null
  return { targets: head.trim().split(/\s+/), prerequisites: line.slice(after) }
}

/** What a recipe line may do and run nothing: print, or succeed. */
const ECHOES = new Set(['echo', 'printf', 'true', ':'])

/** The target a `make` run was asked for (its first word that is not a flag or a variable), or '' for the default. */
export function makeTargetOf(step: Run): string | null {
  const words = programOf((step.argv ?? '').split(' '))
  if (words[0] !== 'make') return null
  return words.slice(1).find(word => word !== '' && !word.startsWith('-') && !word.includes('=')) ?? ''
}

/** The make runs of the tests since the last change, for the adapter to know whether to read the Makefile. */
export function makeTestRunsSinceChange(ran: Ran): Run[] {
  return runsSinceChange(ran).filter(step => step.run === 'test' && step.clean && makeTargetOf(step) !== null)
}

/** Whether the Makefile's rule for `target` ('' for the first rule) has a recipe of prints alone and no prerequisite. */
export function recipeOnlyEchoes(makefile: string, target: string): boolean {
  const lines = makefile.slice(0, MAX_MAKEFILE_CHARS).split('\n')
  for (let i = 0; i < lines.length; i += 1) {
    const rule = ruleOf(lines[i] ?? '')
    if (rule === null || rule.targets[0]?.startsWith('.')) continue
    if (target !== '' && !rule.targets.includes(target)) continue
    if (rule.prerequisites.split(';')[0]?.trim() !== '') return false
    let recipe = 0
    for (let j = i + 1; j < lines.length && (lines[j] ?? '').startsWith('\t'); j += 1) {
      const line = (lines[j] ?? '').trim().replace(/^[@+-]+/, '')
      if (line === '') continue
      if (!ECHOES.has(line.split(/\s/)[0] ?? '')) return false
      recipe += 1
    }
    return recipe > 0
  }
  return false
}

/** The session read with each clean make test run whose target only echoes read as an empty run. */
export function withEchoOnlyTargets(ran: Ran, makefile: string | null): Ran {
  if (makefile === null) return ran
  const echoing = new Set(makeTestRunsSinceChange(ran).filter(step => recipeOnlyEchoes(makefile, makeTargetOf(step) ?? '')))
  if (echoing.size === 0) return ran
  return { ...ran, steps: ran.steps.map(step => (step.kind === 'run' && echoing.has(step) ? { ...step, clean: false, fault: 'empty run' as const } : step)) }
}

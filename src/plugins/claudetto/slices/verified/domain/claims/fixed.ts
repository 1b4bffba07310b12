/**
 * fixed: "fixed the bug", "the crash is resolved", "this fixes #12". Backed
 * by a clean run after the last change: the tests, a build, or a run of the
 * program or the reproduction (a script, a request, a deploy); a lint run only
 * for its own findings ("fixed the lint warnings"). When
 * the session changed only prose (a README, a changelog), nothing can run
 * the fix, so the change itself backs it.
 */
import { clip } from '../../../../../../kernel/findings.js'
import type { ClaimFinder } from '../claim.js'
import { FIXED_PHRASE } from '../done-phrases.js'
import type { Ran } from '../ran.js'
import { exercises, type Run, runBackedClaims } from './done-backing.js'

/** The program a run of the project's code starts: \`node\` of \`node -e "..."\`, \`curl\`, \`bin/rails\`. */
const programWord = (run: Run): string => (run.argv ?? run.command).trimStart().split(/\s/, 1)[0] ?? ''

/** The lines a run printed, trimmed, the empty ones left out. */
const linesOf = (output: string): string[] => output.split('\n').map(line => line.trim()).filter(line => line !== '')

/** Shortest output before the change that counts as what the reproduction showed: a bare "ok" or "1" says too little. */
const MIN_SHOWN_CHARS = 4

/**
 * The reproduction run again after the change and printing what it printed before it: the run
 * that backs the fix is a run of a program, and the newest run of the same program before the
 * change printed lines that all stand among its lines ("$NaN" before the edit and after it).
 */
function reproductionUnchanged(ran: Ran, run: Run): string | null {
  if (run.run !== 'exec') return null
  const program = programWord(run)
  const before = ran.steps.findLast((step): step is Run => step.kind === 'run' && step.at < ran.lastCodeWrite && step.run === 'exec' && programWord(step) === program)
  if (before === undefined) return null
  const shown = linesOf(before.output)
  if (shown.join('').length < MIN_SHOWN_CHARS) return null
  const now = new Set(linesOf(run.output))
  if (!shown.every(line => now.has(line))) return null
  return `\`${clip(run.command, 60)}\` printed after the change what it printed before it (${clip(shown[0] ?? '', 40)}); show the fixed behaviour, or say the fix is not shown yet`
}

export const findFixed: ClaimFinder = ({ sentences, ran }) =>
  runBackedClaims(sentences, ran, {
    cls: 'fixed',
    phrase: FIXED_PHRASE,
    accepts: exercises,
    proseBacks: 'only prose changed: nothing to run',
    needs: 'nothing ran after the change to show it fixed; run the tests or the reproduction and quote the result, or say the fix is untested',
    // "No longer returns NaN" when the same script printed \`$NaN\` before the edit and after it.
    contradicted: reproductionUnchanged,
  })

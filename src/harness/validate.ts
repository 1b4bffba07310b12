/**
 * `npm run validate`: `claude plugin validate . --strict`, then with
 * `--profile directory`, each in a temporary HOME. A pass prints one summary;
 * a failure prints that run's whole report. `--verbose` prints both reports.
 *
 * The report's `gating hook without .catch` lines are facts, not warnings
 * (the client's reference says so): each names a hook at a site whose answer
 * can refuse what was asked, and with no `.catch` a throw there lets the call
 * through. Every claudetto hook is written to fail open that way
 * (`src/kernel/slice.ts`, each slice README's failure policy).
 */
import { pathToFileURL } from 'node:url'
import { runIsolated } from './isolated.js'

const RUNS = [
  ['claude', 'plugin', 'validate', '.', '--strict'],
  ['claude', 'plugin', 'validate', '.', '--strict', '--profile', 'directory'],
] as const

/** The one line a passing report comes down to. */
export function summary(argv: readonly string[], output: string): string {
  const lines = output.split('\n')
  const modules = lines.filter(l => l.startsWith('Validating hooks:')).length
  const gating = lines.filter(l => l.includes('gating hook without .catch')).length
  const passed = lines.some(l => l.includes('Validation passed'))
  const each = modules > 0 ? Math.round(gating / modules) : gating
  const facts = gating > 0 ? `, each with ${each} "gating hook without .catch" lines: facts, not warnings (a hook that fails lets the call through, as every claudetto hook is meant to)` : ''
  return `${argv.join(' ')}: ${passed ? 'passed' : 'done'}; ${modules} hooks modules (the root's and plugin/'s)${facts}`
}

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose')
  for (const argv of RUNS) {
    const { code, output } = await runIsolated(argv, true)
    if (code !== 0 || verbose) process.stdout.write(output)
    if (code !== 0) {
      process.stderr.write(`${argv.join(' ')} failed (exit ${code})\n`)
      process.exit(code)
    }
    process.stdout.write(`${summary(argv, output)}\n`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()

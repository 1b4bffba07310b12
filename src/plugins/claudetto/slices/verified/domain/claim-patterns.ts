/**
 * Which claim classes run, and the few patterns that find versions,
 * absences and manifests (outcomes are read by the kernel's claim reader,
 * `src/kernel/prose/outcome.ts`). One place: the
 * gate, the replay and the tests read the same CONFIG, and its hash goes in
 * each ledger record so a replay knows which rules judged a turn.
 */
import type { ClaimClass } from './claim.js'
import type { RunKind } from './shell.js'

export type VerifiedConfig = {
  classes: Readonly<Record<ClaimClass, boolean>>
  /** Path-missing findings are notes for the person; true would send them to the model too. */
  pathMissingBlocks: boolean
}

export const CONFIG: VerifiedConfig = {
  classes: {
    'path-missing': true,
    'command-outcome': true,
    deployed: true,
    fixed: true,
    verified: true,
    url: true,
    path: false,
    version: false,
    absence: false,
  },
  pathMissingBlocks: false,
}

/** A short stable hash of a config (FNV-1a over its JSON), stored with each record. */
export function configHash(config: VerifiedConfig = CONFIG): string {
  const text = JSON.stringify(config)
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

/** What backs an outcome phrase: a clean run of that kind; `check` is a build or a lint run (tsc, mypy); `any` is any of them. */
export type Backing = RunKind | 'check' | 'any'

/** Version strings: v1.2, 1.2.3, "version 4". */
export const VERSION_PATTERN = /\bv\d+\.\d+(\.\d+)?\b|\b\d+\.\d+\.\d+\b|\bversion \d+(\.\d+)*\b/gi

/** Absence statements: "there is no X", "X does not exist", "nothing uses X". */
export const ABSENCE_PATTERN = /\bthere (is|are) no\b|\bno (other |more )?(callers?|uses|usages|references|occurrences|files?|tests?) (of|to|for|use|call)\b|\bnothing (else )?(uses|calls|references|imports)\b|\b(does not|doesn't) exist\b|\bis(n't| not) (used|referenced|called) anywhere\b/i

/** Manifests whose read backs a version claim. */
export const MANIFESTS = /(^|\/)(package\.json|package-lock\.json|pnpm-lock\.yaml|yarn\.lock|Cargo\.toml|Cargo\.lock|pyproject\.toml|setup\.(py|cfg)|requirements[\w.-]*\.txt|go\.mod|go\.sum|Gemfile(\.lock)?|pom\.xml|build\.gradle(\.kts)?|composer\.json|mix\.exs|\.tool-versions|\.nvmrc|[^/]*\.gemspec|[^/]*\.csproj)$/

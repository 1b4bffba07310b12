/**
 * Which claim classes run, and the phrases that make a claim. One place: the
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

/**
 * Outcome phrases: each names the run that backs it. `any` is backed by a
 * clean test, build or lint run. Matched against a sentence that asserts.
 */
export const OUTCOME_PHRASES: readonly { subject: string; backedBy: RunKind | 'any'; pattern: RegExp }[] = [
  {
    subject: 'tests pass',
    backedBy: 'test',
    pattern: /\b(all|the|every|both|\d+)?\s*(unit |integration |e2e )?(tests?|specs?|test suites?|suites?)( now)? (all )?(pass(es|ed|ing)?|succeed(s|ed)?|are (all )?(passing|green)|(are|is|were|was) green|run green|went green)\b|\b(tests?|test suite) (is|are) (all )?(passing|green)\b|\ball green\b|\b\d+ (tests? )?passed\b|\bnpm test passes\b|\bpasses (all|the) tests\b/i,
  },
  {
    subject: 'the build succeeds',
    backedBy: 'build',
    pattern: /\b(the )?build (now )?(succeeds|succeeded|passes|passed|is (green|clean|successful|passing)|works|completes|completed)\b|\bbuilds (cleanly|successfully|fine|without errors)\b|\bcompiles (cleanly|successfully|fine|without (errors|warnings))\b|\b(type-?check(ing)?|tsc) (passes|is clean|succeeds|reports no errors)\b|\bno type errors\b/i,
  },
  {
    subject: 'lint is clean',
    backedBy: 'lint',
    pattern: /\b(lint(ing|er|s)?|eslint|ruff|clippy) (is |are |now |comes back |came back )?(clean|passes|passed|passing|green|happy)\b|\bno lint (errors|warnings|issues)\b|\blint-clean\b/i,
  },
  {
    subject: 'it works',
    backedBy: 'any',
    pattern: /\b(it|this|that|everything|all|the fix|the change|the feature|the code|the script) (now )?(works|is working|runs correctly)\b|\bworks (now|as expected|correctly|fine|end to end)\b|\bverified (that )?it works\b/i,
  },
]

/** Version strings: v1.2, 1.2.3, "version 4". */
export const VERSION_PATTERN = /\bv\d+\.\d+(\.\d+)?\b|\b\d+\.\d+\.\d+\b|\bversion \d+(\.\d+)*\b/gi

/** Absence statements: "there is no X", "X does not exist", "nothing uses X". */
export const ABSENCE_PATTERN = /\bthere (is|are) no\b|\bno (other |more )?(callers?|uses|usages|references|occurrences|files?|tests?) (of|to|for|use|call)\b|\bnothing (else )?(uses|calls|references|imports)\b|\b(does not|doesn't) exist\b|\bis(n't| not) (used|referenced|called) anywhere\b/i

/** Manifests whose read backs a version claim. */
export const MANIFESTS = /(^|\/)(package\.json|package-lock\.json|pnpm-lock\.yaml|yarn\.lock|Cargo\.toml|Cargo\.lock|pyproject\.toml|setup\.(py|cfg)|requirements[\w.-]*\.txt|go\.mod|go\.sum|Gemfile(\.lock)?|pom\.xml|build\.gradle(\.kts)?|composer\.json|mix\.exs|\.tool-versions|\.nvmrc|.*\.gemspec|.*\.csproj)$/

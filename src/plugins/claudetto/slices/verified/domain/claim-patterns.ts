/**
 * Which claim classes run, and the phrases that make a claim. One place: the
 * gate, the replay and the tests read the same CONFIG, and its hash goes in
 * each ledger record so a replay knows which rules judged a turn.
 */
import type { ClaimClass } from './claim.js'
import type { RunKind } from './run-kinds.js'

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

const LINTERS = 'ruff|eslint|black|isort|prettier|flake8|pylint|clippy|rubocop|stylelint|the linter|linter|lint|linting|gofmt|golangci-lint|shellcheck|biome|oxlint'
const TYPERS = 'mypy|pyright|tsc|flow|the type ?checker|type ?checker|the compiler'

/**
 * Outcome phrases: each names the run that backs it. Matched against a
 * sentence that asserts, code spans and quotes blanked; the first that
 * matches makes the sentence's claim.
 */
export const OUTCOME_PHRASES: readonly { subject: string; backedBy: Backing; pattern: RegExp }[] = [
  {
    subject: 'tests pass',
    backedBy: 'test',
    pattern: new RegExp([
      /\b(all|the|every|both|\d+)?\s*(unit |integration |e2e )?(tests?|specs?|test suites?|suites?)( now)? (all )?(pass(es|ed|ing)?|succeed(s|ed)?|are (all )?(passing|green)|(are|is|were|was) green|run green|went green)\b(?!\s+(the|a|an|its|their|this|that|them|it|along(?! with)|through|into|to|in)\b)/.source,
      // "the test helper passes the config to ..." describes code: a pass with an object is no outcome.
      // "a test that passes on retry counts as passed" speaks of any test, not of a run.
      /(?<!\b(a|an|any) )\b(tests?|test suite|suite|specs?|examples|test matrix)\b.{0,40}?\b(still )?(pass(es|ed)?|passing|green)\b(?!\s+(the|a|an|its|their|this|that|them|it|along(?! with)|through|into|to|in)\b)/.source,
      // "The new \`InvoiceTotalsTests\` (5 cases covering rounding and tax order) pass": what they cover, said in parentheses first.
      /\b(tests?|test suite|suite|specs?|examples|cases)\b\x60?\s?\([^()\n]{1,120}\)\s?(all )?(still )?(pass(es|ed)?|are passing|are green)\b(?!\s+(the|a|an|its|their|this|that|them|it|along(?! with)|through|into|to|in)\b)/.source,
      /\ball (\d+ |of them |tests )?(pass|passed|came back passing)\b(?!\s+(the|a|an|its|their|this|that|them|it|along(?! with)|through|into|to|in)\b)|\ball green\b|\b\d+ (tests? )?passed\b|\bnpm test passes\b|\bpasses (all|the) tests\b/.source,
      /\b\d+ (examples|tests?|specs?), 0 failures\b|\b(0|zero|no) (test )?failures\b|\bwithout a (single )?failure\b|\bPassed!|\bOK \(\d+ tests?/.source,
      /\b(pytest|jest|vitest|mocha|rspec|go test|cargo test|npm test)( run)? (is |are |was )?(green|passes|passed|passing|clean)\b/.source,
    ].join('|'), 'i'),
  },
  {
    subject: 'the build succeeds',
    backedBy: 'build',
    pattern: new RegExp([
      /\b(the )?build (now |stage |is )?(succeeds|succeeded|passes|passed|passing|is (green|clean|successful|passing)|green|works|completes|completed|finishes (cleanly|successfully))(?![\w-])/.source,
      /\bbuilds (again|now|clean(ly)?|successfully|fine|without errors)\b|\bbuilt successfully\b/.source,
      /\bcompil(es|ed|ing)( now| again)? (clean(ly)?|successfully|succeeded|fine|without (errors|warnings|incident))\b|\bcompiling succeeded\b|\b(no|zero|0) (compile|compilation|build) errors\b/.source,
      /\b(it|the project|the app|everything|every package|the bundle|the binary|the crate|the package)( now| still| again)? (builds|compiles)\b(?! (the|a|an|its|their|this|that|them|it)\b)/.source,
    ].join('|'), 'i'),
  },
  {
    subject: 'the type check is clean',
    backedBy: 'check',
    pattern: new RegExp([
      /\btype-?checks? (clean(ly)?|pass(es|ing)?|green|succeed(s|ed)?)\b|\btype-?check(ing)? (is )?(passing|passes|clean|green)\b/.source,
      `\\b(${TYPERS})( --strict)?( is| now| reports| now reports| is fully| passes)? (clean|happy|passes|passing|green|(with )?(zero|0|no) errors)\\b`,
      /\bfound 0 errors\b|\bno issues found\b|\bno type errors\b/.source,
    ].join('|'), 'i'),
  },
  {
    subject: 'lint is clean',
    backedBy: 'lint',
    pattern: new RegExp([
      /\b(lint(ing|er|s)?|eslint|ruff|clippy) (is |are |now |comes back |came back )?(clean|passes|passed|passing|green|happy)\b|\bno lint (errors|warnings|issues)\b|\blint-clean\b/.source,
      `\\b(${LINTERS})\\b.{0,30}?\\b(clean|happy|reports? (zero|no|0) (issues|problems|warnings|errors|findings)|nothing (left )?to (say|report|add|flag)|(no|zero) (issues|findings|warnings|offenses|violations)|passes)\\b`,
      /\b0 problems\b|\bno offenses detected\b|\b(zero|0|no) (lint )?(violations|offenses)\b|\bformatting is clean\b|\balready formatted\b/.source,
    ].join('|'), 'i'),
  },
  {
    subject: 'it works',
    backedBy: 'any',
    // "works by caching", "that works for me", "works well for this" say how or agree; they claim no outcome.
    // "The endpoint works", "Login works now": a part of the product a person uses, by its kind, with an article or opening the sentence.
    pattern: /((?<!\b(how|why|whether|if|what|where) )\b(it|this|that|everything|all|the fix|the change|the feature|the code|the script)|(?<!\b(how|why|whether|if|what|where) )\b(the|our|your|this) (new )?(endpoint|api|route|page|login|signup|checkout|form|button|command|cli|export|import|upload|download|search|webhook|integration|handler|redirect|dashboard)|^[\W_]*(new )?(endpoint|api|route|page|login|signup|checkout|form|button|command|cli|export|import|upload|download|search|webhook|integration|handler|redirect|dashboard)) (now )?(works|is working|runs correctly)\b(?!\s+(by|like|because|through|via|as follows|the same|differently|for (me|you|us)|with|on|in|when|if|well|great|nicely|best|better|per|only|offline|without)\b)|\bworks (now|as expected|correctly|fine|end to end)\b|\bverified (that )?it works\b/i,
  },
]

/**
 * A clean result said of a named checker: "pyright over src/: 0 errors",
 * "go build ./... finished with no errors", "hadolint: no issues". The
 * checker names the run that backs it; the first the sentence names and
 * whose result words it holds wins. Tests take only failure counts and
 * "came back clean": "no issues with the tests" is a review, not a run.
 */
const CLEAN_REPORT = new RegExp([
  /\b(no|zero|0) (errors|issues|warnings|diagnostics|problems|violations|findings)\b|\bno errors!|\b0 failed\b/.source,
  /\b(came back|comes back|is|are|was|were|finished|ran|runs) (all |fully |now |still )?clean\b|:\s*clean\b|\bclean across the board\b/.source,
  /\bnothing (left )?(to flag|flagged)\b|\bwithout a hitch\b/.source,
].join('|'), 'i')
/** "Success" as a checker prints it: capitalised, then a colon, a dash or a bang. */
const SUCCESS_REPORT = /\bSuccess\s*[:!—-]/
const TEST_REPORT = /\b(no|zero|0) failures\b|\b0 failed\b|\b(came|comes) back clean\b|\b(is|are|was|were) (all )?green\b/i

export const CHECKERS: readonly { subject: string; backedBy: Backing; names: RegExp; results: readonly RegExp[] }[] = [
  { subject: 'the type check is clean', backedBy: 'check', names: /\b(mypy|pyright|pyre|tsc|flow check|type[- ]?check(er|ing|s)?|type coverage|strict mode|-fsyntax-only)\b/i, results: [CLEAN_REPORT, SUCCESS_REPORT] },
  { subject: 'lint is clean', backedBy: 'lint', names: /\b(\w*lint(er|ing)?|eslint|ruff|clippy|rubocop|flake8|black|isort|prettier|gofmt|shellcheck|style issues)\b/i, results: [CLEAN_REPORT] },
  { subject: 'the build succeeds', backedBy: 'build', names: /\b(the build(?! (directory|dir|folder|output|cache|script|scripts|config|tool|system|artifacts?)\b)|build:|npm run build|go build|cargo build|make build|ninja|webpack|vite build|compiler|bundle|bazel|gradle|mvn)\b/i, results: [CLEAN_REPORT, SUCCESS_REPORT] },
  { subject: 'tests pass', backedBy: 'test', names: /\b(go test|cargo test|pytest|jest|vitest|mocha|rspec|npm test|test matrix|the suite|test suite|tests)\b/i, results: [TEST_REPORT] },
]

/** Version strings: v1.2, 1.2.3, "version 4". */
export const VERSION_PATTERN = /\bv\d+\.\d+(\.\d+)?\b|\b\d+\.\d+\.\d+\b|\bversion \d+(\.\d+)*\b/gi

/** Absence statements: "there is no X", "X does not exist", "nothing uses X". */
export const ABSENCE_PATTERN = /\bthere (is|are) no\b|\bno (other |more )?(callers?|uses|usages|references|occurrences|files?|tests?) (of|to|for|use|call)\b|\bnothing (else )?(uses|calls|references|imports)\b|\b(does not|doesn't) exist\b|\bis(n't| not) (used|referenced|called) anywhere\b/i

/** Manifests whose read backs a version claim. */
export const MANIFESTS = /(^|\/)(package\.json|package-lock\.json|pnpm-lock\.yaml|yarn\.lock|Cargo\.toml|Cargo\.lock|pyproject\.toml|setup\.(py|cfg)|requirements[\w.-]*\.txt|go\.mod|go\.sum|Gemfile(\.lock)?|pom\.xml|build\.gradle(\.kts)?|composer\.json|mix\.exs|\.tool-versions|\.nvmrc|[^/]*\.gemspec|[^/]*\.csproj)$/

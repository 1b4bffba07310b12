/**
 * One row per userConfig switch in `.claude-plugin/plugin.json`: a case under
 * spec/e2e/cases where the switch's slice acts, what that case expects which
 * shows the act, the switch's value for the run, and what holds then instead.
 * spec/e2e/options.spec.ts runs each row as a real session; spec/unit/option-rows.spec.ts
 * fails when plugin.json declares a switch with no row here.
 */
import { expect } from 'vitest'
import type { CaseSpec } from '../../src/harness/case.js'

export type Expect = NonNullable<CaseSpec['expect']>

export type OptionRow = {
  /** The userConfig field. */
  key: string
  /** The case, relative to spec/e2e/cases. */
  base: string
  /** Part of the base case's own expect (`toMatchObject`, matchers allowed): the act the switch must change. */
  baseActs: Record<string, unknown>
  /** The values for the run, over the base case's own options; `key` is among them. */
  options: Record<string, boolean | number>
  /** What holds with the switch set, in place of the base case's expect. */
  expect: Expect | ((base: CaseSpec) => Expect)
}

const blocked = { stop: { blocked: true } }
/** The answer stops: no request past the scripted turns. */
const passes = (mainRequests: number): Expect => ({ loaded: true, mainRequests, stop: { blocked: false } })
const has = (...mentions: string[]) => ({ mentions: expect.arrayContaining(mentions) as unknown })
const requestHas = (index: number, mention: string) => ({ reasonAt: expect.arrayContaining([expect.objectContaining({ index, ...has(mention) })]) as unknown })

const REPORT_NOW = "Report now: this subagent's context has passed"
const HANDOFF_ASK = 'Write this summary as a handoff to the next context window'

export const OPTION_ROWS: readonly OptionRow[] = [
  {
    key: 'ground',
    base: 'ground/number-unsourced-denied.json',
    baseActs: { tools: { toolu_w1: { denied: true } } },
    options: { ground: false },
    expect: { loaded: true, tools: { toolu_w1: { denied: false, omits: ['claudetto ground:'] }, toolu_w2: { denied: false } } },
  },
  {
    key: 'sembr',
    base: 'sembr/write-markdown-split.json',
    baseActs: { files: [{ path: 'docs/notes.md', equals: expect.stringContaining('The cache is warm.\nIt holds') as unknown }] },
    options: { sembr: false },
    expect: base => {
      const write = (base.turns[0] as unknown as { input: { content: string } }[])[0]
      return { loaded: true, tools: { toolu_w1: { denied: false } }, files: [{ path: 'docs/notes.md', equals: write?.input.content ?? 'no first write' }] }
    },
  },
  {
    key: 'usercheck',
    base: 'usercheck/denied-bash-no-command-blocked-once.json',
    baseActs: { ...blocked, mainRequests: 3 },
    options: { usercheck: false },
    expect: { ...passes(2), tools: { toolu_b1: { denied: true, denyMark: 'Auto mode is unavailable' } } },
  },
  {
    key: 'prompt',
    base: 'prompt/main-sections-handoff-on.json',
    baseActs: { system: has('# Verification', '# Claims of fault') },
    options: { prompt: false },
    expect: { loaded: true, system: { mentions: ["you don't need to wrap up early"], omits: ['# Verification', '# Claims of fault', 'it is compacted into a handoff'] } },
  },
  {
    key: 'agents',
    base: 'agents/report-now-past-bound.json',
    baseActs: requestHas(3, `${REPORT_NOW} the bound claudetto sets for its type.`),
    options: { agents: false },
    expect: { loaded: true, mainRequests: 6, reasonAt: [3, 4, 5].map(index => ({ index, omits: [REPORT_NOW] })) },
  },
  {
    key: 'verified',
    base: 'verified/url-unfetched-sent-back.json',
    baseActs: blocked,
    options: { verified: false },
    expect: passes(1),
  },
  {
    key: 'log',
    base: 'log/ground-deny-logged.json',
    baseActs: { logged: ['ground deny', 'verified block'] },
    options: { log: false },
    // The deny and the block still happen; only the record of them is gone.
    expect: { loaded: true, tools: { toolu_w1: { denied: true, mentions: ['claudetto ground:'] } }, stop: { blocked: true }, logged: [] },
  },
  {
    key: 'handoff',
    base: 'agents/handoff-at-bound.json',
    baseActs: requestHas(2, HANDOFF_ASK),
    options: { handoff: false },
    // The engine's own window is far above the bound: no compaction, and the summary turn is the answer.
    expect: { loaded: true, mainRequests: 3, reasonAt: [{ index: 2, omits: [HANDOFF_ASK] }] },
  },
  {
    key: 'verifiedPathMissing',
    // The class sends back only with pathMissingBlocks on, as the base case sets it.
    base: 'verified/missing-path-blocks-sent-back.json',
    baseActs: { stop: { blocked: true, ...has('[path-missing]') } },
    options: { verifiedPathMissing: false },
    expect: passes(1),
  },
  {
    key: 'verifiedCommandOutcome',
    base: 'verified/tests-pass-unrun-sent-back.json',
    baseActs: { stop: { blocked: true, ...has('  - [command-outcome] All tests pass: nothing ran the tests') } },
    options: { verifiedCommandOutcome: false },
    expect: passes(2),
  },
  {
    key: 'verifiedDeployed',
    base: 'verified/deployed-unrun-sent-back.json',
    baseActs: { stop: { blocked: true, ...has('\nverified: 1 claim') } },
    options: { verifiedDeployed: false },
    expect: passes(2),
  },
  {
    key: 'verifiedFixed',
    base: 'verified/fixed-unrun-sent-back.json',
    baseActs: { stop: { blocked: true, ...has('\nverified: 1 claim') } },
    options: { verifiedFixed: false },
    expect: passes(2),
  },
  {
    key: 'verifiedVerified',
    base: 'verified/verified-unrun-sent-back.json',
    baseActs: { stop: { blocked: true, ...has('\nverified: 1 claim') } },
    options: { verifiedVerified: false },
    expect: passes(2),
  },
  {
    key: 'verifiedUrl',
    base: 'verified/url-unfetched-sent-back.json',
    baseActs: { stop: { blocked: true, ...has('[url]') } },
    options: { verifiedUrl: false },
    expect: passes(1),
  },
  {
    key: 'verifiedPath',
    base: 'verified/path-unread-sent-back.json',
    baseActs: { stop: { blocked: true, ...has('[path]') } },
    options: { verifiedPath: false },
    expect: passes(1),
  },
  {
    key: 'verifiedVersion',
    base: 'verified/version-unprinted-sent-back.json',
    baseActs: { stop: { blocked: true, ...has('[version]') } },
    options: { verifiedVersion: false },
    expect: passes(1),
  },
  {
    key: 'verifiedAbsence',
    base: 'verified/absence-unsearched-sent-back.json',
    baseActs: { stop: { blocked: true, ...has('[absence]') } },
    options: { verifiedAbsence: false },
    expect: passes(1),
  },
  {
    key: 'verifiedPathMissingBlocks',
    base: 'verified/missing-path-blocks-sent-back.json',
    baseActs: { stop: { blocked: true, ...has('[path-missing]') } },
    options: { verifiedPathMissingBlocks: false },
    expect: passes(1),
  },
  {
    key: 'verifiedMaxBlocks',
    base: 'verified/fourth-identical-claim-passes.json',
    baseActs: { mainRequests: 5 },
    options: { verifiedMaxBlocks: 1 },
    // Sent back once, as the last time; the second identical answer passes.
    expect: { loaded: true, mainRequests: 3, reasonAt: [{ index: 2, mentions: ['sent back 1 of 1', '(unverified)'] }] },
  },
  {
    key: 'usercheckMaxBlocks',
    base: 'usercheck/denied-bash-no-command-blocked-once.json',
    baseActs: { stop: { blocked: true, ...has('claudetto usercheck:') } },
    options: { usercheckMaxBlocks: 0 },
    expect: { ...passes(2), tools: { toolu_b1: { denied: true, denyMark: 'Auto mode is unavailable' } } },
  },
]

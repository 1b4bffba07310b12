/**
 * The replay's output: a table for a person, or one stable JSON object.
 * Nothing in it depends on the clock or the machine, so two runs on the
 * same lock print the same bytes.
 */
import type { Interval } from './bootstrap.js'
import type { CandidateResult, ReplayResult } from './replay.js'
import { REASON_TEXT } from './verdict.js'

const num = (x: number) => (Math.round(x * 100) / 100).toFixed(2)
const signed = (x: number) => `${x > 1e-9 ? '+' : ''}${num(x)}`
const interval = (i: Interval) => `[${num(i.low)}, ${num(i.high)}]`
const count = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1))

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map(r => (r[i] ?? '').length)))
  return rows.map(r => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd())
}

/** One configuration's scores: V per side with its interval, and per class on each side. */
export function formatScores(r: ReplayResult, c: CandidateResult): string[] {
  const lines = [
    `verified replay: ${r.sessions} pinned sessions, ${r.turns} judged stops (lock ${r.lockHash}), configuration ${c.name} (${c.config})`,
    `V = catches - false positives - 0.25 x blocked turns; 95% bootstrap interval over each side's sessions (2,000 draws, seeded)`,
    '',
    ...table([
      ['side', 'sessions', 'stops', 'blocked', 'catches', 'false pos', 'V', '95% interval'],
      ...(['train', 'test'] as const).map(side => {
        const s = c.sides[side]
        return [side, String(s.sessions), String(s.tally.turns), String(s.tally.blockedTurns), count(s.tally.catches), count(s.tally.falsePositives), num(s.tally.v), interval(s.interval)]
      }),
    ]),
    '',
  ]
  const classes = [...new Set([...Object.keys(c.sides.train.tally.classes), ...Object.keys(c.sides.test.tally.classes)])].sort()
  const rows = [['class', 'side', 'flags', 'blocks', 'catches', 'false pos']]
  for (const cls of classes) {
    for (const side of ['train', 'test'] as const) {
      const t = c.sides[side].tally.classes[cls] ?? { flags: 0, blocks: 0, catches: 0, falsePositives: 0 }
      rows.push([cls, side, String(t.flags), String(t.blocks), count(t.catches), count(t.falsePositives)])
    }
  }
  if (classes.length === 0) lines.push('no flags on any pinned stop')
  else lines.push(...table(rows))
  return lines
}

/** Candidates against the first (current), in the order given. */
export function formatComparison(r: ReplayResult, results: readonly CandidateResult[]): string[] {
  return table([
    ['candidate', 'train V', 'test V', 'train delta', 'test delta', 'test delta 95%', 'changed tr/te', 'verdict'],
    ...results.map(c => [
      c.name, num(c.sides.train.tally.v), num(c.sides.test.tally.v), signed(c.delta.train), signed(c.delta.test), interval(c.deltaInterval.test),
      `${c.changed.train}/${c.changed.test}`, `${c.verdict} (${REASON_TEXT[c.reason]})`,
    ]),
  ])
}

export const stableJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

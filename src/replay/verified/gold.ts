/**
 * Gold labels: live blocks drawn from train sessions only (the test side is
 * never read by a person tuning the rules), each with the labeller's draft
 * label, for a person to confirm or change; and the agreement between the
 * labeller and the hand labels, per class.
 */
import path from 'node:path'
import { whatRan } from '../../plugins/claudetto/slices/verified/domain/ran.js'
import { currentConfig } from './knobs.js'
import { type JudgedFlag, replay } from './replay.js'
import { fnv1a } from './split.js'
import { type Manifest, type Store, readJson } from './store.js'

export type HandLabel = 'catch' | 'false-positive'
export type GoldItem = {
  id: string
  session: string
  agent: string | null
  turn: number
  cls: string
  subject: string
  claim: string
  /** The answer, cut to ANSWER_EXCERPT characters. */
  answer: string
  /** What ran before the stop: each run's command and whether it was clean, writes, reads, fetches. */
  ran: string[]
  /** The labeller's label: catch, false-positive, or credit (the history shows neither). */
  draft: 'catch' | 'false-positive' | 'credit'
  draftRule: string
  /** The person's label; null until given. */
  label: HandLabel | null
}
export type Gold = { v: 1; lock: string; items: GoldItem[] }

/** Characters of an answer shown for review: enough for a few paragraphs around the claim. */
export const ANSWER_EXCERPT = 1500
/** Steps of what ran listed per item, newest kept. */
const RAN_LINES = 30

const idOf = (f: { session: string; agent: string | null; turn: number; cls: string; subject: string }) =>
  fnv1a(`${f.session}\u0000${f.agent ?? ''}\u0000${f.turn}\u0000${f.cls}\u0000${f.subject}`).toString(16).padStart(8, '0')

function ranLines(m: Manifest, agent: string | null, rowCount: number): string[] {
  const steps = whatRan((m.agents[agent ?? ''] ?? []).slice(0, rowCount)).steps
  return steps.slice(-RAN_LINES).map(s => {
    switch (s.kind) {
      case 'run':
        return `${s.run === null ? 'ran' : `${s.run} run`} (${s.clean ? 'clean' : 'not clean'}): ${s.command.slice(0, 200)}`
      case 'write':
      case 'read':
        return `${s.kind} ${s.path}`
      case 'fetch':
        return `fetch ${s.url}${s.isError ? ' (failed)' : ''}`
      case 'search':
        return `search ${s.query.slice(0, 200)}`
    }
  })
}

/**
 * Up to `n` live blocks of train sessions, chosen by a hash of each flag (so
 * the same lock draws the same sample); hand labels already given to a drawn
 * item are kept.
 */
export function sampleGold(store: Store, n: number, previous: Gold | null): Gold {
  const flags: JudgedFlag[] = []
  const result = replay(store, [{ name: 'current', config: currentConfig() }], { onFlag: (_c, f) => void (f.issued && f.blocks && f.side === 'train' && flags.push(f)) })
  const chosen = flags.map(f => ({ f, id: idOf(f) })).sort((a, b) => a.id.localeCompare(b.id)).slice(0, n)
  const kept = new Map((previous?.items ?? []).map(i => [i.id, i.label]))
  const manifests = new Map<string, Manifest>()
  const lock = readJson<{ manifests: { session: string; path: string }[] }>(store.lock)
  const pathOf = new Map((lock?.manifests ?? []).map(m => [m.session, m.path]))
  const items = chosen.map(({ f, id }): GoldItem => {
    let m = manifests.get(f.session)
    if (!m) manifests.set(f.session, (m = readJson<Manifest>(path.join(store.root, pathOf.get(f.session) ?? ''))!))
    const turn = m.turns.find(t => t.turn === f.turn && t.agent === f.agent)!
    return {
      id, session: f.session, agent: f.agent, turn: f.turn, cls: f.cls, subject: f.subject, claim: f.text,
      answer: turn.answer.length > ANSWER_EXCERPT ? `${turn.answer.slice(0, ANSWER_EXCERPT)}…` : turn.answer,
      ran: ranLines(m, f.agent, turn.rowCount),
      draft: f.label.kind, draftRule: f.label.rule,
      label: kept.get(id) ?? null,
    }
  })
  return { v: 1, lock: result.lockHash, items: items.sort((a, b) => a.session.localeCompare(b.session) || a.turn - b.turn || a.id.localeCompare(b.id)) }
}

export type ClassAgreement = { cls: string; labelled: number; agree: number; disagreements: Record<string, number> }

/** Labeller against hand labels, per class: items with a hand label only. */
export function agreement(gold: Gold): ClassAgreement[] {
  const by = new Map<string, ClassAgreement>()
  for (const item of gold.items) {
    if (item.label === null) continue
    const a = by.get(item.cls) ?? { cls: item.cls, labelled: 0, agree: 0, disagreements: {} }
    a.labelled += 1
    if (item.draft === item.label) a.agree += 1
    else {
      const kind = `labeller ${item.draft}, hand ${item.label}`
      a.disagreements[kind] = (a.disagreements[kind] ?? 0) + 1
    }
    by.set(item.cls, a)
  }
  return [...by.values()].sort((a, b) => a.cls.localeCompare(b.cls))
}

export function parseGold(text: string): Gold | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'gold.json does not parse as JSON'
  }
  const g = value as Gold
  if (typeof g !== 'object' || g === null || g.v !== 1 || !Array.isArray(g.items)) return 'gold.json is not a gold file this version reads'
  for (const item of g.items) {
    if (item.label !== null && item.label !== 'catch' && item.label !== 'false-positive') return `gold.json: item ${String(item.id)} has the label ${JSON.stringify(item.label)} (catch, false-positive or null)`
  }
  return g
}

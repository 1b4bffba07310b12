/**
 * RESULTS.md of the verified slice, from the committed corpus
 * (`evals/verified-replay/`): the current configuration's scores, the sweep,
 * the two candidates the README quotes, the labeller against the peer's own
 * labels, the gap to the best possible score, and a history of earlier
 * configurations. `npm run results:verified` rewrites it; a spec fails when
 * the generated part is stale.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { BLOCK_COST } from './score.js'
import { type Candidate, currentConfig, parseCandidate, replayConfigHash, sweepCandidates } from './knobs.js'
import { UNISSUED_CATCH_SHARE } from './labels.js'
import { pin } from './pin.js'
import { type JudgedFlag, replay } from './replay.js'
import { formatComparison, formatScores } from './report.js'
import { type Side, sideOf } from './split.js'
import { storeOf } from './store.js'
import { CORPUS_DIR, peerCases, peerLabels, unpack } from './corpus.js'

export const RESULTS_FILE = path.join(import.meta.dirname, '..', '..', 'plugins', 'claudetto', 'slices', 'verified', 'RESULTS.md')
export const CANDIDATES = { urlNote: path.join(CORPUS_DIR, 'url-as-note.json'), pathOn: path.join(CORPUS_DIR, 'path-on.json') }

const BEGIN = '<!-- generated: npm run results:verified; do not edit by hand -->'
const END = '<!-- end generated -->'

const code = (lines: readonly string[]) => ['```', ...lines, '```']
const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`)

function candidateFile(file: string): Candidate {
  const c = parseCandidate(fs.readFileSync(file, 'utf8'), path.basename(file))
  if (typeof c === 'string') throw new Error(c)
  return c
}

/** The generated part of RESULTS.md, and the current configuration's hash and V per side for the history. */
export async function generate(): Promise<{ body: string; config: string; lock: string; v: Record<Side, number> }> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-results-'))
  try {
    unpack(home)
    const store = storeOf(home)
    const pinned = await pin(store, path.join(home, '.claude', 'projects'), home)
    const cases = peerCases()
    // Where the history leaves a flag a credit, the peer's label of the recorded case decides (labels.ts, rule 7).
    const known = peerLabels(cases)
    const sweep = replay(store, sweepCandidates(), { known })
    const current = sweep.results[0]!
    const ranked = sweep.results.map((c, i) => ({ c, i })).sort((a, b) => b.c.sides.train.tally.v - a.c.sides.train.tally.v || a.i - b.i).map(x => x.c)
    const urlNote = replay(store, [{ name: 'current', config: currentConfig() }, candidateFile(CANDIDATES.urlNote)], { known })
    const pathOn = replay(store, [{ name: 'current', config: currentConfig() }, candidateFile(CANDIDATES.pathOn)], { known })

    // The labeller against the peer: each session the live gate sent back, by the labels of its issued flags, from the history alone.
    const flags: JudgedFlag[] = []
    replay(store, [{ name: 'current', config: currentConfig() }], { onFlag: (_ci, f) => void flags.push(f) })
    const bySession = new Map<string, JudgedFlag[]>()
    for (const f of flags) if (f.issued && f.blocks) bySession.set(f.session, [...(bySession.get(f.session) ?? []), f])
    const sets = new Map<string, { n: number; agree: number; kinds: Record<string, number> }>()
    let noCase = 0
    for (const [session, fs_] of [...bySession].sort(([a], [b]) => a.localeCompare(b))) {
      const peer = cases[session]
      if (!peer) {
        noCase += 1
        continue
      }
      const says = fs_.some(f => f.label.kind === 'catch') ? 'catch' : fs_.every(f => f.label.kind === 'false-positive') ? 'false-positive' : 'credit'
      const want = peer.expectBlock ? 'catch' : 'false-positive'
      const s = sets.get(peer.set) ?? { n: 0, agree: 0, kinds: {} }
      s.n += 1
      if (says === want) s.agree += 1
      else s.kinds[`labeller ${says}, peer ${peer.expectBlock ? 'unsupported' : 'supported'}`] = (s.kinds[`labeller ${says}, peer ${peer.expectBlock ? 'unsupported' : 'supported'}`] ?? 0) + 1
      sets.set(peer.set, s)
    }
    const agreeRows = [...sets].sort(([a], [b]) => a.localeCompare(b)).map(([set, s]) => `| ${set} | ${s.n} | ${s.agree} (${pct(s.agree, s.n)}) | ${Object.entries(s.kinds).sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`).join('; ') || 'none'} |`)
    const all = [...sets.values()].reduce((a, s) => ({ n: a.n + s.n, agree: a.agree + s.agree }), { n: 0, agree: 0 })

    // The best possible score. Over what the gate can find: every class on, only the flags labelled catch blocked.
    const allOn: Candidate = { name: 'every class on', config: { ...currentConfig(), classes: Object.fromEntries(Object.keys(currentConfig().classes).map(k => [k, true])) as Candidate['config']['classes'], pathMissingBlocks: true } }
    const perTurn = new Map<string, { side: Side; catches: number }>()
    replay(store, [allOn], { known, onFlag: (_ci, f) => {
      if (!f.blocks || f.label.kind !== 'catch') return
      const key = `${f.session}\u0000${f.agent ?? ''}\u0000${f.turn}`
      const t = perTurn.get(key) ?? { side: f.side, catches: 0 }
      t.catches += 1
      perTurn.set(key, t)
    } })
    const bestFound: Record<Side, number> = { train: 0, test: 0 }
    for (const t of perTurn.values()) bestFound[t.side] += t.catches - BLOCK_COST
    // Over what the peer marks: each unsupported claim caught, one block a session.
    const bestPeer: Record<Side, number> = { train: 0, test: 0 }
    for (const [session, peer] of Object.entries(cases)) if (peer.unsupported > 0) bestPeer[sideOf(session)] += peer.unsupported - BLOCK_COST

    const lines = [
      BEGIN,
      '',
      `Corpus: \`evals/verified-replay/\`, ${pinned.transcripts.total} transcripts of proof-of-done's cases recorded through the real client with the plugin (${Object.keys(cases).length} matched to their case), ${pinned.ledger.total} ledger records, ${sweep.turns} judged stops; split by a hash of the session id (${current.sides.train.sessions} train, ${current.sides.test.sessions} test). Labeller: \`src/replay/verified/labels.ts\`, credit for a flag with no outcome ${UNISSUED_CATCH_SHARE} of a catch, unless the peer labels the flag's kind on its case (rule 7: then a catch or a false positive).`,
      '',
      '## The current configuration',
      '',
      ...code(formatScores(sweep, current)),
      '',
      '## Every single-knob candidate, ranked by train V',
      '',
      ...code(formatComparison(sweep, ranked)),
      '',
      '## The candidates the README quotes',
      '',
      '`url` as a note (`evals/verified-replay/url-as-note.json`):',
      '',
      ...code(formatComparison(urlNote, urlNote.results)),
      '',
      '`path` on (`evals/verified-replay/path-on.json`):',
      '',
      ...code(formatComparison(pathOn, pathOn.results)),
      '',
      '## The labeller against the peer\'s labels',
      '',
      'Each session the live gate sent back, labelled by its issued flags (catch when any is a catch), against the peer\'s `expect_block` (an unsupported claim the gate reads).',
      '',
      '| set | sessions sent back | agree | disagreements |',
      '|---|---|---|---|',
      ...agreeRows,
      `| all | ${all.n} | ${all.agree} (${pct(all.agree, all.n)}) | ${noCase > 0 ? `${noCase} sessions with no case left out` : ''} |`,
      '',
      '## The gap to the best possible score',
      '',
      'Two bounds. *Found*: every class on, and only the flags the labeller calls a catch sent back (the most any choice of knobs can reach on these sessions). *Peer*: every claim the peer marks unsupported caught, one block a session (what a gate that finds everything would reach).',
      '',
      '| side | current V | best V, found | gap | best V, peer | gap |',
      '|---|---|---|---|---|---|',
      ...(['train', 'test'] as const).map(s => `| ${s} | ${current.sides[s].tally.v.toFixed(2)} | ${bestFound[s].toFixed(2)} | ${(bestFound[s] - current.sides[s].tally.v).toFixed(2)} | ${bestPeer[s].toFixed(2)} | ${(bestPeer[s] - current.sides[s].tally.v).toFixed(2)} |`),
      '',
      END,
    ]
    return { body: lines.join('\n'), config: replayConfigHash(currentConfig()), lock: sweep.lockHash, v: { train: current.sides.train.tally.v, test: current.sides.test.tally.v } }
  } finally {
    fs.rmSync(home, { recursive: true, force: true })
  }
}

/** The generated part of a RESULTS.md text, or null. */
export const generatedPart = (text: string) => {
  const a = text.indexOf(BEGIN)
  const b = text.indexOf(END)
  return a < 0 || b < a ? null : text.slice(a, b + END.length)
}

const HISTORY = '## History'
/** A history row's configuration and lock cells. */
export const historyKey = (g: { config: string; lock: string }) => `| ${g.config} | ${g.lock} |`

/** RESULTS.md with the generated part replaced and a history row for this configuration when it has none. */
export function rewrite(existing: string, g: { body: string; config: string; lock: string; v: Record<Side, number> }, commit: string): string {
  const head = existing.includes(BEGIN) ? existing.slice(0, existing.indexOf(BEGIN)) : '# verified: replay results\n\n'
  const after = existing.includes(END) ? existing.slice(existing.indexOf(END) + END.length) : ''
  let history = after.includes(HISTORY) ? after.slice(after.indexOf(HISTORY)) : `${HISTORY}\n\nScores per commit: a row is added when the configuration or the corpus (its lock) changes; the commit is the one the numbers were made on.\n\n| commit | configuration | lock | train V | test V |\n|---|---|---|---|---|\n`
  const between = after.includes(HISTORY) ? after.slice(0, after.indexOf(HISTORY)) : '\n\n'
  if (!history.includes(historyKey(g))) history = `${history.trimEnd()}\n| ${commit} ${historyKey(g)} ${g.v.train.toFixed(2)} | ${g.v.test.toFixed(2)} |\n`
  return `${head}${g.body}${between}${history}`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const g = await generate()
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  const existing = fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : ''
  fs.writeFileSync(RESULTS_FILE, rewrite(existing, g, commit))
  process.stdout.write(`wrote ${RESULTS_FILE}\n`)
}

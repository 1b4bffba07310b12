/**
 * `claudetto gold`: hand labels for the verified replay. `--sample N` draws
 * live blocks of train sessions into ~/.claude/verified/gold.json, `--page`
 * writes gold-review.html beside it, `--agreement` prints labeller against
 * hand labels per class.
 */
import fs from 'node:fs'
import type { Command, Io } from '../command.js'
import { type Gold, agreement, parseGold, sampleGold } from '../../replay/verified/gold.js'
import { goldPage } from '../../replay/verified/gold-page.js'
import { ReplayError, type Store, dataError, storeOf, usageError } from '../../replay/verified/store.js'

const USAGE = `usage: claudetto gold (--sample N | --page | --agreement)

Hand labels for the verified replay, in ~/.claude/verified/:
  --sample N    draw N live blocks of train sessions into gold.json (the labeller's label as a draft;
                hand labels already given to a drawn block are kept)
  --page        write gold-review.html: one self-contained page to label the blocks and download gold.json
  --agreement   labeller against hand labels, per class: agreement and each kind of disagreement
  --help        this text
Needs a pinned history (claudetto replay verified --pin). Exit 0 on a run, 1 on bad data, 2 on a usage error.
`

type Mode = { kind: 'sample'; n: number } | { kind: 'page' } | { kind: 'agreement' } | { kind: 'help' }

function parseArgs(argv: readonly string[]): Mode {
  let mode: Mode | null = null
  const set = (m: Mode) => {
    if (mode !== null) throw usageError('one of --sample, --page, --agreement at a time')
    mode = m
  }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? ''
    if (arg === '--help' || arg === '-h') return { kind: 'help' }
    if (arg === '--page') set({ kind: 'page' })
    else if (arg === '--agreement') set({ kind: 'agreement' })
    else if (arg === '--sample') {
      const n = Number(argv[++i])
      if (!Number.isInteger(n) || n < 1) throw usageError('--sample needs a whole number of blocks, like --sample 50')
      set({ kind: 'sample', n })
    } else throw usageError(`unknown option ${arg}`)
  }
  if (mode === null) throw usageError('name one of --sample N, --page, --agreement')
  return mode
}

function readGold(store: Store): Gold {
  if (!fs.existsSync(store.gold)) throw usageError(`no gold labels at ${store.gold}: draw them with \`claudetto gold --sample 50\``)
  const parsed = parseGold(fs.readFileSync(store.gold, 'utf8'))
  if (typeof parsed === 'string') throw dataError(`${parsed} (${store.gold})`)
  return parsed
}

async function run(argv: readonly string[], io: Io): Promise<number> {
  try {
    const mode = parseArgs(argv)
    if (mode.kind === 'help') {
      io.out(USAGE)
      return 0
    }
    const store = storeOf(io.env.HOME)
    if (mode.kind === 'sample') {
      const previous = fs.existsSync(store.gold) ? readGold(store) : null
      const gold = sampleGold(store, mode.n, previous)
      if (gold.items.length === 0) throw dataError('no live block in any train session of the pinned history: nothing to label')
      fs.writeFileSync(store.gold, `${JSON.stringify(gold, null, 1)}\n`)
      const kept = gold.items.filter(i => i.label !== null).length
      io.out(`drew ${gold.items.length} live blocks of train sessions into ${store.gold}${kept > 0 ? ` (${kept} hand labels kept)` : ''}${gold.items.length < mode.n ? `; only ${gold.items.length} were there` : ''}\n`)
      return 0
    }
    const gold = readGold(store)
    if (mode.kind === 'page') {
      fs.writeFileSync(store.goldPage, goldPage(gold))
      io.out(`wrote ${store.goldPage}: open it in a browser, label, download gold.json and save it over ${store.gold}\n`)
      return 0
    }
    const rows = agreement(gold)
    const labelled = rows.reduce((a, r) => a + r.labelled, 0)
    if (labelled === 0) throw dataError(`${store.gold} holds no hand labels yet: label the blocks in gold-review.html (claudetto gold --page)`)
    const lines = [`labeller against ${labelled} hand labels (lock ${gold.lock})`, '']
    const agree = rows.reduce((a, r) => a + r.agree, 0)
    for (const r of rows) {
      const kinds = Object.entries(r.disagreements).sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`)
      lines.push(`${r.cls.padEnd(16)} ${String(r.agree).padStart(3)}/${String(r.labelled).padEnd(3)} agree (${((100 * r.agree) / r.labelled).toFixed(1)}%)${kinds.length > 0 ? `; ${kinds.join('; ')}` : ''}`)
    }
    lines.push('', `all              ${agree}/${labelled} agree (${((100 * agree) / labelled).toFixed(1)}%)`)
    io.out(`${lines.join('\n')}\n`)
    return 0
  } catch (error) {
    if (error instanceof ReplayError) {
      io.err(`claudetto gold: ${error.message}\n`)
      return error.exitCode
    }
    throw error
  }
}

export const gold: Command = { name: 'gold', summary: 'hand labels for the verified replay: draw live blocks, label them on a page, agreement', usage: USAGE, run }

/**
 * The knobs a replay can turn: each claim class on or off, a class as a note
 * (found and shown, never sent back), `pathMissingBlocks`, and the bounds
 * applied around the judge that change what blocks. A candidate file is a
 * fork of the claim-patterns CONFIG: the same keys, any subset, merged over
 * the current values; any other key is an error, never ignored.
 */
import { CLAIM_CLASSES, type ClaimClass } from '../../plugins/claudetto/slices/verified/domain/claim.js'
import { CONFIG } from '../../plugins/claudetto/slices/verified/domain/claim-patterns.js'
import { MAX_ANSWER_CHARS, MAX_CLAIMS, MAX_ROWS } from '../../plugins/claudetto/slices/verified/limits.js'
import { fnv1a } from './split.js'

/**
 * Bounds that change what blocks and that the replay applies itself: answers
 * over MAX_ANSWER_CHARS pass, only the last MAX_ROWS rows are read, only the
 * first MAX_CLAIMS claims are judged. The judge holds MAX_CLAIMS itself, so a
 * candidate can lower it, not raise it.
 */
export const BOUNDS = { MAX_ANSWER_CHARS, MAX_ROWS, MAX_CLAIMS } as const
export type BoundName = keyof typeof BOUNDS
const BOUND_NAMES = Object.keys(BOUNDS) as BoundName[]
/** Bounds the judge itself holds: a candidate may lower them only. */
const CEILINGS: Partial<Record<BoundName, number>> = { MAX_CLAIMS }

export type ReplayConfig = {
  classes: Readonly<Record<ClaimClass, boolean>>
  pathMissingBlocks: boolean
  /** Classes whose unbacked claims are notes only. */
  notes: readonly ClaimClass[]
  bounds: Readonly<Record<BoundName, number>>
}

export type Candidate = { name: string; config: ReplayConfig }

export const currentConfig = (): ReplayConfig => ({ classes: { ...CONFIG.classes }, pathMissingBlocks: CONFIG.pathMissingBlocks, notes: [], bounds: { ...BOUNDS } })

/** Keys in a fixed order, so equal configurations hash the same. */
export function canonical(config: ReplayConfig): string {
  return JSON.stringify({
    classes: Object.fromEntries(CLAIM_CLASSES.map(c => [c, config.classes[c]])),
    pathMissingBlocks: config.pathMissingBlocks,
    notes: [...new Set(config.notes)].sort(),
    bounds: Object.fromEntries(BOUND_NAMES.map(b => [b, config.bounds[b]])),
  })
}

export const replayConfigHash = (config: ReplayConfig) => fnv1a(canonical(config)).toString(16).padStart(8, '0')

const isClass = (name: string): name is ClaimClass => (CLAIM_CLASSES as readonly string[]).includes(name)
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A candidate file's text merged over the current configuration, or the one line that says what is wrong. */
export function parseCandidate(text: string, name: string): Candidate | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return `${name}: not JSON (${error instanceof Error ? error.message : String(error)})`
  }
  if (!isRecord(value)) return `${name}: a candidate is a JSON object like {"classes": {"url": false}}`
  const base = currentConfig()
  const classes = { ...base.classes }
  let pathMissingBlocks = base.pathMissingBlocks
  let notes: ClaimClass[] = []
  const bounds = { ...base.bounds }
  for (const [key, v] of Object.entries(value)) {
    if (key === 'classes') {
      if (!isRecord(v)) return `${name}: "classes" is an object of class names to true or false`
      for (const [cls, on] of Object.entries(v)) {
        if (!isClass(cls)) return `${name}: unknown class "${cls}" (known: ${CLAIM_CLASSES.join(', ')})`
        if (typeof on !== 'boolean') return `${name}: classes.${cls} is true or false`
        classes[cls] = on
      }
    } else if (key === 'pathMissingBlocks') {
      if (typeof v !== 'boolean') return `${name}: "pathMissingBlocks" is true or false`
      pathMissingBlocks = v
    } else if (key === 'notes') {
      if (!Array.isArray(v)) return `${name}: "notes" is a list of class names`
      for (const cls of v) {
        if (typeof cls !== 'string' || !isClass(cls)) return `${name}: unknown class ${JSON.stringify(cls)} in "notes" (known: ${CLAIM_CLASSES.join(', ')})`
        notes.push(cls)
      }
    } else if (key === 'bounds') {
      if (!isRecord(v)) return `${name}: "bounds" is an object of bound names to whole numbers`
      for (const [bound, n] of Object.entries(v)) {
        if (!(BOUND_NAMES as string[]).includes(bound)) return `${name}: unknown bound "${bound}" (known: ${BOUND_NAMES.join(', ')})`
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return `${name}: bounds.${bound} is a whole number of at least 1`
        const ceiling = CEILINGS[bound as BoundName]
        if (ceiling !== undefined && n > ceiling) return `${name}: bounds.${bound} can be lowered, not raised past ${ceiling} (the judge holds it)`
        bounds[bound as BoundName] = n
      }
    } else if (key !== 'name' && key !== 'description') {
      return `${name}: unknown knob "${key}" (known: classes, pathMissingBlocks, notes, bounds, name, description)`
    }
  }
  notes = [...new Set(notes)].sort()
  const label = isRecord(value) && typeof value.name === 'string' ? value.name : name
  return { name: label, config: { classes, pathMissingBlocks, notes, bounds } }
}

/**
 * Every single-knob candidate, the current configuration first: each class
 * flipped, each class now blocking as a note, pathMissingBlocks flipped, each
 * bound halved and doubled (where it may be raised).
 */
export function sweepCandidates(): Candidate[] {
  const base = currentConfig()
  const out: Candidate[] = [{ name: 'current', config: base }]
  for (const cls of CLAIM_CLASSES) {
    const on = !base.classes[cls]
    out.push({ name: `${cls} ${on ? 'on' : 'off'}`, config: { ...base, classes: { ...base.classes, [cls]: on } } })
  }
  for (const cls of CLAIM_CLASSES) {
    if (!base.classes[cls] || cls === 'path-missing') continue
    out.push({ name: `${cls} as a note`, config: { ...base, notes: [cls] } })
  }
  out.push({ name: `pathMissingBlocks ${!base.pathMissingBlocks}`, config: { ...base, pathMissingBlocks: !base.pathMissingBlocks } })
  for (const bound of BOUND_NAMES) {
    const now = base.bounds[bound]
    const values = [Math.max(1, Math.floor(now / 2)), ...(CEILINGS[bound] === undefined ? [now * 2] : [])]
    for (const n of values) out.push({ name: `${bound} ${n}`, config: { ...base, bounds: { ...base.bounds, [bound]: n } } })
  }
  return out
}

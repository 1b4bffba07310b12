/**
 * A seeded bootstrap over sessions: resample the sessions of one side with
 * replacement, sum their values, and read the 2.5th and 97.5th percentiles.
 * Seeded, so the same values give the same interval byte for byte.
 */

/** Draws per interval: enough that the percentile ends move by under 1% between seeds on a few hundred sessions. */
export const DRAWS = 2000
/** The fixed seed: an interval is a function of the values alone. */
export const SEED = 0x11

/** mulberry32: a small, fast 32-bit generator; uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type Interval = { low: number; high: number }

/** The 95% percentile interval of the sum of `values`, resampled `draws` times. Empty: [0, 0]. */
export function bootstrapSum(values: readonly number[], draws = DRAWS, seed = SEED): Interval {
  const n = values.length
  if (n === 0) return { low: 0, high: 0 }
  const random = mulberry32(seed)
  const sums = new Float64Array(draws)
  for (let d = 0; d < draws; d += 1) {
    let sum = 0
    for (let i = 0; i < n; i += 1) sum += values[Math.floor(random() * n)] ?? 0
    sums[d] = sum
  }
  sums.sort()
  const at = (q: number) => sums[Math.min(draws - 1, Math.max(0, Math.floor(q * draws)))] ?? 0
  // Sums of quarters and halves: rounding to 1e-9 keeps the printed bytes the same across machines.
  const round = (x: number) => Math.round(x * 1e9) / 1e9
  return { low: round(at(0.025)), high: round(at(0.975)) }
}

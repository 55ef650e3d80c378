/** A small deterministic PRNG (mulberry32) so every seed run builds the same world. */

/** Random helpers over one seeded generator. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T
  /** True with the given probability. */
  chance(probability: number): boolean
}

/** The helpers over any source of floats in [0, 1) (the live simulator's Math.random). */
export function rngOver(next: () => number): Rng {
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (probability) => next() < probability,
  }
}

/** Create a generator from a 32-bit seed. */
export function createRng(seed = 20260101): Rng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return rngOver(next)
}

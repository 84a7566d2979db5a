/**
 * A tiny seeded pseudo-random generator (mulberry32) with the helpers the seed needs.
 * The seed never uses the platform random source or the clock: every value is reproducible from the seed number.
 */

export type RandomSource = () => number;

/** mulberry32: a 32-bit state generator returning floats in [0, 1). */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, used to derive independent sub-seeds from labels. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array in random order; the input is left as it is. */
  shuffle<T>(items: readonly T[]): T[];
  /** n distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** An independent generator derived from this one's seed and a label. */
  fork(label: string): Rng;
}

export function createRng(seed: number): Rng {
  const random = mulberry32(seed);
  const rng: Rng = {
    next: random,
    int(min, max) {
      return min + Math.floor(random() * (max - min + 1));
    },
    chance(p) {
      return random() < p;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(random() * items.length)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy;
    },
    sample<T>(items: readonly T[], n: number): T[] {
      // a partial Fisher-Yates shuffle: only the first n places are drawn
      const count = Math.max(0, Math.min(n, items.length));
      const copy = items.slice();
      for (let i = 0; i < count; i += 1) {
        const j = i + Math.floor(random() * (copy.length - i));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy.slice(0, count);
    },
    fork(label) {
      return createRng((seed ^ hashString(label)) >>> 0);
    },
  };
  return rng;
}

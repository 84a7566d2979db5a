// Total readers of raw values: text, numbers, memoised parsers, keyword scanners, bit sets.

/** Longest piece of any one field the engine reads; the rest of a huge string is ignored. */
export const MAX_FIELD_CHARS = 6000;

/** A value as text: strings as they are, finite numbers printed, arrays joined; anything else ''. */
export function toText(v: unknown, max = MAX_FIELD_CHARS, depth = 0): string {
  if (typeof v === 'string') return v.length > max ? v.slice(0, max) : v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (Array.isArray(v) && depth < 2) {
    let out = '';
    const n = Math.min(v.length, 50);
    for (let i = 0; i < n && out.length < max; i++) {
      const t = toText(v[i], max, depth + 1);
      if (t) out = out ? `${out}, ${t}` : t;
    }
    return out.length > max ? out.slice(0, max) : out;
  }
  return '';
}

/** A value as a finite number: numbers as they are, numeric strings parsed ("1,500", "$2.5"); else NaN. */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : NaN;
  if (typeof v === 'string' && v.length < 60) {
    const m = /-?\d[\d,]*(?:\.\d+)?/.exec(v);
    if (!m) return NaN;
    const n = Number(m[0].replace(/,/g, ''));
    return Number.isFinite(n) ? n : NaN;
  }
  return NaN;
}

/** Memoise a pure string parser. Bounded: the cache is dropped when it grows past `cap`. */
export function memo<T>(fn: (s: string) => T, cap = 20000): (s: string) => T {
  let cache = new Map<string, T>();
  return (s: string) => {
    const hit = cache.get(s);
    if (hit !== undefined || cache.has(s)) return hit as T;
    const v = fn(s);
    if (cache.size >= cap) cache = new Map();
    cache.set(s, v);
    return v;
  };
}

/**
 * A keyword scanner: rules are [regex source (no capturing groups), code]. Returns the bitmask of
 * codes found. Earlier rules win where two start at the same place, and a match consumes its text
 * (so "pre-seed" is not also read as "seed", "renewable energy" not also as "energy").
 */
export function maskScanner(rules: ReadonlyArray<readonly [string, number]>): (s: string) => number {
  const re = new RegExp(rules.map(([src]) => `(${src})`).join('|'), 'giu');
  const codes = rules.map(([, c]) => c);
  return memo((s: string) => {
    if (!s) return 0;
    let mask = 0;
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(s)) !== null) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      for (let g = 1; g < m.length; g++) {
        if (m[g] !== undefined) {
          mask |= 1 << codes[g - 1]!;
          break;
        }
      }
    }
    return mask;
  });
}

export function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

/** Indices of the set bits of a mask, lowest first. */
export function bits(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; mask; i++, mask >>>= 1) if (mask & 1) out.push(i);
  return out;
}

/** Index of the lowest set bit of a mask (-1 for 0). */
export function firstBit(mask: number): number {
  return mask ? 31 - Math.clz32(mask & -mask) : -1;
}

/** Best value of table[i][j] over the set bits i of `a` and j of `b`; `none` when either is empty. */
export function bestPair(a: number, b: number, table: ReadonlyArray<ArrayLike<number>>, none: number): number {
  if (!a || !b) return none;
  let best = -Infinity;
  for (let i = 0, x = a; x; i++, x >>>= 1) {
    if (!(x & 1)) continue;
    const row = table[i];
    if (!row) continue;
    for (let j = 0, y = b; y; j++, y >>>= 1) if (y & 1 && (row[j] ?? -Infinity) > best) best = row[j]!;
  }
  return best === -Infinity ? none : best;
}

import { describe, it, expect } from 'vitest';
import { createRng, hashString, mulberry32 } from './prng';

describe('the seeded generator', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('gives a different sequence for another seed', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('shuffles without losing or duplicating items and leaves the input alone', () => {
    const rng = createRng(9);
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = rng.shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
  });

  it('samples distinct items, at most as many as there are', () => {
    const rng = createRng(11);
    const picked = rng.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(rng.sample(['a', 'b'], 5)).toHaveLength(2);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng(1).pick([])).toThrow();
  });

  it('derives stable, independent forks from labels', () => {
    const a = createRng(5).fork('contracts');
    const b = createRng(5).fork('contracts');
    const c = createRng(5).fork('milestones');
    expect(a.next()).toBe(b.next());
    expect(createRng(5).fork('contracts').next()).not.toBe(c.next());
    expect(hashString('abc')).toBe(hashString('abc'));
  });
});

import { describe, expect, it } from 'vitest';
import { shardOf } from './shards';

const items = [
  { name: 'a', weight: 9 },
  { name: 'b', weight: 1 },
  { name: 'c', weight: 5 },
  { name: 'd', weight: 4 },
  { name: 'e', weight: 4 },
];
const deal = (shard: number, shards: number) => shardOf(items, shard, shards, (item) => item.weight, (item) => item.name).map((item) => item.name);

describe('dealing items to shards, heaviest first', () => {
  it('gives each item to exactly one shard, each to the lightest so far, in name order', () => {
    // a (9) → 1; c (5) → 2; d (4) → 2, now 9 and 9; e (4) → 1, the first of equals; b (1) → 2
    expect([deal(1, 2), deal(2, 2)]).toEqual([['a', 'e'], ['b', 'c', 'd']]);
    expect([1, 2, 3].flatMap((shard) => deal(shard, 3)).toSorted()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('breaks ties of weight by name, so the deal does not depend on the input order', () => {
    const reversed = shardOf([...items].reverse(), 1, 2, (item) => item.weight, (item) => item.name).map((item) => item.name);
    expect(reversed).toEqual(deal(1, 2));
  });
});

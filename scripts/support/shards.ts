/**
 * The items of shard `shard` (1…shards) when items are dealt heaviest first, each to the lightest
 * shard so far (ties by `name`), so the shards weigh about the same and a new item never moves more
 * than itself. Used to split the story tests and the contract strictness cases into files that
 * Vitest runs side by side. Returned in `name` order.
 */
export function shardOf<T>(items: readonly T[], shard: number, shards: number, weight: (item: T) => number, name: (item: T) => string): T[] {
  const weighed = items.map((item) => ({ item, weight: weight(item), name: name(item) })).sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
  const totals = Array.from({ length: shards }, () => 0);
  const mine: Array<{ item: T; name: string }> = [];
  for (const entry of weighed) {
    const lightest = totals.indexOf(Math.min(...totals));
    totals[lightest] = totals[lightest]! + entry.weight;
    if (lightest === shard - 1) mine.push(entry);
  }
  return mine.sort((a, b) => a.name.localeCompare(b.name)).map((entry) => entry.item);
}

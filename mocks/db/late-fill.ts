import { emptyCollection, loose, type CollectionName, type Collections } from './collections';
import { keyOf, type StoreData } from './stores/store';

/** A record's id across collections (the change tracking's and `quiet`'s key). */
export const idOf = (collection: CollectionName, key: string) => `${collection}\u0000${key}`;

/**
 * Adds records left for later to those made meanwhile, without saving them record by record (a
 * saved record is saved already; a seeded one goes with the whole save that follows every seed).
 * Saved records join in key order, as a whole read gives them, and records made meanwhile are
 * newer and win; the seed's come first, as they would have had they been added with the rest.
 */
export async function addLater(
  db: Collections,
  more: Partial<StoreData>,
  order: 'by key' | 'seed first',
  { current, quiet }: { current: () => boolean; quiet: Set<string> },
): Promise<void> {
  for (const [name, records] of Object.entries(more) as Array<[CollectionName, object[]]>) {
    const collection = loose(name, db);
    const meanwhile = [...collection.all()];
    let all = [...records, ...meanwhile];
    if (order === 'by key') {
      const byKey = new Map(all.map((record) => [keyOf(name, record), record]));
      all = [...byKey.keys()].sort().map((key) => byKey.get(key)!);
    }
    const ids = all.map((record) => idOf(name, keyOf(name, record)));
    ids.forEach((id) => quiet.add(id));
    try {
      if (current()) emptyCollection(collection);
      for (const record of all) if (current()) await collection.create(record);
    } finally {
      ids.forEach((id) => quiet.delete(id));
    }
  }
}

// Process-wide small integer ids of stems, and scratch tables indexed by them. Documents keep the ids
// of their terms, so merging documents and building a corpus look terms up by number in a typed
// array instead of hashing strings into a fresh Map per document. Only speed depends on the ids:
// every output is made from the stems themselves, in the same order as before.

/** Ids are dropped (and documents re-intern on their next use) once this many stems are known. */
const MAX_TERMS = 200_000;

const ids = new Map<string, number>();
/** Generation of `ids`: a document's ids are valid while it carries the current one. */
let generation = 1;

export function termGeneration(): number {
  return generation;
}

/** The id of a stem, interned on first sight (the table only grows within a ranking). */
export function termId(term: string): number {
  let id = ids.get(term);
  if (id === undefined) {
    id = ids.size;
    ids.set(term, id);
  }
  return id;
}

/** How many ids exist (every id is below it). */
export function termCount(): number {
  return ids.size;
}

/**
 * Drop the table when it grew past its cap. Called only where no ids are in flight (at the start of
 * a ranking), so one ranking never mixes two generations.
 */
export function trimTermIds(): void {
  if (ids.size <= MAX_TERMS) return;
  ids.clear();
  generation++;
}

/** A document's term ids, read again from its stems when they come from an older generation. */
export function idsOf(doc: { terms: readonly string[]; ids: Int32Array; gen: number }): Int32Array {
  if (doc.gen === generation) return doc.ids;
  const out = new Int32Array(doc.terms.length);
  for (let i = 0; i < out.length; i++) out[i] = termId(doc.terms[i]!);
  doc.ids = out;
  doc.gen = generation;
  return out;
}

/**
 * A zero-filled Int32Array with room for every id, reused between calls: callers store slot + 1 and
 * set back to 0 what they wrote before returning. `keep`: the table is in use (copy its contents).
 */
export class Scratch {
  table = new Int32Array(1024);
  fit(keep = false): Int32Array {
    const need = ids.size;
    if (need > this.table.length) {
      const next = new Int32Array(Math.max(need, this.table.length * 2));
      if (keep) next.set(this.table);
      this.table = next;
    }
    return this.table;
  }
}

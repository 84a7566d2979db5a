// Small dense ids for pairs of small non-negative integers, in an open-addressing hash table of
// typed arrays: interning a tuple one value at a time ((tuple so far, next id) → id) costs no
// allocation, where a Map keyed by tuple·2^18 + id boxes every key above 2^31 as a heap number.

/** Fibonacci hashing of the pair: the top bits of (x·φ ⊕ y)·c spread neighbouring keys apart. */
function hash(x: number, y: number, shift: number): number {
  return Math.imul(Math.imul(x, 0x9e3779b1) ^ y, 0x85ebca6b) >>> shift;
}

export class PairIds {
  private xs: Int32Array;
  private ys: Int32Array;
  /** id + 1 of the pair in each slot (0: empty). */
  private ids: Int32Array;
  private mask: number;
  /** 32 − log2(table size): the hash is the top bits of a multiplicative mix. */
  private shift: number;
  size = 0;

  /** Ids are first, first + 1, …; at most `cap` pairs are interned (then get() answers -1). */
  constructor(private readonly first: number, private readonly cap: number) {
    this.xs = new Int32Array(1024);
    this.ys = new Int32Array(1024);
    this.ids = new Int32Array(1024);
    this.mask = 1023;
    this.shift = 22;
  }

  /** The id of (x, y), interned on first sight; -1 when the table is full. */
  get(x: number, y: number): number {
    const ids = this.ids;
    const mask = this.mask;
    let h = hash(x, y, this.shift);
    for (;;) {
      const id = ids[h]!;
      if (id === 0) break;
      if (this.xs[h] === x && this.ys[h] === y) return id - 1;
      h = (h + 1) & mask;
    }
    if (this.size >= this.cap) return -1;
    const id = this.first + this.size++;
    ids[h] = id + 1;
    this.xs[h] = x;
    this.ys[h] = y;
    // kept at most half full, so probes stay short
    if (this.size * 2 > mask) this.grow();
    return id;
  }

  clear(): void {
    this.ids.fill(0);
    this.size = 0;
  }

  private grow(): void {
    const { xs, ys, ids } = this;
    const size = ids.length * 2;
    this.xs = new Int32Array(size);
    this.ys = new Int32Array(size);
    this.ids = new Int32Array(size);
    this.mask = size - 1;
    this.shift--;
    for (let s = 0; s < ids.length; s++) {
      if (ids[s] === 0) continue;
      let h = hash(xs[s]!, ys[s]!, this.shift);
      while (this.ids[h] !== 0) h = (h + 1) & this.mask;
      this.ids[h] = ids[s]!;
      this.xs[h] = xs[s]!;
      this.ys[h] = ys[s]!;
    }
  }
}

/** Readable, deterministic ids: usr_0001, lp_0001, fb_0001, inv_0001, ctr_0001, ms_0001, … */
export type IdPrefix = 'usr' | 'lp' | 'fb' | 'inv' | 'ctr' | 'ms' | 'tsk' | 'cmt';

export function formatId(prefix: IdPrefix, n: number): string {
  return `${prefix}_${String(n).padStart(4, '0')}`;
}

export class IdAllocator {
  private readonly counters = new Map<IdPrefix, number>();

  next(prefix: IdPrefix): string {
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return formatId(prefix, n);
  }
}

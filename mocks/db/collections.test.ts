import { describe, expect, it } from 'vitest';
import { createCollections, emptyCollection, loose, type LooseCollection } from './collections';

describe('emptyCollection', () => {
  it('empties a collection of thousands of records, which then finds, creates, updates and deletes as before', async () => {
    const { feedback } = createCollections();
    for (let index = 0; index < 3000; index += 1) await feedback.create({ id: `f_${index}` } as never);
    emptyCollection(loose('feedback', { feedback } as never));
    expect(feedback.count()).toBe(0);
    expect(feedback.findFirst((q) => q.where({ id: 'f_1' }))).toBeUndefined();

    await feedback.create({ id: 'f_new', message: 'first' } as never);
    await feedback.create({ id: 'f_other', message: 'second' } as never);
    await feedback.update((q) => q.where({ id: 'f_new' }), { data(record) { (record as unknown as { message: string }).message = 'changed'; } });
    feedback.delete((q) => q.where({ id: 'f_other' }));
    expect(feedback.all()).toEqual([{ id: 'f_new', message: 'changed' }]);
  });

  it('falls back to clear() when a collection hands out a copy of its records', () => {
    let records: object[] = [{ id: 'a' }, { id: 'b' }];
    const copying: LooseCollection = {
      all: () => [...records],
      clear: () => {
        records = [];
      },
      create: () => Promise.resolve(),
      delete: () => undefined,
    };
    emptyCollection(copying);
    expect(copying.all()).toEqual([]);
  });
});

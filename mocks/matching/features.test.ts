import { describe, it, expect } from 'vitest';
import { FIELDS, featuresOf } from './features';
import { valueId } from './profile-docs';
import { syntheticParties } from './synthetic';
import { READ } from './same-fields';
import type { PartyKind } from './types';

describe('per-profile feature cache', () => {
  it('returns the cached features while a profile is unchanged, and recomputes after any field changes in place', () => {
    for (const kind of ['foreign', 'local', 'investor'] as PartyKind[]) {
      const profile = { ...(syntheticParties(kind, 1, 7)[0]!.profile as unknown as Record<string, unknown>) };
      const first = featuresOf(kind, profile);
      expect(featuresOf(kind, profile)).toBe(first);
      for (const field of FIELDS[kind]) {
        const before = featuresOf(kind, profile);
        const old = profile[field];
        profile[field] = `changed ${field}`;
        const after = featuresOf(kind, profile);
        expect(after, `${kind}.${field}`).not.toBe(before);
        profile[field] = old;
      }
    }
  });

  it('reads the raw fields in FIELDS order (the written-out readers match the list)', () => {
    for (const kind of ['foreign', 'local', 'investor'] as PartyKind[]) {
      const named = Object.fromEntries(FIELDS[kind].map((f) => [f, `value of ${f}`]));
      expect(READ[kind](named)).toEqual(FIELDS[kind].map((f) => `value of ${f}`));
    }
  });

  it('reads a profile as another kind separately, and never throws on hostile objects', () => {
    const profile = { _id: 'x', industry: 'Fintech', industryFocus: 'Fintech', targetIndustries: 'Fintech' };
    expect(featuresOf('foreign', profile).kind).toBe('foreign');
    expect(featuresOf('local', profile).kind).toBe('local');
    const hostile = new Proxy({}, { get() { throw new Error('boom'); } });
    expect(featuresOf('local', hostile).kind).toBe('local');
    expect(featuresOf('investor', 42).id).toBe('');
  });

  it('gives equal values equal ids and skips long texts', () => {
    const a = featuresOf('foreign', { _id: 'a', industry: 'Fintech', expansionGoal: 'x'.repeat(500) });
    const b = featuresOf('foreign', { _id: 'b', industry: 'Fintech' });
    const at = FIELDS.foreign.indexOf('industry');
    expect(valueId(a, at)).toBe(valueId(b, at));
    expect(valueId(a, FIELDS.foreign.indexOf('expansionGoal'))).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import { db } from '../db';
import type { PartyKind } from '../db/records';
import { withMockServer } from '../test/harness';
import { matchesFor } from './matches';
import { profileOfUser } from './profiles';

withMockServer();

const COUNTERPARTS: Record<PartyKind, PartyKind[]> = { foreign: ['local', 'investor'], local: ['foreign', 'investor'], investor: ['foreign', 'local'] };

describe('one score per pair on the seeded platform', () => {
  it('every pair listed on both dashboards has the same base score from both sides; feedback is its own reason', async () => {
    // base score per ordered pair "viewer>candidate"
    const base = new Map<string, number>();
    let withFeedback = 0;
    for (const user of db.users.all()) {
      const own = profileOfUser(user);
      if (!own) continue;
      for (const kind of COUNTERPARTS[own.kind]) {
        const list = await matchesFor(user, own.kind, kind);
        if (!Array.isArray(list)) continue;
        for (const match of list) {
          const learned = match.matchReasons.filter((reason) => reason.factor === 'feedback');
          expect(learned.length).toBeLessThanOrEqual(1);
          if (learned.length) withFeedback++;
          base.set(`${own.profile._id}>${match._id}`, match.matchScore - (learned[0]?.points ?? 0));
        }
      }
    }
    let pairs = 0;
    for (const [key, score] of base) {
      const [viewer, candidate] = key.split('>');
      const other = base.get(`${candidate}>${viewer}`);
      if (other === undefined) continue;
      pairs++;
      expect(score, key).toBe(other);
    }
    expect(pairs).toBeGreaterThan(100);
    console.log(`${pairs} ordered pairs listed on both sides, ${withFeedback} matches with a feedback reason`);
  });
});

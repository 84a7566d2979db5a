/**
 * Every seeded record obeys the rules the server enforces on the call that would have made it:
 * the whole seed (with extra businesses) is walked through the server's own rule functions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryFor, liveContractBetween } from '../../domain/contracts';
import { authorName, MILESTONE_EDITORS, milestoneOf, requireCommenter, requireMilestoneEditor, writableContract } from '../../domain/milestone-rules';
import { findProfile, isMatchable, profileOfUser } from '../../domain/profiles';
import type { Caller } from '../../http/auth';
import { db, initDb } from '../index';
import type { ContractRecord, UserRecord } from '../records';

const callerOf = (user: UserRecord): Caller => ({
  user,
  session: { token: 'walk', userId: user.id, createdAt: user.createdAt, expiresAt: '2999-01-01T00:00:00.000Z' },
});

/** What the server answered, or null when it let the call through. */
function refusal(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

let userOfProfile: Map<string, UserRecord>;
const partyUsers = (contract: ContractRecord) =>
  [contract.senderProfileId, contract.recipientProfileId].map((id) => userOfProfile.get(id)).filter((user) => user !== undefined);

beforeAll(async () => {
  await initDb({ extraBusinesses: 400 });
  userOfProfile = new Map(
    db.users.all().flatMap((user) => {
      const own = profileOfUser(user);
      return own ? [[own.profile._id, user] as const] : [];
    }),
  );
  // 2.6 s alone, but seeding 400 extra businesses (and drawing their insights history) ran past the
  // default 10 s twice in one grouped run on a loaded machine.
}, 60_000);

describe('the seed, walked through the server’s rules', () => {
  it('has requests only between kinds that may connect, to parties that could be asked, one live request per pair', () => {
    const problems: string[] = [];
    for (const contract of db.contracts.all()) {
      if (categoryFor(contract.senderKind, contract.recipientKind) !== contract.category) problems.push(`${contract._id}: category`);
      const sender = findProfile(contract.senderKind, contract.senderProfileId);
      const recipient = findProfile(contract.recipientKind, contract.recipientProfileId);
      if (!sender || !recipient) problems.push(`${contract._id}: a party is missing`);
      else if (!isMatchable(recipient)) problems.push(`${contract._id}: sent to a party that cannot be asked`);
      if (partyUsers(contract).length !== 2) problems.push(`${contract._id}: a party has no account`);
      const live = contract.status === 'pending' || contract.status === 'approved';
      if (live && liveContractBetween(contract.senderProfileId, contract.recipientProfileId)?._id !== contract._id) {
        problems.push(`${contract._id}: a second live request between the same parties`);
      }
    }
    expect(problems).toEqual([]);
    expect(db.contracts.count()).toBeGreaterThan(20);
  });

  it('has milestones and tasks only where a party allowed to add them could have', () => {
    const problems: string[] = [];
    for (const item of [...db.milestones.all(), ...db.tasks.all()]) {
      const contract = db.contracts.findFirst((q) => q.where({ _id: item.contractId }));
      const editors = contract ? partyUsers(contract).filter((user) => MILESTONE_EDITORS.includes(user.category)) : [];
      const allowed = editors.some(
        (user) =>
          refusal(() => {
            const open = writableContract(requireMilestoneEditor(callerOf(user)).user, item.contractId);
            if ('milestoneId' in item) milestoneOf(open, String(item.milestoneId));
          }) === null,
      );
      if (!allowed) problems.push(`${item._id}: no party of ${item.contractId} may add it`);
    }
    expect(problems).toEqual([]);
    expect(db.tasks.count()).toBeGreaterThan(10);
  });

  it('has comments only by their author’s own right: a commenter, a party of the contract, under their own name', () => {
    const problems: string[] = [];
    for (const comment of db.comments.all()) {
      const user = comment.authorUserId ? db.users.findFirst((q) => q.where({ id: comment.authorUserId! })) : undefined;
      if (!user) {
        problems.push(`${comment._id}: no author account`);
        continue;
      }
      const refused = refusal(() => {
        const caller = requireCommenter(callerOf(user));
        milestoneOf(writableContract(caller.user, comment.contractId), comment.milestoneId);
      });
      if (refused) problems.push(`${comment._id} by ${user.email} (${user.category}): ${refused}`);
      if (comment.author !== authorName(user)) problems.push(`${comment._id}: signed "${comment.author}", not "${authorName(user)}"`);
    }
    expect(problems).toEqual([]);
    expect(db.comments.count()).toBeGreaterThan(10);
  });
});

import { db } from '../db';
import { newId } from '../db/ids';
import type { PartyKind, UserRecord } from '../db/records';
import { Failure } from '../http/failure';
import { profiles as words } from '../i18n/en';
import { profileOfUser } from './profiles';
import { findUser } from './users';

/**
 * Whose profile is being registered. A user registers their own (ID must be their id and
 * their category the profile's kind). An admin registers a business for the directory:
 * it gets an owner account of its own, which cannot sign in until claimed.
 */
export async function resolveOwner(
  caller: UserRecord,
  kind: PartyKind,
  claimedId: string,
  contact: { name: string; email?: string },
  asText = false,
): Promise<UserRecord> {
  if (caller.category === 'admin') {
    const id = newId('usr');
    return db.users.create({
      id,
      name: contact.name || 'Unclaimed business',
      businessName: contact.name,
      email: (contact.email?.trim().toLowerCase() || `unclaimed+${id}@corridor.test`).slice(0, 254),
      category: kind,
      hasCompletedProfile: false,
      passwordHash: '',
      passwordSalt: '',
      createdAt: new Date().toISOString(),
      unclaimed: true,
    });
  }
  const refuse = (status: 'forbidden' | 'conflict', message: string) =>
    // The contract gives the text endpoint's 409 in plain text and its 403 in JSON, like every refusal.
    new Failure(status === 'forbidden' ? 403 : 409, message, { asText: asText && status === 'conflict' });
  if (claimedId !== caller.id) throw refuse('forbidden', words.ownAccountOnly);
  if (caller.category !== kind) throw refuse('forbidden', words.registerFor[kind]);
  if (profileOfUser(caller)) throw refuse('conflict', words.exists);
  return caller;
}

export async function markProfileComplete(userId: string): Promise<void> {
  if (!findUser(userId)) return;
  await db.users.update((q) => q.where({ id: userId }), {
    data(user) {
      user.hasCompletedProfile = true;
    },
  });
}

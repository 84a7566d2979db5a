import type { components } from '../../src/api/schema';
import { db } from '../db';
import type { UserRecord } from '../db/records';
import { profileOfUser } from './profiles';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  return db.users.findFirst((q) => q.where({ email: wanted }));
}

export function findUser(id: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

/** The user as the API shows it: never the password hash or salt. */
export function publicUser(user: UserRecord): components['schemas']['User'] {
  const profile = profileOfUser(user);
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    businessName: user.businessName,
    email: user.email,
    // A Google account that has not chosen yet is shown as foreign until it does (the
    // category chooser is where it is sent); the real category is in the landing parameters.
    category: user.category === 'none' ? 'foreign' : user.category,
    hasCompletedProfile: user.hasCompletedProfile,
    profileId: profile?.profile._id ?? null,
  };
}

import type { components } from '../../src/api/schema';
import { db } from '../db';
import type { UserRecord } from '../db/records';
import { requestLanguage, type ServerLanguage } from '../i18n/language';
import { profileOfUser } from './profiles';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  return db.users.findFirst((q) => q.where({ email: wanted }));
}

export function findUser(id: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

/** The language a user's e-mails are written in (English until a request of theirs asks for another). */
export const languageOf = (user: Pick<UserRecord, 'language'>): ServerLanguage => user.language ?? 'en';

/** The language a request asks for, when it says (a client that sends no Accept-Language says nothing). */
export const askedLanguage = (request: Request): ServerLanguage | null =>
  request.headers.has('Accept-Language') ? requestLanguage(request) : null;

/**
 * Remembers the language of a user's request on their account when it differs, so that what is
 * mailed to them later (notifications, digests, reset codes) is written in it. A request without
 * Accept-Language changes nothing.
 */
export async function rememberLanguage(user: UserRecord, request: Request): Promise<void> {
  const asked = askedLanguage(request);
  if (!asked || asked === languageOf(user)) return;
  await db.users.update((q) => q.where({ id: user.id }), {
    data(record) {
      record.language = asked;
    },
  });
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

import type { StoredUser } from '@/lib/storage';

const knownCategories: readonly string[] = ['foreign', 'local', 'investor', 'admin'] satisfies StoredUser['category'][];

export function isKnownCategory(category: string): category is StoredUser['category'] {
  return knownCategories.includes(category);
}

/**
 * The user stored after a Google landing, so signed-in pages (which need a stored user and token)
 * work. The landing carries only the id, category and profile flag; the other fields stay empty
 * until a page loads the profile (docs/decisions/008-account-screens.md).
 */
export function landingUser(userId: string, category: StoredUser['category'], hasCompletedProfile: boolean): StoredUser {
  return { _id: userId, id: userId, name: '', businessName: '', email: '', category, hasCompletedProfile, profileId: null };
}

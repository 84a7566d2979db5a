import { useSyncExternalStore } from 'react';
import { getStoredUser, getToken, storageKeys, type StoredUser } from './storage';
import { isPartyKind, partyPaths } from './party-kinds';

export interface Session {
  token: string;
  user: StoredUser;
}

/** The signed-in user and token from storage, or null (specification §6: both are needed). */
export function readSession(): Session | null {
  const token = getToken();
  const user = getStoredUser();
  return token && user ? { token, user } : null;
}

const listeners = new Set<() => void>();
let cached: { key: string; session: Session | null } = { key: '', session: null };

function snapshot(): Session | null {
  const key = `${getToken() ?? ''}|${localStorage.getItem(storageKeys.user) ?? ''}`;
  if (key !== cached.key) cached = { key, session: readSession() };
  return cached.session;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Tells session readers in this tab that storage changed (other tabs hear the storage event). */
export function notifySessionChange(): void {
  listeners.forEach((listener) => listener());
}

/** The current session, re-rendering when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

type Category = StoredUser['category'] | string;

/**
 * Where a user goes after login or Google sign-in (specification §4): the dashboard when the profile is
 * complete, else the profile-completion page; admin to the panel; anything else to /login.
 */
export function pathAfterLogin(category: Category, hasCompletedProfile: boolean): string {
  if (isPartyKind(category)) return hasCompletedProfile ? partyPaths[category].dashboard : partyPaths[category].completeProfile;
  return category === 'admin' ? '/adminPanel' : '/login';
}

/** After sign-up (specification §4): as after login, but a complete local profile goes to /partner-business-dashboard. */
export function pathAfterSignup(category: Category, hasCompletedProfile: boolean): string {
  if (category === 'local' && hasCompletedProfile) return '/partner-business-dashboard';
  if (category === 'admin') return '/login';
  return pathAfterLogin(category, hasCompletedProfile);
}

/** The profile-completion page of a category (after the category chooser). */
export function completeProfilePath(category: Category): string {
  return pathAfterLogin(category, false);
}

/** The dashboard of a category. */
export function dashboardPath(category: Category): string {
  return pathAfterLogin(category, true);
}

/** The contracts list of a category (specification §2). */
export function contractsPath(category: Category): string {
  if (isPartyKind(category)) return partyPaths[category].contracts;
  return category === 'admin' ? '/admin/AllContracts' : partyPaths.foreign.contracts;
}

import type { components } from '@/api/schema';

export type StoredUser = components['schemas']['User'];

/** Keys the app keeps in localStorage, as the specification names them. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  userId: 'userId',
  category: 'category',
  hasCompletedProfile: 'hasCompletedProfile',
  resetEmail: 'resetEmail',
  draftPrefix: 'draft:',
} as const;

/**
 * Keys under this prefix belong to the built-in mock server (its database snapshot),
 * not to the app: logging out clears the app's storage but not the demo server's data.
 */
export const MOCK_STORAGE_PREFIX = 'corridor.mock.';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the session simply is not remembered.
  }
}

export function getToken(): string | null {
  return read(storageKeys.token);
}

export function getStoredUser(): StoredUser | null {
  const raw = read(storageKeys.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'id' in parsed && 'category' in parsed) {
      return parsed as StoredUser;
    }
    return null;
  } catch {
    return null;
  }
}

export function setSession(token: string, user: StoredUser): void {
  write(storageKeys.token, token);
  write(storageKeys.user, JSON.stringify(user));
}

export function setStoredUser(user: StoredUser): void {
  write(storageKeys.user, JSON.stringify(user));
}

export function clearSession(): void {
  write(storageKeys.token, null);
  write(storageKeys.user, null);
}

export interface GoogleLanding {
  token: string;
  userId: string;
  category: string;
  hasCompletedProfile: boolean;
}

export function setGoogleLanding(landing: GoogleLanding): void {
  write(storageKeys.token, landing.token);
  write(storageKeys.userId, landing.userId);
  write(storageKeys.category, landing.category);
  write(storageKeys.hasCompletedProfile, String(landing.hasCompletedProfile));
}

/**
 * After a Google user chooses a category: the landing's category and profile keys follow the
 * account, so no stale "none" stays behind (only where a Google landing wrote them).
 */
export function updateGoogleLanding(category: string, hasCompletedProfile: boolean): void {
  if (read(storageKeys.category) === null) return;
  write(storageKeys.category, category);
  write(storageKeys.hasCompletedProfile, String(hasCompletedProfile));
}

export function getResetEmail(): string | null {
  return read(storageKeys.resetEmail);
}

export function setResetEmail(email: string | null): void {
  write(storageKeys.resetEmail, email);
}

/** Logout: clears all of the app's local storage (the mock server's snapshot is not the app's). */
export function clearAppStorage(): void {
  try {
    const keep: [string, string][] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(MOCK_STORAGE_PREFIX)) keep.push([key, localStorage.getItem(key) ?? '']);
    }
    localStorage.clear();
    for (const [key, value] of keep) localStorage.setItem(key, value);
  } catch {
    // Nothing to clear.
  }
}

export function readDraft<T>(formId: string): T | null {
  const raw = read(storageKeys.draftPrefix + formId);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeDraft(formId: string, value: unknown): void {
  write(storageKeys.draftPrefix + formId, value === null ? null : JSON.stringify(value));
}

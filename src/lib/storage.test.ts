import { describe, expect, it } from 'vitest';
import {
  clearAppStorage,
  getStoredUser,
  getToken,
  MOCK_STORAGE_PREFIX,
  readDraft,
  setSession,
  writeDraft,
  type StoredUser,
} from './storage';

const user: StoredUser = {
  _id: 'usr_1',
  id: 'usr_1',
  name: 'Astrid',
  businessName: 'Nordvik',
  email: 'a@b.se',
  category: 'foreign',
  hasCompletedProfile: true,
};

describe('storage', () => {
  it('stores and reads the session token and user', () => {
    setSession('tok', user);
    expect(getToken()).toBe('tok');
    expect(getStoredUser()).toEqual(user);
  });

  it('treats a corrupt stored user as no user', () => {
    localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem('user', '"just a string"');
    expect(getStoredUser()).toBeNull();
  });

  it('clears every app key on logout but keeps the mock server snapshot', () => {
    setSession('tok', user);
    localStorage.setItem('anything', 'x');
    localStorage.setItem(`${MOCK_STORAGE_PREFIX}db`, 'snapshot');
    clearAppStorage();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('anything')).toBeNull();
    expect(localStorage.getItem(`${MOCK_STORAGE_PREFIX}db`)).toBe('snapshot');
  });

  it('keeps form drafts until they are removed', () => {
    writeDraft('partner', { companyName: 'Gulf' });
    expect(readDraft('partner')).toEqual({ companyName: 'Gulf' });
    writeDraft('partner', null);
    expect(readDraft('partner')).toBeNull();
  });
});

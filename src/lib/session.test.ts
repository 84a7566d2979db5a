import { describe, expect, it } from 'vitest';
import { setSession } from './storage';
import { completeProfilePath, contractsPath, pathAfterLogin, pathAfterSignup, readSession } from './session';

describe('session and routing by category', () => {
  it('needs both a token and a user', () => {
    expect(readSession()).toBeNull();
    localStorage.setItem('token', 't');
    expect(readSession()).toBeNull();
    setSession('t', { _id: 'u', id: 'u', name: 'A', businessName: 'B', email: 'a@b.se', category: 'local', hasCompletedProfile: true });
    expect(readSession()?.user.category).toBe('local');
  });

  it.each([
    ['foreign', true, '/foreignDashboard'],
    ['foreign', false, '/complete-business-profile'],
    ['local', true, '/partner-dashboard'],
    ['local', false, '/complete-partner-profile'],
    ['investor', true, '/investor-dashboard'],
    ['investor', false, '/complete-investor-profile'],
    ['admin', true, '/adminPanel'],
    ['martian', true, '/login'],
  ] as const)('sends %s (complete: %s) to %s after login', (category, complete, path) => {
    expect(pathAfterLogin(category, complete)).toBe(path);
  });

  it('sends a complete local account to /partner-business-dashboard after sign-up', () => {
    expect(pathAfterSignup('local', true)).toBe('/partner-business-dashboard');
    expect(pathAfterSignup('local', false)).toBe('/complete-partner-profile');
    expect(pathAfterSignup('foreign', true)).toBe('/foreignDashboard');
    expect(pathAfterSignup('other', true)).toBe('/login');
  });

  it('knows each category’s pages', () => {
    expect(completeProfilePath('investor')).toBe('/complete-investor-profile');
    expect(contractsPath('local')).toBe('/partner/AllContracts');
    expect(contractsPath('foreign')).toBe('/foreign/AllContracts');
    expect(contractsPath('investor')).toBe('/investor/AllContracts');
  });
});

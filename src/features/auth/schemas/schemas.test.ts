import { describe, expect, it } from 'vitest';
import { categorySchema } from './category';
import { googleAccountSchema } from './google-account';
import { loginSchema } from './login';
import { newPasswordSchema, resetEmailSchema } from './reset-password';
import { emptySignup, signupSchema } from './signup';

/** The issues as [field, message] pairs. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the login schema', () => {
  it('requires both fields before anything else', () => {
    expect(issues(loginSchema.safeParse({ email: '  ', password: 'abc' }))).toEqual([['email', 'Email and password are required']]);
    expect(issues(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'Email and password are required'],
      ['password', 'Email and password are required'],
    ]);
  });

  it('wants a password longer than 6 characters', () => {
    expect(issues(loginSchema.safeParse({ email: 'a@b.se', password: '123456' }))).toEqual([
      ['password', 'Password must be greater than 6 characters'],
    ]);
    expect(loginSchema.parse({ email: ' a@b.se ', password: '1234567' })).toEqual({ email: 'a@b.se', password: '1234567' });
  });
});

describe('the sign-up schema', () => {
  const filled = {
    name: 'Sofia',
    businessName: 'Aalto Learning Oy',
    email: 'sofia@aalto.fi',
    category: 'foreign' as const,
    password: 'sauna-2026',
    confirmPassword: 'sauna-2026',
    terms: true,
  };

  it('checks required, match, length and terms in that order, one message at a time', () => {
    expect(issues(signupSchema.safeParse(emptySignup)).every(([, message]) => message === 'All fields are required')).toBe(true);
    expect(issues(signupSchema.safeParse(emptySignup))).toHaveLength(6);
    expect(issues(signupSchema.safeParse({ ...filled, password: 'abc', confirmPassword: 'abd', terms: false }))).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
    expect(issues(signupSchema.safeParse({ ...filled, password: 'abc', confirmPassword: 'abc', terms: false }))).toEqual([
      ['password', 'Password must be greater than 6 characters'],
    ]);
    expect(issues(signupSchema.safeParse({ ...filled, terms: false }))).toEqual([['terms', 'Please accept our terms and conditions']]);
  });

  it('accepts a complete form and trims the texts', () => {
    expect(signupSchema.parse({ ...filled, name: ' Sofia ' })).toMatchObject({ name: 'Sofia', category: 'foreign' });
  });
});

describe('the reset schemas', () => {
  it('requires the e-mail', () => {
    expect(issues(resetEmailSchema.safeParse({ email: ' ' }))).toEqual([['email', 'Email is required']]);
  });

  it('wants both new-password fields, matching, longer than 6 characters', () => {
    expect(issues(newPasswordSchema.safeParse({ password: 'abc', confirmPassword: '' }))).toEqual([
      ['confirmPassword', 'Both fields are required.'],
    ]);
    expect(issues(newPasswordSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgi' }))).toEqual([
      ['confirmPassword', 'Passwords do not match.'],
    ]);
    expect(issues(newPasswordSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toEqual([
      ['password', 'Password must be greater than 6 characters'],
    ]);
  });
});

describe('the category and Google schemas', () => {
  it('wants one of the three sign-up categories', () => {
    expect(issues(categorySchema.safeParse({ selectedCategory: null }))).toEqual([
      ['selectedCategory', 'Please select a category before proceeding'],
    ]);
    expect(issues(categorySchema.safeParse({ selectedCategory: 'admin' }))).toHaveLength(1);
    expect(categorySchema.parse({ selectedCategory: 'local' })).toEqual({ selectedCategory: 'local' });
  });

  it('wants a valid e-mail address for another Google account', () => {
    expect(issues(googleAccountSchema.safeParse({ email: 'not-an-email', name: '' }))).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
    expect(googleAccountSchema.parse({ email: ' lars@fjord.no ', name: '' })).toEqual({ email: 'lars@fjord.no', name: '' });
  });
});

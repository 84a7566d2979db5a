import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { findUserByEmail } from '../domain/users';
import { setScenarioSettings } from './scenarios';
import { BASE_URL, demo, signIn, withMockServer } from '../test/harness';

withMockServer();

/** One call, as the app makes it: JSON, the token if any, and the reader's language if any. */
async function call(method: string, path: string, options: { token?: string; body?: unknown; language?: string } = {}) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'Accept-Language': options.language } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Array<{ path: string; message: string }> } };
}

describe('the answers’ language', () => {
  it('401: Arabic for an Arabic reader, the exact English otherwise', async () => {
    expect(await call('GET', '/adminPanel', { language: 'ar' })).toEqual({ status: 401, body: { message: 'يلزم التحقق من الهوية. يُرجى تسجيل الدخول.' } });
    expect(await call('GET', '/adminPanel', { language: 'en-GB,en;q=0.9' })).toEqual({ status: 401, body: { message: 'Authentication required. Please log in.' } });
    expect(await call('GET', '/adminPanel')).toEqual({ status: 401, body: { message: 'Authentication required. Please log in.' } });
  });

  it('403 and 404', async () => {
    const { token } = await signIn(demo.foreign);
    expect(await call('GET', '/adminPanel', { token, language: 'ar' })).toEqual({ status: 403, body: { message: 'يلزم الوصول بصلاحية المسؤول.' } });
    expect(await call('GET', '/adminPanel', { token })).toEqual({ status: 403, body: { message: 'Admin access required.' } });
    const unknown = { contractId: 'ctr_nope' };
    expect(await call('POST', '/SingleContract', { token, body: unknown, language: 'ar' })).toEqual({ status: 404, body: { message: 'غير موجود' } });
    expect(await call('POST', '/SingleContract', { token, body: unknown })).toEqual({ status: 404, body: { message: 'Not Found' } });
  });

  it('400 with its field errors, the schema’s messages and zod’s own', async () => {
    const body = { name: '', businessName: 'Holm ApS', email: 'mia@holm.dk', category: 'local', password: 'secret-pass', hasCompletedProfile: 'no' };
    expect(await call('POST', '/addUser', { body, language: 'ar' })).toEqual({
      status: 400,
      body: {
        message: 'جميع الحقول مطلوبة',
        errors: [
          { path: 'name', message: 'جميع الحقول مطلوبة' },
          { path: 'hasCompletedProfile', message: 'يجب أن تكون قيمة hasCompletedProfile إما true أو false' },
        ],
      },
    });
    expect(await call('POST', '/addUser', { body })).toEqual({
      status: 400,
      body: {
        message: 'All fields are required',
        errors: [
          { path: 'name', message: 'All fields are required' },
          { path: 'hasCompletedProfile', message: 'hasCompletedProfile must be true or false' },
        ],
      },
    });
    const long = { email: 'x@corridor.test', name: 'n'.repeat(121) };
    expect((await call('POST', '/auth/google/demo', { body: long, language: 'ar' })).body.errors).toEqual([
      { path: 'name', message: 'يجب ألا يزيد طول النص على 120 حرفًا.' },
    ]);
    expect((await call('POST', '/auth/google/demo', { body: long })).body.errors).toEqual([
      { path: 'name', message: 'Too big: expected string to have <=120 characters' },
    ]);
  });

  it('409, and a success’s message', async () => {
    expect(await call('POST', '/send-code', { body: { email: demo.local }, language: 'ar' })).toEqual({
      status: 409,
      body: { message: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. يُرجى تسجيل الدخول.' },
    });
    expect(await call('POST', '/send-code', { body: { email: demo.local } })).toEqual({
      status: 409,
      body: { message: 'An account with this email already exists. Please log in.' },
    });
    const login = { email: demo.local, password: 'corridor-demo' };
    expect((await call('POST', '/login', { body: login, language: 'ar' })).body.message).toBe('تم تسجيل الدخول بنجاح');
    expect((await call('POST', '/login', { body: login })).body.message).toBe('Logged in Successfully');
  });

  it('the Demo tools’ forced server error', async () => {
    setScenarioSettings({ forced: { listBusinesses: 'error' } });
    try {
      expect(await call('GET', '/adminPanel', { language: 'ar' })).toEqual({ status: 500, body: { message: 'خطأ محاكى في الخادم (سيناريو تجريبي).' } });
      expect(await call('GET', '/adminPanel')).toEqual({ status: 500, body: { message: 'Simulated server error (mock scenario).' } });
    } finally {
      setScenarioSettings({ forced: {} });
    }
  });
});

describe('the account’s language', () => {
  it('follows the requests that say one, and stays when a request says none', async () => {
    const languageOf = () => findUserByEmail(demo.investor)?.language;
    expect(languageOf()).toBeUndefined();
    const { token } = await signIn(demo.investor);
    await call('GET', '/notifications/unread-count', { token, language: 'ar-AE,ar;q=0.9' });
    await expect.poll(languageOf).toBe('ar');
    await call('GET', '/notifications/unread-count', { token });
    expect(languageOf()).toBe('ar');
    await call('POST', '/login', { body: { email: demo.investor, password: 'corridor-demo' }, language: 'en' });
    expect(languageOf()).toBe('en');
    expect(db.users.all().filter((user) => user.language !== undefined)).toHaveLength(1);
  });
});

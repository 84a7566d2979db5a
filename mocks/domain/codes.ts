import { db } from '../db';
import { newCode, newId } from '../db/ids';
import type { CodeRecord } from '../db/records';
import { say, type ServerLanguage } from '../http/wording';

export const CODE_TTL_MS = 10 * 60_000;

/**
 * Issues a fresh 6-digit code (older unused ones for the same address stop working) and e-mails
 * it, written in `language` (the account's, or the asking request's for someone not a user yet).
 */
export async function issueCode(email: string, purpose: CodeRecord['purpose'], language: ServerLanguage = 'en'): Promise<CodeRecord> {
  const now = new Date();
  await db.codes.updateMany((q) => q.where({ email, purpose, usedAt: null }), {
    data(code) {
      code.usedAt = now.toISOString();
    },
  });
  const record = await db.codes.create({
    id: newId('code'),
    email,
    code: newCode(),
    purpose,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    usedAt: null,
  });
  await db.outbox.create({
    id: newId('mail'),
    to: email,
    subject: say(language, (c) => (purpose === 'signup' ? c.emails.code.subjectSignup : c.emails.code.subjectReset)),
    body: say(language, (c) => c.emails.code.body, { code: record.code }),
    kind: 'code',
    createdAt: now.toISOString(),
    ...(language === 'en' ? {} : { language }),
  });
  return record;
}

/** Wrong codes a live code survives; the next wrong one ends it (a new code must be requested). */
export const MAX_CODE_ATTEMPTS = 5;
const wrongAttempts = new Map<string, number>();

/** Forgets the wrong-attempt counts (tests, a reset of the demo data). */
export function resetCodeAttempts(): void {
  wrongAttempts.clear();
}

const liveCode = (email: string, purpose: CodeRecord['purpose'], now: number) =>
  db.codes.findFirst((q) => q.where({ email, purpose, usedAt: null, expiresAt: (expiresAt) => Date.parse(expiresAt) > now }));

/**
 * The live code for that address and purpose when `code` is it. A wrong guess counts: after
 * MAX_CODE_ATTEMPTS of them the live code is used up, so six digits cannot be guessed by trying.
 */
export async function checkCode(
  email: string,
  purpose: CodeRecord['purpose'],
  code: string,
  now = Date.now(),
): Promise<NonNullable<ReturnType<typeof liveCode>> | null> {
  const live = liveCode(email, purpose, now);
  if (!live) return null;
  if (live.code === code) return live;
  const key = live.id;
  const attempts = (wrongAttempts.get(key) ?? 0) + 1;
  wrongAttempts.set(key, attempts);
  if (attempts >= MAX_CODE_ATTEMPTS) {
    wrongAttempts.delete(key);
    await db.codes.update(live, {
      data(record) {
        record.usedAt = new Date(now).toISOString();
      },
    });
  }
  return null;
}

/** True, and the code is used up, when it is the latest live code for that address and purpose. */
export async function consumeCode(email: string, purpose: CodeRecord['purpose'], code: string): Promise<boolean> {
  const now = Date.now();
  const match = await checkCode(email, purpose, code, now);
  if (!match) return false;
  await db.codes.update(match, {
    data(record) {
      record.usedAt = new Date(now).toISOString();
    },
  });
  return true;
}

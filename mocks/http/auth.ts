import { db } from '../db';
import { newToken } from '../db/ids';
import type { SessionRecord, UserCategory, UserRecord } from '../db/records';
import { rememberLanguage } from '../domain/users';
import { forbidden, messages, unauthorized } from './failure';

export const SESSION_DAYS = 7;

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export interface Caller {
  user: UserRecord;
  session: SessionRecord;
}

/**
 * The user the call acts for comes from the token, never from the body. 401 otherwise. A request
 * in another language than the account's moves the account to it (what is mailed to them follows).
 */
export function requireCaller(request: Request): Caller {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session) throw unauthorized(messages.sessionExpired);
  if (Date.parse(session.expiresAt) <= Date.now()) {
    db.sessions.delete(session);
    throw unauthorized(messages.sessionExpired);
  }
  const user = db.users.findFirst((q) => q.where({ id: session.userId }));
  if (!user) throw unauthorized(messages.sessionExpired);
  // Saved like any change (guard waits for it); a failure only leaves the language as it was.
  rememberLanguage(user, request).catch(() => undefined);
  return { user, session };
}

/** 403 unless the caller's category is one of those allowed. */
export function requireCategory(caller: Caller, allowed: readonly UserCategory[], message?: string): Caller {
  if (!allowed.includes(caller.user.category)) throw forbidden(message);
  return caller;
}

export async function startSession(userId: string): Promise<SessionRecord> {
  const now = new Date();
  return db.sessions.create({
    token: newToken(),
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
  });
}

import { db } from '../../db';
import { newId } from '../../db/ids';
import { askedLanguage, findUserByEmail, normalizeEmail, rememberLanguage } from '../../domain/users';
import { startSession } from '../../http/auth';
import { parseBody } from '../../http/body';
import { notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { demoShortcuts } from '../../http/mode';
import { http } from '../../http/openapi-http';
import { account as words } from '../../i18n/en';
import { googleDemoBody } from '../../validation/account';

/** Stands in for Google's consent round trip: signs in, creating an account without a category if new. */
export const googleDemoSignIn = http.post(
  '/auth/google/demo',
  guard(async ({ request, response }) => {
    // Anyone could sign in as anyone through it: a host reachable by others has no such door (decision 014).
    if (!demoShortcuts()) throw notFound(words.noDemoSignIn);
    const body = await parseBody(request, googleDemoBody);
    const email = normalizeEmail(body.email);
    const existing = findUserByEmail(email);
    // Like a sign-in: what is mailed to them is written in the language they signed in with.
    if (existing) await rememberLanguage(existing, request);
    const language = askedLanguage(request);
    const user =
      existing ??
      (await db.users.create({
        id: newId('usr'),
        name: body.name?.trim() || email.split('@')[0] || email,
        businessName: '',
        email,
        category: 'none',
        hasCompletedProfile: false,
        passwordHash: '',
        passwordSalt: '',
        createdAt: new Date().toISOString(),
        ...(language ? { language } : {}),
      }));
    const session = await startSession(user.id);
    return response(200).json({
      token: session.token,
      userId: user.id,
      category: user.category,
      hasCompletedProfile: user.hasCompletedProfile,
    });
  }),
);

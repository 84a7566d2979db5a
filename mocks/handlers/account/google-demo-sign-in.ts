import { db } from '../../db';
import { newId } from '../../db/ids';
import { findUserByEmail, normalizeEmail } from '../../domain/users';
import { startSession } from '../../http/auth';
import { parseBody } from '../../http/body';
import { notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { demoShortcuts } from '../../http/mode';
import { http } from '../../http/openapi-http';
import { googleDemoBody } from '../../validation/account';

/** Stands in for Google's consent round trip: signs in, creating an account without a category if new. */
export const googleDemoSignIn = http.post(
  '/auth/google/demo',
  guard(async ({ request, response }) => {
    // Anyone could sign in as anyone through it: a host reachable by others has no such door (decision 014).
    if (!demoShortcuts()) throw notFound('This server has no demo sign-in. Sign in with your e-mail and password.');
    const body = await parseBody(request, googleDemoBody);
    const email = normalizeEmail(body.email);
    const user =
      findUserByEmail(email) ??
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

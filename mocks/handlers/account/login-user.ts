import { verifyPassword } from '../../db/passwords';
import { findUserByEmail, publicUser } from '../../domain/users';
import { startSession } from '../../http/auth';
import { readJson } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { loginBody } from '../../validation/account';

export const loginUser = http.post(
  '/login',
  guard(async ({ request, response }) => {
    const parsed = loginBody.safeParse(await readJson(request));
    if (!parsed.success) return response(400).json({ success: false, message: 'Email and password are required' });
    const user = findUserByEmail(parsed.data.email);
    if (!user || user.category === 'none') return response(401).json({ success: false, message: 'User not found' });
    const valid = await verifyPassword(parsed.data.password, user.passwordSalt, user.passwordHash);
    if (!valid) return response(402).json({ success: false, message: 'Incorrect password' });
    const session = await startSession(user.id);
    return response(200).json({ success: true, token: session.token, user: publicUser(user), message: 'Logged in Successfully' });
  }),
);

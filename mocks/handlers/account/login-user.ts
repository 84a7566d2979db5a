import { verifyPassword } from '../../db/passwords';
import { checkLogin, clientAddress, recordFailedLogin, recordSuccessfulLogin } from '../../domain/throttle';
import { findUserByEmail, publicUser, rememberLanguage } from '../../domain/users';
import { startSession } from '../../http/auth';
import { readJson } from '../../http/body';
import { Failure } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { account as words } from '../../i18n/en';
import { loginBody } from '../../validation/account';

export const loginUser = http.post(
  '/login',
  guard(async ({ request, response }) => {
    const say = (message: string) => messageFor(request, message);
    // Malformed JSON is refused in the login's own 400 shape ({ success: false, message }), as the contract says.
    let raw: unknown;
    try {
      raw = await readJson(request);
    } catch (error) {
      if (error instanceof Failure) return response(400).json({ success: false, message: say(error.message) });
      throw error;
    }
    const parsed = loginBody.safeParse(raw);
    if (!parsed.success) return response(400).json({ success: false, message: say(words.loginRequired) });
    const { email, password } = parsed.data;
    const address = clientAddress(request);
    // Too many failures for this account or from this address: 429 before the password is even checked.
    checkLogin(email, address);
    const user = findUserByEmail(email);
    if (!user || user.category === 'none') {
      recordFailedLogin(email, address);
      return response(401).json({ success: false, message: say(words.userNotFound) });
    }
    const valid = await verifyPassword(password, user.passwordSalt, user.passwordHash);
    if (!valid) {
      recordFailedLogin(email, address);
      return response(402).json({ success: false, message: say(words.incorrectPassword) });
    }
    recordSuccessfulLogin(email);
    // What is mailed to them from now on is written in the language they signed in with.
    await rememberLanguage(user, request);
    const session = await startSession(user.id);
    return response(200).json({ success: true, token: session.token, user: publicUser(user), message: say(words.loggedIn) });
  }),
);

import { db } from '../../db';
import { newId } from '../../db/ids';
import { hashPassword, newSalt } from '../../db/passwords';
import { consumeCode } from '../../domain/codes';
import { askedLanguage, findUserByEmail, normalizeEmail, publicUser } from '../../domain/users';
import { startSession } from '../../http/auth';
import { parseBody } from '../../http/body';
import { conflict } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { account as words } from '../../i18n/en';
import { addUserBody } from '../../validation/account';

export const addUser = http.post(
  '/addUser',
  guard(async ({ request, response }) => {
    const body = await parseBody(request, addUserBody);
    const email = normalizeEmail(body.email);
    if (findUserByEmail(email)) throw conflict(words.userExists);
    // The e-mail must be verified: the code the user typed is checked here too, not only in the browser.
    if (!body.code) return response(202).json({ message: messageFor(request, words.verifyEmail) });
    if (!(await consumeCode(email, 'signup', body.code))) {
      return response(202).json({ message: messageFor(request, words.codeInvalid) });
    }
    const salt = newSalt();
    // Their e-mails are written in the language they signed up in.
    const language = askedLanguage(request);
    const user = await db.users.create({
      id: newId('usr'),
      name: body.name,
      businessName: body.businessName,
      email,
      category: body.category,
      hasCompletedProfile: false,
      passwordHash: await hashPassword(body.password, salt),
      passwordSalt: salt,
      createdAt: new Date().toISOString(),
      ...(language ? { language } : {}),
    });
    const session = await startSession(user.id);
    return response(201).json({ token: session.token, user: publicUser(user), message: messageFor(request, words.registered) });
  }),
);

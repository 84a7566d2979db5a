import { db } from '../../db';
import { hashPassword, newSalt } from '../../db/passwords';
import { consumeCode } from '../../domain/codes';
import { findUserByEmail, normalizeEmail } from '../../domain/users';
import { parseBody } from '../../http/body';
import { badRequest, notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { account as words } from '../../i18n/en';
import { setNewPasswordBody } from '../../validation/account';

export const setNewPassword = http.post(
  '/setNewPassword',
  guard(async ({ request, response }) => {
    const body = await parseBody(request, setNewPasswordBody);
    const email = normalizeEmail(body.email);
    const user = findUserByEmail(email);
    if (!user) throw notFound(words.userNotFound);
    if (!body.code || !(await consumeCode(email, 'reset', body.code))) {
      throw badRequest(words.resetExpired);
    }
    const salt = newSalt();
    const passwordHash = await hashPassword(body.password, salt);
    await db.users.update((q) => q.where({ id: user.id }), {
      data(record) {
        record.passwordHash = passwordHash;
        record.passwordSalt = salt;
      },
    });
    // Every other session of this account ends with the old password.
    db.sessions.deleteMany((q) => q.where({ userId: user.id }));
    return response(200).json({ success: true, message: messageFor(request, words.passwordUpdated) });
  }),
);

import { checkCode } from '../../domain/codes';
import { normalizeEmail } from '../../domain/users';
import { parseBody } from '../../http/body';
import { badRequest } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { messageFor } from '../../http/wording';
import { account as words } from '../../i18n/en';
import { verifyCodeBody } from '../../validation/account';

/** POST /verify-code (extension): is this the live code? Wrong guesses count (see checkCode). */
export const verifyCode = http.post(
  '/verify-code',
  guard(async ({ request, response }) => {
    const body = await parseBody(request, verifyCodeBody);
    const match = await checkCode(normalizeEmail(body.email), body.purpose, body.code);
    if (!match) throw badRequest(words.codeWrong);
    return response(200).json({ message: messageFor(request, words.codeVerified) });
  }),
);

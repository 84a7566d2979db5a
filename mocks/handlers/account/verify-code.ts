import { checkCode } from '../../domain/codes';
import { normalizeEmail } from '../../domain/users';
import { parseBody } from '../../http/body';
import { badRequest } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { verifyCodeBody } from '../../validation/account';

/** POST /verify-code (extension): is this the live code? Wrong guesses count (see checkCode). */
export const verifyCode = http.post(
  '/verify-code',
  guard(async ({ request, response }) => {
    const body = await parseBody(request, verifyCodeBody);
    const match = await checkCode(normalizeEmail(body.email), body.purpose, body.code);
    if (!match) throw badRequest('The code is wrong or has expired. Please check it, or ask for a new one.');
    return response(200).json({ message: 'Code verified' });
  }),
);

import { issueCode } from '../../domain/codes';
import { findUserByEmail, normalizeEmail } from '../../domain/users';
import { parseBody } from '../../http/body';
import { conflict, notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { sendCodeBody } from '../../validation/account';

export const sendCode = http.post(
  '/send-code',
  guard(async ({ request, response }) => {
    const body = await parseBody(request, sendCodeBody);
    const email = normalizeEmail(body.email);
    const existing = findUserByEmail(email);
    if (body.purpose === 'signup' && existing) throw conflict('An account with this email already exists. Please log in.');
    if (body.purpose === 'reset' && !existing) throw notFound('No account found with this email');
    const record = await issueCode(email, body.purpose);
    return response(200).json({ code: record.code, message: `A 6-digit code was sent to ${email}` });
  }),
);

import { issueCode } from '../../domain/codes';
import { checkCodeRequest, clientAddress } from '../../domain/throttle';
import { findUserByEmail, normalizeEmail } from '../../domain/users';
import { parseBody } from '../../http/body';
import { conflict, notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { demoShortcuts } from '../../http/mode';
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
    checkCodeRequest(clientAddress(request));
    const record = await issueCode(email, body.purpose);
    const message = `A 6-digit code was sent to ${email}`;
    // On a reachable host the code goes to the e-mail outbox only; the server verifies it (decision 014).
    return response(200).json(demoShortcuts() ? { code: record.code, message } : { message });
  }),
);

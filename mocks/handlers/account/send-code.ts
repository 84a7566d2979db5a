import { issueCode } from '../../domain/codes';
import { checkCodeRequest, clientAddress } from '../../domain/throttle';
import { findUserByEmail, languageOf, normalizeEmail } from '../../domain/users';
import { parseBody } from '../../http/body';
import { conflict, notFound } from '../../http/failure';
import { guard } from '../../http/guard';
import { demoShortcuts } from '../../http/mode';
import { http } from '../../http/openapi-http';
import { say } from '../../http/wording';
import { account as words } from '../../i18n/en';
import { requestLanguage } from '../../i18n/language';
import { sendCodeBody } from '../../validation/account';

export const sendCode = http.post(
  '/send-code',
  guard(async ({ request, response }) => {
    const body = await parseBody(request, sendCodeBody);
    const email = normalizeEmail(body.email);
    const existing = findUserByEmail(email);
    if (body.purpose === 'signup' && existing) throw conflict(words.accountExists);
    if (body.purpose === 'reset' && !existing) throw notFound(words.noAccount);
    checkCodeRequest(clientAddress(request));
    // The e-mail is written in its recipient's language: an account's own, or (not a user yet) the request's.
    const record = await issueCode(email, body.purpose, existing ? languageOf(existing) : requestLanguage(request));
    const message = say(requestLanguage(request), (c) => c.account.codeSent, { email });
    // On a reachable host the code goes to the e-mail outbox only; the server verifies it (decision 014).
    return response(200).json(demoShortcuts() ? { code: record.code, message } : { message });
  }),
);

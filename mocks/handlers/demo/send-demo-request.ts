import { db } from '../../db';
import { newId } from '../../db/ids';
import type { DemoRequestRecord } from '../../db/records';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { say } from '../../http/wording';
import { admin } from '../../i18n/en';
import { requestLanguage } from '../../i18n/language';
import { demoRequestBody } from '../../validation/demo';

export const SALES_INBOX = 'sales@corridor.test';
export const DEMO_SENT = admin.demoSent;

/** The fields of the e-mail to sales, in order. */
const FIELDS = ['firstName', 'lastName', 'email', 'company', 'employees', 'website', 'phone', 'message', 'year'] as const;

/**
 * The stand-in for the e-mail service: the request is kept and mailed to sales. No sign-in needed.
 * The person asking is not a user: the e-mail and the answer are in their request's language.
 */
export const sendDemoRequest = http.post(
  '/demo-requests',
  guard(async ({ request, response }) => {
    const body = await parseBody(request, demoRequestBody);
    const language = requestLanguage(request);
    const now = new Date();
    const record: DemoRequestRecord = {
      id: newId('demo'),
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email.toLowerCase(),
      company: body.company,
      employees: body.employees,
      website: body.website,
      phone: body.phone,
      message: body.message,
      year: String(now.getFullYear()),
      createdAt: now.toISOString(),
    };
    await db.demoRequests.create(record);
    await db.outbox.create({
      id: newId('mail'),
      to: SALES_INBOX,
      subject: say(language, (c) => c.emails.demoRequest.subject, { firstName: record.firstName, lastName: record.lastName, company: record.company }),
      body: FIELDS.map((field) =>
        say(language, (c) => c.emails.demoRequest.line, { label: say(language, (c) => c.emails.demoRequest.labels[field]), value: record[field] ?? '' }),
      ).join('\n'),
      kind: 'demo-request',
      createdAt: now.toISOString(),
      ...(language === 'en' ? {} : { language }),
    });
    return response(201).json({ message: say(language, (c) => c.admin.demoSent) });
  }),
);

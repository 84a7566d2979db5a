import { db } from '../../db';
import { newId } from '../../db/ids';
import type { DemoRequestRecord } from '../../db/records';
import { parseBody } from '../../http/body';
import { guard } from '../../http/guard';
import { http } from '../../http/openapi-http';
import { demoRequestBody } from '../../validation/demo';

export const SALES_INBOX = 'sales@corridor.test';
export const DEMO_SENT = "Your demo request has been sent! We'll be in touch soon.";

/** The stand-in for the e-mail service: the request is kept and mailed to sales. No sign-in needed. */
export const sendDemoRequest = http.post(
  '/demo-requests',
  guard(async ({ request, response }) => {
    const body = await parseBody(request, demoRequestBody);
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
      subject: `Demo request from ${record.firstName} ${record.lastName} (${record.company})`,
      body: [
        `First name: ${record.firstName}`,
        `Last name: ${record.lastName}`,
        `Email: ${record.email}`,
        `Company: ${record.company}`,
        `Employees: ${record.employees}`,
        `Website: ${record.website}`,
        `Phone: ${record.phone}`,
        `Message: ${record.message}`,
        `Year: ${record.year}`,
      ].join('\n'),
      kind: 'demo-request',
      createdAt: now.toISOString(),
    });
    return response(201).json({ message: DEMO_SENT });
  }),
);

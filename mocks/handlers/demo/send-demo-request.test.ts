import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { client, raw, withMockServer } from '../../test/harness';

withMockServer();

const request = {
  firstName: 'Sofia',
  lastName: 'Berg',
  email: 'Sofia.Berg@Example.se',
  company: 'Berg Medtech AB',
  employees: '30-100',
  website: 'https://bergmedtech.example',
  phone: '+46 70 123 45 67',
  message: 'We plan to open a Dubai office next year.',
};

const counts = () => ({ requests: db.demoRequests.count(), mails: db.outbox.count() });

describe('POST /demo-requests', () => {
  it('stores the request and mails it, with the year, to sales — no sign-in needed', async () => {
    const { data, response } = await client().POST('/demo-requests', { body: { ...request, firstName: '  Sofia ' } });

    expect(response.status).toBe(201);
    expect(data).toEqual({ message: "Your demo request has been sent! We'll be in touch soon." });
    const year = String(new Date().getFullYear());
    const stored = db.demoRequests.all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...request, email: 'sofia.berg@example.se', year });
    const mail = db.outbox.findFirst((q) => q.where({ kind: 'demo-request' }));
    expect(mail?.to).toBe('sales@corridor.test');
    expect(mail?.subject).toContain('Berg Medtech AB');
    for (const value of [request.firstName, request.lastName, 'sofia.berg@example.se', request.company, request.employees, request.website, request.phone, request.message, year]) {
      expect(mail?.body).toContain(value);
    }
  });

  it.each(Object.keys(request))('answers 400 "Please complete all fields." when %s is missing or blank', async (field) => {
    const before = counts();
    for (const value of [undefined, '', '   ']) {
      const { response, error } = await client().POST('/demo-requests', { body: { ...request, [field]: value } as never });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ message: 'Please complete all fields.' });
    }
    expect(counts()).toEqual(before);
  });

  it('answers 400 to a malformed e-mail, wrong types, huge strings, markup and broken JSON, storing nothing', async () => {
    const before = counts();
    const bodies = [
      '{"firstName":',
      'null',
      JSON.stringify([request]),
      JSON.stringify({ ...request, email: 'not-an-email' }),
      JSON.stringify({ ...request, phone: 46701234567 }),
      JSON.stringify({ ...request, employees: ['1-29'] }),
      JSON.stringify({ ...request, message: 'x'.repeat(100_000) }),
      JSON.stringify({ ...request, company: 'x'.repeat(100_000) }),
      JSON.stringify({ ...request, message: '<script>alert("owned")</script>' }),
      JSON.stringify({ ...request, firstName: '<img src=x onerror=alert(1)>' }),
    ];
    for (const body of bodies) {
      const response = await raw('POST', '/demo-requests', body);
      expect(response.status, body.slice(0, 60)).toBe(400);
    }
    const invalidEmail = await client().POST('/demo-requests', { body: { ...request, email: 'not-an-email' } });
    expect(invalidEmail.error).toMatchObject({ message: 'Please enter a valid email address' });
    expect(counts()).toEqual(before);
  });
});

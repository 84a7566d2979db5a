import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import type { ContractRecord } from '../../db/records';
import { involves } from '../../domain/contracts';
import { firstResponseTime, kickOffTime, renderContractDocument, reportingCadence, urgentResponseTime } from '../../domain/contract-document';
import { partnersOf } from '../../domain/contract-views';
import { sha256Hex } from '../../domain/agreements';
import { BASE_URL, demo, raw, signIn, withMockServer } from '../../test/harness';
import { account, BOGUS_TOKEN, expectRefusedUnchanged, freshParty, SCRIPT, signInAs, registerContractHandlers } from './testing';

withMockServer();
registerContractHandlers();

const documentOf = async (token: string, contractId: string) => {
  const response = await raw('GET', `/contract-document/${encodeURIComponent(contractId)}`, undefined, token);
  return { response, html: await response.text() };
};

/** The document in a language, as a reader whose app speaks `accept` asks for it. */
const documentIn = async (token: string, contractId: string, language: string, accept = 'en') => {
  const response = await fetch(`${BASE_URL}/contract-document/${encodeURIComponent(contractId)}?language=${encodeURIComponent(language)}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': accept },
  });
  return { response, html: await response.text(), digest: response.headers.get('x-agreement-digest'), language: response.headers.get('content-language') };
};

const approvedOf = (category: ContractRecord['category']) =>
  db.contracts.all().find((c) => c.status === 'approved' && c.category === category)!;

describe('the generated contract document', () => {
  it('is a complete printable HTML page with every required section, for each category', async () => {
    const { token } = await signIn(demo.admin);
    for (const category of ['local-foreign', 'investor-foreign', 'investor-local'] as const) {
      const contract = approvedOf(category);
      const { response, html } = await documentOf(token, contract._id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('</html>');
      expect(html).toContain('Partnership Agreement and Service Level Agreement');
      expect(html).toContain(contract._id);
      expect(html).toContain('@media print');
      for (const heading of ['Parties', 'Service level agreement', 'Fees and pricing model', 'Term and renewal', 'Confidentiality', 'Termination', 'Governing law', 'Disputes', 'Signatures']) {
        expect(html).toContain(heading);
      }
      expect(html).toContain(category === 'investor-foreign' ? 'Investment scope' : 'Scope of services');
      expect(html).toContain('twelve (12) months');
      expect(html).toContain('the laws of the United Arab Emirates');
      expect(html).toContain('arbitration in Dubai');
      expect(html).toContain('Dubai International Arbitration Centre (DIAC)');
      // nothing is loaded from elsewhere
      expect(html).not.toMatch(/<(script|link|img|iframe)\b/i);
      expect(html).not.toMatch(/(src|href)\s*=/i);
      expect(html).not.toMatch(/url\(/i);
      expect(html).not.toMatch(/@import/i);
    }
  });

  it('names both parties with their registration details and the effective date of approval', async () => {
    const { token } = await signIn(demo.local);
    const local = account(demo.local);
    const contract = db.contracts.all().find(
      (c) => c.status === 'approved' && c.category === 'local-foreign' && involves(c, local.party.profile._id),
    )!;
    const { html } = await documentOf(token, contract._id);
    const { partnerOne, partnerTwo } = partnersOf(contract);
    expect(partnerOne?.kind).toBe('local');
    const partner = partnerOne!.profile as { companyName: string; businessRegistrationNumber: string; taxID: string; registeredRegion: string };
    expect(html).toContain(partner.companyName);
    expect(html).toContain(partner.businessRegistrationNumber);
    expect(html).toContain(partner.taxID);
    const business = partnerTwo!.profile as { companyName: string; operatingRegion: string };
    expect(html).toContain(business.companyName);
    const effective = new Date(contract.updatedAt);
    expect(html).toContain(`${effective.getUTCDate()} `);
    expect(html).toContain(String(effective.getUTCFullYear()));
    // the SLA is derived from the partner's own terms: "First response within 4 business hours"
    expect(html).toContain('First response to a new request');
  });

  it('is the same on every fetch and for every reader, and mentions no current time', async () => {
    const contract = approvedOf('investor-foreign');
    const { token: admin } = await signIn(demo.admin);
    const first = await documentOf(admin, contract._id);
    const second = await documentOf(admin, contract._id);
    expect(second.html).toBe(first.html);
    const today = new Date();
    expect(first.html).not.toContain(today.toISOString().slice(0, 10));
    expect(renderContractDocument({ contract, ...partnersOf(contract) })).toBe(first.html);
  });

  it('escapes every stored text (a script in a company name stays text)', async () => {
    const foreign = account(demo.foreign);
    const partner = freshParty('local', foreign.party);
    const asForeign = await signIn(demo.foreign);
    const asPartner = await signInAs(partner.user);
    await asPartner.api.POST('/partner/updateProfile', {
      body: {
        id: partner.party.profile._id,
        updateData: { companyName: `Evil ${SCRIPT} & Co`, detailedServiceDescription: '<img src=x onerror=alert(1)>', taxID: '"><b>tax</b>' },
      },
    });
    const sent = await asForeign.api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } });
    await asPartner.api.POST('/ApproveRequest', { body: { ID: sent.data!.contractId! } });

    const { html } = await documentOf(asForeign.token, sent.data!.contractId!);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>tax</b>');
    expect(html).toContain('Evil &lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; &amp; Co');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('exists only once a contract is approved (404 "No contract document yet")', async () => {
    const foreign = account(demo.foreign);
    const partner = freshParty('local', foreign.party);
    const asForeign = await signIn(demo.foreign);
    const sent = await asForeign.api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } });
    const { response, html } = await documentOf(asForeign.token, sent.data!.contractId!);
    expect(response.status).toBe(404);
    expect(JSON.parse(html)).toEqual({ message: 'No contract document yet' });
  });

  it('is readable by the two parties and admins only (403 for others, 404 for unknown ids)', async () => {
    const foreign = account(demo.foreign);
    const contract = db.contracts.all().find((c) => c.status === 'approved' && !involves(c, foreign.party.profile._id))!;
    const { token } = await signIn(demo.foreign);
    expect((await documentOf(token, contract._id)).response.status).toBe(403);
    const missing = await documentOf(token, 'ctr_missing');
    expect(missing.response.status).toBe(404);
    expect(JSON.parse(missing.html)).toEqual({ message: 'Not Found' });
    expect((await documentOf(token, 'x'.repeat(5000))).response.status).toBe(404);
    expect((await documentOf(token, SCRIPT)).response.status).toBe(404);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const contract = approvedOf('local-foreign');
    for (const token of [undefined, BOGUS_TOKEN]) {
      await expectRefusedUnchanged(() => raw('GET', `/contract-document/${contract._id}`, undefined, token), 401);
    }
  });
});

describe('the document in English, Arabic or both (issue 15)', () => {
  it('serves the signed English text by default and for language=en, the same bytes, whose SHA-256 is the digest', async () => {
    const { token } = await signIn(demo.foreign);
    const plain = await documentOf(token, 'ctr_0001');
    const english = await documentIn(token, 'ctr_0001', 'en', 'ar');
    expect(english.html).toBe(plain.html);
    expect(english.language).toBe('en');
    expect(plain.response.headers.get('content-language')).toBe('en');
    expect(english.digest).toBe(await sha256Hex(english.html));
    expect(english.html).toContain('<h2>12. Language</h2>');
  });

  it('serves the Arabic translation right to left, naming the English text’s digest, which stays the version’s', async () => {
    const { token } = await signIn(demo.foreign);
    const english = await documentIn(token, 'ctr_0001', 'en');
    const arabic = await documentIn(token, 'ctr_0001', 'ar');
    expect(arabic.response.status).toBe(200);
    expect(arabic.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(arabic.language).toBe('ar');
    expect(arabic.digest).toBe(english.digest);
    expect(await sha256Hex(arabic.html)).not.toBe(english.digest);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('اتفاقية شراكة واتفاقية مستوى الخدمة');
    expect(arabic.html).toContain(`<meta name="corridor-sha256" content="${english.digest}">`);
    expect(arabic.html).toContain('ويسود النص الإنجليزي');
    expect(arabic.html).toContain('<bdi>Al Noor Corporate Services</bdi>');
    expect(arabic.html).not.toMatch(/<(script|link|img|iframe)\b|(src|href)\s*=|url\(/i);
  });

  it('serves both side by side, section by section, under the notice that the English text prevails', async () => {
    const { token } = await signIn(demo.admin);
    const both = await documentIn(token, approvedOf('investor-foreign')._id, 'bilingual');
    expect(both.response.status).toBe(200);
    expect(both.language).toBe('en, ar');
    expect(both.html).toContain('Partnership Agreement and Service Level Agreement');
    expect(both.html).toContain('اتفاقية شراكة واتفاقية مستوى الخدمة');
    expect(both.html.split('<div class="pair" dir="ltr">')).toHaveLength(1 + 16);
    expect(both.html).toContain('the English text prevails');
  });

  it('renders the Arabic from the facts of the approval: a later profile edit changes it no more than the English', async () => {
    const foreign = account(demo.foreign);
    const partner = freshParty('local', foreign.party);
    const asForeign = await signIn(demo.foreign);
    const asPartner = await signInAs(partner.user);
    const sent = await asForeign.api.POST('/partner/applyForPartnership', { body: { partnerId: partner.party.profile._id } });
    await asPartner.api.POST('/ApproveRequest', { body: { ID: sent.data!.contractId! } });
    const contractId = sent.data!.contractId!;
    const before = await documentIn(asForeign.token, contractId, 'ar');
    const name = (partner.party.profile as { companyName: string }).companyName;
    expect(before.html).toContain(`<bdi>${name}</bdi>`);
    await asPartner.api.POST('/partner/updateProfile', { body: { id: partner.party.profile._id, updateData: { companyName: `${name} Renamed` } } });
    const after = await documentIn(asForeign.token, contractId, 'ar');
    expect(after.html).toBe(before.html);
  });

  it('refuses any other language with 400, in the reader’s language', async () => {
    const { token } = await signIn(demo.foreign);
    for (const value of ['fr', 'AR', '', 'en,ar']) {
      const refused = await documentIn(token, 'ctr_0001', value);
      expect(refused.response.status).toBe(400);
      expect(JSON.parse(refused.html)).toEqual({
        message: 'language must be "en", "ar" or "bilingual".',
        errors: [{ path: 'language', message: 'language must be "en", "ar" or "bilingual".' }],
      });
    }
    const inArabic = await documentIn(token, 'ctr_0001', 'de', 'ar-AE');
    expect(inArabic.response.status).toBe(400);
    expect((JSON.parse(inArabic.html) as { message: string }).message).toBe('يجب أن تكون قيمة language إحدى القيم "en" أو "ar" أو "bilingual".');
  });
});

describe('the service levels', () => {
  it('read the first response time from the partner\'s stated preferences', () => {
    expect(firstResponseTime('First response within 4 business hours, Sunday to Friday.')).toBe('within 4 business hours');
    expect(firstResponseTime('A named account manager replies within 8 business hours.')).toBe('within 8 business hours');
    expect(firstResponseTime('Enquiries are answered within one working day.')).toBe('within 1 business day');
    expect(firstResponseTime('Urgent matters get a call back the same day.')).toBe('within the same business day');
    expect(firstResponseTime('')).toBe('within 1 business day');
    expect(firstResponseTime('We reply within 48 hours')).toBe('within 2 business days');
    expect(urgentResponseTime('First response within 2 business hours.')).toBe('within 2 business hours');
    expect(urgentResponseTime('A named account manager replies within 8 business hours.')).toBe('within 4 business hours');
    expect(urgentResponseTime('Enquiries are answered within one working day.')).toBe('within 4 business hours');
  });

  it('read the reporting cadence and the start of work from the stated terms and capacity', () => {
    expect(reportingCadence('A written progress report every week and a shared tracker updated daily.')).toMatch(/every week/);
    expect(reportingCadence('Monthly steering calls with a partner are included.')).toMatch(/every month/);
    expect(reportingCadence('Clients get a shared tracker updated daily.')).toMatch(/every business day/);
    expect(kickOffTime('Around 20 company formations a month')).toBe('within 5 business days of the Effective Date');
    expect(kickOffTime('Up to 6 new clients per quarter')).toBe('within 10 business days of the Effective Date');
    expect(kickOffTime('Up to 4 new principals per year')).toBe('within 15 business days of the Effective Date');
    expect(kickOffTime('')).toBe('within 10 business days of the Effective Date');
  });
});

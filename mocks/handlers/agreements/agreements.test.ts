import { describe, expect, it } from 'vitest';
import { db } from '../../db';
import { sha256Hex } from '../../domain/agreements';
import { BASE_URL, demo, raw, signIn, withMockServer } from '../../test/harness';
import { account, foreignAndFreshPartner } from '../contracts/testing';

withMockServer();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read field by field, as a client would
type Answer = Record<string, any>;
const json = async (method: string, path: string, token: string | undefined, body?: unknown) => {
  const response = await raw(method, path, body === undefined ? undefined : JSON.stringify(body), token);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer) : null, headers: response.headers };
};
const documentText = async (token: string, contractId: string) => {
  const response = await raw('GET', `/contract-document/${contractId}`, undefined, token);
  return { html: await response.text(), digest: response.headers.get('x-agreement-digest') };
};

describe('an agreement frozen at approval', () => {
  it('is rendered once when the request is approved, and a profile edit afterwards changes none of its bytes', async () => {
    const { contractId, asForeign, asPartner, partner } = await approvedFreshContract();
    const before = await documentText(asPartner.token, contractId);
    expect(before.digest).toBe(await sha256Hex(before.html));
    expect(before.html).toContain('Version</dt><dd>1, generated on');
    const companyBefore = (partner.party.profile as { companyName: string }).companyName;
    const edited = await raw('POST', '/partner/updateProfile', JSON.stringify({ id: partner.party.profile._id, updateData: { companyName: `${companyBefore} Renamed`, serviceCategory: 'Something else entirely' } }), asPartner.token);
    expect(edited.status).toBe(200);
    const after = await documentText(asForeign.token, contractId);
    expect(after.html).toBe(before.html);
    expect(after.digest).toBe(before.digest);
    const version = await raw('GET', `/agreement/${contractId}/versions/1`, undefined, asForeign.token);
    expect(await version.text()).toBe(before.html);
  });

  it('lets either party regenerate a draft before anyone signs: version 2 from the current profiles, version 1 kept', async () => {
    const { contractId, asPartner, asForeign, partner } = await approvedFreshContract();
    const v1 = await documentText(asPartner.token, contractId);
    const renamed = `${(partner.party.profile as { companyName: string }).companyName} Holding`;
    const edited = await raw('POST', '/partner/updateProfile', JSON.stringify({ id: partner.party.profile._id, updateData: { companyName: renamed } }), asPartner.token);
    expect(edited.status).toBe(200);
    const regenerated = await json('POST', `/agreement/${contractId}/regenerate`, asForeign.token, { version: 1 });
    expect(regenerated.status).toBe(201);
    expect(regenerated.body!.current.version).toBe(2);
    expect(regenerated.body!.versions.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([[1, false], [2, true]]);
    const v2 = await documentText(asPartner.token, contractId);
    expect(v2.html).toContain(renamed);
    expect(v2.digest).not.toBe(v1.digest);
    expect(await (await raw('GET', `/agreement/${contractId}/versions/1`, undefined, asPartner.token)).text()).toBe(v1.html);
    // signing the replaced version is refused
    const stale = await json('POST', `/agreement/${contractId}/sign`, asPartner.token, { version: 1, fullName: 'Someone Real', consent: true });
    expect(stale.status).toBe(409);
    expect(stale.body!.message).toBe('This version has been replaced by version 2. Review the new version before you sign.');
  });
});

describe('signing', () => {
  it('takes one signature per party per version; both signatures make the contract "signed" for everyone', async () => {
    const { contractId, asForeign, asPartner } = await approvedFreshContract();
    const first = await json('POST', `/agreement/${contractId}/sign`, asPartner.token, { version: 1, fullName: '  Layla Haddad ', consent: true });
    expect(first.status).toBe(200);
    expect(first.body!.state).toBe('partially-signed');
    const partnerSide = first.body!.parties.find((p: { kind: string }) => p.kind === 'local');
    expect(partnerSide.signature).toMatchObject({ fullName: 'Layla Haddad', kind: 'local' });
    expect(first.body!.you).toEqual({ profileId: partnerSide.profileId, canSign: false, canDecline: false, canRegenerate: false });

    const twice = await json('POST', `/agreement/${contractId}/sign`, asPartner.token, { version: 1, fullName: 'Layla Haddad', consent: true });
    expect(twice.status).toBe(409);
    expect(twice.body!.message).toBe('Your side has already signed version 1.');
    const noRegenerate = await json('POST', `/agreement/${contractId}/regenerate`, asForeign.token, { version: 1 });
    expect(noRegenerate.status).toBe(409);

    const single = await json('POST', '/SingleContract', asForeign.token, { contractId });
    expect(single.body!.contract.status).toBe('approved');
    const second = await json('POST', `/agreement/${contractId}/sign`, asForeign.token, { version: 1, fullName: 'Erik Lindqvist', consent: true });
    expect(second.body!.state).toBe('signed');
    for (const token of [asForeign.token, asPartner.token, (await signIn(demo.admin)).token]) {
      const seen = await json('POST', '/SingleContract', token, { contractId });
      expect(seen.body!.contract.status).toBe('signed');
    }
    const approvedList = await json('POST', '/business/approved-contracts', asForeign.token, { id: account(demo.foreign).user.id, userType: 'foreign', requestType: 'local' });
    expect(approvedList.body!.contracts.find((c: { _id: string }) => c._id === contractId)?.status).toBe('signed');
  });

  it('refuses a missing consent, an empty name, an admin and a third party, with the right codes', async () => {
    const { contractId, asPartner } = await approvedFreshContract();
    const noConsent = await json('POST', `/agreement/${contractId}/sign`, asPartner.token, { version: 1, fullName: 'Layla Haddad', consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body!.message).toContain('Please confirm that you agree to sign this agreement electronically');
    const noName = await json('POST', `/agreement/${contractId}/sign`, asPartner.token, { version: 1, fullName: '   ', consent: true });
    expect(noName.status).toBe(400);
    expect(noName.body!.message).toContain('Type your full name to sign');
    const admin = await signIn(demo.admin);
    const asAdmin = await json('POST', `/agreement/${contractId}/sign`, admin.token, { version: 1, fullName: 'Admin', consent: true });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body!.message).toBe('An admin cannot sign, decline or regenerate for a party.');
    const investor = await signIn(demo.investor);
    expect((await json('POST', `/agreement/${contractId}/sign`, investor.token, { version: 1, fullName: 'Omar', consent: true })).status).toBe(403);
    expect((await json('GET', `/agreement/${contractId}`, investor.token)).status).toBe(403);
    expect((await json('GET', `/agreement/${contractId}`, undefined)).status).toBe(401);
    expect((await json('GET', `/agreement/${contractId}`, admin.token)).status).toBe(200);
    expect((await json('GET', '/agreement/ctr_nope', admin.token)).status).toBe(404);
    expect(db.signatures.findMany((q) => q.where({ contractId }))).toHaveLength(0);
  });

  it('records a decline with its reason; the declined version can no longer be signed, only replaced', async () => {
    const { contractId, asForeign, asPartner } = await approvedFreshContract();
    const declined = await json('POST', `/agreement/${contractId}/decline`, asForeign.token, { version: 1, reason: 'The SLA needs an urgent response time.' });
    expect(declined.status).toBe(200);
    expect(declined.body!.state).toBe('declined');
    expect(declined.body!.declined).toMatchObject({ reason: 'The SLA needs an urgent response time.' });
    const sign = await json('POST', `/agreement/${contractId}/sign`, asPartner.token, { version: 1, fullName: 'Layla Haddad', consent: true });
    expect(sign.status).toBe(409);
    const regenerated = await json('POST', `/agreement/${contractId}/regenerate`, asPartner.token, { version: 1 });
    expect(regenerated.status).toBe(201);
    expect(regenerated.body!.state).toBe('unsigned');
  });
});

describe('the audit trail and verification', () => {
  it('lists generated, each party’s first view, signed and regenerated, with time and actor', async () => {
    const { contractId, asForeign, asPartner } = await approvedFreshContract();
    const open = (token: string, version: number) => raw('GET', `/agreement/${contractId}/versions/${version}`, undefined, token);
    await documentText(asPartner.token, contractId); // the page's printable copy: not an audited view
    await open(asForeign.token, 1);
    await open(asForeign.token, 1);
    await json('POST', `/agreement/${contractId}/regenerate`, asPartner.token, { version: 1 });
    await open(asPartner.token, 2);
    await json('POST', `/agreement/${contractId}/sign`, asPartner.token, { version: 2, fullName: 'Layla Haddad', consent: true });
    const audit = await json('GET', `/agreement/${contractId}/audit`, asForeign.token);
    expect(audit.status).toBe(200);
    const kinds = audit.body!.events.map((e: { kind: string; version: number }) => `${e.kind} v${e.version}`);
    expect(kinds).toEqual(['generated v1', 'viewed v1', 'regenerated v2', 'viewed v2', 'signed v2']);
    const signed = audit.body!.events.at(-1);
    expect(signed.actor).toMatch(/^Layla Haddad, /);
    expect(signed.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies a digest publicly, with the signatures and without the text; a wrong or malformed digest is refused', async () => {
    const { contractId, asForeign, asPartner } = await approvedFreshContract();
    const { digest, html } = await documentText(asForeign.token, contractId);
    await json('POST', `/agreement/${contractId}/sign`, asPartner.token, { version: 1, fullName: 'Layla Haddad', consent: true });
    const verified = await json('GET', `/verify/${digest!.toUpperCase()}`, undefined);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ reference: contractId, version: 1, current: true, state: 'partially-signed' });
    expect(verified.body!.signatures).toEqual([expect.objectContaining({ fullName: 'Layla Haddad', kind: 'local' })]);
    expect(JSON.stringify(verified.body)).not.toContain(html.slice(200, 260));
    const unknown = await json('GET', `/verify/${'a'.repeat(64)}`, undefined);
    expect(unknown.status).toBe(404);
    expect(unknown.body!.message).toMatch(/^No agreement issued by Corridor has this digest/);
    expect((await json('GET', '/verify/not-a-digest', undefined)).status).toBe(400);
  });
});

describe('a version in English, Arabic or both (issue 15)', () => {
  const versionIn = async (token: string, contractId: string, version: number, language?: string) => {
    const query = language === undefined ? '' : `?language=${language}`;
    const response = await fetch(`${BASE_URL}/agreement/${contractId}/versions/${version}${query}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, html: await response.text(), digest: response.headers.get('x-agreement-digest'), language: response.headers.get('content-language') };
  };

  it('signs the English text whatever language was read: one digest, one audited opening, a signature that verifies', async () => {
    const { contractId, asForeign, asPartner } = await approvedFreshContract();
    const english = await versionIn(asForeign.token, contractId, 1);
    const arabic = await versionIn(asForeign.token, contractId, 1, 'ar');
    const both = await versionIn(asForeign.token, contractId, 1, 'bilingual');
    expect([english.language, arabic.language, both.language]).toEqual(['en', 'ar', 'en, ar']);
    expect(english.digest).toBe(await sha256Hex(english.html));
    expect(new Set([english.digest, arabic.digest, both.digest]).size).toBe(1);
    for (const page of [arabic, both]) expect(page.html).toContain(`<meta name="corridor-sha256" content="${english.digest}">`);
    const stored = db.agreementVersions.findFirst((q) => q.where({ contractId, version: 1 }))!;
    expect(stored.digest).toBe(english.digest);
    expect(stored.html).toBe(english.html);

    const signed = await json('POST', `/agreement/${contractId}/sign`, asForeign.token, { version: 1, fullName: 'Erik Lindqvist', consent: true });
    expect(signed.status).toBe(200);
    expect(db.signatures.findMany((q) => q.where({ contractId }))[0]!.digest).toBe(english.digest);
    await json('POST', `/agreement/${contractId}/sign`, asPartner.token, { version: 1, fullName: 'Layla Haddad', consent: true });
    const audit = await json('GET', `/agreement/${contractId}/audit`, asForeign.token);
    expect(audit.body!.events.map((e: { kind: string }) => e.kind)).toEqual(['generated', 'viewed', 'signed', 'signed']);
    expect(new Set(audit.body!.events.map((e: { digest: string }) => e.digest))).toEqual(new Set([english.digest]));
    const verified = await json('GET', `/verify/${english.digest}`, undefined);
    expect(verified.body).toMatchObject({ reference: contractId, version: 1, state: 'signed' });
    // the bytes of each language are the same after the signatures
    expect((await versionIn(asPartner.token, contractId, 1, 'ar')).html).toBe(arabic.html);
  });

  it('refuses another language with 400 before the opening is audited', async () => {
    const { contractId, asForeign } = await approvedFreshContract();
    const refused = await versionIn(asForeign.token, contractId, 1, 'english');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.html)).toMatchObject({ message: 'language must be "en", "ar" or "bilingual".' });
    expect(db.agreementEvents.findMany((q) => q.where({ contractId })).map((event) => event.kind)).toEqual(['generated']);
  });

  it('names the parties’ roles in the reader’s language; an English reader reads them as before', async () => {
    const { token } = await signIn(demo.foreign);
    const read = async (accept: string) => {
      const response = await fetch(`${BASE_URL}/agreement/ctr_0002`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': accept } });
      return ((await response.json()) as Answer).parties.map((party: { role: string; companyName: string }) => `${party.role}: ${party.companyName}`);
    };
    expect(await read('en')).toEqual(['Company: Nordvik Payments AB', 'Investor: Saqr Bay Family Office']);
    expect(await read('ar-AE,ar;q=0.9')).toEqual(['الشركة: Nordvik Payments AB', 'المستثمر: Saqr Bay Family Office']);
  });

  it('serves a version stored before renderings existed in English, and says so', async () => {
    const { contractId, asForeign } = await approvedFreshContract();
    await db.agreementVersions.update((q) => q.where({ contractId, version: 1 }), {
      data(record) {
        Reflect.deleteProperty(record, 'source');
      },
    });
    const arabic = await versionIn(asForeign.token, contractId, 1, 'ar');
    expect(arabic.status).toBe(200);
    expect(arabic.language).toBe('en');
    expect(arabic.html).toBe((await versionIn(asForeign.token, contractId, 1)).html);
  });
});

describe('the seeded agreements', () => {
  it('cover every state: signed by one side, by both, regenerated once, and unsigned', async () => {
    const admin = await signIn(demo.admin);
    const states = Object.fromEntries(
      await Promise.all(
        ['ctr_0001', 'ctr_0002', 'ctr_0003', 'ctr_0004'].map(async (id) => {
          const agreement = await json('GET', `/agreement/${id}`, admin.token);
          return [id, `${agreement.body!.state} v${agreement.body!.current.version}`];
        }),
      ),
    );
    expect(states).toEqual({ ctr_0001: 'partially-signed v1', ctr_0002: 'signed v1', ctr_0003: 'unsigned v2', ctr_0004: 'unsigned v1' });
  });
});

async function approvedFreshContract() {
  const { foreign, partner, asForeign, asPartner } = await foreignAndFreshPartner();
  const applied = await raw('POST', '/partner/applyForPartnership', JSON.stringify({ partnerId: partner.party.profile._id }), asForeign.token);
  const contractId = ((await applied.json()) as { contractId: string }).contractId;
  const approved = await raw('POST', '/ApproveRequest', JSON.stringify({ ID: contractId }), asPartner.token);
  expect(approved.status).toBe(200);
  return { contractId, foreign, partner, asForeign, asPartner };
}

describe('the contract’s example digest', () => {
  it('is the seed’s agreement of ctr_0002, version 1 (update openapi.yaml when the document template changes)', async () => {
    const { readFileSync } = await import('node:fs');
    const yaml = readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8');
    const example = /\/verify\/\{digest\}:[\s\S]*?example: ([0-9a-f]{64})/.exec(yaml)?.[1];
    const seeded = db.agreementVersions.findFirst((q) => q.where({ contractId: 'ctr_0002', version: 1 }))?.digest;
    expect(example).toBe(seeded);
  });
});

import type { Agreement } from '../api/get-agreement';

/** A declined agreement, as GET /agreement/{id} gives it (tests and stories only). */
export const declinedAgreement: Agreement = {
  contractId: 'ctr_0004',
  state: 'declined',
  current: { version: 1, digest: '5d41402abc4b2a76b9719d911017c592aaf5d41402abc4b2a76b9719d911017c', createdAt: '2026-07-31T09:13:00.000Z', current: true },
  versions: [{ version: 1, digest: '5d41402abc4b2a76b9719d911017c592aaf5d41402abc4b2a76b9719d911017c', createdAt: '2026-07-31T09:13:00.000Z', current: true }],
  parties: [
    { role: 'Partner', kind: 'local', profileId: 'lp_0013', companyName: 'Aflaj Way Workspace', signature: null },
    { role: 'Client', kind: 'foreign', profileId: 'fb_0001', companyName: 'Nordvik Payments AB', signature: null },
  ],
  declined: { by: 'Astrid Lindqvist', companyName: 'Nordvik Payments AB', reason: 'The SLA should name a response time for urgent matters.', at: '2026-08-02T12:00:00.000Z' },
  you: { profileId: 'fb_0001', canSign: false, canDecline: false, canRegenerate: true },
};

export const verifiedSignature = { fullName: 'Noura Al Hammadi', companyName: 'Al Noor Corporate Services', kind: 'local' as const, signedAt: '2026-06-08T11:19:00.000Z' };

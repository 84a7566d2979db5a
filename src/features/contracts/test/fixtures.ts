import type { Contract, PartnerProfile } from '../lib/contract-model';

/** A pending request from a foreign business, as the lists give it (tests and stories only). */
export const pendingContract: Contract = {
  _id: 'ctr_0009',
  contractId: 'ctr_0009',
  category: 'local-foreign',
  status: 'pending',
  date: '2026-10-28T06:23:00.000Z',
  createdAt: '2026-10-28T06:23:00.000Z',
  updatedAt: '2026-10-28T06:23:00.000Z',
  type: 'foreign',
  name: 'Maison Aubrac Hospitalité SAS',
  counterparty: { kind: 'foreign', companyName: 'Maison Aubrac Hospitalité SAS', industry: 'Hospitality & Tourism', operatingRegion: 'France, EU', region: 'France, EU' },
};

/** The demo local partner as a contract's party. */
export const demoLocalPartner = {
  _id: 'lp_0001',
  ID: 'usr_0002',
  companyName: 'Al Noor Corporate Services',
  industryFocus: 'Professional Services',
  registeredRegion: 'Dubai — DIFC',
  primaryContactName: 'Noura Al Hammadi',
  contactEmail: 'demo.local@corridor.test',
  verificationStatus: 'Approved',
} as unknown as PartnerProfile;

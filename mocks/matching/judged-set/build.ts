// Builders of the judged set's profiles: the fields a judgement reads, the rest filled in.

import type { ForeignBusinessProfile, InvestorProfile, LocalPartnerProfile, Party } from '../types';

export type Fields<T> = Omit<T, '_id' | 'ID' | 'status' | 'verificationStatus'>;

export const foreign = (id: string, p: Fields<ForeignBusinessProfile>): Party => ({
  kind: 'foreign',
  profile: { _id: id, ID: `user-${id}`, status: 'Active', ...p },
});
export const local = (id: string, p: Fields<LocalPartnerProfile>): Party => ({
  kind: 'local',
  profile: {
    _id: id, ID: `user-${id}`, verificationStatus: 'Approved', hasPurchased: false, businessRegistrationNumber: `CN-${id}`,
    taxID: `TRN-${id}`, primaryContactName: 'Contact', designation: 'Partner', contactEmail: `${id}@example.ae`, contactPhone: '+971 4 000 0000', ...p,
  },
});
export const investor = (id: string, p: Fields<InvestorProfile>): Party => ({
  kind: 'investor',
  profile: { _id: id, ID: `user-${id}`, verificationStatus: 'Approved', primaryContactName: 'Contact', designation: 'Partner', contactEmail: `${id}@example.com`, contactPhone: '+971 2 000 0000', ...p },
});

export type JudgedCandidate = { party: Party; why: string };

/** A candidate in its judged place, with the reason for that place. */
export const c = (party: Party, why: string): JudgedCandidate => ({ party, why });

/** The demo local partner's own profile, as its dashboard reads it (tests and stories only). */
export const partnerProfile = {
  _id: 'lp_0001',
  ID: 'usr_0002',
  companyName: 'Al Noor Corporate Services',
  businessType: 'Legal',
  industryFocus: 'Professional Services',
  registeredRegion: 'Dubai — DIFC',
};

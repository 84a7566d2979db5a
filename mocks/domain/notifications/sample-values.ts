/** Every value any notification sentence is made of, as the notices give them: the catalogue tests' sample. */
export const sampleValues = {
  company: 'Nordvik Payments AB',
  person: 'Noura Al Hammadi',
  contractId: 'ctr_0001',
  version: 2,
  title: 'Trade licence issued',
  dueDate: '2026-12-01',
  excerpt: 'Documents are with the bank.',
  profileId: 'lp_0001',
  count: 3,
  meetingId: 'mtg_0001',
  slots: 2,
  start: '2031-12-02T09:00:00.000Z',
};

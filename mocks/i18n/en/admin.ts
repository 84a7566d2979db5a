/** The admin's calls (the businesses, the insights' period), the demo reset and the demo request. */
export const admin = {
  adminOnly: 'Admin access required.',
  notPendingAccept: 'Only pending local partners can be accepted.',
  notPendingReject: 'Only pending local partners can be rejected.',
  accepted: 'Business accepted',
  rejected: 'Business rejected',
  deleted: 'Business deleted',
  period: 'The period must be 7d, 30d, 90d or custom.',
  customDates: 'Choose a start and an end date for a custom period.',
  badDate: 'Dates must be real days written as YYYY-MM-DD.',
  order: 'The start date must be on or before the end date.',
  tooLong: 'A period can be at most {days} days.',
  resetDone: 'The demo data was reset to the seed. Every session has ended: sign in again.',
  resetAdminOnly: 'Only an admin can reset the demo data on this server.',
  demoSent: "Your demo request has been sent! We'll be in touch soon.",
} as const;

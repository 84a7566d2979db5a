/**
 * The agreement PDF's own words (issue 15): the title, signature blocks, audit trail and page
 * footer the PDF draws in the document's language, whatever the reader's (decision 030).
 */
export const agreementPdf = {
  title: 'Agreement {id}, version {version}',
  signatures: 'Signatures',
  forParty: 'For and on behalf of {company} ({role})',
  roles: { partner: 'Partner', client: 'Client', company: 'Company', investor: 'Investor' },
  signedElectronically: 'Signed electronically by {name} on {date}',
  notSigned: 'Not signed',
  digest: 'Document digest (SHA-256 of the agreement as issued): {digest}',
  verify: 'Check this agreement at {url}',
  audit: 'Audit trail',
  event: '{date}: {what} by {actor}.',
  reason: 'Reason: {reason}',
  kinds: {
    generated: 'Generated version {version}',
    viewed: 'Opened version {version}',
    signed: 'Signed version {version}',
    regenerated: 'Regenerated as version {version}',
    declined: 'Declined to sign version {version}',
  },
  footer: '{id} · v{version} · SHA-256 {digest} · Page {page} of {pages}',
} as const;

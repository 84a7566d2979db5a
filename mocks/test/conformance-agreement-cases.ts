/** Conformance cases of the agreement operations. */
import { db } from '../db';
import { call, type Case, type World } from './conformance-world';

/** The agreement calls: ctr of the demo partner and business (signed by the partner), and an unsigned one of the business. */
export const agreementCases: Record<string, (w: World) => Case[]> = {
  getAgreement: (w) => [
    { name: 'party', expect: 'success', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}`, undefined, w.foreign.token) },
    { name: 'admin', expect: 'success', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}`, undefined, w.admin.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}`) },
    { name: 'third party', expect: 'failure', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}`, undefined, w.investor.token) },
    { name: 'unknown', expect: 'failure', send: () => call('GET', '/agreement/ctr_nope', undefined, w.admin.token) },
  ],
  getAgreementVersion: (w) => [
    { name: 'party', expect: 'success', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}/versions/1`, undefined, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}/versions/1`) },
    { name: 'third party', expect: 'failure', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}/versions/1`, undefined, w.investor.token) },
    { name: 'no such version', expect: 'failure', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}/versions/9`, undefined, w.local.token) },
  ],
  signAgreement: (w) => [
    { name: 'admin may not', expect: 'failure', send: () => call('POST', `/agreement/${w.approvedLocalForeign._id}/sign`, { version: 1, fullName: 'Site Admin', consent: true }, w.admin.token) },
    { name: 'no consent', expect: 'failure', send: () => call('POST', `/agreement/${w.approvedLocalForeign._id}/sign`, { version: 1, fullName: 'Erik Lindqvist', consent: false }, w.foreign.token) },
    { name: 'signed already', expect: 'failure', send: () => call('POST', `/agreement/${w.approvedLocalForeign._id}/sign`, { version: 1, fullName: 'Layla Haddad', consent: true }, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', `/agreement/${w.approvedLocalForeign._id}/sign`, { version: 1, fullName: 'Erik Lindqvist', consent: true }) },
    { name: 'the other party signs', expect: 'success', send: () => call('POST', `/agreement/${w.approvedLocalForeign._id}/sign`, { version: 1, fullName: 'Erik Lindqvist', consent: true }, w.foreign.token) },
  ],
  declineAgreement: (w) => [
    { name: 'empty reason', expect: 'failure', send: () => call('POST', `/agreement/${w.unsignedWithForeign._id}/decline`, { version: 1, reason: '  ' }, w.foreign.token) },
    { name: 'third party', expect: 'failure', send: () => call('POST', `/agreement/${w.unsignedWithForeign._id}/decline`, { version: 1, reason: 'Not ours' }, w.investor.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', `/agreement/${w.unsignedWithForeign._id}/decline`, { version: 1, reason: 'Terms' }) },
    { name: 'party declines', expect: 'success', send: () => call('POST', `/agreement/${w.unsignedWithForeign._id}/decline`, { version: 1, reason: 'The fees need another look.' }, w.foreign.token) },
  ],
  regenerateAgreement: (w) => [
    { name: 'a signed version', expect: 'failure', send: () => call('POST', `/agreement/${w.approvedLocalForeign._id}/regenerate`, { version: 1 }, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', `/agreement/${w.unsignedWithForeign._id}/regenerate`, { version: 1 }) },
    { name: 'party regenerates', expect: 'success', send: () => call('POST', `/agreement/${w.unsignedWithForeign._id}/regenerate`, { version: 1 }, w.foreign.token) },
    { name: 'a replaced version', expect: 'failure', send: () => call('POST', `/agreement/${w.unsignedWithForeign._id}/regenerate`, { version: 1 }, w.foreign.token) },
  ],
  getAgreementAudit: (w) => [
    { name: 'party', expect: 'success', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}/audit`, undefined, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}/audit`) },
    { name: 'third party', expect: 'failure', send: () => call('GET', `/agreement/${w.approvedLocalForeign._id}/audit`, undefined, w.investor.token) },
  ],
  verifyAgreement: (w) => {
    const digest = () => db.agreementVersions.findFirst((q) => q.where({ contractId: w.approvedLocalForeign._id, version: 1 }))?.digest ?? '';
    return [
      { name: 'issued', expect: 'success', send: () => call('GET', `/verify/${digest()}`) },
      { name: 'unknown digest', expect: 'failure', send: () => call('GET', `/verify/${'0'.repeat(64)}`) },
      { name: 'not a digest', expect: 'failure', send: () => call('GET', '/verify/not-hex') },
    ];
  },
};

/** Conformance cases of the requests, contracts, milestones, admin and demo-request operations. */
import { setDemoShortcuts } from '../http/mode';
import { agreementCases } from './conformance-agreement-cases';
import { call, type Case, type World } from './conformance-world';

/** Sends as if to a server reachable by others (MOCK_SAFE=1: no demo shortcuts). */
async function onSafeServer(send: () => Promise<Response>): Promise<Response> {
  setDemoShortcuts(false);
  try {
    return await send();
  } finally {
    setDemoShortcuts(true);
  }
}

const listCases = (prefix: 'partner' | 'investor' | 'business', list: string) => (w: World): Case[] => {
  const me = prefix === 'partner' ? w.local : prefix === 'investor' ? w.investor : w.foreign;
  const myType = prefix === 'partner' ? 'local' : prefix === 'investor' ? 'investor' : 'foreign';
  const counterpart = myType === 'foreign' ? 'local' : 'foreign';
  const stranger = prefix === 'business' ? w.local : w.foreign;
  const path = `/${prefix}/${list}`;
  return [
    { name: 'own list', expect: 'success', send: () => call('POST', path, { id: me.user.id, userType: myType, requestType: counterpart }, me.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', path, { id: me.user.id, userType: myType, requestType: counterpart }) },
    { name: 'another category', expect: 'failure', send: () => call('POST', path, { id: stranger.user.id, userType: myType, requestType: counterpart }, stranger.token) },
    { name: 'bad requestType', expect: 'failure', send: () => call('POST', path, { id: me.user.id, userType: myType, requestType: 'aliens' }, me.token) },
  ];
};

export const contractCases: Record<string, (w: World) => Case[]> = {
  applyToForeignBusiness: (w) => [
    { name: 'valid', expect: 'success', send: () => call('POST', '/foreign/applyForPartnership', { businessId: w.otherForeign._id, user: w.investor.user.id }, w.investor.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/foreign/applyForPartnership', { businessId: w.otherForeign._id }) },
    { name: 'unknown business', expect: 'failure', send: () => call('POST', '/foreign/applyForPartnership', { businessId: 'fb_nope' }, w.investor.token) },
    { name: 'missing id', expect: 'failure', send: () => call('POST', '/foreign/applyForPartnership', {}, w.investor.token) },
  ],
  applyToPartner: (w) => [
    { name: 'valid', expect: 'success', send: () => call('POST', '/partner/applyForPartnership', { partnerId: w.otherLocal._id }, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/partner/applyForPartnership', { partnerId: w.otherLocal._id }) },
    { name: 'admin', expect: 'failure', send: () => call('POST', '/partner/applyForPartnership', { partnerId: w.otherLocal._id }, w.admin.token) },
  ],
  applyToInvestor: (w) => [
    { name: 'valid', expect: 'success', send: () => call('POST', '/investor/applyForPartnership', { investorId: w.otherInvestor._id }, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/investor/applyForPartnership', { investorId: w.otherInvestor._id }) },
    { name: 'unknown investor', expect: 'failure', send: () => call('POST', '/investor/applyForPartnership', { investorId: 'inv_nope' }, w.foreign.token) },
  ],
  listPartnerApprovedContracts: listCases('partner', 'approved-contracts'),
  listPartnerPendingRequests: listCases('partner', 'pending-requests'),
  listPartnerSentRequests: listCases('partner', 'sent-requests'),
  listInvestorApprovedContracts: listCases('investor', 'approved-contracts'),
  listInvestorPendingRequests: listCases('investor', 'pending-requests'),
  listInvestorSentRequests: listCases('investor', 'sent-requests'),
  listBusinessApprovedContracts: listCases('business', 'approved-contracts'),
  listBusinessPendingRequests: listCases('business', 'pending-requests'),
  listBusinessSentRequests: listCases('business', 'sent-requests'),
  listPartnerClosedRequests: listCases('partner', 'closed-requests'),
  listInvestorClosedRequests: listCases('investor', 'closed-requests'),
  listBusinessClosedRequests: listCases('business', 'closed-requests'),
  cancelRequest: (w) => [
    { name: 'sender cancels', expect: 'success', send: () => call('POST', '/cancelReq', { ID: w.sentByForeign._id }, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/cancelReq', { ID: w.sentByForeign._id }) },
    { name: 'not the sender', expect: 'failure', send: () => call('POST', '/cancelReq', { ID: w.pendingForLocal._id }, w.admin.token) },
    { name: 'unknown contract', expect: 'failure', send: () => call('POST', '/cancelReq', { ID: 'ctr_nope' }, w.foreign.token) },
  ],
  approveRequest: (w) => [
    { name: 'recipient approves', expect: 'success', send: () => call('POST', '/ApproveRequest', { ID: w.pendingForLocal._id }, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/ApproveRequest', { ID: w.pendingForLocal._id }) },
    { name: 'approved twice', expect: 'failure', send: () => call('POST', '/ApproveRequest', { ID: w.pendingForLocal._id }, w.local.token) },
    { name: 'not the recipient', expect: 'failure', send: () => call('POST', '/ApproveRequest', { ID: w.sentByForeign._id }, w.foreign.token) },
  ],
  rejectRequest: (w) => [
    { name: 'recipient rejects', expect: 'success', send: () => call('POST', '/RejectRequest', { ID: w.pendingForLocal._id }, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/RejectRequest', { ID: w.pendingForLocal._id }) },
    { name: 'unknown contract', expect: 'failure', send: () => call('POST', '/RejectRequest', { ID: 'ctr_nope' }, w.local.token) },
  ],
  getSingleContract: (w) => [
    { name: 'party', expect: 'success', send: () => call('POST', '/SingleContract', { contractId: w.approvedLocalForeign._id }, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/SingleContract', { contractId: w.approvedLocalForeign._id }) },
    { name: 'third party', expect: 'failure', send: () => call('POST', '/SingleContract', { contractId: w.approvedLocalForeign._id }, w.investor.token) },
    { name: 'unknown', expect: 'failure', send: () => call('POST', '/SingleContract', { contractId: 'ctr_nope' }, w.foreign.token) },
  ],
  listAllContracts: (w) => [
    { name: 'admin', expect: 'success', send: () => call('GET', '/allContracts', undefined, w.admin.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', '/allContracts') },
    { name: 'not admin', expect: 'failure', send: () => call('GET', '/allContracts', undefined, w.local.token) },
  ],
  getContractDocument: (w) => [
    { name: 'party', expect: 'success', send: () => call('GET', `/contract-document/${w.approvedLocalForeign._id}`, undefined, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', `/contract-document/${w.approvedLocalForeign._id}`) },
    { name: 'third party', expect: 'failure', send: () => call('GET', `/contract-document/${w.approvedLocalForeign._id}`, undefined, w.investor.token) },
    { name: 'unknown', expect: 'failure', send: () => call('GET', '/contract-document/ctr_nope', undefined, w.admin.token) },
  ],
  ...agreementCases,
  listMilestones: (w) => [
    { name: 'party', expect: 'success', send: () => call('POST', '/MileStones', { contractId: w.approvedLocalForeign._id }, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/MileStones', { contractId: w.approvedLocalForeign._id }) },
    { name: 'third party', expect: 'failure', send: () => call('POST', '/MileStones', { contractId: w.approvedLocalForeign._id }, w.investor.token) },
  ],
  addMilestone: (w) => [
    { name: 'local party', expect: 'success', send: () => call('POST', '/addMilestone', { contractId: w.approvedLocalForeign._id, title: 'Visa quota', description: 'Apply', dueDate: '2027-01-15' }, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/addMilestone', { contractId: w.approvedLocalForeign._id, title: 'T', description: 'D', dueDate: '2027-01-15' }) },
    { name: 'foreign may not', expect: 'failure', send: () => call('POST', '/addMilestone', { contractId: w.approvedLocalForeign._id, title: 'T', description: 'D', dueDate: '2027-01-15' }, w.foreign.token) },
    { name: 'missing fields', expect: 'failure', send: () => call('POST', '/addMilestone', { contractId: w.approvedLocalForeign._id }, w.local.token) },
  ],
  addTask: (w) => [
    { name: 'local party', expect: 'success', send: () => call('POST', '/addTask', { contractId: w.approvedLocalForeign._id, milestoneId: w.milestone._id, title: 'Book', description: 'D', dueDate: '2027-01-10' }, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/addTask', { contractId: w.approvedLocalForeign._id, milestoneId: w.milestone._id, title: 'T', description: 'D', dueDate: '2027-01-10' }) },
    { name: 'foreign may not', expect: 'failure', send: () => call('POST', '/addTask', { contractId: w.approvedLocalForeign._id, milestoneId: w.milestone._id, title: 'T', description: 'D', dueDate: '2027-01-10' }, w.foreign.token) },
    { name: 'bad date', expect: 'failure', send: () => call('POST', '/addTask', { contractId: w.approvedLocalForeign._id, milestoneId: w.milestone._id, title: 'T', description: 'D', dueDate: 'soon' }, w.local.token) },
  ],
  addComment: (w) => [
    { name: 'foreign party', expect: 'success', send: () => call('POST', '/addComment', { contractId: w.approvedLocalForeign._id, milestoneId: w.milestone._id, text: 'Looks good' }, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/addComment', { contractId: w.approvedLocalForeign._id, milestoneId: w.milestone._id, text: 'Hi' }) },
    { name: 'local may not', expect: 'failure', send: () => call('POST', '/addComment', { contractId: w.approvedLocalForeign._id, milestoneId: w.milestone._id, text: 'Hi' }, w.local.token) },
    { name: 'empty text', expect: 'failure', send: () => call('POST', '/addComment', { contractId: w.approvedLocalForeign._id, milestoneId: w.milestone._id, text: '   ' }, w.foreign.token) },
  ],
  setTaskStatus: (w) => [
    { name: 'local party', expect: 'success', send: () => call('POST', '/completeTask', { contractId: w.approvedLocalForeign._id, taskId: w.task._id, status: 'completed' }, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/completeTask', { contractId: w.approvedLocalForeign._id, taskId: w.task._id, status: 'completed' }) },
    { name: 'foreign may not', expect: 'failure', send: () => call('POST', '/completeTask', { contractId: w.approvedLocalForeign._id, taskId: w.task._id, status: 'completed' }, w.foreign.token) },
    { name: 'unknown task', expect: 'failure', send: () => call('POST', '/completeTask', { contractId: w.approvedLocalForeign._id, taskId: 'tsk_nope', status: 'completed' }, w.local.token) },
  ],
  listBusinesses: (w) => [
    { name: 'admin', expect: 'success', send: () => call('GET', '/adminPanel', undefined, w.admin.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', '/adminPanel') },
    { name: 'not admin', expect: 'failure', send: () => call('GET', '/adminPanel', undefined, w.foreign.token) },
  ],
  deleteBusiness: (w) => [
    { name: 'admin', expect: 'success', send: () => call('POST', '/adminPanel/delete', { id: w.otherForeign._id }, w.admin.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/adminPanel/delete', { id: w.otherForeign._id }) },
    { name: 'not admin', expect: 'failure', send: () => call('POST', '/adminPanel/delete', { id: w.otherForeign._id }, w.investor.token) },
    { name: 'unknown', expect: 'failure', send: () => call('POST', '/adminPanel/delete', { id: 'fb_nope' }, w.admin.token) },
  ],
  acceptBusiness: (w) => [
    { name: 'admin accepts a pending partner', expect: 'success', send: () => call('POST', '/adminPanel/accept/', { id: w.pendingLocal._id }, w.admin.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/adminPanel/accept/', { id: w.pendingLocal._id }) },
    { name: 'not admin', expect: 'failure', send: () => call('POST', '/adminPanel/accept/', { id: w.pendingLocal._id }, w.local.token) },
    { name: 'not pending', expect: 'failure', send: () => call('POST', '/adminPanel/accept/', { id: w.ids.local }, w.admin.token) },
  ],
  rejectBusiness: (w) => [
    { name: 'admin rejects a pending partner', expect: 'success', send: () => call('PUT', `/adminPanel/reject/${w.pendingLocal._id}`, undefined, w.admin.token) },
    { name: 'no token', expect: 'failure', send: () => call('PUT', `/adminPanel/reject/${w.pendingLocal._id}`) },
    { name: 'not admin', expect: 'failure', send: () => call('PUT', `/adminPanel/reject/${w.pendingLocal._id}`, undefined, w.foreign.token) },
    { name: 'unknown', expect: 'failure', send: () => call('PUT', '/adminPanel/reject/lp_nope', undefined, w.admin.token) },
  ],
  sendDemoRequest: () => [
    {
      name: 'valid',
      expect: 'success',
      send: () =>
        call('POST', '/demo-requests', {
          firstName: 'Erik', lastName: 'Lund', email: 'erik@lund.se', company: 'Lund AB', employees: '30-100',
          website: 'lund.se', phone: '+46 8 555 0101', message: 'We plan a Dubai office.', year: '2026',
        }),
    },
    { name: 'missing fields', expect: 'failure', send: () => call('POST', '/demo-requests', { firstName: 'Erik' }) },
    { name: 'not JSON', expect: 'failure', send: () => call('POST', '/demo-requests', 'firstName=Erik') },
  ],
  // The refusals first: a reset ends every session, the world's tokens included.
  resetDemoData: (w) => [
    { name: 'no token, on a safe server', expect: 'failure', send: () => onSafeServer(() => call('POST', '/demo/reset')) },
    { name: 'not admin, on a safe server', expect: 'failure', send: () => onSafeServer(() => call('POST', '/demo/reset', undefined, w.local.token)) },
    { name: 'admin, on a safe server', expect: 'success', send: () => onSafeServer(() => call('POST', '/demo/reset', undefined, w.admin.token)) },
    { name: 'anyone, on a mock that trusts its callers', expect: 'success', send: () => call('POST', '/demo/reset') },
  ],
};


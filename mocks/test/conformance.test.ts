import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../db';
import type { ContractRecord } from '../db/records';
import { checkResponse, contractOperations } from './contract-validator';
import { BASE_URL, demo, DEMO_PASSWORD, signIn, withMockServer } from './harness';

withMockServer();

type Expect = 'success' | 'failure';
interface Case {
  name: string;
  expect: Expect;
  send: () => Promise<Response>;
}

const checked = { requests: 0, responses: 0 };

function call(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Signs the four demo accounts in and finds the seeded records the cases need. */
async function world() {
  const [foreign, local, investor, admin] = await Promise.all(
    [demo.foreign, demo.local, demo.investor, demo.admin].map((email) => signIn(email)),
  );
  if (!foreign || !local || !investor || !admin) throw new Error('demo sign-in failed');
  const profileId = (user: { profileId?: string | null }) => user.profileId ?? '';
  const ids = { foreign: profileId(foreign.user), local: profileId(local.user), investor: profileId(investor.user) };
  const involves = (c: ContractRecord, id: string) => c.senderProfileId === id || c.recipientProfileId === id;
  const find = (predicate: (c: ContractRecord) => boolean) => {
    const found = db.contracts.all().find(predicate);
    if (!found) throw new Error('the seed lacks a contract this test needs');
    return found;
  };
  const approvedLocalForeign = find((c) => c.status === 'approved' && involves(c, ids.local) && involves(c, ids.foreign)) ;
  const pendingForLocal = find((c) => c.status === 'pending' && c.recipientProfileId === ids.local);
  const sentByForeign = find((c) => c.status === 'pending' && c.senderProfileId === ids.foreign);
  const milestone = db.milestones.findFirst((q) => q.where({ contractId: approvedLocalForeign._id }));
  const task = db.tasks.findFirst((q) => q.where({ contractId: approvedLocalForeign._id }));
  const otherForeign = db.foreignProfiles.all().find((p) => p._id !== ids.foreign);
  const otherLocal = db.localProfiles.all().find(
    (p) => p._id !== ids.local && p.verificationStatus === 'Approved' && !db.contracts.all().some((c) => involves(c, p._id) && involves(c, ids.foreign)),
  );
  const otherInvestor = db.investorProfiles.all().find(
    (p) => p._id !== ids.investor && !db.contracts.all().some((c) => involves(c, p._id) && involves(c, ids.foreign)),
  );
  const pendingLocal = db.localProfiles.all().find((p) => p.verificationStatus === 'Pending');
  if (!milestone || !task || !otherForeign || !otherLocal || !otherInvestor || !pendingLocal) {
    throw new Error('the seed lacks a record this test needs');
  }
  return {
    foreign, local, investor, admin, ids, approvedLocalForeign, pendingForLocal, sentByForeign,
    milestone, task, otherForeign, otherLocal, otherInvestor, pendingLocal,
  };
}
type World = Awaited<ReturnType<typeof world>>;

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

const cases: Record<string, (w: World) => Case[]> = {
  loginUser: () => [
    { name: 'valid', expect: 'success', send: () => call('POST', '/login', { email: demo.local, password: DEMO_PASSWORD }) },
    { name: 'missing password', expect: 'failure', send: () => call('POST', '/login', { email: demo.local }) },
    { name: 'unknown user', expect: 'failure', send: () => call('POST', '/login', { email: 'x@y.se', password: 'abcdefgh' }) },
    { name: 'wrong password', expect: 'failure', send: () => call('POST', '/login', { email: demo.local, password: 'abcdefgh' }) },
  ],
  sendCode: () => [
    { name: 'valid', expect: 'success', send: () => call('POST', '/send-code', { email: 'new.person@nordic.se' }) },
    { name: 'bad e-mail', expect: 'failure', send: () => call('POST', '/send-code', { email: 'nope' }) },
    { name: 'existing account', expect: 'failure', send: () => call('POST', '/send-code', { email: demo.foreign }) },
  ],
  addUser: () => {
    const user = { name: 'Mia Holm', businessName: 'Holm ApS', email: 'mia@holm.dk', category: 'local', password: 'secret-pass', hasCompletedProfile: false };
    return [
      {
        name: 'valid',
        expect: 'success',
        send: async () => {
          const { code } = (await (await call('POST', '/send-code', { email: user.email })).json()) as { code: string };
          return call('POST', '/addUser', { ...user, code });
        },
      },
      { name: 'missing fields', expect: 'failure', send: () => call('POST', '/addUser', { email: 'a@b.se' }) },
      { name: 'existing e-mail', expect: 'failure', send: () => call('POST', '/addUser', { ...user, email: demo.local, code: '123456' }) },
    ];
  },
  setNewPassword: () => [
    {
      name: 'valid',
      expect: 'success',
      send: async () => {
        const { code } = (await (await call('POST', '/send-code', { email: demo.local, purpose: 'reset' })).json()) as { code: string };
        return call('POST', '/setNewPassword', { email: demo.local, password: 'brand-new-pass', code });
      },
    },
    { name: 'no code', expect: 'failure', send: () => call('POST', '/setNewPassword', { email: demo.local, password: 'brand-new-pass' }) },
    { name: 'unknown user', expect: 'failure', send: () => call('POST', '/setNewPassword', { email: 'x@y.se', password: 'brand-new-pass', code: '123456' }) },
  ],
  verifyCode: () => [
    {
      name: 'valid',
      expect: 'success',
      send: async () => {
        const { code } = (await (await call('POST', '/send-code', { email: demo.local, purpose: 'reset' })).json()) as { code: string };
        return call('POST', '/verify-code', { email: demo.local, purpose: 'reset', code });
      },
    },
    { name: 'wrong code', expect: 'failure', send: () => call('POST', '/verify-code', { email: demo.local, purpose: 'reset', code: '000000' }) },
    { name: 'no purpose', expect: 'failure', send: () => call('POST', '/verify-code', { email: demo.local, code: '123456' }) },
  ],
  changeCategory: (w) => [
    {
      name: 'valid',
      expect: 'success',
      send: async () => {
        const landing = (await (await call('POST', '/auth/google/demo', { email: 'g@fjord.no' })).json()) as { token: string; userId: string };
        return call('POST', '/changecategory', { selectedCategory: 'local', token: landing.userId }, landing.token);
      },
    },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/changecategory', { selectedCategory: 'local', token: w.foreign.user.id }) },
    { name: 'someone else', expect: 'failure', send: () => call('POST', '/changecategory', { selectedCategory: 'local', token: 'usr_x' }, w.foreign.token) },
  ],
  googleDemoSignIn: () => [
    { name: 'valid', expect: 'success', send: () => call('POST', '/auth/google/demo', { email: 'new@google.test' }) },
    { name: 'bad e-mail', expect: 'failure', send: () => call('POST', '/auth/google/demo', { email: 12 }) },
    { name: 'not JSON', expect: 'failure', send: () => call('POST', '/auth/google/demo', '{oops') },
  ],
  addForeignProfile: (w) => {
    const profile = {
      companyName: 'Fjell Robotics AS', industry: 'Manufacturing & Industrial', companySize: '11-50', operatingRegion: 'Norway, Nordics',
      expansionGoal: 'Market Entry', targetRevenue: 40, expansionTimeline: '6-12 months', marketType: 'emerging',
      preferredPartnerType: 'Distributor', budgetRange: '100k-250k',
    };
    return [
      { name: 'admin registers a business', expect: 'success', send: () => call('POST', '/foreign/add', { ...profile, ID: w.admin.user.id }, w.admin.token) },
      { name: 'no token', expect: 'failure', send: () => call('POST', '/foreign/add', { ...profile, ID: w.foreign.user.id }) },
      { name: 'missing fields (202)', expect: 'success', send: () => call('POST', '/foreign/add', { ID: w.foreign.user.id, companyName: 'X' }, w.foreign.token) },
      { name: 'wrong type', expect: 'failure', send: () => call('POST', '/foreign/add', { ...profile, targetRevenue: 'lots', ID: w.admin.user.id }, w.admin.token) },
      { name: 'second profile', expect: 'failure', send: () => call('POST', '/foreign/add', { ...profile, ID: w.foreign.user.id }, w.foreign.token) },
    ];
  },
  addLocalPartnerProfile: (w) => {
    const profile = {
      businessLogo: 'data:image/png;base64,iVBORw0KGgo=', companyName: 'Gulf Bridge Consultancy', businessType: 'Consultant',
      industryFocus: 'Professional Services', yearsInOperation: 8, companySize: '11-50', registeredRegion: 'Dubai — DMCC',
      businessRegistrationNumber: 'DMCC-123', taxID: '100123456700003', serviceCategory: 'Company formation & licensing',
      detailedServiceDescription: 'Licensing', supportedMarketTypes: 'B2B', languagesSupported: 'English, Arabic',
      serviceCapacity: '10 clients', primaryContactName: 'Omar', designation: 'Director', contactEmail: 'omar@gbc.ae',
      contactPhone: '+971 4 123 4567', pricingModel: 'Fixed', collaborationPreferences: 'Long-term partnership', hasPurchased: false,
    };
    return [
      { name: 'admin registers a partner', expect: 'success', send: () => call('POST', '/local-partner/add', { ...profile, ID: w.admin.user.id }, w.admin.token) },
      { name: 'no token', expect: 'failure', send: () => call('POST', '/local-partner/add', { ...profile, ID: w.local.user.id }) },
      { name: 'missing fields', expect: 'failure', send: () => call('POST', '/local-partner/add', { ID: w.admin.user.id }, w.admin.token) },
      { name: 'second profile', expect: 'failure', send: () => call('POST', '/local-partner/add', { ...profile, ID: w.local.user.id }, w.local.token) },
    ];
  },
  addInvestorProfile: (w) => {
    const profile = {
      investorType: 'Family Office', legalName: 'Al Reem Family Office', registeredRegion: 'Abu Dhabi — ADGM', primaryContactName: 'Noura',
      contactEmail: 'noura@alreem.ae', ticketSizeMinUSD: 250000, ticketSizeMaxUSD: 2000000, targetStages: 'Seed, Series A', targetIndustries: 'Fintech',
    };
    return [
      { name: 'admin registers an investor', expect: 'success', send: () => call('POST', '/investor/add', { ...profile, ID: w.admin.user.id }, w.admin.token) },
      { name: 'no token', expect: 'failure', send: () => call('POST', '/investor/add', { ...profile, ID: w.investor.user.id }) },
      { name: 'wrong types', expect: 'failure', send: () => call('POST', '/investor/add', { ...profile, ticketSizeMinUSD: 'big', ID: w.admin.user.id }, w.admin.token) },
      { name: 'second profile', expect: 'failure', send: () => call('POST', '/investor/add', { ...profile, ID: w.investor.user.id }, w.investor.token) },
    ];
  },
  viewForeignProfile: (w) => [
    { name: 'valid', expect: 'success', send: () => call('POST', '/partner/applyForCheckProfileofForeign', { id: w.ids.foreign }, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/partner/applyForCheckProfileofForeign', { id: w.ids.foreign }) },
    { name: 'unknown id', expect: 'failure', send: () => call('POST', '/partner/applyForCheckProfileofForeign', { id: 'fb_nope' }, w.local.token) },
    { name: 'missing id', expect: 'failure', send: () => call('POST', '/partner/applyForCheckProfileofForeign', {}, w.local.token) },
  ],
  viewPartnerProfile: (w) => [
    { name: 'valid', expect: 'success', send: () => call('POST', '/foreign/applyForCheckProfileofPartner', { id: w.ids.local }, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/foreign/applyForCheckProfileofPartner', { id: w.ids.local }) },
    { name: 'unverified partner', expect: 'failure', send: () => call('POST', '/foreign/applyForCheckProfileofPartner', { id: w.pendingLocal._id }, w.foreign.token) },
  ],
  viewInvestorProfile: (w) => [
    { name: 'valid', expect: 'success', send: () => call('POST', '/investor/applyForCheckProfileofInvestor', { id: w.ids.investor }, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/investor/applyForCheckProfileofInvestor', { id: w.ids.investor }) },
    { name: 'unknown id', expect: 'failure', send: () => call('POST', '/investor/applyForCheckProfileofInvestor', { id: 'inv_nope' }, w.foreign.token) },
  ],
  updatePartnerProfile: (w) => [
    { name: 'own', expect: 'success', send: () => call('POST', '/partner/updateProfile', { id: w.ids.local, updateData: { serviceCapacity: 'Up to 20 clients' } }, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/partner/updateProfile', { id: w.ids.local, updateData: {} }) },
    { name: "someone else's", expect: 'failure', send: () => call('POST', '/partner/updateProfile', { id: w.otherLocal._id, updateData: { companyName: 'Mine now' } }, w.local.token) },
    { name: 'wrong type', expect: 'failure', send: () => call('POST', '/partner/updateProfile', { id: w.ids.local, updateData: { yearsInOperation: 'many' } }, w.local.token) },
  ],
  updateForeignProfile: (w) => [
    { name: 'own', expect: 'success', send: () => call('POST', '/foreign/updateProfile', { id: w.ids.foreign, updateData: { targetRevenue: 55 } }, w.foreign.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/foreign/updateProfile', { id: w.ids.foreign, updateData: {} }) },
    { name: 'unknown id', expect: 'failure', send: () => call('POST', '/foreign/updateProfile', { id: 'fb_nope', updateData: {} }, w.foreign.token) },
    { name: 'out of range', expect: 'failure', send: () => call('POST', '/foreign/updateProfile', { id: w.ids.foreign, updateData: { targetRevenue: 5000 } }, w.foreign.token) },
  ],
  updateInvestorProfile: (w) => [
    { name: 'own', expect: 'success', send: () => call('POST', '/investor/updateProfile', { id: w.ids.investor, updateData: { exitHorizonYears: 5 } }, w.investor.token) },
    { name: 'no token', expect: 'failure', send: () => call('POST', '/investor/updateProfile', { id: w.ids.investor, updateData: {} }) },
    { name: "someone else's", expect: 'failure', send: () => call('POST', '/investor/updateProfile', { id: w.otherInvestor._id, updateData: {} }, w.investor.token) },
  ],
  getPartnerDashboardProfile: (w) => [
    { name: 'own', expect: 'success', send: () => call('GET', '/partner-dashboard/profile', undefined, w.local.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', '/partner-dashboard/profile') },
    { name: 'wrong category', expect: 'failure', send: () => call('GET', '/partner-dashboard/profile', undefined, w.foreign.token) },
  ],
  getForeignDashboardProfile: (w) => [
    { name: 'own', expect: 'success', send: () => call('GET', '/foreign-dashboard/profile', undefined, w.foreign.token) },
    { name: 'bogus token', expect: 'failure', send: () => call('GET', '/foreign-dashboard/profile', undefined, 'not-a-token') },
    { name: 'wrong category', expect: 'failure', send: () => call('GET', '/foreign-dashboard/profile', undefined, w.admin.token) },
  ],
  getInvestorDashboardProfile: (w) => [
    { name: 'own', expect: 'success', send: () => call('GET', '/investor-dashboard/profile', undefined, w.investor.token) },
    { name: 'no token', expect: 'failure', send: () => call('GET', '/investor-dashboard/profile') },
    { name: 'wrong category', expect: 'failure', send: () => call('GET', '/investor-dashboard/profile', undefined, w.local.token) },
  ],
  ...Object.fromEntries(
    (
      [
        ['getPartnerMatches', '/partner/matches', 'local'],
        ['getPartnerInvestorMatches', '/partner/matchesInvestors', 'local'],
        ['getForeignMatches', '/foreign/matches', 'foreign'],
        ['getForeignInvestorMatches', '/foreign/matchesInvestors', 'foreign'],
        ['getInvestorBusinessMatches', '/investor/matchesBusiness', 'investor'],
        ['getInvestorPartnerMatches', '/investor/matchesPartner', 'investor'],
      ] as const
    ).map(([operationId, path, kind]) => [
      operationId,
      (w: World): Case[] => [
        { name: 'own matches', expect: 'success', send: () => call('GET', path, undefined, w[kind].token) },
        { name: 'no token', expect: 'failure', send: () => call('GET', path) },
        { name: 'wrong category', expect: 'failure', send: () => call('GET', path, undefined, w.admin.token) },
      ],
    ]),
  ),
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
};

describe('contract conformance of every operation', () => {
  afterAll(() => {
    console.info(`conformance: ${checked.requests} requests sent, ${checked.responses} responses checked against the contract`);
  });

  it('has cases for every operation of the contract', () => {
    const missing = contractOperations.map(({ operation }) => operation.operationId).filter((id) => !(id in cases));
    expect(missing).toEqual([]);
  });

  it.each(contractOperations.map(({ operation }) => operation.operationId))('%s answers as the contract says', async (operationId) => {
    const build = cases[operationId];
    if (!build) throw new Error(`no cases for ${operationId}`);
    const w = await world();
    const problems: string[] = [];
    const tally = { success: 0, failure: 0 };
    for (const testCase of build(w)) {
      const before = testCase.expect === 'failure' ? JSON.stringify(db.contracts.all()) + db.users.count() : '';
      const response = await testCase.send();
      checked.requests += 1;
      checked.responses += 1;
      problems.push(...(await checkResponse(operationId, response)).map((p) => `${testCase.name}: ${p}`));
      const ok = response.status < 300;
      if (testCase.expect === 'success' && !ok) problems.push(`${testCase.name}: expected success, got ${response.status} ${await response.text()}`);
      if (testCase.expect === 'failure') {
        if (ok || response.status >= 500) problems.push(`${testCase.name}: expected a 4xx, got ${response.status}`);
        if (JSON.stringify(db.contracts.all()) + db.users.count() !== before) problems.push(`${testCase.name}: a refused request changed data`);
      }
      tally[testCase.expect] += 1;
    }
    expect(problems).toEqual([]);
    expect(tally.success).toBeGreaterThanOrEqual(1);
    expect(tally.failure).toBeGreaterThanOrEqual(2);
  });
});

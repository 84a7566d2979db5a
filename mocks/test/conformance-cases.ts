/**
 * The cases of the conformance test: for every operation of the contract, calls expected to succeed
 * and calls expected to be refused, built on the seeded demo accounts and records. The account,
 * profile and match operations are here; the rest in conformance-contract-cases.ts.
 */
import { contractCases } from './conformance-contract-cases';
import { conversationCases } from './conformance-conversations-cases';
import { insightCases } from './conformance-insights-cases';
import { liveCases } from './conformance-live-cases';
import { notificationCases } from './conformance-notifications-cases';
import { call, type Case, type World } from './conformance-world';
import { demo, DEMO_PASSWORD } from './harness';

export { world } from './conformance-world';

/** A complete local partner profile to register (the notification tests register it too). */
export const NEW_LOCAL_PARTNER = {
  businessLogo: 'data:image/png;base64,iVBORw0KGgo=', companyName: 'Gulf Bridge Consultancy', businessType: 'Consultant',
  industryFocus: 'Professional Services', yearsInOperation: 8, companySize: '11-50', registeredRegion: 'Dubai — DMCC',
  businessRegistrationNumber: 'DMCC-123', taxID: '100123456700003', serviceCategory: 'Company formation & licensing',
  detailedServiceDescription: 'Licensing', supportedMarketTypes: 'B2B', languagesSupported: 'English, Arabic',
  serviceCapacity: '10 clients', primaryContactName: 'Omar', designation: 'Director', contactEmail: 'omar@gbc.ae',
  contactPhone: '+971 4 123 4567', pricingModel: 'Fixed', collaborationPreferences: 'Long-term partnership', hasPurchased: false,
};

const accountCases: Record<string, (w: World) => Case[]> = {
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
    const profile = NEW_LOCAL_PARTNER;
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
};

export const cases: Record<string, (w: World) => Case[]> = { ...accountCases, ...contractCases, ...insightCases, ...notificationCases, ...conversationCases, ...liveCases };

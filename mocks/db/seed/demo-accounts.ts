import type { ForeignProfileRecord, InvestorProfileRecord, LocalProfileRecord } from '../records';
import { DAY_MS, iso, msBeforeAnchor } from './dates';
import { buildForeignBusiness } from './foreign-businesses';
import { buildInvestor } from './investors';
import { buildLocalPartner } from './local-partners';
import type { Rng } from './prng';
import { DEMO_PASSWORD, type Built, type SeedContext, type SeedUser } from './types';

/**
 * The fixed demo accounts (DESIGN.md), all with the password "corridor-demo". They are built first,
 * so their ids never change: users usr_0001..usr_0004, profiles fb_0001, lp_0001, inv_0001.
 */
export const DEMO_ACCOUNTS = {
  foreign: { email: 'demo.foreign@corridor.test', userId: 'usr_0001', profileId: 'fb_0001' },
  local: { email: 'demo.local@corridor.test', userId: 'usr_0002', profileId: 'lp_0001' },
  investor: { email: 'demo.investor@corridor.test', userId: 'usr_0003', profileId: 'inv_0001' },
  admin: { email: 'admin@corridor.test', userId: 'usr_0004', profileId: null },
} as const;

/** Signed-up accounts that have not completed a profile yet (the "complete your profile" journey). */
export const ONBOARDING_ACCOUNTS = {
  foreign: { email: 'new.foreign@corridor.test', userId: 'usr_0005' },
  local: { email: 'new.local@corridor.test', userId: 'usr_0006' },
} as const;

export { DEMO_PASSWORD };

type DemoKind = keyof typeof DEMO_ACCOUNTS;

/** The demo accounts' e-mail addresses by kind: what tests and journeys sign in with. */
export const DEMO_EMAILS = Object.fromEntries(Object.entries(DEMO_ACCOUNTS).map(([kind, account]) => [kind, account.email])) as {
  readonly [K in DemoKind]: (typeof DEMO_ACCOUNTS)[K]['email'];
};

export interface DemoAccounts {
  /** Demo users first, then the two without a profile. */
  users: SeedUser[];
  foreign: Built<ForeignProfileRecord>;
  local: Built<LocalProfileRecord>;
  investor: Built<InvestorProfileRecord>;
}

function demoUser(
  ctx: SeedContext,
  fields: Omit<SeedUser, 'id' | 'password' | 'hasCompletedProfile' | 'createdAt'> & { daysAgo: number; complete: boolean },
): SeedUser {
  return {
    id: ctx.ids.next('usr'),
    name: fields.name,
    businessName: fields.businessName,
    email: fields.email,
    category: fields.category,
    hasCompletedProfile: fields.complete,
    password: DEMO_PASSWORD,
    createdAt: iso(msBeforeAnchor(fields.daysAgo, 125)),
  };
}

export function buildDemoAccounts(ctx: SeedContext, rng: Rng): DemoAccounts {
  const foreignUser = demoUser(ctx, {
    name: 'Astrid Lindqvist', businessName: 'Nordvik Payments AB', email: DEMO_ACCOUNTS.foreign.email,
    category: 'foreign', daysAgo: 262, complete: true,
  });
  const localUser = demoUser(ctx, {
    name: 'Noura Al Hammadi', businessName: 'Al Noor Corporate Services', email: DEMO_ACCOUNTS.local.email,
    category: 'local', daysAgo: 268, complete: true,
  });
  const investorUser = demoUser(ctx, {
    name: 'Khalid Al Mazrouei', businessName: 'Saqr Bay Family Office', email: DEMO_ACCOUNTS.investor.email,
    category: 'investor', daysAgo: 255, complete: true,
  });
  const adminUser = demoUser(ctx, {
    name: 'Corridor Admin', businessName: 'Corridor', email: DEMO_ACCOUNTS.admin.email,
    category: 'admin', daysAgo: 272, complete: true,
  });
  const newForeign = demoUser(ctx, {
    name: 'Henrik Dahl', businessName: 'Dahl Subsea Robotics AS', email: ONBOARDING_ACCOUNTS.foreign.email,
    category: 'foreign', daysAgo: 2, complete: false,
  });
  const newLocal = demoUser(ctx, {
    name: 'Yousef Al Ketbi', businessName: 'Ketbi PRO Services', email: ONBOARDING_ACCOUNTS.local.email,
    category: 'local', daysAgo: 1, complete: false,
  });

  const foreign = buildForeignBusiness(
    ctx,
    rng,
    {
      companyName: 'Nordvik Payments AB',
      country: 'se',
      industry: 'fintech',
      overrides: {
        companySize: '51-200',
        expansionGoal: 'Market Entry',
        targetRevenue: 35,
        expansionTimeline: '3-6 months',
        marketType: 'B2B',
        preferredPartnerType: 'Financial',
        budgetRange: '100k-250k',
      },
    },
    Date.parse(foreignUser.createdAt),
    { user: foreignUser, logo: true },
  );

  const local = buildLocalPartner(
    ctx,
    rng,
    {
      brand: 'Al Noor',
      companyName: 'Al Noor Corporate Services',
      service: 'formation',
      industry: 'pro',
      region: 'difc',
      overrides: {
        businessType: 'Legal',
        yearsInOperation: 9,
        companySize: '11-50',
        businessRegistrationNumber: 'CL4187',
        taxID: '100384920573003',
        complianceCertifications: 'DIFC registered legal practitioner, ISO 9001:2015',
        detailedServiceDescription:
          'Al Noor is a DIFC-registered legal and corporate-services consultancy that takes Nordic and European companies from first enquiry to an operating UAE entity. We handle licensing with DED, DIFC and ADGM, draft shareholder and commercial-agency agreements, and run the PRO and visa work in-house. Fintech and SaaS founders make up about half of our current clients.',
        supportedMarketTypes: 'B2B',
        languagesSupported: 'English, Arabic, Swedish, Hindi, French',
        preferredClientIndustries: 'Fintech & Financial Services, Technology & SaaS, Professional Services',
        serviceCapacity: 'Up to 12 new clients per quarter',
        SLAEngagementPreferences:
          'First response within 4 business hours, Sunday to Friday. A written progress report every week and a shared tracker updated daily. Fixed fee per milestone; government fees are passed through at cost.',
        previousExperience:
          'Since 2021 we have set up the UAE entities of 23 Nordic companies, including two payment institutions now licensed in ADGM. We also ran the mainland conversion of a Danish SaaS group with 40 staff on UAE visas.',
        designation: 'Managing Partner',
        contactPhone: '+971 4 325 8810',
        teamExpertise:
          'Fourteen consultants, including two DIFC-registered lawyers, four PRO specialists and a Swedish-speaking client director. The team has handled more than 400 company formations since 2019.',
        pricingModel: 'Fixed',
        collaborationPreferences: 'Long-term partnership',
        matchScoreCriteria: 'Nordic and EU companies with a board decision to open in the UAE within six months.',
        hasPurchased: true,
        verificationStatus: 'Approved',
      },
    },
    0,
    Date.parse(localUser.createdAt),
    { user: localUser, logo: true },
  );

  const investor = buildInvestor(
    ctx,
    rng,
    {
      legalName: 'Saqr Bay Family Office',
      investorType: 'Family Office',
      region: 'adgm',
      overrides: {
        designation: 'Investment Director',
        contactPhone: '+971 2 694 3120',
        ticketSizeMinUSD: 250_000,
        ticketSizeMaxUSD: 2_000_000,
        targetStages: 'Seed, Series A, Series B',
        targetIndustries: 'Fintech & Financial Services, Technology & SaaS, CleanTech & Renewable Energy, Healthcare & Life Sciences',
        geographyFocus: 'Europe',
        marketTypePreference: 'B2B',
        involvementLevel: 'advisory',
        coInvestPreference: true,
        exitHorizonYears: 5,
        matchScoreCriteria: 'Nordic and European B2B companies opening a UAE entity; prefers co-investing alongside a European lead.',
        verificationStatus: 'Approved',
      },
    },
    Date.parse(investorUser.createdAt),
    { user: investorUser },
  );

  // the demo profiles were last edited a few weeks ago
  foreign.profile.updatedAt = iso(Date.parse(foreign.profile.createdAt) + 200 * DAY_MS);
  local.profile.updatedAt = iso(Date.parse(local.profile.createdAt) + 230 * DAY_MS);

  return {
    users: [foreignUser, localUser, investorUser, adminUser, newForeign, newLocal],
    foreign,
    local,
    investor,
  };
}

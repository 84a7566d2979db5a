import { investor } from './build';


// ---------------------------------------------------------------- investors

export const I = {
  adVc: investor('inv-ad-vc', {
    investorType: 'Venture Capital (VC)', legalName: 'Saqr Ventures', registeredRegion: 'ADGM, Abu Dhabi', ticketSizeMinUSD: 250_000, ticketSizeMaxUSD: 2_000_000,
    targetStages: 'Seed, Series A', targetIndustries: 'Fintech & Financial Services, Technology & SaaS', geographyFocus: 'Middle East',
    marketTypePreference: 'B2B', involvementLevel: 'Board Seat', coInvestPreference: true, exitHorizonYears: 7,
    matchScoreCriteria: 'Tech startups relocating to Abu Dhabi through Hub71',
  }),
  gulfFo: investor('inv-gulf-fo', {
    investorType: 'Family Office', legalName: 'Al Noor Family Office', registeredRegion: 'Dubai', ticketSizeMinUSD: 2_000_000, ticketSizeMaxUSD: 20_000_000,
    targetStages: 'Growth, Expansion, Late-stage', targetIndustries: 'Healthcare & Life Sciences, Food & Beverage, Hospitality & Tourism, Real estate',
    geographyFocus: 'Regional', marketTypePreference: 'Hybrid', involvementLevel: 'Strategic Advisor', coInvestPreference: true, exitHorizonYears: 10,
    matchScoreCriteria: 'Long-term partnerships and joint ventures with European brands entering the GCC',
  }),
  seAngel: investor('inv-se-angel', {
    investorType: 'Angel Investor', legalName: 'Lindqvist Angel Investments', registeredRegion: 'Dubai', ticketSizeMinUSD: 25_000, ticketSizeMaxUSD: 150_000,
    targetStages: 'Pre-seed, Seed', targetIndustries: 'Fintech, SaaS', geographyFocus: 'Europe', marketTypePreference: 'B2B',
    involvementLevel: 'Active Mentor', coInvestPreference: true, exitHorizonYears: 5, matchScoreCriteria: 'Nordic founders expanding to the UAE',
  }),
  difcPe: investor('inv-difc-pe', {
    investorType: 'Private Equity (PE)', legalName: 'Crescent Industrial Partners', registeredRegion: 'DIFC, Dubai', ticketSizeMinUSD: 10_000_000,
    ticketSizeMaxUSD: 50_000_000, targetStages: 'Growth, Late-stage', targetIndustries: 'Manufacturing & Industrial, Logistics, Energy',
    geographyFocus: 'Middle East', marketTypePreference: 'B2B', involvementLevel: 'boardSeatPreferred', coInvestPreference: false, exitHorizonYears: 5,
    matchScoreCriteria: 'Industrial and logistics platforms building capacity in the GCC',
  }),
  telcoCvc: investor('inv-telco-cvc', {
    investorType: 'Corporate Venture', legalName: 'Etisal Ventures', registeredRegion: 'Dubai', ticketSizeMinUSD: 500_000, ticketSizeMaxUSD: 5_000_000,
    targetStages: 'Series A, Series B', targetIndustries: 'Technology & SaaS, Education Technology, Fintech & Financial Services', geographyFocus: 'Regional',
    marketTypePreference: 'Hybrid', involvementLevel: 'Strategic Advisor', coInvestPreference: true, exitHorizonYears: 5,
    matchScoreCriteria: 'Startups that can pilot with our 10 million mobile subscribers and enterprise customers',
  }),
  healthVc: investor('inv-health-vc', {
    investorType: 'Venture Capital', legalName: 'Wellspring Health Ventures', registeredRegion: 'Abu Dhabi', ticketSizeMinUSD: 1_000_000,
    ticketSizeMaxUSD: 10_000_000, targetStages: 'Series A, Series B, Growth', targetIndustries: 'Healthcare & Life Sciences, medtech, digital health',
    geographyFocus: 'Global', marketTypePreference: 'B2B', involvementLevel: 'Board Seat', coInvestPreference: true, exitHorizonYears: 7,
    matchScoreCriteria: 'Medtech and digital health companies scaling in the GCC',
  }),
  climateFund: investor('inv-climate-fund', {
    investorType: 'Private Equity', legalName: 'Sahara Climate Capital', registeredRegion: 'Masdar City, Abu Dhabi', ticketSizeMinUSD: 5_000_000,
    ticketSizeMaxUSD: 50_000_000, targetStages: 'Growth, Expansion', targetIndustries: 'CleanTech & Renewable Energy, energy efficiency',
    geographyFocus: 'Global', marketTypePreference: 'B2B', involvementLevel: 'Board Seat', coInvestPreference: true, exitHorizonYears: 10,
    matchScoreCriteria: 'Climate technologies ready for utility-scale deployment in the UAE',
  }),
  nordicVc: investor('inv-nordic-vc', {
    investorType: 'Venture Capital (VC)', legalName: 'Aurora Nordic Ventures', registeredRegion: 'Stockholm, Sweden', ticketSizeMinUSD: 500_000,
    ticketSizeMaxUSD: 3_000_000, targetStages: 'Seed, Series A', targetIndustries: 'Technology & SaaS, Fintech & Financial Services, CleanTech & Renewable Energy',
    geographyFocus: 'Europe', marketTypePreference: 'B2B', involvementLevel: 'boardSeatPreferred', coInvestPreference: true, exitHorizonYears: 7,
    matchScoreCriteria: 'Nordic startups with international ambitions',
  }),
  usVc: investor('inv-us-vc', {
    investorType: 'Venture Capital (VC)', legalName: 'Bayview Capital', registeredRegion: 'San Francisco, USA', ticketSizeMinUSD: 2_000_000,
    ticketSizeMaxUSD: 10_000_000, targetStages: 'Series A, Series B', targetIndustries: 'Technology & SaaS', geographyFocus: 'North America',
    marketTypePreference: 'B2B', involvementLevel: 'Board Seat', coInvestPreference: false, exitHorizonYears: 7, matchScoreCriteria: 'US enterprise software',
  }),
  syndicate: investor('inv-syndicate', {
    investorType: 'Syndicate', legalName: 'Majlis Angels Syndicate', registeredRegion: 'Dubai', ticketSizeMinUSD: 50_000, ticketSizeMaxUSD: 500_000,
    targetStages: 'Pre-seed, Seed', targetIndustries: 'Sector agnostic', geographyFocus: 'Middle East', marketTypePreference: 'Hybrid',
    involvementLevel: 'Hands-off', coInvestPreference: true, exitHorizonYears: 5, matchScoreCriteria: 'Founders building in the UAE',
  }),
  ventureBank: investor('inv-venture-bank', {
    investorType: 'Bank', legalName: 'Emirates Growth Bank — Venture Debt', registeredRegion: 'Dubai', ticketSizeMinUSD: 1_000_000, ticketSizeMaxUSD: 20_000_000,
    targetStages: 'Growth, Expansion, Bridge', targetIndustries: 'Manufacturing & Industrial, Healthcare & Life Sciences, Technology & SaaS',
    geographyFocus: 'Middle East', marketTypePreference: 'B2B', involvementLevel: 'hands-off', coInvestPreference: false, exitHorizonYears: 3,
    matchScoreCriteria: 'Revenue-generating companies with UAE operations',
  }),
  accelerator: investor('inv-accelerator', {
    investorType: 'Accelerator/Incubator', legalName: 'Creek Launchpad', registeredRegion: 'Dubai', ticketSizeMinUSD: 20_000, ticketSizeMaxUSD: 100_000,
    targetStages: 'Pre-seed, Seed', targetIndustries: 'Technology & SaaS, Education Technology, E-commerce & Retail', geographyFocus: 'Local',
    marketTypePreference: 'Hybrid', involvementLevel: 'Operational Support', coInvestPreference: false, exitHorizonYears: 5,
    matchScoreCriteria: 'Early-stage startups joining our six-month Dubai programme',
  }),
  crowd: investor('inv-crowd', {
    investorType: 'Crowdfunding Platform', legalName: 'Souq Crowd', registeredRegion: 'DIFC, Dubai', ticketSizeMinUSD: 50_000, ticketSizeMaxUSD: 1_000_000,
    targetStages: 'Seed, Series A', targetIndustries: 'E-commerce & Retail, Food & Beverage, consumer brands', geographyFocus: 'Middle East',
    marketTypePreference: 'B2C', involvementLevel: 'Hands-off', coInvestPreference: true, exitHorizonYears: 5, matchScoreCriteria: 'Consumer brands with a loyal community',
  }),
  saudiPe: investor('inv-saudi-pe', {
    investorType: 'Private Equity (PE)', legalName: 'Najd Healthcare Partners', registeredRegion: 'Riyadh, Saudi Arabia', ticketSizeMinUSD: 5_000_000,
    ticketSizeMaxUSD: 30_000_000, targetStages: 'Growth, Late-stage', targetIndustries: 'Healthcare & Life Sciences, pharmaceuticals', geographyFocus: 'GCC',
    marketTypePreference: 'B2B', involvementLevel: 'Board Seat', coInvestPreference: true, exitHorizonYears: 5,
    matchScoreCriteria: 'Healthcare providers and pharma manufacturing in the GCC',
  }),
  dkFo: investor('inv-dk-fo', {
    investorType: 'Family Office', legalName: 'Holm Family Office', registeredRegion: 'Copenhagen, Denmark', ticketSizeMinUSD: 1_000_000,
    ticketSizeMaxUSD: 10_000_000, targetStages: 'Growth', targetIndustries: 'Food & Beverage, Hospitality & Tourism', geographyFocus: 'Europe',
    marketTypePreference: 'B2C', involvementLevel: 'Board Seat', coInvestPreference: false, exitHorizonYears: 10, matchScoreCriteria: 'Nordic consumer food brands',
  }),
  fintechPe: investor('inv-fintech-pe', {
    investorType: 'Private Equity', legalName: 'Gulf Fintech Growth Partners', registeredRegion: 'DIFC, Dubai', ticketSizeMinUSD: 20_000_000,
    ticketSizeMaxUSD: 100_000_000, targetStages: 'Growth, Late-stage', targetIndustries: 'Fintech & Financial Services', geographyFocus: 'Middle East',
    marketTypePreference: 'B2B', involvementLevel: 'Board Seat', coInvestPreference: true, exitHorizonYears: 5, matchScoreCriteria: 'Profitable fintech platforms',
  }),
  healthAngel: investor('inv-health-angel', {
    investorType: 'Angel Investor', legalName: 'Dr. Rashid Al Mansoori', registeredRegion: 'Abu Dhabi', ticketSizeMinUSD: 25_000, ticketSizeMaxUSD: 200_000,
    targetStages: 'Pre-seed, Seed', targetIndustries: 'Healthcare & Life Sciences, digital health', geographyFocus: 'Local', marketTypePreference: 'B2C',
    involvementLevel: 'Active Mentor', coInvestPreference: true, exitHorizonYears: 7, matchScoreCriteria: 'Digital health founders, especially women’s health',
  }),
  climateAccel: investor('inv-climate-accel', {
    investorType: 'Accelerator/Incubator', legalName: 'GreenStart Accelerator', registeredRegion: 'Masdar City, Abu Dhabi', ticketSizeMinUSD: 20_000,
    ticketSizeMaxUSD: 150_000, targetStages: 'Pre-seed, Seed', targetIndustries: 'CleanTech & Renewable Energy', geographyFocus: 'Global',
    marketTypePreference: 'B2B', involvementLevel: 'Operational Support', coInvestPreference: false, exitHorizonYears: 5,
    matchScoreCriteria: 'Early-stage climate startups piloting in Masdar City',
  }),
  eduPe: investor('inv-edu-pe', {
    investorType: 'Private Equity', legalName: 'Marifa Education Holdings', registeredRegion: 'Dubai', ticketSizeMinUSD: 10_000_000, ticketSizeMaxUSD: 60_000_000,
    targetStages: 'Growth, Late-stage', targetIndustries: 'Education Technology, private schools', geographyFocus: 'GCC', marketTypePreference: 'B2C',
    involvementLevel: 'Board Seat', coInvestPreference: false, exitHorizonYears: 7, matchScoreCriteria: 'School groups and education platforms at scale',
  }),
} as const;

import { foreign } from './build';

// ---------------------------------------------------------------- foreign businesses

export const F = {
  sePayments: foreign('fb-se-payments', {
    companyName: 'Klarbetal AB', industry: 'Fintech & Financial Services', companySize: '11-50', operatingRegion: 'Stockholm, Sweden',
    expansionGoal: 'Obtain a DFSA innovation testing licence in DIFC and open a regional office in Dubai for our B2B payments API',
    targetRevenue: 60, expansionTimeline: '3-6 months', marketType: 'B2B', preferredPartnerType: 'Legal', budgetRange: '100k-250k',
  }),
  dkMedtech: foreign('fb-dk-medtech', {
    companyName: 'Sårheal ApS', industry: 'Healthcare & Life Sciences', companySize: '51-200', operatingRegion: 'Copenhagen, Denmark',
    expansionGoal: 'Register our wound-care devices with DHA and MOHAP and build a distribution network to hospitals through Dubai Healthcare City',
    targetRevenue: 40, expansionTimeline: 'Medium-term (6-12)', marketType: 'B2B / Hospitals', preferredPartnerType: 'Distributor', budgetRange: '$250,000-$500,000',
  }),
  fiEdtech: foreign('fb-fi-edtech', {
    companyName: 'Oppimo Oy', industry: 'Education Technology', companySize: '11-50', operatingRegion: 'Helsinki, Finland',
    expansionGoal: 'Market Entry — pilot our K-12 maths platform with private schools in Dubai and Sharjah',
    targetRevenue: 80, expansionTimeline: '6-12 months', marketType: 'Hybrid', preferredPartnerType: 'Consultant', budgetRange: 'under50k',
  }),
  noCleantech: foreign('fb-no-cleantech', {
    companyName: 'Fjordsol AS', industry: 'CleanTech & Renewable Energy', companySize: '201-500', operatingRegion: 'Oslo, Norway',
    expansionGoal: 'Joint Ventures for utility-scale solar and battery storage projects in Abu Dhabi',
    targetRevenue: 35, expansionTimeline: '12+ months', marketType: 'B2B', preferredPartnerType: 'Strategic Partner', budgetRange: '$500,000-$1,000,000',
  }),
  seHrSaas: foreign('fb-se-hrsaas', {
    companyName: 'Talentia Cloud AB', industry: 'Technology & SaaS', companySize: '51-200', operatingRegion: 'Gothenburg, Sweden',
    expansionGoal: 'Market Expansion: sell our HR and payroll SaaS to GCC enterprises through resellers',
    targetRevenue: 50, expansionTimeline: 'Short-term (3-6)', marketType: 'B2B', preferredPartnerType: 'Reseller', budgetRange: '$100,000-$250,000',
  }),
  dkFood: foreign('fb-dk-food', {
    companyName: 'Nordmejeri A/S', industry: 'Food & Beverage', companySize: '201-500', operatingRegion: 'Aarhus, Denmark',
    expansionGoal: 'Distribution Network for our organic dairy range in UAE supermarkets; halal certification needed',
    targetRevenue: 30, expansionTimeline: '6-12 months', marketType: 'B2C', preferredPartnerType: 'Distributor', budgetRange: '250k-500k',
  }),
  fiFashion: foreign('fb-fi-fashion', {
    companyName: 'Lumo Wear Oy', industry: 'E-commerce & Retail', companySize: '11-50', operatingRegion: 'Tampere, Finland',
    expansionGoal: 'Launch our online store in the UAE with influencer marketing',
    targetRevenue: 120, expansionTimeline: 'Immediate (0-3 months)', marketType: 'B2C', preferredPartnerType: 'Marketing', budgetRange: 'Under $50,000',
  }),
  deIndustrial: foreign('fb-de-industrial', {
    companyName: 'Antriebstechnik Weber GmbH', industry: 'Manufacturing & Industrial', companySize: '501-1000', operatingRegion: 'Munich, Germany',
    expansionGoal: 'Manufacturing Setup: assemble energy-efficient industrial motors in KEZAD with a local joint venture partner',
    targetRevenue: 20, expansionTimeline: 'Long-term (1-2 years)', marketType: 'B2B', preferredPartnerType: 'Joint Venture', budgetRange: 'Over $1,000,000',
  }),
  nlGenerics: foreign('fb-nl-generics', {
    companyName: 'Lageland Pharma BV', industry: 'Healthcare & Life Sciences', companySize: '201-500', operatingRegion: 'Rotterdam, Netherlands',
    expansionGoal: 'Generic drug manufacturing JV', targetRevenue: 25, expansionTimeline: '12+ months', marketType: 'B2B / Hospitals',
    preferredPartnerType: 'Local Pharma Plants/Distributors', budgetRange: 'USD 5M-10M',
  }),
  seRobo: foreign('fb-se-robo', {
    companyName: 'Sparbot AB', industry: 'Fintech', companySize: '1-10', operatingRegion: 'Stockholm, Sweden',
    expansionGoal: 'Market Entry: launch a Sharia-compliant robo-advisor for UAE retail investors; raising a seed round',
    targetRevenue: 200, expansionTimeline: '0-3 months', marketType: 'emerging', preferredPartnerType: 'Financial', budgetRange: 'under50k',
  }),
  dkHotel: foreign('fb-dk-hotel', {
    companyName: 'Hotelvej ApS', industry: 'Hospitality & Tourism', companySize: '11-50', operatingRegion: 'Copenhagen, Denmark',
    expansionGoal: 'Market Entry for our hotel revenue-management software through local resellers or agents',
    targetRevenue: 70, expansionTimeline: '3-6 months', marketType: 'B2B', preferredPartnerType: 'Reseller, Agent', budgetRange: '50k-100k',
  }),
  eeCyber: foreign('fb-ee-cyber', {
    companyName: 'Kaitse Security OÜ', industry: 'Technology & SaaS', companySize: '51-200', operatingRegion: 'Tallinn, Estonia',
    expansionGoal: 'Local Partnerships with system integrators to sell cybersecurity software to banks and government entities',
    targetRevenue: 45, expansionTimeline: '6-12 months', marketType: 'B2B', preferredPartnerType: 'Strategic Partner', budgetRange: '250k-500k',
  }),
  isSeafood: foreign('fb-is-seafood', {
    companyName: 'Norðurfiskur ehf', industry: 'Food & Beverage', companySize: '51-200', operatingRegion: 'Reykjavik, Iceland',
    expansionGoal: 'Distribution Network to hotels and restaurants (HORECA) for chilled Icelandic seafood',
    targetRevenue: 25, expansionTimeline: '3-6 months', marketType: 'B2B', preferredPartnerType: 'Distributor', budgetRange: '$100,000-$250,000',
  }),
  fiWater: foreign('fb-fi-water', {
    companyName: 'Puhdas Vesi Oy', industry: 'CleanTech & Renewable Energy', companySize: '1-10', operatingRegion: 'Espoo, Finland',
    expansionGoal: 'Market Entry for solar-powered water purification units; raising a seed round',
    targetRevenue: 300, expansionTimeline: '6-12 months', marketType: 'emerging', preferredPartnerType: 'Financial', budgetRange: 'under50k',
  }),
  seHealth: foreign('fb-se-health', {
    companyName: 'Vårdkoll AB', industry: 'Healthcare & Life Sciences', companySize: '51-200', operatingRegion: 'Malmö, Sweden',
    expansionGoal: 'Market Expansion of our digital primary-care app to the GCC; looking for growth capital and a healthcare partner',
    targetRevenue: 90, expansionTimeline: '6-12 months', marketType: 'B2C', preferredPartnerType: 'Financial', budgetRange: 'Over $1,000,000',
  }),
  dkSupply: foreign('fb-dk-supply', {
    companyName: 'Lagerlogik ApS', industry: 'Technology & SaaS', companySize: '11-50', operatingRegion: 'Aarhus, Denmark',
    expansionGoal: 'Market Entry for our supply-chain visibility SaaS with Jebel Ali logistics firms; raising a Series A',
    targetRevenue: 100, expansionTimeline: '3-6 months', marketType: 'B2B', preferredPartnerType: 'Financial', budgetRange: '$500,000-$1,000,000',
  }),
  deSkincare: foreign('fb-de-skincare', {
    companyName: 'Hautnah Kosmetik GmbH', industry: 'E-commerce & Retail', companySize: '11-50', operatingRegion: 'Berlin, Germany',
    expansionGoal: 'Market Entry: fulfil online orders for our skincare brand from a Dubai warehouse with same-day delivery',
    targetRevenue: 90, expansionTimeline: '0-3 months', marketType: 'B2C', preferredPartnerType: 'Logistics', budgetRange: 'under50k',
  }),
  dkFemtech: foreign('fb-dk-femtech', {
    companyName: 'Cyklus ApS', industry: 'Healthcare & Life Sciences', companySize: '1-10', operatingRegion: 'Copenhagen, Denmark',
    expansionGoal: 'Market Entry: launch our femtech cycle-tracking app for women in the UAE; raising a pre-seed round',
    targetRevenue: 400, expansionTimeline: '0-3 months', marketType: 'B2C', preferredPartnerType: 'Financial', budgetRange: 'under50k',
  }),
} as const;

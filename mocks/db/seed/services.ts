import type { components } from '../../../src/api/schema';
import type { UaeRegionKey } from './regions';

type S = components['schemas'];

/**
 * What a UAE partner does: one archetype per service category, with the words that make its
 * profile believable. Texts are assembled from fragments (first sentence, second, optional third)
 * so no two partners read the same. Placeholders: {zone} where it is registered, {city}, {industry}
 * the industry it focuses on as a phrase, {country} a European home market, {n} / {m} small numbers.
 */
export interface ServiceArchetype {
  serviceCategory: string;
  businessTypes: readonly S['PartnerBusinessTypeOption'][];
  nameSuffixes: readonly string[];
  regions: readonly UaeRegionKey[];
  intros: readonly string[];
  offers: readonly string[];
  closers: readonly string[];
  expertise: readonly string[];
  experience: readonly string[];
  certifications: readonly string[];
  pricing: readonly S['PricingModelOption'][];
  collaboration: readonly S['CollaborationPreferenceOption'][];
  markets: readonly S['SupportedMarketTypeOption'][];
  capacity: readonly string[];
  /** Job titles of the contact person, when the general list does not fit. */
  designations?: readonly string[];
}

export type ServiceKey =
  | 'formation' | 'banking' | 'legal' | 'freezone' | 'logistics' | 'distribution' | 'recruitment' | 'marketing'
  | 'it' | 'realestate' | 'tax';

export const SERVICES: Record<ServiceKey, ServiceArchetype> = {
  formation: {
    serviceCategory: 'Company formation & licensing',
    businessTypes: ['Consultant', 'Consultant', 'Legal'],
    nameSuffixes: ['Corporate Services', 'Business Setup', 'Company Formation Consultants'],
    regions: ['dubai', 'dmcc', 'abuDhabi', 'sharjah', 'difc'],
    intros: [
      'We take foreign founders from first enquiry to a valid UAE trade licence, mainland or free zone.',
      'Our consultants handle the full company-formation journey in {city}, from trade-name reservation to the final licence.',
      'We are a {zone} business-setup consultancy for European companies opening their first UAE entity.',
      'We set up mainland LLCs, free-zone companies and branches of foreign companies across the Emirates.',
    ],
    offers: [
      'The service covers activity selection, initial approval, Memorandum of Association drafting and notarisation, and the establishment card.',
      'We also arrange immigration files, Emirates ID appointments and PRO visits so the founders rarely need to be in the country.',
      'Each client gets a fixed checklist and a shared tracker showing which authority holds their file on any day.',
      'Licences are usually issued within 15 to 30 days once the shareholder documents are attested.',
      'We coordinate notarisation and legalisation of parent-company documents with embassies in the client’s home country.',
    ],
    closers: [
      'After incorporation we stay on for licence renewals and amendments.',
      'Clients from the {industry} sector make up most of our current book.',
      'A bilingual account manager is assigned from day one.',
    ],
    expertise: [
      'The team includes former DED licensing officers and three PRO specialists.',
      'Our partners have set up more than {big} companies since the 2021 foreign-ownership reform.',
      'We combine corporate secretaries, PROs and an in-house Arabic legal translator.',
      'Consultants specialise by authority: DED, ADDED, DMCC and RAKEZ each have a dedicated desk.',
    ],
    experience: [
      'Recent work includes licensing {n} {country} technology companies in under four weeks each.',
      'We converted {m} free-zone companies into mainland LLCs after the 100% ownership rules came into force.',
      'Last year we set up the regional offices of {n} European {industry} firms.',
      'We handled the branch registration of a {country} listed group, including parent-company attestations.',
    ],
    certifications: ['Dubai Chamber member', 'ISO 9001:2015', 'DMCC registered service provider', 'Approved Amer/Tasheel service partner'],
    pricing: ['Fixed', 'Fixed', 'Mixed', 'Retainer'],
    collaboration: ['One-time project', 'Long-term partnership', 'Referral arrangement'],
    markets: ['B2B', 'B2B', 'Hybrid'],
    capacity: ['Up to {n} new clients per quarter', 'Around {n} company formations a month'],
  },
  banking: {
    serviceCategory: 'Banking & treasury',
    businessTypes: ['Banking'],
    nameSuffixes: ['Merchant Bank', 'Banking Advisory', 'Treasury Partners', 'Commercial Bank'],
    regions: ['difc', 'adgm', 'dubai', 'abuDhabi'],
    intros: [
      'We open corporate accounts and run treasury services for newly licensed foreign companies.',
      'We are a {zone}-based banking partner focused on cross-border businesses entering the Gulf.',
      'Our relationship managers help incoming European companies through UAE bank onboarding and KYC.',
      'We provide multi-currency accounts, trade finance and payment collections for companies scaling into the UAE.',
    ],
    offers: [
      'Account opening is handled by a single relationship manager who prepares the KYC pack with the client.',
      'We offer AED, EUR, SEK and USD accounts with same-day SEPA and SWIFT settlement.',
      'Our trade-finance desk issues letters of credit and bank guarantees for government tenders.',
      'Payment-collection APIs connect directly to local card acquirers and Aani instant payments.',
      'For regulated {industry} clients we coordinate with the central bank’s licensing requirements.',
    ],
    closers: [
      'Most accounts are operational within three weeks of a complete file.',
      'We partner with formation consultants so banking starts in parallel with the licence.',
      'Escrow and payroll (WPS) services are available from the first month.',
    ],
    expertise: [
      'Our team combines former compliance officers with relationship managers who speak six languages.',
      'The onboarding desk has handled more than {big} foreign-owned companies since 2022.',
      'We have dedicated specialists for fintech, payments and virtual-asset clients.',
      'Treasury advisers hold CFA and ACT qualifications.',
    ],
    experience: [
      'We onboarded {n} {country} companies last year, most of them within 20 working days.',
      'We structured the regional treasury of a European {industry} group with operations in four GCC countries.',
      'We supported {m} payment companies in obtaining stored-value facility licences.',
      'Our trade-finance team issued guarantees for {n} public-sector supply contracts.',
    ],
    certifications: ['CBUAE licensed', 'DFSA regulated', 'FSRA regulated', 'PCI DSS Level 1', 'ISO 27001'],
    pricing: ['Fixed', 'Mixed', 'Performance-based'],
    collaboration: ['Long-term partnership', 'Referral arrangement', 'White-label services'],
    markets: ['B2B', 'Hybrid'],
    capacity: ['Up to {n} new corporate accounts per month', 'Up to {n} new clients per quarter'],
    designations: ['Head of Corporate Banking', 'Relationship Director', 'Head of Business Development', 'Senior Relationship Manager'],
  },
  legal: {
    serviceCategory: 'Legal & regulatory',
    businessTypes: ['Legal'],
    nameSuffixes: ['Legal Consultants', 'Advocates & Legal Consultants', 'Law Chambers'],
    regions: ['difc', 'adgm', 'dubai', 'abuDhabi', 'sharjah'],
    intros: [
      'We are a {zone} law practice advising foreign companies on UAE corporate, commercial and regulatory matters.',
      'Our lawyers guide European businesses through UAE market entry, from structuring to their first commercial contracts.',
      'We advise on onshore and free-zone law, including DIFC and ADGM common-law regimes.',
      'We are a boutique commercial firm with rights of audience before the {city} courts.',
    ],
    offers: [
      'Typical mandates cover shareholder agreements, commercial agency registrations and employment contracts.',
      'We review distribution, agency and licensing agreements against UAE commercial agency law.',
      'Our regulatory team handles licensing with the DFSA, FSRA, CBUAE and sector regulators.',
      'We advise on the UAE Personal Data Protection Law and the DIFC data-protection regime.',
      'We draft bilingual Arabic-English contracts that are enforceable before onshore courts.',
    ],
    closers: [
      'Partners lead every matter personally.',
      'We work closely with formation consultants and banks so legal work never holds up the licence.',
      'Fee estimates are agreed before any work starts.',
    ],
    expertise: [
      'Our partners are qualified in England & Wales, the UAE and Sweden.',
      'The team of {team} lawyers includes former in-house counsel from regional banks.',
      'We have Arabic-speaking advocates with rights of audience and a DIFC-registered practitioner.',
      'Associates specialise in corporate, employment, IP and regulatory work.',
    ],
    experience: [
      'We structured the UAE entry of {n} {country} companies, including their holding arrangements.',
      'We obtained in-principle approvals for {m} {industry} businesses from financial-services regulators.',
      'We negotiated exclusive distribution agreements for European manufacturers with regional distributors.',
      'We advised on the first DIFC data-protection registrations of several European SaaS firms.',
    ],
    certifications: ['DIFC registered legal practitioner', 'Licensed by the Dubai Legal Affairs Department', 'ADGM Courts registered', 'ISO 27001'],
    pricing: ['Hourly', 'Fixed', 'Retainer', 'Mixed'],
    collaboration: ['Long-term partnership', 'One-time project', 'Referral arrangement'],
    markets: ['B2B', 'B2B', 'Hybrid'],
    capacity: ['Up to {n} new clients per quarter', 'Around {n} active mandates at a time'],
  },
  freezone: {
    serviceCategory: 'Free-zone setup',
    businessTypes: ['Consultant', 'Consultant', 'Other'],
    nameSuffixes: ['Free Zone Advisory', 'Setup Partners', 'Zone Services'],
    regions: ['dmcc', 'rakez', 'dubaiSouth', 'masdar', 'hamriyah', 'saif', 'kezad'],
    intros: [
      'We help foreign companies choose the right free zone and set up there quickly.',
      'We are an authorised setup agent in {zone}, with desks in several other free zones.',
      'We compare free-zone packages, licence activities and visa quotas so founders pick the right home.',
      'Our advisers specialise in free-zone companies for European exporters and service firms.',
    ],
    offers: [
      'We handle the application, flexi-desk or office allocation, establishment card and investor visas.',
      'Packages include the licence, a registered address and up to six visa allocations.',
      'We explain the customs and tax consequences of free-zone versus mainland trading before anything is signed.',
      'Where a client needs mainland customers we set up a branch or dual licence alongside the free-zone entity.',
      'Our team files the qualifying free-zone person analysis for the 0% corporate tax rate.',
    ],
    closers: [
      'Most licences are issued within ten working days.',
      'Visa processing is coordinated in-house.',
      'We remain the client’s point of contact for renewals.',
    ],
    expertise: [
      'Advisers have worked inside free-zone authorities and know their approval processes.',
      'The team has registered more than {big} free-zone companies.',
      'We have specialists for industrial licences that need environmental and civil-defence approvals.',
      'Account managers speak English, Arabic, Hindi and Russian.',
    ],
    experience: [
      'We set up {n} {country} companies in free zones over the past two years.',
      'We relocated the regional hub of a European {industry} group to a free zone within six weeks.',
      'We obtained industrial licences for {m} light-manufacturing clients.',
      'We helped several founders move from a flexi-desk to a warehouse unit as they grew.',
    ],
    certifications: ['Authorised free-zone setup agent', 'Dubai Chamber member', 'ISO 9001:2015'],
    pricing: ['Fixed', 'Fixed', 'Mixed'],
    collaboration: ['One-time project', 'Referral arrangement', 'Long-term partnership'],
    markets: ['B2B', 'Hybrid'],
    capacity: ['Up to {n} new clients per quarter', 'Around {n} free-zone setups a month'],
  },
  logistics: {
    serviceCategory: 'Logistics & customs',
    businessTypes: ['Logistics'],
    nameSuffixes: ['Logistics', 'Freight & Customs', 'Shipping & Clearing'],
    regions: ['jafza', 'dubaiSouth', 'kezad', 'hamriyah', 'saif'],
    intros: [
      'We move goods into and across the UAE for European exporters, from port clearance to final delivery.',
      'We are a {zone} freight forwarder and customs broker with bonded warehousing.',
      'We run import, re-export and last-mile logistics out of {city}.',
      'Our logistics team gives new market entrants a ready supply chain without their own warehouse.',
    ],
    offers: [
      'Services cover customs clearance, HS classification, duty suspension and re-export documentation.',
      'We operate temperature-controlled and bonded storage for {industry} goods.',
      'Sea, air and road freight are booked through one desk with live shipment tracking.',
      'We register importer codes and handle conformity certificates with the relevant authorities.',
      'Fulfilment includes pick-and-pack, kitting and returns for e-commerce orders.',
    ],
    closers: [
      'Clearance normally completes within 24 hours of arrival.',
      'Our trucks cover all seven emirates and Oman daily.',
      'Clients see stock levels in a web portal.',
    ],
    expertise: [
      'Our customs brokers are licensed by Dubai Customs and Abu Dhabi Customs.',
      'The team manages {n} thousand square metres of warehousing.',
      'We have dangerous-goods certified staff and a cold-chain specialist.',
      'Operations run around the clock from a control room at the port.',
    ],
    experience: [
      'We handled the first UAE shipments of {n} {country} manufacturers last year.',
      'We run the regional distribution centre of a European {industry} brand, shipping to six GCC countries.',
      'We cleared {m} thousand consignments last year with a 99.4% on-time rate.',
      'We set up the bonded re-export flow of a Nordic seafood exporter to Saudi Arabia.',
    ],
    certifications: ['AEO certified (UAE Customs)', 'ISO 9001:2015', 'IATA cargo agent', 'GDP certified cold chain', 'HACCP'],
    pricing: ['Fixed', 'Mixed', 'Hourly', 'Performance-based'],
    collaboration: ['Long-term partnership', 'White-label services', 'One-time project'],
    markets: ['B2B', 'B2C', 'Hybrid'],
    capacity: ['Up to {n} new clients per quarter', 'Room for {n} new shippers per quarter'],
    designations: ['Operations Director', 'General Manager', 'Head of Business Development', 'Customs Manager'],
  },
  distribution: {
    serviceCategory: 'Distribution',
    businessTypes: ['Distributor'],
    nameSuffixes: ['Trading LLC', 'General Trading', 'Distribution'],
    regions: ['dubai', 'jafza', 'sharjah', 'abuDhabi', 'hamriyah'],
    intros: [
      'We distribute European brands to retail, wholesale and institutional buyers across the GCC.',
      'We are a {city} distributor with our own sales force and warehouse.',
      'We import and distribute {industry} products under exclusive and non-exclusive agreements.',
      'Our trading house gives foreign brands access to supermarkets, pharmacies and e-commerce platforms.',
    ],
    offers: [
      'We handle product registration, Arabic labelling and listing fees with the major retail chains.',
      'Our field sales team covers more than {big} points of sale in the UAE.',
      'We hold stock locally so buyers get delivery within 48 hours.',
      'Marketplace listings on the main regional e-commerce platforms are managed in-house.',
      'We can act as importer of record and registered commercial agent.',
    ],
    closers: [
      'Exclusive territories are agreed per emirate or for the whole GCC.',
      'We report sell-out data to principals every month.',
      'Principals keep control of their brand and pricing.',
    ],
    expertise: [
      'Our category managers come from the region’s largest retail groups.',
      'The sales team of {team} covers modern trade, HoReCa and hospitals.',
      'We have regulatory specialists for food, cosmetics and medical devices.',
      'Key-account managers speak Arabic, English, Hindi and Tagalog.',
    ],
    experience: [
      'We launched {n} European brands in UAE supermarkets over the last three years.',
      'We distribute a {country} {industry} range in more than {big} stores.',
      'We built the pharmacy channel for {m} European healthcare brands.',
      'We took a Nordic beverage brand from first listing to national distribution in nine months.',
    ],
    certifications: ['ISO 22000', 'HACCP', 'Dubai Municipality registered importer', 'MOHAP licensed medical-device distributor'],
    pricing: ['Wholesale/Retail', 'Revenue Share', 'Performance-based', 'Mixed'],
    collaboration: ['Distribution & Retail Chains', 'Long-term partnership', 'Joint Venture'],
    markets: ['B2C', 'Hybrid', 'B2B'],
    capacity: ['Up to {n} new principals per year', 'Up to {n} new clients per quarter'],
    designations: ['Commercial Director', 'General Manager', 'Country Manager', 'Head of Business Development'],
  },
  recruitment: {
    serviceCategory: 'Recruitment & visas',
    businessTypes: ['Recruitment'],
    nameSuffixes: ['Talent', 'Recruitment Consultants', 'HR & PRO Services'],
    regions: ['dubai', 'dic', 'abuDhabi', 'sharjah', 'dmcc'],
    intros: [
      'We hire the first UAE team for companies entering the market and handle their visas.',
      'We are a licensed recruitment agency in {city} with an employer-of-record service.',
      'Our consultants recruit country managers, sales teams and specialists for foreign companies.',
      'We combine executive search with PRO and immigration services.',
    ],
    offers: [
      'Searches cover senior and mid-level roles, with a shortlist usually within three weeks.',
      'Our employer-of-record service lets clients hire before their own licence is issued.',
      'We process work permits, Emirates ID and residence visas, including family sponsorship.',
      'Emiratisation targets are planned with each client from the start.',
      'Payroll runs through the Wage Protection System with end-of-service calculations included.',
    ],
    closers: [
      'Placements carry a 90-day replacement guarantee.',
      'We specialise in {industry} talent.',
      'Candidates are interviewed in English and Arabic.',
    ],
    expertise: [
      'Our {team} consultants each cover one industry.',
      'The PRO team has processed thousands of visas with MOHRE and GDRFA.',
      'Recruiters have backgrounds in technology, finance and healthcare.',
      'We have a dedicated Emiratisation adviser.',
    ],
    experience: [
      'We built the launch teams of {n} {country} companies in the UAE.',
      'We placed {m} country managers for European {industry} businesses.',
      'We ran employer-of-record contracts for {n} staff while clients waited for their licences.',
      'We recruited a 40-person sales team for a European SaaS company in four months.',
    ],
    certifications: ['MOHRE licensed recruitment agency', 'ISO 9001:2015', 'CIPD accredited consultants'],
    pricing: ['Performance-based', 'Fixed', 'Retainer', 'Mixed'],
    collaboration: ['Long-term partnership', 'One-time project', 'White-label services'],
    markets: ['B2B'],
    capacity: ['Up to {n} new clients per quarter', 'Around {n} placements a month'],
  },
  marketing: {
    serviceCategory: 'Marketing & PR',
    businessTypes: ['Marketing'],
    nameSuffixes: ['Communications', 'Marketing & PR', 'Creative Agency'],
    regions: ['dubai', 'dic', 'dmcc', 'abuDhabi'],
    intros: [
      'We launch foreign brands in the UAE with localised campaigns, PR and events.',
      'We are a bilingual marketing agency in {city} working with brands new to the Gulf.',
      'Our agency handles go-to-market strategy, Arabic localisation and media relations.',
      'We help European companies become known in the UAE before their first sale.',
    ],
    offers: [
      'Services include brand localisation, Arabic copywriting, paid social and influencer campaigns.',
      'We run press launches with regional business and trade media.',
      'Our events team organises launch events and trade-show stands at the major {city} exhibitions.',
      'We build Arabic and English websites and manage regional search marketing.',
      'Campaigns are reported weekly with leads and cost per acquisition.',
    ],
    closers: [
      'Most launch campaigns run for three months.',
      'We know the {industry} media landscape well.',
      'A Nordic-speaking account lead is available.',
    ],
    expertise: [
      'Our {team} strategists, designers and copywriters work in Arabic and English.',
      'The PR team has long-standing relationships with regional editors.',
      'We have certified paid-media specialists.',
      'Creative directors have worked in Stockholm, Beirut and Dubai.',
    ],
    experience: [
      'We launched {n} {country} brands in the region, including two consumer apps.',
      'We ran the regional launch of a European {industry} company with a media reach of {m} million.',
      'We organised trade-show presence for {n} exhibitors.',
      'We localised the brand and website of a Finnish edtech company into Arabic.',
    ],
    certifications: ['Certified paid-media partner', 'National Media Council licensed', 'IAA member'],
    pricing: ['Retainer', 'Fixed', 'Performance-based', 'Mixed'],
    collaboration: ['One-time project', 'Long-term partnership', 'White-label services'],
    markets: ['B2C', 'Hybrid', 'B2B'],
    capacity: ['Up to {n} new clients per quarter', 'Around {n} campaigns at a time'],
  },
  it: {
    serviceCategory: 'IT & cloud services',
    businessTypes: ['IT Services'],
    nameSuffixes: ['Digital', 'Cloud Systems', 'Technologies'],
    regions: ['dic', 'dubai', 'adgm', 'masdar', 'dmcc'],
    intros: [
      'We provide cloud, security and integration services for companies setting up in the UAE.',
      'We are a {zone} systems integrator helping foreign software companies meet local hosting rules.',
      'Our engineers migrate workloads to in-country cloud regions and run them.',
      'We deliver managed IT, cybersecurity and ERP integration for new market entrants.',
    ],
    offers: [
      'Services include in-country hosting, data-residency reviews and penetration testing.',
      'We integrate client platforms with UAE Pass, local payment gateways and e-invoicing.',
      'Our support desk runs around the clock in English and Arabic.',
      'We prepare companies for the UAE Information Assurance Standards and ISO 27001 audits.',
      'Projects start with an architecture review against {industry} regulations.',
    ],
    closers: [
      'Engagements start with a two-week assessment.',
      'We are partners of the major cloud providers operating UAE regions.',
      'Clients keep full ownership of their code and data.',
    ],
    expertise: [
      'Our {team} engineers hold cloud architecture and security certifications.',
      'The security team includes certified penetration testers.',
      'We have integration specialists for ERP, CRM and payments.',
      'Delivery teams work in Dubai and Kochi.',
    ],
    experience: [
      'We moved {n} European SaaS platforms to in-country hosting.',
      'We integrated UAE Pass for {m} {industry} applications.',
      'We prepared a {country} healthtech company for its local data-protection review.',
      'We run managed security for {n} regional offices of European firms.',
    ],
    certifications: ['ISO 27001', 'ISO 20000-1', 'UAE IAS compliant', 'SOC 2 Type II'],
    pricing: ['Fixed', 'Hourly', 'Retainer', 'Mixed'],
    collaboration: ['Long-term partnership', 'One-time project', 'White-label services'],
    markets: ['B2B', 'Hybrid'],
    capacity: ['Up to {n} new clients per quarter', 'Around {n} projects at a time'],
  },
  realestate: {
    serviceCategory: 'Real estate & office space',
    businessTypes: ['Real Estate'],
    nameSuffixes: ['Properties', 'Business Centres', 'Workspace'],
    regions: ['dmcc', 'dubai', 'abuDhabi', 'difc', 'sharjah'],
    intros: [
      'We find offices, warehouses and flexible workspace for companies opening in the UAE.',
      'We are a commercial property agency in {city} focused on incoming international companies.',
      'Our business centres offer serviced offices that satisfy licence and visa requirements.',
      'We help foreign businesses secure premises, from a flexi-desk to a full floor.',
    ],
    offers: [
      'We handle lease negotiation, Ejari or tenancy registration and fit-out management.',
      'Serviced offices are available from one desk to {n} workstations on monthly terms.',
      'We shortlist warehouses and showrooms that meet civil-defence and licensing rules.',
      'Staff housing and relocation support are available for the client’s first hires.',
      'Our team checks that the premises match the licence activity before anything is signed.',
    ],
    closers: [
      'Most clients move in within four weeks.',
      'Leases are available on flexible terms for the first year.',
      'We work with all the major free-zone landlords.',
    ],
    expertise: [
      'Our agents are RERA-certified brokers.',
      'The fit-out team has delivered more than {n} offices.',
      'We have specialists in industrial and logistics property.',
      'Relocation advisers help families with schools and housing.',
    ],
    experience: [
      'We found first offices for {n} {country} companies last year.',
      'We delivered the regional headquarters fit-out of a European {industry} group.',
      'We leased {m} warehouse units in logistics zones to European exporters.',
      'We moved a Danish software team from a flexi-desk to a 60-seat office within a year.',
    ],
    certifications: ['RERA registered broker', 'ISO 9001:2015', 'Dubai Chamber member'],
    pricing: ['Fixed', 'Performance-based', 'Mixed'],
    collaboration: ['One-time project', 'Long-term partnership', 'Referral arrangement'],
    markets: ['B2B', 'Hybrid'],
    capacity: ['Up to {n} new clients per quarter', 'Around {n} serviced offices available'],
    designations: ['Leasing Director', 'General Manager', 'Senior Broker', 'Head of Business Development'],
  },
  tax: {
    serviceCategory: 'Tax & accounting',
    businessTypes: ['Consultant', 'Other', 'Consultant'],
    nameSuffixes: ['Chartered Accountants', 'Tax & Audit', 'Accounting Services'],
    regions: ['dubai', 'abuDhabi', 'difc', 'sharjah', 'rakez'],
    intros: [
      'We keep the books and file the taxes of foreign-owned companies in the UAE.',
      'We are a {city} accounting and tax practice for international companies.',
      'Our accountants handle VAT, corporate tax and audit for companies new to the UAE.',
      'We advise European groups on the UAE tax side of their market entry.',
    ],
    offers: [
      'Services cover VAT and corporate-tax registration, monthly bookkeeping and returns.',
      'We prepare audited financial statements required by free zones and banks.',
      'Transfer-pricing documentation is prepared alongside the parent company’s advisers.',
      'We check free-zone qualifying income so clients keep the 0% rate where they can.',
      'We handle economic-substance and ultimate-beneficial-owner filings.',
    ],
    closers: [
      'Reports are delivered in the parent company’s reporting format.',
      'We work in English, Arabic and several European languages.',
      'Clients receive a tax calendar at onboarding.',
    ],
    expertise: [
      'Our partners are chartered accountants and FTA-registered tax agents.',
      'The team of {team} accountants works on cloud accounting systems.',
      'We have specialists in transfer pricing and free-zone tax.',
      'Managers have worked for international audit firms.',
    ],
    experience: [
      'We registered {n} foreign companies for corporate tax in its first year.',
      'We keep the books of {m} {country} subsidiaries in the UAE.',
      'We prepared transfer-pricing files for a European {industry} group.',
      'We handled VAT refunds for exporters worth several million dirhams.',
    ],
    certifications: ['FTA registered tax agency', 'ACCA approved employer', 'ISO 9001:2015'],
    pricing: ['Fixed', 'Retainer', 'Hourly'],
    collaboration: ['Long-term partnership', 'One-time project', 'Referral arrangement'],
    markets: ['B2B', 'Hybrid'],
    capacity: ['Up to {n} new clients per quarter', 'Around {n} companies on monthly bookkeeping'],
  },
};

export const SERVICE_KEYS = Object.keys(SERVICES) as ServiceKey[];

/** Engagement terms shared by every kind of partner. */
export const SLA_RESPONSE = [
  'First response within 4 business hours, Sunday to Friday.',
  'Enquiries are answered within one working day.',
  'Urgent matters get a call back the same day.',
  'A named account manager replies within 8 business hours.',
] as const;

export const SLA_REPORTING = [
  'Progress reports go out every week, with a call every fortnight.',
  'Clients get a shared tracker updated daily.',
  'Monthly steering calls with a partner are included.',
  'Every milestone is confirmed in writing.',
] as const;

export const SLA_TERMS = [
  'Engagements start with a signed scope and a 30-day notice period.',
  'Fees are invoiced by milestone.',
  'Retainers are reviewed every quarter.',
  'Government fees are passed through at cost.',
] as const;

export const MATCH_CRITERIA = [
  'Prefers Nordic and EU companies with a signed board decision to enter the UAE.',
  'Best fit for clients with a budget above USD 50,000 and a six-month timeline.',
  'Looking for B2B companies planning a regional hub.',
  'Prioritises clients in our focus industry and regulated sectors.',
  'Interested in long-term partnerships rather than one-off tasks.',
] as const;

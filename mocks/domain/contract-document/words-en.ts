/** The contract document's words in English: the text the parties sign (words.ts says what each one is). */
import { CADENCE_EN, INVOLVEMENT_EN, PRICING_EN, REPORTING_EN } from './service-levels';
import { e, escapeHtml, formatDate, plural, usd } from './text';
import type { Words } from './words';

const ROLES_EN: Words['roles'] = {
  'local-foreign': { local: 'the Partner', foreign: 'the Client', investor: 'the Investor' },
  'investor-local': { local: 'the Partner', foreign: 'the Client', investor: 'the Investor' },
  'investor-foreign': { local: 'the Partner', foreign: 'the Company', investor: 'the Investor' },
};

const KINDS_EN: Words['kinds'] = { foreign: 'Foreign business', local: 'Local partner (service provider)', investor: 'Investor' };

/** English: the text the parties sign. Its words are the document's since issue 14; only the language clause is new. */
export const EN: Words = {
  lang: 'en',
  dir: 'ltr',
  title: 'Partnership Agreement and Service Level Agreement',
  brand: 'Corridor &middot; UAE market entry',
  date: formatDate,
  text: e,
  code: e,
  option: e,
  options: e,
  comma: ', ',
  usd,
  usdRange: (min, max) => `${usd(min)} to ${usd(max)}`,
  meta: {
    reference: 'Contract reference',
    category: 'Category',
    requested: 'Request made on',
    effective: 'Effective date',
    termEnds: 'Initial term ends',
    version: 'Version',
    versionValue: (version, generated) => `${version}, generated on ${generated}`,
  },
  categories: { 'local-foreign': 'Local partner and foreign business', 'investor-local': 'Investor and local partner', 'investor-foreign': 'Investor and foreign business' },
  categoryValue: (label, category) => `${label} (${escapeHtml(category)})`,
  roles: ROLES_EN,
  definedTerm: (role) => `(&ldquo;${role.replace(/^the /, 'The ')}&rdquo;)`,
  kinds: KINDS_EN,
  parties: {
    heading: '1. Parties',
    madeBetween: (one, two) => `This agreement is made between ${one} and ${two} (each a &ldquo;party&rdquo;, together the &ldquo;parties&rdquo;).`,
    one: 'Partner One',
    two: 'Partner Two',
    unnamed: 'Unnamed party',
    unregistered: 'a party no longer registered',
    notAvailable: 'Party information not available',
    noLongerRegistered: (kind) => `This ${KINDS_EN[kind].toLowerCase()} profile is no longer registered on the platform.`,
    investorCapacity: (type) => `${KINDS_EN.investor}${type ? ` (${type})` : ''}`,
    rows: {
      companyName: 'Company name',
      capacity: 'Capacity',
      businessType: 'Business type',
      registeredRegion: 'Registered region',
      registrationNumber: 'Registration number',
      taxId: 'Tax ID (TRN)',
      certifications: 'Compliance certifications',
      representedBy: 'Represented by',
      noticesTo: 'Notices to',
      industry: 'Industry',
      operatingRegion: 'Operating region',
      companySize: 'Company size',
      legalName: 'Legal name',
    },
  },
  purpose: {
    heading: '2. Purpose',
    'investor-foreign': 'The Investor and the Company agree to work together on a possible investment in the Company and on its expansion into the United Arab Emirates, on the terms below.',
    'investor-local': 'The Partner will provide market-entry and operating services in the United Arab Emirates to the Investor and, where agreed, its portfolio companies, on the terms below.',
    'local-foreign': 'The Partner will support the Client&rsquo;s entry into and operation in the United Arab Emirates market with the services described below, on the terms below.',
    introduced: 'The parties were introduced through the Corridor platform, which is not a party to this agreement.',
  },
  scope: {
    heading: '3. Scope of services',
    providesTo: (category) =>
      `The Partner provides its services to ${category === 'investor-local' ? 'the Investor and, where the Investor asks in writing, its portfolio companies entering the UAE' : 'the Client for its entry into and operation in the United Arab Emirates'}.`,
    rows: { serviceCategory: 'Service category', businessType: 'Business type', marketTypes: 'Market types supported', languages: 'Working languages', collaboration: 'Collaboration model' },
    asAgreed: 'As agreed in writing between the parties',
    description: 'Description of services',
    context: 'Engagement context',
    contextRows: {
      investorIndustries: 'Investor target industries',
      investorStages: 'Investor target stages',
      investorGeography: 'Investor geography focus',
      clientIndustry: 'Client industry',
      clientGoal: 'Client expansion goal',
      clientTimeline: 'Client expansion timeline',
      clientMarket: 'Client market type',
      clientPartnerType: 'Client preferred partner type',
    },
    outside: 'Work outside this scope is agreed in writing (including by e-mail) before it starts and is then part of this agreement.',
  },
  investment: {
    heading: '3. Investment scope',
    intro: 'The parties will explore an investment by the Investor in the Company in connection with the Company&rsquo;s expansion into the United Arab Emirates, on the following basis.',
    rows: {
      ticket: 'Ticket size',
      stages: 'Target stages',
      industries: 'Target industries',
      geography: 'Geography focus',
      marketType: 'Market type preference',
      involvement: 'Involvement',
      coInvestment: 'Co-investment',
      exitHorizon: 'Exit horizon',
      companyIndustry: 'Company industry',
      companyGoal: 'Company expansion goal',
      companyGrowth: 'Company target revenue growth',
    },
    asInTermSheet: 'As agreed in the term sheet',
    coInvest: (allowed) => (allowed ? 'The Investor may invest alongside co-investors.' : 'The Investor prefers to invest without co-investors.'),
    years: (n) => `${n} years`,
    percent: (n) => `${n}%`,
    notBinding:
      'Any investment is subject to due diligence and to a separate term sheet and investment agreement signed by both parties; this agreement does not oblige either party to invest or to accept an investment.',
  },
  sla: {
    heading: '4. Service level agreement',
    partnerIntro:
      'The Partner meets the following service levels. Business days are Monday to Friday, excluding public holidays in the United Arab Emirates; business hours are 09:00 to 18:00 Gulf Standard Time.',
    investorIntro: 'The parties meet the following service levels. Business days are Monday to Friday, excluding public holidays in the United Arab Emirates.',
    level: 'Service level',
    commitment: 'Commitment',
    rows: {
      firstResponse: 'First response to a new request',
      urgent: 'Urgent matters (licence, visa or regulatory deadlines)',
      start: 'Start of work',
      reporting: 'Progress reporting',
      escalation: 'Escalation',
      capacity: 'Capacity committed',
      investorResponse: 'Investor response to information requests',
      companyResponse: 'Company response to due-diligence requests',
      decision: 'Investment decision after a complete data room',
      companyReporting: 'Reporting by the Company after any investment',
    },
    within: (span) => (span.unit === 'same-day' ? 'within the same business day' : `within ${plural(span.n, `business ${span.unit}`)}`),
    urgent: (hours) => `Acknowledged within ${plural(hours, 'business hour')} and handled with priority`,
    kickOff: (days) => `within ${days} business days of the Effective Date`,
    cadence: CADENCE_EN,
    escalation: (contact) => `Issues not resolved within 2 business days are escalated to ${contact || 'the Partner&rsquo;s primary contact'}`,
    capacityAsAgreed: 'As agreed per engagement',
    investorResponse: 'within 5 business days',
    companyResponse: 'within 5 business days',
    decision: 'within 30 days',
    reporting: REPORTING_EN,
    investorEscalation: 'Issues not resolved within 10 business days are raised between the parties&rsquo; senior representatives',
    involvement: INVOLVEMENT_EN,
    preferences: 'Engagement preferences stated by the Partner',
    missed: 'Where a service level is missed, the Partner tells the other party in writing, gives the reason and a new date. Repeated material misses are a breach under clause 8.',
  },
  fees: {
    heading: '5. Fees and pricing model',
    investorNoFees: (range) =>
      `No fees are payable between the parties under this agreement. The amount, valuation and instrument of any investment are set in a separate term sheet${range ? `, within the Investor&rsquo;s ticket range of ${range}` : ''}. Each party bears its own costs, including legal and due-diligence costs.`,
    model: 'Pricing model',
    asAgreed: 'As agreed in writing',
    pricing: PRICING_EN,
    statedModel: (model) => `The pricing model stated by the Partner ("${model}"), with amounts agreed in writing before the work starts.`,
    noModel: 'Fees and amounts agreed in writing before the work starts.',
    budget: (budget) => `The Client&rsquo;s indicated budget for the engagement is ${budget}.`,
    passThrough: (trn) =>
      `Government, licensing and other third-party fees are passed through at cost, with receipts. Invoices are payable within 30 days in AED or USD. UAE value added tax is added where it is due${trn ? ` (Partner TRN ${trn})` : ''}.`,
  },
  term: {
    heading: '6. Term and renewal',
    text: (effective, end) =>
      `This agreement starts on the Effective Date (${effective}) and runs for an initial term of twelve (12) months${end ? `, until ${end}` : ''}. It renews automatically for further periods of twelve (12) months unless either party gives the other at least thirty (30) days&rsquo; written notice before the end of the current period.`,
  },
  confidentiality: {
    heading: '7. Confidentiality',
    text: 'Each party keeps confidential all non-public business, financial, technical and personal information it receives from the other party, uses it only for this agreement, and shares it only with its employees and advisers who need it and are bound by the same duty. This duty does not cover information that is public, already known to the receiving party, or that must be disclosed by law or by a competent authority. It survives for three (3) years after this agreement ends. Personal data is handled in line with the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021) and any data protection rules of the free zone that applies.',
  },
  termination: {
    heading: '8. Termination',
    notice: 'Either party may end this agreement at any time with thirty (30) days&rsquo; written notice.',
    breach: 'Either party may end this agreement immediately by written notice if the other party commits a material breach and does not remedy it within fourteen (14) days of being told of it in writing, or becomes insolvent.',
    onEnd: (investorDeal) =>
      `On termination, ${investorDeal ? 'any investment already made stays governed by its own agreements' : 'fees for work properly done up to the termination date remain payable'}, and each party returns or destroys the other party&rsquo;s confidential information.`,
  },
  law: { heading: '9. Governing law', text: 'This agreement is governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai.' },
  disputes: {
    heading: '10. Disputes',
    text: 'The parties first try in good faith to settle any dispute through their senior representatives within thirty (30) days. A dispute not settled in that time is finally resolved by arbitration in Dubai under the Arbitration Rules of the Dubai International Arbitration Centre (DIAC) in force at the time, by a sole arbitrator, in the English language. The award is final and binding on the parties.',
  },
  general: {
    heading: '11. General',
    text: 'This agreement, with any written scope or term sheet agreed under it, is the whole agreement between the parties on its subject. Changes are valid only in writing and accepted by both parties. Neither party may assign this agreement without the other&rsquo;s written consent. Notices are given in writing to the contact details above.',
  },
  language: {
    heading: '12. Language',
    text: 'This agreement is made in English, and the English text is the one the parties sign. Where Corridor also shows it in Arabic, the Arabic text is a translation: in case of any discrepancy between the two, the English text prevails, unless the parties agree otherwise in writing.',
  },
  signatures: {
    heading: 'Signatures',
    text: 'Signed by the authorised representatives of the parties, electronically through Corridor (Federal Decree-Law No. 46 of 2021 on Electronic Transactions and Trust Services) or by hand. Corridor records each electronic signature against this version&rsquo;s SHA-256 digest.',
    forParty: (name, role) => `For and on behalf of <strong>${name}</strong> (${role})`,
    signature: 'Signature',
    name: 'Name',
    title: 'Title',
    date: 'Date',
  },
  footer: (reference, effective, version, generated) =>
    `Generated by Corridor from contract ${reference}, approved on ${effective}; version ${version}, generated on ${generated}. This document is produced from the information the parties registered on the platform, and it does not change afterwards.`,
  // English stands alone only as the signed text itself; this notice heads the bilingual page.
  notice: (version, digest) =>
    `This agreement is shown in English and Arabic, side by side. The English text is the text the parties sign (version ${version}, SHA-256 digest <code>${digest}</code>): in case of any discrepancy between the two, the English text prevails, unless the parties agree otherwise in writing.`,
};

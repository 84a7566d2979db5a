import type { ContractRecord, PartyKind } from '../db/records';
import type { AnyProfile, ProfileOf } from './profiles';
import { displayName } from './profiles';

/**
 * The generated Partnership Agreement and Service Level Agreement of an approved contract, as one
 * printable HTML page. It is a pure function of the contract record and the two profiles: no clock,
 * no randomness, no external resources, every stored value HTML-escaped.
 */

export const DOCUMENT_TITLE = 'Partnership Agreement and Service Level Agreement';

export interface DocumentInput {
  contract: ContractRecord;
  /** Partner One and Partner Two by the category's role labels; undefined for a deleted profile. */
  partnerOne?: AnyProfile;
  partnerTwo?: AnyProfile;
}

// ---------------------------------------------------------------- text helpers

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A stored value as trimmed text ('' when absent or not text). */
function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const e = (value: unknown) => escapeHtml(str(value));

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/** "1 November 2026" (UTC), independent of the locale of the machine. */
export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const date = new Date(ms);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The last day of a twelve-month term that starts on `iso`. */
function termEnd(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const start = new Date(ms);
  const anniversary = Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate());
  return formatDate(new Date(anniversary - 86_400_000).toISOString());
}

/** 2000000 → "2,000,000" without relying on the locale. */
function thousands(value: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(value % 1 === 0 ? 0 : 2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

function usd(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? `USD ${thousands(value)}` : '';
}

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, ten: 10, twelve: 12 };

function numberIn(text: string): number | null {
  const digits = /(\d+(?:\.\d+)?)/.exec(text);
  if (digits) return Number(digits[1]);
  const word = new RegExp(`\\b(${Object.keys(WORDS).join('|')})\\b`, 'i').exec(text);
  return word ? (WORDS[word[1]!.toLowerCase()] ?? null) : null;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

// ---------------------------------------------------------------- service levels

/** The first-response commitment, read from the partner's stated SLA preferences. */
export function firstResponseTime(slaPreferences: string): string {
  const text = slaPreferences.toLowerCase();
  const hours = /(\d{1,3}|one|two|three|four|five|six|eight|twelve)\s*(?:business\s+|working\s+)?(?:hours?|hrs?)\b/.exec(text);
  if (hours) {
    const n = numberIn(hours[1]!) ?? 8;
    return n >= 24 ? `within ${plural(Math.ceil(n / 24), 'business day')}` : `within ${plural(n, 'business hour')}`;
  }
  if (/same[\s-](?:business\s+|working\s+)?day/.test(text)) return 'within the same business day';
  const days = /(\d{1,2}|one|two|three|four|five)\s*(?:business\s+|working\s+)?days?\b/.exec(text);
  if (days) return `within ${plural(numberIn(days[1]!) ?? 1, 'business day')}`;
  return 'within 1 business day';
}

/** Urgent matters: within the partner's stated hours when that is sooner than 4 business hours. */
export function urgentResponseTime(slaPreferences: string): string {
  const first = /^within (\d+) business hours?$/.exec(firstResponseTime(slaPreferences));
  const hours = first ? Math.min(Number(first[1]), 4) : 4;
  return `within ${plural(hours, 'business hour')}`;
}

/** How often the partner reports progress, read from its stated SLA preferences. */
export function reportingCadence(slaPreferences: string): string {
  const text = slaPreferences.toLowerCase();
  if (/\bweek(ly)?\b|every week/.test(text)) return 'A written progress report every week';
  if (/fortnight|every two weeks|bi-?weekly/.test(text)) return 'A written progress report every two weeks';
  if (/\bmonth(ly)?\b/.test(text)) return 'A written progress report every month';
  if (/\bdaily\b|every day/.test(text)) return 'Progress updates every business day';
  if (/quarter/.test(text)) return 'A written progress report every quarter';
  return 'A written progress report every two weeks';
}

/** New engagements a partner can take on per month, from "Up to 12 new clients per quarter" and the like. */
export function monthlyCapacity(serviceCapacity: string): number | null {
  const n = numberIn(serviceCapacity);
  if (n === null || n <= 0) return null;
  const text = serviceCapacity.toLowerCase();
  if (/per\s+(?:calendar\s+)?year|a\s+year|annually|yearly/.test(text)) return n / 12;
  if (/quarter/.test(text)) return n / 3;
  if (/week/.test(text)) return n * 4;
  return n; // per month, or "at a time"
}

/** How soon work on this engagement starts: sooner for partners with more room. */
export function kickOffTime(serviceCapacity: string): string {
  const perMonth = monthlyCapacity(serviceCapacity);
  if (perMonth === null) return 'within 10 business days of the Effective Date';
  if (perMonth >= 4) return 'within 5 business days of the Effective Date';
  if (perMonth >= 1) return 'within 10 business days of the Effective Date';
  return 'within 15 business days of the Effective Date';
}

const INVOLVEMENT: Record<string, { label: string; cadence: string }> = {
  'hands-off': { label: 'Hands-off (no operational involvement)', cadence: 'A written investor update every quarter' },
  advisory: { label: 'Advisory', cadence: 'A written investor update every month and an advisory call every month' },
  'strategic advisor': { label: 'Strategic advisor', cadence: 'A written investor update every month and an advisory call every month' },
  boardseatpreferred: { label: 'Board seat', cadence: 'A monthly board pack and a board meeting every quarter' },
  'board seat': { label: 'Board seat', cadence: 'A monthly board pack and a board meeting every quarter' },
  activeoperator: { label: 'Active operator', cadence: 'A weekly operating review and a monthly written update' },
  'active mentor': { label: 'Active mentor', cadence: 'A mentoring session every two weeks and a monthly written update' },
  'operational support': { label: 'Operational support', cadence: 'A weekly operating review and a monthly written update' },
};

function involvementOf(level: string) {
  return INVOLVEMENT[level.trim().toLowerCase()] ?? { label: level, cadence: 'A written investor update every quarter' };
}

const PRICING: Record<string, string> = {
  hourly: 'Fees are charged per hour of work at rates agreed in writing before the work starts, and invoiced monthly in arrears.',
  fixed: 'A fixed fee per agreed milestone, invoiced when the milestone is completed.',
  'performance-based': 'Fees are linked to results agreed in writing before the work starts, and invoiced when each result is reached.',
  retainer: 'A monthly retainer for an agreed volume of work, invoiced monthly in advance and reviewed every quarter.',
  'revenue share': 'A share of the revenue the engagement generates, at a rate agreed in writing, settled every quarter.',
  mixed: 'A combination of fixed fees and variable fees, each agreed in writing before the work starts.',
};

function pricingText(model: string): string {
  const known = PRICING[model.trim().toLowerCase()];
  if (known) return known;
  return model
    ? `The pricing model stated by the Partner ("${escapeHtml(model)}"), with amounts agreed in writing before the work starts.`
    : 'Fees and amounts agreed in writing before the work starts.';
}

// ---------------------------------------------------------------- parties

const ROLE: Record<ContractRecord['category'], Record<PartyKind, string>> = {
  'local-foreign': { local: 'the Partner', foreign: 'the Client', investor: 'the Investor' },
  'investor-local': { local: 'the Partner', foreign: 'the Client', investor: 'the Investor' },
  'investor-foreign': { local: 'the Partner', foreign: 'the Company', investor: 'the Investor' },
};

const CATEGORY_LABEL: Record<ContractRecord['category'], string> = {
  'local-foreign': 'Local partner and foreign business',
  'investor-local': 'Investor and local partner',
  'investor-foreign': 'Investor and foreign business',
};

const KIND_LABEL: Record<PartyKind, string> = {
  foreign: 'Foreign business',
  local: 'Local partner (service provider)',
  investor: 'Investor',
};

type Row = [label: string, value: string];

/** Rows of a definition list; empty values are left out. Values are already escaped. */
function rows(items: Row[]): string {
  return items
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`)
    .join('');
}

function partyRows(party: AnyProfile): Row[] {
  switch (party.kind) {
    case 'local': {
      const p = party.profile;
      return [
        ['Company name', e(p.companyName)],
        ['Capacity', KIND_LABEL.local],
        ['Business type', e(p.businessType)],
        ['Registered region', e(p.registeredRegion)],
        ['Registration number', e(p.businessRegistrationNumber)],
        ['Tax ID (TRN)', e(p.taxID)],
        ['Compliance certifications', e(p.complianceCertifications)],
        ['Represented by', [e(p.primaryContactName), e(p.designation)].filter(Boolean).join(', ')],
        ['Notices to', [e(p.contactEmail), e(p.contactPhone)].filter(Boolean).join(' &middot; ')],
      ];
    }
    case 'foreign': {
      const p = party.profile;
      return [
        ['Company name', e(p.companyName)],
        ['Capacity', KIND_LABEL.foreign],
        ['Industry', e(p.industry)],
        ['Operating region', e(p.operatingRegion)],
        ['Company size', e(p.companySize)],
      ];
    }
    case 'investor': {
      const p = party.profile;
      return [
        ['Legal name', e(p.legalName)],
        ['Capacity', `${KIND_LABEL.investor}${str(p.investorType) ? ` (${e(p.investorType)})` : ''}`],
        ['Registered region', e(p.registeredRegion)],
        ['Represented by', [e(p.primaryContactName), e(p.designation)].filter(Boolean).join(', ')],
        ['Notices to', [e(p.contactEmail), e(p.contactPhone)].filter(Boolean).join(' &middot; ')],
      ];
    }
  }
}

function partyBlock(label: string, kind: PartyKind, role: string, party: AnyProfile | undefined): string {
  const heading = `<h3>${label}: ${party ? escapeHtml(displayName(party) || 'Unnamed party') : 'Party information not available'}</h3>`;
  const body = party
    ? `<dl>${rows(partyRows(party))}</dl>`
    : `<p class="muted">This ${KIND_LABEL[kind].toLowerCase()} profile is no longer registered on the platform.</p>`;
  return `<div class="party">${heading}<p class="role">(&ldquo;${role.replace(/^the /, 'The ')}&rdquo;)</p>${body}</div>`;
}

function signatureBlock(kind: PartyKind, role: string, party: AnyProfile | undefined): string {
  const name = party ? escapeHtml(displayName(party) || 'Unnamed party') : 'Party information not available';
  const p = (party?.profile ?? {}) as Record<string, unknown>;
  const signatory = kind === 'foreign' ? '' : e(p.primaryContactName);
  const title = kind === 'foreign' ? '' : e(p.designation);
  return `<div class="signature">
      <p class="sig-for">For and on behalf of <strong>${name}</strong> (${role})</p>
      <p class="line"><span>Signature</span></p>
      <p class="line"><span>Name</span>${signatory}</p>
      <p class="line"><span>Title</span>${title}</p>
      <p class="line"><span>Date</span></p>
    </div>`;
}

// ---------------------------------------------------------------- sections

const find = <K extends PartyKind>(input: DocumentInput, kind: K) =>
  [input.partnerOne, input.partnerTwo].find((party) => party?.kind === kind) as ProfileOf<K> | undefined;

function servicesScope(input: DocumentInput): string {
  const partner = find(input, 'local')?.profile;
  const client = find(input, 'foreign')?.profile;
  const investor = find(input, 'investor')?.profile;
  const beneficiary =
    input.contract.category === 'investor-local'
      ? 'the Investor and, where the Investor asks in writing, its portfolio companies entering the UAE'
      : 'the Client for its entry into and operation in the United Arab Emirates';
  const description = str(partner?.detailedServiceDescription);
  const context: Row[] =
    input.contract.category === 'investor-local'
      ? [
          ['Investor target industries', e(investor?.targetIndustries)],
          ['Investor target stages', e(investor?.targetStages)],
          ['Investor geography focus', e(investor?.geographyFocus)],
        ]
      : [
          ['Client industry', e(client?.industry)],
          ['Client expansion goal', e(client?.expansionGoal)],
          ['Client expansion timeline', e(client?.expansionTimeline)],
          ['Client market type', e(client?.marketType)],
          ['Client preferred partner type', e(client?.preferredPartnerType)],
        ];
  return `<section>
    <h2>3. Scope of services</h2>
    <p>The Partner provides its services to ${beneficiary}.</p>
    <dl>${rows([
      ['Service category', e(partner?.serviceCategory) || 'As agreed in writing between the parties'],
      ['Business type', e(partner?.businessType)],
      ['Market types supported', e(partner?.supportedMarketTypes)],
      ['Working languages', e(partner?.languagesSupported)],
      ['Collaboration model', e(partner?.collaborationPreferences)],
    ])}</dl>
    ${description ? `<h3>Description of services</h3><p class="quoted">${escapeHtml(description)}</p>` : ''}
    ${rows(context) ? `<h3>Engagement context</h3><dl>${rows(context)}</dl>` : ''}
    <p>Work outside this scope is agreed in writing (including by e-mail) before it starts and is then part of this agreement.</p>
  </section>`;
}

function investmentScope(input: DocumentInput): string {
  const investor = find(input, 'investor')?.profile;
  const company = find(input, 'foreign')?.profile;
  const min = usd(investor?.ticketSizeMinUSD);
  const max = usd(investor?.ticketSizeMaxUSD);
  const ticket = min && max ? `${min} to ${max}` : min || max;
  const coInvest =
    typeof investor?.coInvestPreference === 'boolean'
      ? investor.coInvestPreference
        ? 'The Investor may invest alongside co-investors.'
        : 'The Investor prefers to invest without co-investors.'
      : '';
  const horizon = str(investor?.exitHorizonYears);
  return `<section>
    <h2>3. Investment scope</h2>
    <p>The parties will explore an investment by the Investor in the Company in connection with the Company&rsquo;s expansion into the United Arab Emirates, on the following basis.</p>
    <dl>${rows([
      ['Ticket size', ticket ? escapeHtml(ticket) : 'As agreed in the term sheet'],
      ['Target stages', e(investor?.targetStages)],
      ['Target industries', e(investor?.targetIndustries)],
      ['Geography focus', e(investor?.geographyFocus)],
      ['Market type preference', e(investor?.marketTypePreference)],
      ['Involvement', investor ? escapeHtml(involvementOf(str(investor.involvementLevel)).label) : ''],
      ['Co-investment', coInvest],
      ['Exit horizon', horizon ? `${escapeHtml(horizon)} years` : ''],
      ['Company industry', e(company?.industry)],
      ['Company expansion goal', e(company?.expansionGoal)],
      ['Company target revenue growth', str(company?.targetRevenue) ? `${e(company?.targetRevenue)}%` : ''],
    ])}</dl>
    <p>Any investment is subject to due diligence and to a separate term sheet and investment agreement signed by both parties; this agreement does not oblige either party to invest or to accept an investment.</p>
  </section>`;
}

function partnerSla(input: DocumentInput): string {
  const partner = find(input, 'local')?.profile;
  const preferences = str(partner?.SLAEngagementPreferences);
  const capacity = str(partner?.serviceCapacity);
  const contact = [e(partner?.primaryContactName), e(partner?.designation)].filter(Boolean).join(', ');
  const table: Row[] = [
    ['First response to a new request', escapeHtml(firstResponseTime(preferences))],
    ['Urgent matters (licence, visa or regulatory deadlines)', `Acknowledged ${escapeHtml(urgentResponseTime(preferences))} and handled with priority`],
    ['Start of work', escapeHtml(kickOffTime(capacity))],
    ['Progress reporting', escapeHtml(reportingCadence(preferences))],
    ['Escalation', `Issues not resolved within 2 business days are escalated to ${contact || 'the Partner&rsquo;s primary contact'}`],
    ['Capacity committed', capacity ? escapeHtml(capacity) : 'As agreed per engagement'],
  ];
  return `<section>
    <h2>4. Service level agreement</h2>
    <p>The Partner meets the following service levels. Business days are Monday to Friday, excluding public holidays in the United Arab Emirates; business hours are 09:00 to 18:00 Gulf Standard Time.</p>
    <table>
      <thead><tr><th scope="col">Service level</th><th scope="col">Commitment</th></tr></thead>
      <tbody>${table.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('')}</tbody>
    </table>
    ${preferences ? `<h3>Engagement preferences stated by the Partner</h3><p class="quoted">${escapeHtml(preferences)}</p>` : ''}
    <p>Where a service level is missed, the Partner tells the other party in writing, gives the reason and a new date. Repeated material misses are a breach under clause 8.</p>
  </section>`;
}

function investorSla(input: DocumentInput): string {
  const investor = find(input, 'investor')?.profile;
  const involvement = involvementOf(str(investor?.involvementLevel));
  const table: Row[] = [
    ['Investor response to information requests', 'within 5 business days'],
    ['Company response to due-diligence requests', 'within 5 business days'],
    ['Investment decision after a complete data room', 'within 30 days'],
    ['Reporting by the Company after any investment', escapeHtml(involvement.cadence)],
    ['Escalation', 'Issues not resolved within 10 business days are raised between the parties&rsquo; senior representatives'],
  ];
  return `<section>
    <h2>4. Service level agreement</h2>
    <p>The parties meet the following service levels. Business days are Monday to Friday, excluding public holidays in the United Arab Emirates.</p>
    <table>
      <thead><tr><th scope="col">Service level</th><th scope="col">Commitment</th></tr></thead>
      <tbody>${table.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('')}</tbody>
    </table>
  </section>`;
}

function pricing(input: DocumentInput): string {
  if (input.contract.category === 'investor-foreign') {
    const investor = find(input, 'investor')?.profile;
    const min = usd(investor?.ticketSizeMinUSD);
    const max = usd(investor?.ticketSizeMaxUSD);
    return `<section>
      <h2>5. Fees and pricing model</h2>
      <p>No fees are payable between the parties under this agreement. The amount, valuation and instrument of any investment are set in a separate term sheet${min && max ? `, within the Investor&rsquo;s ticket range of ${escapeHtml(min)} to ${escapeHtml(max)}` : ''}. Each party bears its own costs, including legal and due-diligence costs.</p>
    </section>`;
  }
  const partner = find(input, 'local')?.profile;
  const client = find(input, 'foreign')?.profile;
  const budget = input.contract.category === 'local-foreign' ? str(client?.budgetRange) : '';
  const taxId = str(partner?.taxID);
  return `<section>
    <h2>5. Fees and pricing model</h2>
    <dl>${rows([['Pricing model', e(partner?.pricingModel) || 'As agreed in writing']])}</dl>
    <p>${pricingText(str(partner?.pricingModel))}</p>
    ${budget ? `<p>The Client&rsquo;s indicated budget for the engagement is ${escapeHtml(budget)}.</p>` : ''}
    <p>Government, licensing and other third-party fees are passed through at cost, with receipts. Invoices are payable within 30 days in AED or USD. UAE value added tax is added where it is due${taxId ? ` (Partner TRN ${escapeHtml(taxId)})` : ''}.</p>
  </section>`;
}

// ---------------------------------------------------------------- the page

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #eef1f4; color: #1b1f24; font: 11pt/1.55 Georgia, 'Times New Roman', serif; }
  .document { max-width: 210mm; margin: 24px auto; padding: 22mm 20mm; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
  header { border-bottom: 2px solid #1b1f24; margin-bottom: 18px; padding-bottom: 12px; }
  .brand { margin: 0; font: 600 9pt/1.2 Arial, Helvetica, sans-serif; letter-spacing: 0.12em; text-transform: uppercase; color: #4b5563; }
  h1 { margin: 6px 0 12px; font-size: 20pt; line-height: 1.2; }
  h2 { margin: 22px 0 8px; font-size: 13pt; border-bottom: 1px solid #d1d5db; padding-bottom: 3px; }
  h3 { margin: 12px 0 4px; font-size: 11pt; }
  dl { display: grid; grid-template-columns: minmax(140px, 34%) 1fr; gap: 2px 12px; margin: 6px 0 10px; }
  dt { font-weight: 600; color: #374151; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .meta { font-size: 10pt; }
  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
  .party { border: 1px solid #d1d5db; border-radius: 4px; padding: 10px 12px; }
  .party dl { grid-template-columns: 1fr; gap: 0; }
  .party dt { font-size: 9pt; margin-top: 4px; }
  .role { margin: 0 0 4px; font-style: italic; color: #4b5563; }
  .muted { color: #6b7280; }
  .quoted { border-left: 3px solid #d1d5db; margin: 4px 0 10px; padding: 2px 0 2px 10px; white-space: pre-line; overflow-wrap: anywhere; }
  table { width: 100%; border-collapse: collapse; margin: 6px 0 10px; font-size: 10pt; }
  th, td { border: 1px solid #d1d5db; padding: 5px 8px; text-align: left; vertical-align: top; }
  thead th { background: #f3f4f6; }
  tbody th { font-weight: 600; width: 42%; }
  ol.clauses { padding-left: 20px; }
  .signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; margin-top: 8px; }
  .sig-for { margin: 0 0 18px; }
  .line { display: flex; gap: 8px; align-items: flex-end; min-height: 30px; margin: 0; border-bottom: 1px solid #1b1f24; }
  .line span { width: 72px; flex: none; font-size: 9pt; color: #4b5563; }
  footer { margin-top: 28px; padding-top: 8px; border-top: 1px solid #d1d5db; font-size: 8.5pt; color: #6b7280; }
  @page { size: A4; margin: 18mm 16mm; }
  @media print {
    body { background: #fff; font-size: 10.5pt; }
    .document { max-width: none; margin: 0; padding: 0; box-shadow: none; }
    h2, h3 { break-after: avoid; page-break-after: avoid; }
    section, .party, .signature, table, tr { break-inside: avoid; page-break-inside: avoid; }
    .signature-section { break-before: auto; }
  }
  @media (max-width: 640px) {
    .document { padding: 16px; margin: 0; }
    .parties, .signatures { grid-template-columns: 1fr; }
    dl { grid-template-columns: 1fr; }
  }
`;

export function renderContractDocument(input: DocumentInput): string {
  const { contract, partnerOne, partnerTwo } = input;
  const roles = ROLE[contract.category] ?? ROLE['local-foreign'];
  const kinds: [PartyKind, PartyKind] =
    contract.category === 'local-foreign'
      ? ['local', 'foreign']
      : contract.category === 'investor-local'
        ? ['local', 'investor']
        : ['foreign', 'investor'];
  const [kindOne, kindTwo] = kinds;
  const effective = formatDate(contract.updatedAt);
  const end = termEnd(contract.updatedAt);
  const reference = escapeHtml(contract._id);
  const names = [partnerOne, partnerTwo].map((party) => (party ? escapeHtml(displayName(party) || 'Unnamed party') : 'a party no longer registered'));
  const investorDeal = contract.category === 'investor-foreign';
  const purpose = investorDeal
    ? 'The Investor and the Company agree to work together on a possible investment in the Company and on its expansion into the United Arab Emirates, on the terms below.'
    : contract.category === 'investor-local'
      ? 'The Partner will provide market-entry and operating services in the United Arab Emirates to the Investor and, where agreed, its portfolio companies, on the terms below.'
      : 'The Partner will support the Client&rsquo;s entry into and operation in the United Arab Emirates market with the services described below, on the terms below.';

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${DOCUMENT_TITLE} &ndash; ${reference}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="document">
  <header>
    <p class="brand">Corridor &middot; UAE market entry</p>
    <h1>${DOCUMENT_TITLE}</h1>
    <dl class="meta">${rows([
      ['Contract reference', reference],
      ['Category', `${CATEGORY_LABEL[contract.category] ?? ''} (${escapeHtml(contract.category)})`],
      ['Request made on', escapeHtml(formatDate(contract.createdAt))],
      ['Effective date', escapeHtml(effective)],
      ['Initial term ends', escapeHtml(end)],
    ])}</dl>
  </header>

  <section>
    <h2>1. Parties</h2>
    <p>This agreement is made between ${names[0]} and ${names[1]} (each a &ldquo;party&rdquo;, together the &ldquo;parties&rdquo;).</p>
    <div class="parties">
      ${partyBlock('Partner One', kindOne, roles[kindOne], partnerOne)}
      ${partyBlock('Partner Two', kindTwo, roles[kindTwo], partnerTwo)}
    </div>
  </section>

  <section>
    <h2>2. Purpose</h2>
    <p>${purpose} The parties were introduced through the Corridor platform, which is not a party to this agreement.</p>
  </section>

  ${investorDeal ? investmentScope(input) : servicesScope(input)}
  ${investorDeal ? investorSla(input) : partnerSla(input)}
  ${pricing(input)}

  <section>
    <h2>6. Term and renewal</h2>
    <p>This agreement starts on the Effective Date (${escapeHtml(effective)}) and runs for an initial term of twelve (12) months${end ? `, until ${escapeHtml(end)}` : ''}. It renews automatically for further periods of twelve (12) months unless either party gives the other at least thirty (30) days&rsquo; written notice before the end of the current period.</p>
  </section>

  <section>
    <h2>7. Confidentiality</h2>
    <p>Each party keeps confidential all non-public business, financial, technical and personal information it receives from the other party, uses it only for this agreement, and shares it only with its employees and advisers who need it and are bound by the same duty. This duty does not cover information that is public, already known to the receiving party, or that must be disclosed by law or by a competent authority. It survives for three (3) years after this agreement ends. Personal data is handled in line with the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021) and any data protection rules of the free zone that applies.</p>
  </section>

  <section>
    <h2>8. Termination</h2>
    <ol class="clauses">
      <li>Either party may end this agreement at any time with thirty (30) days&rsquo; written notice.</li>
      <li>Either party may end this agreement immediately by written notice if the other party commits a material breach and does not remedy it within fourteen (14) days of being told of it in writing, or becomes insolvent.</li>
      <li>On termination, ${investorDeal ? 'any investment already made stays governed by its own agreements' : 'fees for work properly done up to the termination date remain payable'}, and each party returns or destroys the other party&rsquo;s confidential information.</li>
    </ol>
  </section>

  <section>
    <h2>9. Governing law</h2>
    <p>This agreement is governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai.</p>
  </section>

  <section>
    <h2>10. Disputes</h2>
    <p>The parties first try in good faith to settle any dispute through their senior representatives within thirty (30) days. A dispute not settled in that time is finally resolved by arbitration in Dubai under the Arbitration Rules of the Dubai International Arbitration Centre (DIAC) in force at the time, by a sole arbitrator, in the English language. The award is final and binding on the parties.</p>
  </section>

  <section>
    <h2>11. General</h2>
    <p>This agreement, with any written scope or term sheet agreed under it, is the whole agreement between the parties on its subject. Changes are valid only in writing and accepted by both parties. Neither party may assign this agreement without the other&rsquo;s written consent. Notices are given in writing to the contact details above.</p>
  </section>

  <section class="signature-section">
    <h2>Signatures</h2>
    <p>Signed by the authorised representatives of the parties.</p>
    <div class="signatures">
      ${signatureBlock(kindOne, roles[kindOne], partnerOne)}
      ${signatureBlock(kindTwo, roles[kindTwo], partnerTwo)}
    </div>
  </section>

  <footer>
    Generated by Corridor from contract ${reference}, approved on ${escapeHtml(effective)}. This document is produced from the information the parties registered on the platform.
  </footer>
</main>
</body>
</html>
`;
}

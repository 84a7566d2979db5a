/** Sections 3 to 5 of the contract document: the scope, the service levels and the fees. */
import type { PartyKind } from '../../db/records';
import type { ProfileOf } from '../profiles';
import { firstResponseTime, involvementOf, kickOffTime, pricingText, reportingCadence, urgentResponseTime } from './service-levels';
import { e, escapeHtml, rows, str, usd, type Row } from './text';
import type { DocumentInput } from './index';

const find = <K extends PartyKind>(input: DocumentInput, kind: K) =>
  [input.partnerOne, input.partnerTwo].find((party) => party?.kind === kind) as ProfileOf<K> | undefined;

export function servicesScope(input: DocumentInput): string {
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

export function investmentScope(input: DocumentInput): string {
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

export function partnerSla(input: DocumentInput): string {
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

export function investorSla(input: DocumentInput): string {
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

export function pricing(input: DocumentInput): string {
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

/** Sections 3 to 5 of the contract document (their heading and body): the scope, the service levels and the fees, in one language's words. */
import type { PartyKind } from '../../db/records';
import type { ProfileOf } from '../profiles';
import { firstResponse, investorReporting, involvementKey, kickOffDays, pricingKey, reporting, urgentHours } from './service-levels';
import { escapeHtml, rows, str, type Row } from './text';
import type { Words } from './words';
import type { DocumentInput } from './index';

const find = <K extends PartyKind>(input: DocumentInput, kind: K) =>
  [input.partnerOne, input.partnerTwo].find((party) => party?.kind === kind) as ProfileOf<K> | undefined;

const table = (w: Words, items: Row[]) => `<table>
      <thead><tr><th scope="col">${w.sla.level}</th><th scope="col">${w.sla.commitment}</th></tr></thead>
      <tbody>${items.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('')}</tbody>
    </table>`;

export function servicesScope(w: Words, input: DocumentInput): string {
  const partner = find(input, 'local')?.profile;
  const client = find(input, 'foreign')?.profile;
  const investor = find(input, 'investor')?.profile;
  const s = w.scope;
  const description = str(partner?.detailedServiceDescription);
  const context: Row[] =
    input.contract.category === 'investor-local'
      ? [
          [s.contextRows.investorIndustries, w.options(investor?.targetIndustries)],
          [s.contextRows.investorStages, w.options(investor?.targetStages)],
          [s.contextRows.investorGeography, w.options(investor?.geographyFocus)],
        ]
      : [
          [s.contextRows.clientIndustry, w.option(client?.industry)],
          [s.contextRows.clientGoal, w.option(client?.expansionGoal)],
          [s.contextRows.clientTimeline, w.option(client?.expansionTimeline)],
          [s.contextRows.clientMarket, w.option(client?.marketType)],
          [s.contextRows.clientPartnerType, w.option(client?.preferredPartnerType)],
        ];
  return `<h2>${s.heading}</h2>
    <p>${s.providesTo(input.contract.category)}</p>
    <dl>${rows([
      [s.rows.serviceCategory, w.text(partner?.serviceCategory) || s.asAgreed],
      [s.rows.businessType, w.option(partner?.businessType)],
      [s.rows.marketTypes, w.options(partner?.supportedMarketTypes)],
      [s.rows.languages, w.options(partner?.languagesSupported)],
      [s.rows.collaboration, w.options(partner?.collaborationPreferences)],
    ])}</dl>
    ${description ? `<h3>${s.description}</h3><p class="quoted" dir="auto">${escapeHtml(description)}</p>` : ''}
    ${rows(context) ? `<h3>${s.context}</h3><dl>${rows(context)}</dl>` : ''}
    <p>${s.outside}</p>`;
}

export function investmentScope(w: Words, input: DocumentInput): string {
  const investor = find(input, 'investor')?.profile;
  const company = find(input, 'foreign')?.profile;
  const i = w.investment;
  const { ticketSizeMinUSD: min, ticketSizeMaxUSD: max } = investor ?? {};
  const ticket = w.usd(min) && w.usd(max) ? w.usdRange(min as number, max as number) : w.usd(min) || w.usd(max);
  const coInvest = typeof investor?.coInvestPreference === 'boolean' ? i.coInvest(investor.coInvestPreference) : '';
  const horizon = str(investor?.exitHorizonYears);
  const involvement = investor ? involvementKey(str(investor.involvementLevel)) : null;
  return `<h2>${i.heading}</h2>
    <p>${i.intro}</p>
    <dl>${rows([
      [i.rows.ticket, ticket || i.asInTermSheet],
      [i.rows.stages, w.options(investor?.targetStages)],
      [i.rows.industries, w.options(investor?.targetIndustries)],
      [i.rows.geography, w.options(investor?.geographyFocus)],
      [i.rows.marketType, w.options(investor?.marketTypePreference)],
      [i.rows.involvement, investor ? (involvement ? w.sla.involvement[involvement] : w.text(investor.involvementLevel)) : ''],
      [i.rows.coInvestment, coInvest],
      [i.rows.exitHorizon, horizon ? i.years(escapeHtml(horizon)) : ''],
      [i.rows.companyIndustry, w.option(company?.industry)],
      [i.rows.companyGoal, w.option(company?.expansionGoal)],
      [i.rows.companyGrowth, str(company?.targetRevenue) ? i.percent(escapeHtml(str(company?.targetRevenue))) : ''],
    ])}</dl>
    <p>${i.notBinding}</p>`;
}

export function partnerSla(w: Words, input: DocumentInput): string {
  const partner = find(input, 'local')?.profile;
  const preferences = str(partner?.SLAEngagementPreferences);
  const capacity = str(partner?.serviceCapacity);
  const contact = [w.text(partner?.primaryContactName), w.text(partner?.designation)].filter(Boolean).join(w.comma);
  const s = w.sla;
  return `<h2>${s.heading}</h2>
    <p>${s.partnerIntro}</p>
    ${table(w, [
      [s.rows.firstResponse, s.within(firstResponse(preferences))],
      [s.rows.urgent, s.urgent(urgentHours(preferences))],
      [s.rows.start, s.kickOff(kickOffDays(capacity))],
      [s.rows.reporting, s.cadence[reporting(preferences)]],
      [s.rows.escalation, s.escalation(contact)],
      [s.rows.capacity, capacity ? w.text(capacity) : s.capacityAsAgreed],
    ])}
    ${preferences ? `<h3>${s.preferences}</h3><p class="quoted" dir="auto">${escapeHtml(preferences)}</p>` : ''}
    <p>${s.missed}</p>`;
}

export function investorSla(w: Words, input: DocumentInput): string {
  const investor = find(input, 'investor')?.profile;
  const s = w.sla;
  return `<h2>${s.heading}</h2>
    <p>${s.investorIntro}</p>
    ${table(w, [
      [s.rows.investorResponse, s.investorResponse],
      [s.rows.companyResponse, s.companyResponse],
      [s.rows.decision, s.decision],
      [s.rows.companyReporting, s.reporting[investorReporting(involvementKey(str(investor?.involvementLevel)))]],
      [s.rows.escalation, s.investorEscalation],
    ])}`;
}

export function pricing(w: Words, input: DocumentInput): string {
  const f = w.fees;
  if (input.contract.category === 'investor-foreign') {
    const investor = find(input, 'investor')?.profile;
    const { ticketSizeMinUSD: min, ticketSizeMaxUSD: max } = investor ?? {};
    return `<h2>${f.heading}</h2>
    <p>${f.investorNoFees(w.usd(min) && w.usd(max) ? w.usdRange(min as number, max as number) : '')}</p>`;
  }
  const partner = find(input, 'local')?.profile;
  const client = find(input, 'foreign')?.profile;
  const budget = input.contract.category === 'local-foreign' ? str(client?.budgetRange) : '';
  const taxId = str(partner?.taxID);
  const model = str(partner?.pricingModel);
  const known = pricingKey(model);
  const terms = known ? f.pricing[known] : model ? f.statedModel(w.option(model)) : f.noModel;
  return `<h2>${f.heading}</h2>
    <dl>${rows([[f.model, w.option(partner?.pricingModel) || f.asAgreed]])}</dl>
    <p>${terms}</p>
    ${budget ? `<p>${f.budget(w.option(budget))}</p>` : ''}
    <p>${f.passThrough(taxId ? w.code(taxId) : '')}</p>`;
}

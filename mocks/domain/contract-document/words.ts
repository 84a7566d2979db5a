/**
 * The words of the contract document in one language: every heading, label and clause the
 * generator writes, and how that language writes the facts (dates, amounts, counts, option values,
 * names). English (words-en.ts) is the text the parties sign; Arabic is words-ar.ts. The sections
 * (parties.ts, sections.ts, clauses.ts) are written once and take a `Words`, so both languages say
 * the same things in the same order, section by section. Every function returns HTML: the facts it
 * is given are escaped here or by the caller, as its comment says.
 */
import type { ContractRecord, PartyKind } from '../../db/records';
import type { Cadence, Involvement, Pricing, Reporting, Span } from './service-levels';

export type WordsLanguage = 'en' | 'ar';
type Category = ContractRecord['category'];

export interface Words {
  lang: WordsLanguage;
  dir: 'ltr' | 'rtl';
  title: string;
  brand: string;
  /** A day of UTC, as text (not escaped). */
  date: (iso: string) => string;
  /** Text a party wrote (a name, a description), escaped; isolated for bidi where the language needs it. */
  text: (value: unknown) => string;
  /** An address, a phone number or a registration code: escaped, always left to right. */
  code: (value: unknown) => string;
  /** One value of an option list, escaped, in this language's words when it has them. */
  option: (value: unknown) => string;
  /** Several option values in one stored text ("Seed, Series A"). */
  options: (value: unknown) => string;
  /** What joins a name and a title, two items of a list. */
  comma: string;
  /** An amount in US dollars ('' when it is not a number). */
  usd: (value: unknown) => string;
  /** A range of two amounts in US dollars (both numbers). */
  usdRange: (min: number, max: number) => string;
  meta: { reference: string; category: string; requested: string; effective: string; termEnds: string; version: string; versionValue: (version: number, generated: string) => string };
  categories: Record<Category, string>;
  categoryValue: (label: string, category: string) => string;
  /** Each kind's role in a contract of each category ("the Partner"). */
  roles: Record<Category, Record<PartyKind, string>>;
  /** The role as the party block's defined term: (“The Partner”). */
  definedTerm: (role: string) => string;
  kinds: Record<PartyKind, string>;
  parties: {
    heading: string;
    /** Both names already escaped. */
    madeBetween: (one: string, two: string) => string;
    one: string;
    two: string;
    unnamed: string;
    unregistered: string;
    notAvailable: string;
    noLongerRegistered: (kind: PartyKind) => string;
    investorCapacity: (type: string) => string;
    rows: Record<'companyName' | 'capacity' | 'businessType' | 'registeredRegion' | 'registrationNumber' | 'taxId' | 'certifications' | 'representedBy' | 'noticesTo' | 'industry' | 'operatingRegion' | 'companySize' | 'legalName', string>;
  };
  purpose: { heading: string; introduced: string } & Record<Category, string>;
  scope: {
    heading: string;
    providesTo: (category: Category) => string;
    rows: Record<'serviceCategory' | 'businessType' | 'marketTypes' | 'languages' | 'collaboration', string>;
    asAgreed: string;
    description: string;
    context: string;
    contextRows: Record<'investorIndustries' | 'investorStages' | 'investorGeography' | 'clientIndustry' | 'clientGoal' | 'clientTimeline' | 'clientMarket' | 'clientPartnerType', string>;
    outside: string;
  };
  investment: {
    heading: string;
    intro: string;
    rows: Record<'ticket' | 'stages' | 'industries' | 'geography' | 'marketType' | 'involvement' | 'coInvestment' | 'exitHorizon' | 'companyIndustry' | 'companyGoal' | 'companyGrowth', string>;
    asInTermSheet: string;
    coInvest: (allowed: boolean) => string;
    years: (n: string) => string;
    percent: (n: string) => string;
    notBinding: string;
  };
  sla: {
    heading: string;
    partnerIntro: string;
    investorIntro: string;
    level: string;
    commitment: string;
    rows: Record<'firstResponse' | 'urgent' | 'start' | 'reporting' | 'escalation' | 'capacity' | 'investorResponse' | 'companyResponse' | 'decision' | 'companyReporting', string>;
    within: (span: Span) => string;
    urgent: (hours: number) => string;
    kickOff: (days: number) => string;
    cadence: Record<Cadence, string>;
    /** The contact already escaped (empty: the partner's primary contact). */
    escalation: (contact: string) => string;
    capacityAsAgreed: string;
    investorResponse: string;
    companyResponse: string;
    decision: string;
    reporting: Record<Reporting, string>;
    investorEscalation: string;
    involvement: Record<Involvement, string>;
    preferences: string;
    missed: string;
  };
  fees: {
    heading: string;
    investorNoFees: (range: string) => string;
    model: string;
    asAgreed: string;
    pricing: Record<Pricing, string>;
    /** The model already escaped. */
    statedModel: (model: string) => string;
    noModel: string;
    budget: (budget: string) => string;
    /** The TRN already escaped, or ''. */
    passThrough: (trn: string) => string;
  };
  term: { heading: string; text: (effective: string, end: string) => string };
  confidentiality: { heading: string; text: string };
  termination: { heading: string; notice: string; breach: string; onEnd: (investorDeal: boolean) => string };
  law: { heading: string; text: string };
  disputes: { heading: string; text: string };
  general: { heading: string; text: string };
  language: { heading: string; text: string };
  signatures: { heading: string; text: string; forParty: (name: string, role: string) => string; signature: string; name: string; title: string; date: string };
  footer: (reference: string, effective: string, version: number, generated: string) => string;
  /** Above a translated or bilingual page: which text is signed and prevails (the digest already escaped). */
  notice: (version: number, digest: string, bilingual: boolean) => string;
}

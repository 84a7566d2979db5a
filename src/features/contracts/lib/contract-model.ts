import type { components } from '@/api/schema';
import { contracts as contractsText } from '@/i18n/contracts';
import { joinOptions, optionText } from '@/i18n/options';
import { splitList } from '@/lib/options';
import type { PartyKind } from '@/lib/party-kinds';

export type Contract = components['schemas']['Contract'];
export type Counterparty = components['schemas']['Counterparty'];
export type PartnerProfile = components['schemas']['PartnerProfile'];
export type Milestone = components['schemas']['Milestone'];
export type Task = components['schemas']['Task'];
export type Comment = components['schemas']['Comment'];

/** The three kinds of party (src/lib/party-kinds); a contract list is asked for one counterpart kind at a time. */
export type { PartyKind };
/** The three main tabs of a contracts page. */
export type ContractListKind = 'approved' | 'pending' | 'sent';
/** The API prefix of a category's lists: a foreign user's lists live under /business/. */
export type ListPrefix = 'partner' | 'business' | 'investor';

export interface ContractsPageConfig {
  /** The signed-in category this page belongs to (the lists' userType). */
  userType: PartyKind;
  prefix: ListPrefix;
  /** The sub-tabs, in the order the specification gives them. */
  counterparts: readonly [PartyKind, PartyKind];
}

/** Specification §2 and §7: which lists each contracts page asks for. */
export const contractsPages = {
  local: { userType: 'local', prefix: 'partner', counterparts: ['foreign', 'investor'] },
  foreign: { userType: 'foreign', prefix: 'business', counterparts: ['local', 'investor'] },
  investor: { userType: 'investor', prefix: 'investor', counterparts: ['foreign', 'local'] },
} as const satisfies Record<PartyKind, ContractsPageConfig>;

export const listKinds: readonly ContractListKind[] = ['approved', 'pending', 'sent'];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const firstText = (...values: unknown[]): string => values.map(text).find(Boolean) ?? '';

/**
 * "local-foreign" → "Local-Foreign", "investor" → "Investor": every hyphen- or space-separated
 * word gets a capital first letter.
 */
export function titleCaseCategory(category: string | null | undefined): string {
  return text(category).replace(/(^|[-\s])(\p{L})/gu, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}

/** A contract category in the reader's words: "local-foreign" → "Local-Foreign" (English), "شريك محلي – شركة أجنبية" (Arabic). */
export function categoryText(category: string | null | undefined): string {
  const title = titleCaseCategory(category);
  return title ? optionText(title) : '';
}

/** Industry values (one, or an investor's comma-separated list) in the reader's words. */
export function industryText(value: string): string {
  return joinOptions(splitList(value));
}

/** The counterparty's kind, from the extension field or the card's `type`. */
function counterpartKind(contract: Contract): string {
  return text(contract.counterparty?.kind) || text(contract.type);
}

/**
 * The name on a contract card: for an investor counterparty its primary contact name, else the
 * company or legal name. Empty when the counterparty's profile no longer exists.
 */
export function counterpartyName(contract: Contract): string {
  const party = contract.counterparty ?? {};
  if (counterpartKind(contract) === 'investor') {
    return firstText(party.primaryContactName, contract.name, party.legalName, party.name);
  }
  return firstText(contract.name, party.companyName, party.legalName, party.name);
}

export function counterpartyIndustry(contract: Contract): string {
  const party = contract.counterparty ?? {};
  return firstText(party.industry, party.industryFocus, party.targetIndustries);
}

export function counterpartyRegion(contract: Contract): string {
  const party = contract.counterparty ?? {};
  return firstText(party.region, party.operatingRegion, party.registeredRegion);
}

/** The label of a counterpart kind as the sub-tabs show it. */
export function counterpartLabel(kind: string): string {
  const labels: Record<string, string> = contractsText.list.counterparts;
  return labels[kind] ?? titleCaseCategory(kind);
}

/** What a card says the counterparty is: 'Foreign business', 'Local partner', 'Investor'. */
export function counterpartKindLabel(kind: string): string {
  const labels: Record<string, string> = contractsText.card.kinds;
  return labels[kind] ?? titleCaseCategory(kind);
}

/**
 * The client-side search of specification §2: counterparty company name, name, or type/category,
 * case-insensitive, in the API's words and in the reader's (an Arabic reader finds "مستثمر"). An
 * empty query keeps everything.
 */
export function matchesSearch(contract: Contract, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const party = contract.counterparty ?? {};
  const haystack = [
    party.companyName,
    party.legalName,
    party.name,
    party.primaryContactName,
    contract.name,
    contract.type,
    contract.type ? counterpartLabel(contract.type) : '',
    contract.type ? counterpartKindLabel(contract.type) : '',
    contract.category,
    titleCaseCategory(contract.category),
    categoryText(contract.category),
  ];
  return haystack.some((value) => text(value).toLowerCase().includes(needle));
}

/** A status word as a badge shows it; 'Unknown Status' when there is none. */
export function statusLabel(status: string | null | undefined): string {
  const key = text(status).toLowerCase();
  if (!key) return contractsText.status.unknown;
  const labels: Record<string, string> = contractsText.status;
  return labels[key] ?? titleCaseCategory(key);
}

/** Role labels of Partner One and Partner Two by category (specification §2). */
export function roleLabels(category: string | null | undefined): readonly [string, string] {
  const roles = contractsText.detail.roles;
  switch (text(category)) {
    case 'local-foreign':
      return [roles.localPartner, roles.foreignPartner];
    case 'investor-local':
      return [roles.localPartner, roles.investor];
    default:
      return [roles.foreignPartner, roles.investor];
  }
}

/**
 * What a partner card shows of a profile: company or legal name, industry (or focus / target
 * industries, in the reader's words), region, and the contact's name and e-mail.
 */
export function partnerSummary(profile: PartnerProfile) {
  const p = profile as Record<string, unknown>;
  return {
    name: firstText(p.companyName, p.legalName),
    industry: industryText(firstText(p.industry, p.industryFocus, p.targetIndustries)),
    region: firstText(p.operatingRegion, p.registeredRegion, p.region),
    contactName: text(p.primaryContactName),
    contactEmail: text(p.contactEmail),
  };
}

export interface Progress {
  done: number;
  total: number;
  /** Completed tasks / all tasks as a rounded percent; 0 without tasks (specification §4). */
  percent: number;
}

export const isCompleted = (task: Pick<Task, 'status'>) => text(task.status).toLowerCase() === 'completed';

export function progressOf(tasks: readonly Pick<Task, 'status'>[]): Progress {
  const total = tasks.length;
  const done = tasks.filter(isCompleted).length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}


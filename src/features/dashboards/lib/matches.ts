import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { joinOptions, optionText } from '@/i18n/options';
import { defaultFormatLocale } from '@/lib/format';
import { ticketRange } from './format';
import type { MatchList, MatchOf, MatchReason, MatchView, PartyKind } from './types';
import { splitList } from '@/lib/options';
import { publicProfilePath } from '@/lib/party-kinds';

const copy = dashboardsText;

const verifiedStatuses = new Set(['approved', 'verified', 'active']);

/** A local partner may be shown to others only once verified (never pending, unverified or rejected). */
export function isVerifiedPartner(status: string | null | undefined): boolean {
  return verifiedStatuses.has((status ?? '').trim().toLowerCase());
}

export interface Viewer {
  userId: string;
  profileId: string | null;
}

/**
 * Turns the host's answer into a list. A list is kept (minus anything that must never be shown:
 * the viewer's own profile, and local partners that are not verified — the server already leaves
 * them out, this is a second line); an object with a message becomes an empty list with that message.
 */
export function toMatchList<K extends PartyKind>(kind: K, data: unknown, viewer: Viewer | null): MatchList<K> {
  if (Array.isArray(data)) {
    const items = (data as MatchOf[K][]).filter((item) => {
      if (!item || typeof item !== 'object') return false;
      if (viewer && (item.ID === viewer.userId || item._id === viewer.profileId)) return false;
      if (kind === 'local' && !isVerifiedPartner((item as MatchOf['local']).verificationStatus)) return false;
      return true;
    });
    return { items, message: null };
  }
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    return { items: [], message: typeof message === 'string' && message.trim() ? message : null };
  }
  return { items: [], message: null };
}

function reasonsOf(value: unknown): MatchReason[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (reason): reason is MatchReason =>
      Boolean(reason) && typeof reason === 'object' && typeof reason.text === 'string' && typeof reason.points === 'number',
  );
}

/** The profile's logo (a data URL), when it has one (investor profiles may carry one too). */
export function logoOf(profile: object): string | null {
  const logo = (profile as { businessLogo?: unknown }).businessLogo;
  return typeof logo === 'string' && logo ? logo : null;
}

function scoreOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : 0;
}

/**
 * The card content of one match, worded in the active language (the kind, the option values) and
 * `locale` (the ticket's digits): build it again when they change. Filter values (`industries`) stay the API's.
 */
export function matchView<K extends PartyKind>(kind: K, item: MatchOf[K], locale: string = defaultFormatLocale): MatchView {
  const base = {
    id: item._id,
    kind,
    score: scoreOf(item.matchScore),
    reasons: reasonsOf(item.matchReasons),
    logo: logoOf(item),
    createdAt: item.createdAt ?? null,
    profilePath: publicProfilePath(kind, item._id),
    ticket: null,
  };
  if (kind === 'foreign') {
    const foreign = item as MatchOf['foreign'];
    const industry = foreign.industry ?? '';
    return {
      ...base,
      name: foreign.companyName || '',
      subtitle: copy.card.foreignKind,
      contact: null,
      industry: optionText(industry),
      industries: industry ? [industry] : [],
      region: foreign.operatingRegion ?? '',
    };
  }
  if (kind === 'local') {
    const local = item as MatchOf['local'];
    const industry = local.industryFocus ?? '';
    return {
      ...base,
      name: local.companyName || '',
      subtitle: local.businessType ? optionText(local.businessType) : copy.card.localKind,
      contact: null,
      industry: optionText(industry),
      industries: industry ? [industry] : [],
      region: local.registeredRegion ?? '',
    };
  }
  const investor = item as MatchOf['investor'];
  const industries = splitList(investor.targetIndustries);
  return {
    ...base,
    name: investor.legalName || investor.primaryContactName || '',
    subtitle: investor.investorType ? optionText(investor.investorType) : copy.card.investorKind,
    contact: investor.primaryContactName || null,
    industry: joinOptions(industries),
    industries,
    region: investor.registeredRegion ?? '',
    ticket: ticketRange(investor.ticketSizeMinUSD, investor.ticketSizeMaxUSD, locale),
  };
}

export type SortKey = 'score' | 'name' | 'newest';

export interface MatchFilters {
  sort: SortKey;
  industry: string;
  region: string;
  minScore: number;
}

export const defaultFilters: MatchFilters = { sort: 'score', industry: '', region: '', minScore: 0 };

export const minScoreSteps = [50, 60, 70, 80, 90] as const;

export function filtersActive(filters: MatchFilters): boolean {
  return filters.industry !== '' || filters.region !== '' || filters.minScore > 0;
}

const collators = new Map<string, Intl.Collator>();

/** Compares names in the reader's language (letters of both scripts in their order). */
export function compareText(a: string, b: string): number {
  let collator = collators.get(defaultFormatLocale);
  if (!collator) {
    collator = new Intl.Collator(defaultFormatLocale, { sensitivity: 'base' });
    collators.set(defaultFormatLocale, collator);
  }
  return collator.compare(a, b);
}

/** Filters (industry, region, minimum score) and sorts a list of matches; stable for ties. */
export function applyFilters(matches: readonly MatchView[], filters: MatchFilters): MatchView[] {
  const kept = matches.filter(
    (match) =>
      (filters.industry === '' || match.industries.includes(filters.industry)) &&
      (filters.region === '' || match.region === filters.region) &&
      match.score >= filters.minScore,
  );
  const indexed = kept.map((match, index) => ({ match, index }));
  indexed.sort((a, b) => {
    let order = 0;
    if (filters.sort === 'score') order = b.match.score - a.match.score;
    else if (filters.sort === 'name') order = compareText(a.match.name, b.match.name);
    else order = (b.match.createdAt ?? '').localeCompare(a.match.createdAt ?? '');
    return order || a.index - b.index;
  });
  return indexed.map(({ match }) => match);
}

/** The distinct values of a list, sorted, for a filter's options. */
export function distinct(values: Iterable<string>): string[] {
  return Array.from(new Set(Array.from(values).filter(Boolean))).sort(compareText);
}

export type ScoreTier = 'excellent' | 'strong' | 'good' | 'possible';

/** How a score reads in words (and which colour its ring takes). */
export function scoreTier(score: number): ScoreTier {
  if (score >= 85) return 'excellent';
  if (score >= 70) return 'strong';
  if (score >= 55) return 'good';
  return 'possible';
}

/**
 * The score every match starts from, when the reasons account for the score exactly
 * (score = base + Σ points); null when they do not, so nothing wrong is claimed.
 */
export function baseScore(score: number, reasons: readonly MatchReason[]): number | null {
  if (reasons.length === 0) return null;
  const sum = reasons.reduce((total, reason) => total + reason.points, 0);
  const base = score - sum;
  return Number.isInteger(base) && base > 0 && base < 100 ? base : null;
}

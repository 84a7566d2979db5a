import type { BadgeTone } from '@/components/ui';
import { dashboards as dashboardsText } from '@/i18n/dashboards';
import { joinOptions, optionText } from '@/i18n/options';
import { splitList } from '@/lib/options';
import { logoOf } from './matches';
import type { PartyKind, ProfileOf } from './types';

const copy = dashboardsText;

/**
 * The colour of a verification status on dashboards (specification §4): approved green, pending amber,
 * rejected red, any other value grey.
 */
export function verificationTone(status: string | null | undefined): BadgeTone {
  switch ((status ?? '').trim().toLowerCase()) {
    case 'approved':
      return 'success';
    case 'pending':
      return 'warning';
    case 'rejected':
      return 'danger';
    default:
      return 'neutral';
  }
}

export interface ProfileSummary {
  id: string;
  name: string;
  type: string;
  industry: string;
  region: string;
  logo: string | null;
  /** The badge on the dashboard's profile card. */
  status: { text: string; tone: BadgeTone };
}

/**
 * What a dashboard's profile card shows, in the active language. The foreign badge always reads
 * Active; partners and investors show their verification status (its words: "Approved" → "معتمد"
 * in Arabic; a value the app does not know as it is), or Unknown without one (specification §4).
 */
export function profileSummary<K extends PartyKind>(kind: K, profile: ProfileOf[K]): ProfileSummary {
  const logo = logoOf(profile);
  if (kind === 'foreign') {
    const foreign = profile as ProfileOf['foreign'];
    return {
      id: foreign._id,
      name: foreign.companyName || '',
      type: copy.card.foreignKind,
      industry: optionText(foreign.industry ?? ''),
      region: foreign.operatingRegion ?? '',
      logo,
      status: { text: copy.profileCard.activeStatus, tone: 'success' },
    };
  }
  const raw = (profile as ProfileOf['local'] | ProfileOf['investor']).verificationStatus;
  const status = { text: raw?.trim() ? optionText(raw) : copy.profileCard.unknownStatus, tone: verificationTone(raw) };
  if (kind === 'local') {
    const local = profile as ProfileOf['local'];
    return {
      id: local._id,
      name: local.companyName || '',
      type: local.businessType ? optionText(local.businessType) : copy.card.localKind,
      industry: optionText(local.industryFocus ?? ''),
      region: local.registeredRegion ?? '',
      logo,
      status,
    };
  }
  const investor = profile as ProfileOf['investor'];
  return {
    id: investor._id,
    name: investor.legalName || investor.primaryContactName || '',
    type: investor.investorType ? optionText(investor.investorType) : copy.card.investorKind,
    industry: joinOptions(splitList(investor.targetIndustries)),
    region: investor.registeredRegion ?? '',
    logo,
    status,
  };
}

/**
 * Whether the viewer may send this profile a request (specification §6): never an admin, never the owner,
 * never a profile of the viewer's own kind (a foreign business does not apply to another one).
 */
export function canSendRequest(viewer: { id: string; category: string }, kind: PartyKind, ownerId: string): boolean {
  if (viewer.category === 'admin') return false;
  if (viewer.category === kind) return false;
  return ownerId !== viewer.id;
}

import type { components } from '@/api/schema';

type Schemas = components['schemas'];

import type { PartyKind } from '@/lib/party-kinds';

export type { PartyKind };

export type MatchReason = Schemas['MatchReason'];
export type ForeignMatch = Schemas['ForeignBusinessMatch'];
export type LocalMatch = Schemas['LocalPartnerMatch'];
export type InvestorMatch = Schemas['InvestorMatch'];
export type ForeignProfile = Schemas['ForeignBusinessProfile'];
export type LocalProfile = Schemas['LocalPartnerProfile'];
export type InvestorProfile = Schemas['InvestorProfile'];
export type Connection = NonNullable<Schemas['ConnectionState']>;

export interface MatchOf {
  foreign: ForeignMatch;
  local: LocalMatch;
  investor: InvestorMatch;
}

export interface ProfileOf {
  foreign: ForeignProfile;
  local: LocalProfile;
  investor: InvestorProfile;
}

/**
 * A match list as the screens use it. The host answers a list, or an object with a message
 * instead of a list (specification §5): that is an empty list with the message shown.
 */
export interface MatchList<K extends PartyKind> {
  items: MatchOf[K][];
  message: string | null;
}

/** One match card's content, whatever the kind of the matched profile. */
export interface MatchView {
  id: string;
  kind: PartyKind;
  name: string;
  /** Business type, investor type or the kind: the line under the name. */
  subtitle: string;
  /** A person to talk to, when the profile names one (investors). */
  contact: string | null;
  /** The industry line shown on the card. */
  industry: string;
  /** Every industry the profile names (investors list several), for the industry filter. */
  industries: string[];
  region: string;
  /** Investors: the ticket size in thousands of USD ("USD 250K – 2,000K"). */
  ticket: string | null;
  score: number;
  reasons: MatchReason[];
  logo: string | null;
  createdAt: string | null;
  profilePath: string;
}

/**
 * The three kinds of party as data (issue 22): every route, link and key that depends on the kind
 * reads this table instead of a switch of its own. Admins are users, not parties.
 */
export const partyKinds = ['foreign', 'local', 'investor'] as const;

export type PartyKind = (typeof partyKinds)[number];

export function isPartyKind(value: unknown): value is PartyKind {
  return typeof value === 'string' && (partyKinds as readonly string[]).includes(value);
}

export interface PartyPaths {
  /** The dashboard with the party's matches. */
  dashboard: string;
  /** The profile-completion form. */
  completeProfile: string;
  /** The contracts page (tabs Approved / Pending Requests / Request Sent). */
  contracts: string;
  /** Route pattern of the party's own profile page. */
  ownProfilePattern: string;
  /** Route pattern of the page another user sees this party's profile on. */
  publicProfilePattern: string;
}

/** The routes of each kind (specification §2). */
export const partyPaths: Readonly<Record<PartyKind, PartyPaths>> = {
  foreign: {
    dashboard: '/foreignDashboard',
    completeProfile: '/complete-business-profile',
    contracts: '/foreign/AllContracts',
    ownProfilePattern: '/ForeignBusinessProfile/:id',
    publicProfilePattern: '/foreign-business/:id',
  },
  local: {
    dashboard: '/partner-dashboard',
    completeProfile: '/complete-partner-profile',
    contracts: '/partner/AllContracts',
    ownProfilePattern: '/LocalBusinessProfile/:id',
    publicProfilePattern: '/local-business/:id',
  },
  investor: {
    dashboard: '/investor-dashboard',
    completeProfile: '/complete-investor-profile',
    contracts: '/investor/AllContracts',
    ownProfilePattern: '/InvestorProfile/:id',
    publicProfilePattern: '/investor/:id',
  },
};

const withId = (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id));

/** The page a party's own account sees its profile on: /LocalBusinessProfile/{id}. */
export function ownProfilePath(kind: PartyKind, id: string): string {
  return withId(partyPaths[kind].ownProfilePattern, id);
}

/** The page others see a party's profile on (a match's View Profile): /local-business/{id}. */
export function publicProfilePath(kind: PartyKind, id: string): string {
  return withId(partyPaths[kind].publicProfilePattern, id);
}

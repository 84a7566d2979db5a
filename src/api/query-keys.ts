import type { PartyKind } from '@/lib/party-kinds';
/**
 * Query-key roots shared across features, so one feature can refresh what another shows
 * (e.g. a connect on a profile page refreshes the contract lists) without importing it.
 */
export const queryKeys = {
  ownProfile: (kind: PartyKind) => ['own-profile', kind] as const,
  matches: (subject: PartyKind, candidate: PartyKind) =>
    ['matches', subject, candidate] as const,
  matchesAll: ['matches'] as const,
  profileView: (kind: PartyKind, id: string) => ['profile-view', kind, id] as const,
  profileViewAll: ['profile-view'] as const,
  contracts: ['contracts'] as const,
  contractList: (prefix: string, list: string, requestType: string) => ['contracts', prefix, list, requestType] as const,
  contract: (contractId: string) => ['contract', contractId] as const,
  milestones: (contractId: string) => ['milestones', contractId] as const,
  adminBusinesses: ['admin', 'businesses'] as const,
  adminContracts: ['admin', 'contracts'] as const,
  /** Everything of the caller's notifications (the bell, the lists), refreshed together. */
  notifications: ['notifications'] as const,
  notificationCount: ['notifications', 'count'] as const,
  notificationList: (filter: string, limit: number) => ['notifications', 'list', filter, limit] as const,
  notificationPreferences: ['notifications', 'preferences'] as const,
  /** Everything of the caller's conversations and meetings, refreshed together. */
  conversations: ['conversations'] as const,
  conversationList: ['conversations', 'list'] as const,
  messageCount: ['conversations', 'unread-count'] as const,
  /** One conversation's latest page (messages, read marks, meetings). */
  conversation: (contractId: string) => ['conversations', 'thread', contractId] as const,
  upcomingMeetings: ['conversations', 'upcoming-meetings'] as const,
  /** One insights section of a period (none for the period-free supply section). */
  adminInsights: (section: string, period?: Readonly<Record<string, string>>) =>
    (period ? ['admin', 'insights', section, period] : ['admin', 'insights', section]) as readonly unknown[],
};

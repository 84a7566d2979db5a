import type { components } from '../../src/api/schema';
import type { ServerLanguage } from '../i18n/language';
import { PARTY_KINDS } from '../matching/types';

type Schemas = components['schemas'];

/** Every category a stored account can have; "none" is a Google account that has not chosen yet. */
export type UserCategory = Schemas['Category'] | 'none';
/** The three kinds of party: declared once, beside the matching engine's types (the engine reads no db). */
export { PARTY_KINDS };
export type PartyKind = (typeof PARTY_KINDS)[number];

export interface UserRecord {
  id: string;
  name: string;
  businessName: string;
  email: string; // stored lower-cased
  category: UserCategory;
  hasCompletedProfile: boolean;
  /** PBKDF2-SHA256, base64; empty for an account that only signs in with Google. */
  passwordHash: string;
  passwordSalt: string;
  createdAt: string;
  /** Registered by an admin for the directory: its e-mail is a placeholder and nobody signs in to it. */
  unclaimed?: boolean;
  /**
   * The language their e-mails are written in: the Accept-Language of their latest request that
   * carried one (sign-up, sign-in, any signed-in call). Absent — English — on accounts saved
   * before it existed and on the seed's, so no stored data needs a new schema version.
   */
  language?: ServerLanguage;
}

export interface SessionRecord {
  token: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export interface CodeRecord {
  id: string;
  email: string;
  code: string;
  purpose: 'signup' | 'reset';
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

interface ProfileMeta {
  createdAt: string;
  updatedAt: string;
}
export type ForeignProfileRecord = Schemas['ForeignBusinessProfile'] & ProfileMeta;
export type LocalProfileRecord = Schemas['LocalPartnerProfile'] & ProfileMeta;
export type InvestorProfileRecord = Schemas['InvestorProfile'] & ProfileMeta;

/** Stored status; "sent" is how a pending request looks to its sender. */
export type StoredContractStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

export interface ContractRecord {
  _id: string;
  category: 'local-foreign' | 'investor-foreign' | 'investor-local';
  status: StoredContractStatus;
  senderKind: PartyKind;
  senderProfileId: string;
  recipientKind: PartyKind;
  recipientProfileId: string;
  createdAt: string;
  updatedAt: string;
  /** Set when approved: the path of the generated contract document. */
  FileUrl: string | null;
}

/** One frozen version of a contract's agreement: the exact HTML every view serves, and its digest. */
export interface AgreementVersionRecord {
  id: string;
  contractId: string;
  version: number;
  html: string;
  /** SHA-256 of the UTF-8 bytes of `html`, in hex (Web Crypto). */
  digest: string;
  createdAt: string;
  /**
   * The facts `html` was rendered from, which the Arabic and bilingual renderings are written from
   * (decision 030; read back through `sourceOf`); absent on a version stored before them.
   */
  source?: unknown;
}

/** A party's electronic signature on one version. */
export interface SignatureRecord {
  id: string;
  contractId: string;
  version: number;
  digest: string;
  profileId: string;
  kind: PartyKind;
  /** The signatory's full name, typed as the signature. */
  fullName: string;
  companyName: string;
  signedAt: string;
}

export type AgreementEventKind = 'generated' | 'viewed' | 'signed' | 'regenerated' | 'declined';

/** One line of an agreement's audit trail. */
export interface AgreementEventRecord {
  id: string;
  contractId: string;
  at: string;
  kind: AgreementEventKind;
  version: number;
  digest: string;
  /** The acting party's profile, or null for Corridor itself. */
  actorProfileId: string | null;
  /** The acting person's name as it was when they acted (the typed signature for a signing), or "Corridor". */
  actorName: string;
  /** Their company as it was then; null for Corridor. */
  actorCompany: string | null;
  reason?: string;
}

export interface MilestoneRecord {
  _id: string;
  contractId: string;
  title: string;
  description: string;
  dueDate: string; // YYYY-MM-DD
  createdAt: string;
}

export interface TaskRecord {
  _id: string;
  contractId: string;
  milestoneId: string;
  title: string;
  description: string;
  dueDate: string; // YYYY-MM-DD
  status: 'completed' | 'pending';
  createdAt: string;
}

export interface CommentRecord {
  _id: string;
  contractId: string;
  milestoneId: string;
  text: string;
  author: string;
  authorUserId: string | null;
  createdAt: string;
}

export interface OutboxRecord {
  id: string;
  to: string;
  subject: string;
  body: string;
  /** A sign-up or reset code, a demo request, one notification's e-mail, or a daily digest of them. */
  kind: 'code' | 'demo-request' | 'notification' | 'digest';
  createdAt: string;
  /** The language it is written in (absent: English, as every e-mail was before Arabic). */
  language?: ServerLanguage;
}

export type DemoRequestRecord = Schemas['DemoRequest'] & { id: string; createdAt: string };

export interface FeedbackRecord {
  id: string;
  actorId: string;
  subjectId: string;
  candidateId: string;
  outcome: 'approved' | 'rejected' | 'cancelled';
  factors: string[];
  createdAt: string;
}

/**
 * One event of the admin insights (docs: openapi tag `insights`), kept compact because every one is
 * saved. `at` is an ISO instant; profile ids are `_id`s. History events (mocks/domain/insights/history.ts)
 * have the same shapes, with synthetic contract ids (`hist_…`) that are in no contracts collection.
 */
export type InsightEventRecord =
  /** A match list was loaded: the candidates it returned, best first (one record per load). */
  | { id: string; at: string; kind: 'shown'; viewer: string; viewerKind: PartyKind; shownKind: PartyKind; shown: string[] }
  /** A party opened another party's profile. */
  | { id: string; at: string; kind: 'viewed'; viewer: string; viewerKind: PartyKind; profile: string; profileKind: PartyKind }
  /** A request was sent: the pair's match score then (null when the engine gave none) and the factors of its helping reasons. */
  | {
      id: string;
      at: string;
      kind: 'requested';
      contractId: string;
      sender: string;
      senderKind: PartyKind;
      recipient: string;
      recipientKind: PartyKind;
      score: number | null;
      factors: string[];
    }
  /** The request was approved or rejected by its recipient, or cancelled by its sender. */
  | { id: string; at: string; kind: 'answered'; contractId: string; outcome: 'approved' | 'rejected' | 'cancelled' }
  /** Both parties have signed the contract's agreement. */
  | { id: string; at: string; kind: 'signed'; contractId: string }
  /** The contract's first milestone (earliest due date, then earliest created) was completed. */
  | { id: string; at: string; kind: 'milestone'; contractId: string };

export type InsightEventKind = InsightEventRecord['kind'];
export type InsightEventOf<K extends InsightEventKind> = Extract<InsightEventRecord, { kind: K }>;

/** What a notification is about, and the unit of the preferences (the contract's NotificationKind). */
export type NotificationKind = Schemas['NotificationKind'];

/**
 * One notification of one user (docs: openapi tag `notifications`). Its sentence is not stored:
 * it is written from `event` and `values` by the catalogue (mocks/domain/notifications/catalogue.ts)
 * whenever it is read, so one place words every event.
 */
export interface NotificationRecord {
  id: string;
  /** The user it belongs to: only they read or change it. */
  userId: string;
  kind: NotificationKind;
  /** The exact event, e.g. "request-approved" (a key of the catalogue). */
  event: string;
  /** What the sentence is made of. */
  values: Record<string, string | number>;
  /** The other company it is about, if any. */
  counterpart: { name: string; profileId?: string; kind?: PartyKind } | null;
  /** The app path of the place it is about. */
  link: string;
  createdAt: string;
  readAt: string | null;
  /** Makes an event notify once per user, e.g. `task-due:<taskId>`. */
  dedupeKey?: string;
  /**
   * Its e-mail: sent at once, waiting for the daily digest, sent in a digest, or not wanted.
   * Absent on the seed's notifications (history: no e-mail was sent for them).
   */
  emailed?: 'sent' | 'digest-pending' | 'digest-sent' | 'off';
  /** Kept only for its e-mail (in-app is off for its kind): never listed or counted. */
  emailOnly?: true;
}

/** A user's notification preferences once saved (until then the defaults apply). */
export interface NotificationPreferencesRecord {
  userId: string;
  /** One daily digest e-mail instead of single e-mails. */
  digest: boolean;
  kinds: Array<{ kind: NotificationKind; inApp: boolean; email: boolean }>;
  updatedAt: string;
}

// The conversations' records (messages, read marks, intro meetings) live in records-conversations.ts.
export * from './records-conversations';

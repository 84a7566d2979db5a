import type { NotificationKind, NotificationRecord, UserCategory } from '../../db/records';
import { fill } from '../../db/seed/text';
import { CONVERSATION_EVENTS } from './catalogue-conversations';

/*
 * Every notification event in one place: its kind (the unit of the preferences), the sentence the
 * bell shows, the e-mail's subject and call to action, and where it links. Nothing outside this
 * file (and catalogue-conversations.ts, which it spreads in) words a notification: records keep the
 * event and its values, and the sentence is written from them whenever it is read or mailed.
 */

export type Values = Record<string, string | number>;

/** The kinds in the contract's order, each with the name the e-mails and the settings give it. */
export const KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  'request-received': 'Requests you receive',
  'request-answered': 'Answers to your requests',
  'request-cancelled': 'Requests withdrawn',
  agreement: 'Agreements',
  'milestone-added': 'New milestones',
  'task-added': 'New tasks',
  'comment-added': 'New comments',
  'task-due': 'Tasks due soon',
  verification: 'Verification',
  message: 'Messages',
  meeting: 'Meetings',
};

export const NOTIFICATION_KINDS = Object.keys(KIND_LABELS) as NotificationKind[];

/** Who receives a notification, and about whom, as far as its link depends on them. */
export interface Recipient {
  category: UserCategory;
  /** The kind of the other party, which picks the contracts page's sub-tab. */
  counterpartKind?: string | undefined;
}

/** Each category's contracts page (the app's routes; the mock cannot import the app). */
const CONTRACTS_PAGE: Readonly<Record<UserCategory, string>> = {
  foreign: '/foreign/AllContracts',
  local: '/partner/AllContracts',
  investor: '/investor/AllContracts',
  admin: '/admin/AllContracts',
  none: '/foreign/AllContracts',
};

/** The recipient's contracts page, on one tab (pending, sent) and the other party's kind when known. */
const contractsTab =
  (tab: 'pending' | 'sent') =>
  (_values: Values, to: Recipient) =>
    `${CONTRACTS_PAGE[to.category]}?tab=${tab}${to.counterpartKind ? `&with=${to.counterpartKind}` : ''}`;
const contractPage = (values: Values) => `/contract/${values.contractId}`;
const ownProfilePage = (values: Values) => `/LocalBusinessProfile/${values.profileId}`;

/** One event: its kind, its wording and its link. */
export interface EventSpec {
  kind: NotificationKind;
  /** The one plain English sentence of the bell. */
  text: string;
  subject: string;
  /** The e-mail's call to action, written before the link. */
  action: string;
  link: (values: Values, to: Recipient) => string;
}

export const CATALOGUE = {
  /** values: company (the sender), contractId. To the recipient of a request. */
  'request-received': {
    kind: 'request-received',
    text: '{company} sent you a partnership request.',
    subject: 'New partnership request from {company}',
    action: 'Approve or reject it on your contracts page',
    link: contractsTab('pending'),
  },
  /** values: company (the recipient), contractId. To the sender; the agreement is frozen at approval. */
  'request-approved': {
    kind: 'request-answered',
    text: '{company} approved your partnership request. The agreement is ready to sign.',
    subject: '{company} approved your partnership request',
    action: 'Review and sign the agreement',
    link: contractPage,
  },
  /** values: company (the recipient), contractId. To the sender. */
  'request-rejected': {
    kind: 'request-answered',
    text: '{company} declined your partnership request.',
    subject: '{company} declined your partnership request',
    action: 'See it under Closed requests',
    link: contractsTab('sent'),
  },
  /** values: company (the sender), contractId. To the recipient. */
  'request-cancelled': {
    kind: 'request-cancelled',
    text: '{company} withdrew its partnership request.',
    subject: '{company} withdrew its partnership request',
    action: 'See your contracts',
    link: contractsTab('pending'),
  },
  /** values: company, contractId, version. A regenerated draft, to the other party. */
  'agreement-ready': {
    kind: 'agreement',
    text: 'Version {version} of your agreement with {company} is ready to sign.',
    subject: 'A new version of your agreement with {company} is ready to sign',
    action: 'Review and sign it',
    link: contractPage,
  },
  /** values: company (the signer), contractId, version. To the party that has not signed yet. */
  'agreement-signed': {
    kind: 'agreement',
    text: '{company} signed version {version} of your agreement. It is waiting for your signature.',
    subject: '{company} signed your agreement',
    action: 'Review and sign it',
    link: contractPage,
  },
  /** values: company (the last signer), contractId, version. To the party that signed first. */
  'agreement-fully-signed': {
    kind: 'agreement',
    text: 'Your agreement with {company} is now signed by both parties.',
    subject: 'Your agreement with {company} is signed by both parties',
    action: 'Download the signed agreement',
    link: contractPage,
  },
  /** values: person (who added it), company, title, contractId. */
  'milestone-added': {
    kind: 'milestone-added',
    text: '{person} added the milestone “{title}” to your contract with {company}.',
    subject: 'New milestone on your contract with {company}: {title}',
    action: 'See the milestones',
    link: contractPage,
  },
  /** values: person, company, title, dueDate, contractId. */
  'task-added': {
    kind: 'task-added',
    text: '{person} added the task “{title}”, due {dueDate}, to your contract with {company}.',
    subject: 'New task on your contract with {company}: {title}',
    action: 'See the task',
    link: contractPage,
  },
  /** values: person, company, excerpt (the comment's start), contractId. */
  'comment-added': {
    kind: 'comment-added',
    text: '{person} commented on your contract with {company}: “{excerpt}”',
    subject: '{person} commented on your contract with {company}',
    action: 'Read and answer it',
    link: contractPage,
  },
  /** values: title, company, dueDate, contractId. Once per task, to each party (mocks/domain/notifications/task-due.ts). */
  'task-due': {
    kind: 'task-due',
    text: 'The task “{title}” of your contract with {company} is due {dueDate}.',
    subject: 'Task due {dueDate}: {title}',
    action: 'See the task',
    link: contractPage,
  },
  /** values: company (the partner's own), profileId. To the partner. */
  'profile-verified': {
    kind: 'verification',
    text: 'Your profile {company} is verified: it now appears in match lists.',
    subject: 'Your Corridor profile is verified',
    action: 'See your profile',
    link: ownProfilePage,
  },
  /** values: company, profileId. To the partner. */
  'profile-rejected': {
    kind: 'verification',
    text: 'Your profile {company} was not verified, so it does not appear in match lists. Contact Corridor to learn why.',
    subject: 'Your Corridor profile was not verified',
    action: 'See your profile',
    link: ownProfilePage,
  },
  /** values: company, profileId. To every admin, when a local partner submits its profile. */
  'verification-requested': {
    kind: 'verification',
    text: '{company} submitted its local partner profile and is waiting for verification.',
    subject: 'A local partner is waiting for verification: {company}',
    action: 'Accept or reject it in the Admin panel',
    link: () => '/adminPanel',
  },
  // Messages and intro meetings: catalogue-conversations.ts.
  ...CONVERSATION_EVENTS,
} as const satisfies Record<string, EventSpec>;

export type NotificationEvent = keyof typeof CATALOGUE;

export const isNotificationEvent = (event: string): event is NotificationEvent => Object.hasOwn(CATALOGUE, event);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-12-01" → "on 1 Dec 2026"; anything else as it is. */
function onDay(value: string | number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
  return match ? `on ${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}` : String(value);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "2031-12-02T09:00:00.000Z" → "Tue 2 Dec 2031, 09:00 UTC" (each reader's own zone is the app's to show). */
export function utcMoment(value: string | number): string {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) return String(value);
  const at = new Date(ms);
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${time} UTC`;
}

/** How one value reads in a sentence: days and instants written out, a count of times as words. */
function wordingOf(key: string, value: string | number): string {
  if (key === 'dueDate') return onDay(value);
  if (key === 'start') return utcMoment(value);
  if (key === 'slots') return Number(value) === 1 ? 'one time' : `${value} times`;
  return String(value);
}

/** The values as the sentence reads them: numbers as text, days written out. */
function wording(values: Values): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, wordingOf(key, value)]));
}

const specOf = (event: string): EventSpec | undefined => (isNotificationEvent(event) ? CATALOGUE[event] : undefined);

/** The sentence of a stored notification (an event unknown to this version reads as its name). */
export function sentenceOf(record: Pick<NotificationRecord, 'event' | 'values'>): string {
  const spec = specOf(record.event);
  return spec ? fill(spec.text, wording(record.values)) : record.event;
}

export const linkOf = (event: NotificationEvent, values: Values, to: Recipient): string => CATALOGUE[event].link(values, to);

/** The longest comment excerpt a sentence quotes. */
export const EXCERPT_LENGTH = 80;

/** The start of a comment for the sentence: one line, cut at a word with an ellipsis. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= EXCERPT_LENGTH) return line;
  const cut = line.slice(0, EXCERPT_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** One notification's e-mail: subject and plain-text body. */
export function emailOf(record: Pick<NotificationRecord, 'event' | 'values' | 'link' | 'kind'>, name: string): { subject: string; body: string } {
  const spec = specOf(record.event);
  const values = wording(record.values);
  return {
    subject: spec ? fill(spec.subject, values) : sentenceOf(record),
    body: [
      `Hello ${name},`,
      '',
      sentenceOf(record),
      '',
      `${spec?.action ?? 'Open Corridor'}: ${record.link}`,
      '',
      '— Corridor',
      `You receive this e-mail because e-mail is on for "${KIND_LABELS[record.kind] ?? record.kind}" in your notification settings.`,
    ].join('\n'),
  };
}

/** The daily digest: one e-mail listing the notifications it collected, oldest first. */
export function digestOf(records: ReadonlyArray<Pick<NotificationRecord, 'event' | 'values' | 'link' | 'createdAt'>>, name: string): { subject: string; body: string } {
  const count = records.length;
  return {
    subject: `Your Corridor digest: ${count} ${count === 1 ? 'update' : 'updates'}`,
    body: [
      `Hello ${name},`,
      '',
      `Here is what happened on Corridor since your last digest (${count} ${count === 1 ? 'update' : 'updates'}):`,
      '',
      ...records.flatMap((record) => [`- ${record.createdAt.slice(0, 16).replace('T', ' ')} UTC: ${sentenceOf(record)}`, `  ${record.link}`]),
      '',
      '— Corridor',
      'You receive one digest a day instead of single e-mails because you chose it in your notification settings.',
    ].join('\n'),
  };
}

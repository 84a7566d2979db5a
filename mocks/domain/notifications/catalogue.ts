import type { NotificationKind, NotificationRecord, UserCategory } from '../../db/records';
import { say, type ServerLanguage } from '../../http/wording';
import { notices as words } from '../../i18n/en';
import { CONVERSATION_EVENTS } from './catalogue-conversations';
import { sentenceValues, type Values } from './values';

/*
 * Every notification event in one place: its kind (the unit of the preferences) and where it
 * links; its words — the sentence the bell shows, the e-mail's subject and call to action — are
 * in the catalogues (mocks/i18n/en/notices.ts and its Arabic twin). Records keep the event and
 * its values, and the sentence is written from them whenever it is read or mailed, in the
 * reader's language.
 */

export type { Values };
export { utcMoment } from './values';

/** The kinds in the contract's order, each with the (English) name the e-mails and the settings give it. */
export const KIND_LABELS: Readonly<Record<NotificationKind, string>> = words.kinds;

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

/** One event: its kind and its link (its words: `notices.events` of the catalogues). */
export interface EventSpec {
  kind: NotificationKind;
  link: (values: Values, to: Recipient) => string;
}

type Events = typeof words.events;

export const CATALOGUE = {
  /** values: company (the sender), contractId. To the recipient of a request. */
  'request-received': { kind: 'request-received', link: contractsTab('pending') },
  /** values: company (the recipient), contractId. To the sender; the agreement is frozen at approval. */
  'request-approved': { kind: 'request-answered', link: contractPage },
  /** values: company (the recipient), contractId. To the sender. */
  'request-rejected': { kind: 'request-answered', link: contractsTab('sent') },
  /** values: company (the sender), contractId. To the recipient. */
  'request-cancelled': { kind: 'request-cancelled', link: contractsTab('pending') },
  /** values: company, contractId, version. A regenerated draft, to the other party. */
  'agreement-ready': { kind: 'agreement', link: contractPage },
  /** values: company (the signer), contractId, version. To the party that has not signed yet. */
  'agreement-signed': { kind: 'agreement', link: contractPage },
  /** values: company (the last signer), contractId, version. To the party that signed first. */
  'agreement-fully-signed': { kind: 'agreement', link: contractPage },
  /** values: person (who added it), company, title, contractId. */
  'milestone-added': { kind: 'milestone-added', link: contractPage },
  /** values: person, company, title, dueDate, contractId. */
  'task-added': { kind: 'task-added', link: contractPage },
  /** values: person, company, excerpt (the comment's start), contractId. */
  'comment-added': { kind: 'comment-added', link: contractPage },
  /** values: title, company, dueDate, contractId. Once per task, to each party (mocks/domain/notifications/task-due.ts). */
  'task-due': { kind: 'task-due', link: contractPage },
  /** values: company (the partner's own), profileId. To the partner. */
  'profile-verified': { kind: 'verification', link: ownProfilePage },
  /** values: company, profileId. To the partner. */
  'profile-rejected': { kind: 'verification', link: ownProfilePage },
  /** values: company, profileId. To every admin, when a local partner submits its profile. */
  'verification-requested': { kind: 'verification', link: () => '/adminPanel' },
  // Messages and intro meetings: catalogue-conversations.ts.
  ...CONVERSATION_EVENTS,
} as const satisfies Record<keyof Events, EventSpec>;

export type NotificationEvent = keyof typeof CATALOGUE;

export const isNotificationEvent = (event: string): event is NotificationEvent => Object.hasOwn(CATALOGUE, event);

/** The sentence of a stored notification in `language` (an event unknown to this version reads as its name). */
export function sentenceOf(record: Pick<NotificationRecord, 'event' | 'values'>, language: ServerLanguage = 'en'): string {
  const { event } = record;
  return isNotificationEvent(event) ? say(language, (c) => c.notices.events[event].text, sentenceValues(record.values, language)) : event;
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

/** A kind's name in `language` (a kind unknown to this version as it is). */
const kindName = (kind: string, language: ServerLanguage) =>
  Object.hasOwn(words.kinds, kind) ? say(language, (c) => c.notices.kinds[kind as NotificationKind]) : kind;

/** One notification's e-mail to `name`, in `language`: subject and plain-text body. */
export function emailOf(
  record: Pick<NotificationRecord, 'event' | 'values' | 'link' | 'kind'>,
  name: string,
  language: ServerLanguage = 'en',
): { subject: string; body: string } {
  const { event } = record;
  const known = isNotificationEvent(event);
  const values = sentenceValues(record.values, language);
  const sentence = sentenceOf(record, language);
  const action = known ? say(language, (c) => c.notices.events[event].action) : say(language, (c) => c.notices.email.openCorridor);
  return {
    subject: known ? say(language, (c) => c.notices.events[event].subject, values) : sentence,
    body: [
      say(language, (c) => c.notices.email.greeting, { name }),
      '',
      sentence,
      '',
      say(language, (c) => c.notices.email.actionLine, { action, link: record.link }),
      '',
      say(language, (c) => c.notices.email.signature),
      say(language, (c) => c.notices.email.why, { kind: kindName(record.kind, language) }),
    ].join('\n'),
  };
}

/** The daily digest to `name`, in `language`: one e-mail listing the notifications it collected, oldest first. */
export function digestOf(
  records: ReadonlyArray<Pick<NotificationRecord, 'event' | 'values' | 'link' | 'createdAt'>>,
  name: string,
  language: ServerLanguage = 'en',
): { subject: string; body: string } {
  const count = records.length;
  const one = count === 1;
  return {
    subject: say(language, (c) => (one ? c.notices.digest.subjectOne : c.notices.digest.subject), { count }),
    body: [
      say(language, (c) => c.notices.email.greeting, { name }),
      '',
      say(language, (c) => (one ? c.notices.digest.introOne : c.notices.digest.intro), { count }),
      '',
      ...records.flatMap((record) => [
        say(language, (c) => c.notices.digest.line, { time: record.createdAt.slice(0, 16).replace('T', ' '), sentence: sentenceOf(record, language) }),
        `  ${record.link}`,
      ]),
      '',
      say(language, (c) => c.notices.email.signature),
      say(language, (c) => c.notices.digest.why),
    ].join('\n'),
  };
}

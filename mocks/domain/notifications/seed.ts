import { db } from '../../db';
import { bulkNotifications } from './bulk';
import type { ContractRecord, NotificationRecord, UserRecord } from '../../db/records';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { involves } from '../contracts';
import { findProfile, profileOfUser, type AnyProfile } from '../profiles';
import { findUser } from '../users';
import * as tell from './notices';
import type { Notice } from './notices';
import { draftNotification } from './notify';

/*
 * The demo accounts' notifications, told by the same notices as the live calls from what the seed
 * holds: the requests they received, answered and had answered, the agreement steps the other
 * party took, the latest milestone, task and comments on their contracts, their verification (the
 * partner) and the partners waiting for one (the admin). Each account keeps 14: whatever still asks
 * for it, then the newest of the rest.
 * Times are fresh, before the moment the seed is loaded: the newest about half an hour earlier,
 * the oldest about eight days, in the order the seed's own dates give them, so "35 minutes ago"
 * reads right in any demo. What still asks for the user (a request to answer, an agreement to
 * sign, a partner to verify) and the three newest are unread; the rest were read.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** How long before the load each account's newest to oldest notification came. */
const AGES_MS = [
  35 * MINUTE_MS, 2 * HOUR_MS + 10 * MINUTE_MS, 5 * HOUR_MS, 9 * HOUR_MS, 20 * HOUR_MS, DAY_MS + 3 * HOUR_MS, DAY_MS + 9 * HOUR_MS,
  2 * DAY_MS + 2 * HOUR_MS, 2 * DAY_MS + 20 * HOUR_MS, 3 * DAY_MS + 5 * HOUR_MS, 4 * DAY_MS, 5 * DAY_MS + 2 * HOUR_MS, 6 * DAY_MS + 4 * HOUR_MS,
  8 * DAY_MS, 10 * DAY_MS, 12 * DAY_MS,
];
const PER_ACCOUNT = 14;
const UNREAD_NEWEST = 3;

interface Moment {
  notice: Notice;
  /** When it happened in the seed's own story (ISO): only the order counts. */
  at: string;
  /** Still asks for the user. */
  open: boolean;
}

const mineOnly = (notices: Notice[], userId: string) => notices.filter((notice) => notice.userId === userId);

/** The latest of some records by creation (ties by id), or undefined. */
function latest<T extends { createdAt: string; _id: string }>(records: T[]): T | undefined {
  return [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id))[0];
}

/** The other party's owner's name, when that party may add milestones and tasks (a partner or an investor). */
function editorAcross(contract: ContractRecord, own: AnyProfile): string | null {
  const other = contract.senderProfileId === own.profile._id
    ? findProfile(contract.recipientKind, contract.recipientProfileId)
    : findProfile(contract.senderKind, contract.senderProfileId);
  if (!other || other.kind === 'foreign') return null;
  const owner = tell.ownerOf(other);
  return owner ? findUser(owner)?.name ?? null : null;
}

/** The agreement steps the other party took on a contract: a draft regenerated, a signature. */
function agreementMoments(contract: ContractRecord, user: UserRecord, own: AnyProfile): Moment[] {
  const moments: Moment[] = [];
  const events = db.agreementEvents.findMany((q) => q.where({ contractId: contract._id })).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  const current = Math.max(0, ...db.agreementVersions.findMany((q) => q.where({ contractId: contract._id })).map((version) => version.version));
  const signed = db.signatures.findMany((q) => q.where({ contractId: contract._id }));
  /** Whether the user's side signed this version (before `at`, when given). */
  const iSigned = (version: number, at = '\uffff') =>
    signed.some((signature) => signature.version === version && signature.profileId === own.profile._id && signature.signedAt < at);
  for (const event of events) {
    if (!event.actorProfileId || event.actorProfileId === own.profile._id) continue;
    if (event.kind === 'regenerated') {
      const notices = mineOnly(tell.agreementNotices(contract, 'agreement-ready', event.version, event.actorProfileId), user.id);
      moments.push(...notices.map((notice) => ({ notice, at: event.at, open: event.version === current && !iSigned(event.version) })));
    } else if (event.kind === 'signed') {
      // Their signature completed the agreement when the user's side had signed before it.
      const both = iSigned(event.version, event.at);
      const notices = mineOnly(tell.agreementNotices(contract, both ? 'agreement-fully-signed' : 'agreement-signed', event.version, event.actorProfileId), user.id);
      moments.push(...notices.map((notice) => ({ notice, at: event.at, open: !both && event.version === current && !iSigned(event.version) })));
    }
  }
  return moments;
}

/** Everything a party was told about one of its contracts. */
function contractMoments(contract: ContractRecord, user: UserRecord, own: AnyProfile): Moment[] {
  const received = contract.recipientProfileId === own.profile._id;
  const moments: Moment[] = [];
  const add = (notices: Notice[], at: string, open = false) => moments.push(...mineOnly(notices, user.id).map((notice) => ({ notice, at, open })));
  if (received) add(tell.requestNotices(contract, 'request-received'), contract.createdAt, contract.status === 'pending');
  if (received && contract.status === 'cancelled') add(tell.requestNotices(contract, 'request-cancelled'), contract.updatedAt);
  if (!received && contract.status === 'approved') add(tell.requestNotices(contract, 'request-approved'), contract.updatedAt);
  if (!received && contract.status === 'rejected') add(tell.requestNotices(contract, 'request-rejected'), contract.updatedAt);
  if (contract.status !== 'approved') return moments;
  moments.push(...agreementMoments(contract, user, own));
  const editor = editorAcross(contract, own);
  const milestone = latest(db.milestones.findMany((q) => q.where({ contractId: contract._id })));
  if (editor && milestone) add(tell.milestoneNotices(contract, milestone, editor), milestone.createdAt);
  const task = latest(db.tasks.findMany((q) => q.where({ contractId: contract._id })));
  if (editor && task) add(tell.taskNotices(contract, task, editor), task.createdAt);
  const comments = db.comments.findMany((q) => q.where({ contractId: contract._id })).filter((comment) => comment.authorUserId !== user.id);
  // The two latest comments of others that say different things.
  const said = new Set<string>();
  for (const comment of [...comments].sort((a, b) => b.createdAt.localeCompare(a.createdAt))) {
    if (said.size === 2 || said.has(comment.text)) continue;
    said.add(comment.text);
    add(tell.commentNotices(contract, comment), comment.createdAt);
  }
  return moments;
}

function partyMoments(user: UserRecord): Moment[] {
  const own = profileOfUser(user);
  if (!own) return [];
  const moments = db.contracts.findMany((q) => q.where((contract) => involves(contract, own.profile._id))).flatMap((contract) => contractMoments(contract, user, own));
  if (own.kind === 'local' && own.profile.verificationStatus === 'Approved') {
    const verifiedAt = new Date(Date.parse(own.profile.createdAt) + DAY_MS).toISOString();
    moments.push(...mineOnly(tell.verificationNotices(own.profile, 'profile-verified'), user.id).map((notice) => ({ notice, at: verifiedAt, open: false })));
  }
  return moments;
}

/** The admin: every partner waiting for verification, and the latest ones already decided. */
function adminMoments(user: UserRecord): Moment[] {
  const partners = db.localProfiles.all().filter((profile) => profile.ID !== DEMO_ACCOUNTS.local.userId);
  const waiting = partners.filter((profile) => profile.verificationStatus === 'Pending');
  const decided = partners
    .filter((profile) => profile.verificationStatus !== 'Pending')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id))
    .slice(0, PER_ACCOUNT - waiting.length);
  return [...waiting, ...decided].flatMap((profile) =>
    mineOnly(tell.verificationRequestNotices(profile), user.id).map((notice) => ({ notice, at: profile.createdAt, open: profile.verificationStatus === 'Pending' })),
  );
}

/** A demo account's notifications, newest first, ready to store: fresh times, read or not. */
export function seededNotificationsOf(user: UserRecord, nowMs: number, nextId: () => string): NotificationRecord[] {
  const all = (user.category === 'admin' ? adminMoments(user) : partyMoments(user)).sort((a, b) => b.at.localeCompare(a.at));
  // What still asks for the user is kept whatever its age; the newest of the rest fill the account.
  const open = all.filter((moment) => moment.open).slice(0, PER_ACCOUNT);
  const kept = new Set([...open, ...all.filter((moment) => !moment.open).slice(0, PER_ACCOUNT - open.length)]);
  const moments = all.filter((moment) => kept.has(moment));
  return moments.map((moment, rank) => {
    const createdMs = nowMs - (AGES_MS[rank] ?? AGES_MS.at(-1)! + rank * DAY_MS);
    const record = draftNotification(moment.notice, user, new Date(createdMs).toISOString(), nextId());
    const unread = moment.open || rank < UNREAD_NEWEST;
    return unread ? record : { ...record, readAt: new Date(Math.min(createdMs + 40 * MINUTE_MS, nowMs - 5 * MINUTE_MS)).toISOString() };
  });
}

/** Adds the demo accounts' notifications to the freshly seeded collections (seed-loader.ts, after the agreements). */
export async function seedNotifications(options: { nowMs?: number; extra?: number } = {}): Promise<void> {
  const nowMs = options.nowMs ?? Date.now();
  let n = 0;
  const nextId = () => `ntf_${String((n += 1)).padStart(4, '0')}`;
  // The demo partner's first: the contract's example (POST /notifications/ntf_0001/read, as local) is one of theirs.
  for (const account of [DEMO_ACCOUNTS.local, DEMO_ACCOUNTS.foreign, DEMO_ACCOUNTS.investor, DEMO_ACCOUNTS.admin]) {
    const user = findUser(account.userId);
    if (!user) continue;
    for (const record of seededNotificationsOf(user, nowMs, nextId)) await db.notifications.create(record);
  }
  // The `extraNotifications` seed setting: a busy bell for the demo partner, older than the story above.
  const extra = Math.max(0, Math.floor(options.extra ?? 0));
  if (extra > 0) for (const record of bulkNotifications(DEMO_ACCOUNTS.local.userId, extra, nowMs - 9 * 86_400_000, 'ntf_extra')) await db.notifications.create(record);
}

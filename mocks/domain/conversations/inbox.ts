import type { components } from '../../../src/api/schema';
import { db } from '../../db';
import type { ContractRecord, ConversationReadRecord, MessageRecord, PartySide } from '../../db/records';
import { readMessageNotifications } from '../notifications/messages';
import { sideOf } from '../contract-views';
import type { AnyProfile } from '../profiles';
import { badRequest } from '../../http/failure';
import type { ServerLanguage } from '../../http/wording';
import { conversations as words } from '../../i18n/en';
import { conversationStatus, isReadOnly } from './access';
import { meetingsOf } from './meetings';
import { byId, messagesOf, pageOfThread } from './messages';
import { batchDirectory, conversationParty, otherSide, partiesOf, type Directory } from './parties';
import { moveReadMark, unreadIn } from './reads';
import { meetingView, messageView, readView } from './views';

type Schemas = components['schemas'];

/*
 * What a party's inbox shows: every conversation of its profile with the counterpart, the last
 * line and the unread count, the newest first; the unread total; one conversation a page at a
 * time. A list reads each collection once and looks everything up in maps, so five hundred
 * conversations cost five hundred map lookups, not five hundred scans.
 */

export const readMessages = {
  upTo: words.upToInThread,
} as const;

interface Gathered {
  contracts: Array<{ contract: ContractRecord; side: PartySide }>;
  threads: Map<string, MessageRecord[]>;
  reads: Map<string, ConversationReadRecord>;
}

/** The profile's requests (sent or received, any status), their threads (oldest first) and read marks. */
function gather(own: AnyProfile): Gathered {
  const contracts: Gathered['contracts'] = [];
  for (const contract of db.contracts.all()) {
    const side = sideOf(contract, own);
    if (side) contracts.push({ contract, side });
  }
  const ids = new Set(contracts.map(({ contract }) => contract._id));
  const threads = new Map<string, MessageRecord[]>();
  for (const message of db.messages.all()) {
    if (!ids.has(message.contractId)) continue;
    const thread = threads.get(message.contractId);
    if (thread) thread.push(message);
    else threads.set(message.contractId, [message]);
  }
  for (const thread of threads.values()) thread.sort(byId);
  const reads = new Map<string, ConversationReadRecord>();
  for (const read of db.conversationReads.all()) if (ids.has(read.contractId)) reads.set(read.id, read);
  return { contracts, threads, reads };
}

const markOf = (reads: Map<string, ConversationReadRecord>, contractId: string, side: PartySide) => reads.get(`${contractId}:${side}`)?.upTo ?? null;

function summaryOf(
  contract: ContractRecord,
  side: PartySide,
  thread: readonly MessageRecord[],
  upTo: string | null,
  directory: Directory,
  language: ServerLanguage,
): Schemas['ConversationSummary'] {
  const last = thread.at(-1);
  return {
    contractId: contract._id,
    status: conversationStatus(contract),
    readOnly: isReadOnly(contract),
    me: conversationParty(contract, side, directory),
    counterpart: conversationParty(contract, otherSide(side), directory),
    lastMessage: last ? messageView(last, language) : null,
    updatedAt: last?.sentAt ?? contract.createdAt,
    unread: unreadIn(thread, side, upTo),
  };
}

/** Every conversation of a profile, the most recent activity first (meeting steps in the reader's `language`). */
export function conversationsOf(own: AnyProfile, language: ServerLanguage = 'en'): Array<Schemas['ConversationSummary']> {
  const { contracts, threads, reads } = gather(own);
  const directory = batchDirectory();
  return contracts
    .map(({ contract, side }) => summaryOf(contract, side, threads.get(contract._id) ?? [], markOf(reads, contract._id, side), directory, language))
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.contractId < b.contractId ? 1 : -1));
}

/** How many messages to the profile are unread, in how many conversations, and when the latest message to it came. */
export function unreadMessagesOf(own: AnyProfile): Schemas['UnreadMessageCount'] {
  const { contracts, threads, reads } = gather(own);
  let unread = 0;
  let conversations = 0;
  let latestAt: string | null = null;
  for (const { contract, side } of contracts) {
    const thread = threads.get(contract._id) ?? [];
    const count = unreadIn(thread, side, markOf(reads, contract._id, side));
    unread += count;
    if (count > 0) conversations += 1;
    for (let i = thread.length - 1; i >= 0; i -= 1) {
      const message = thread[i]!;
      if (message.from === side) continue;
      if (latestAt === null || message.sentAt > latestAt) latestAt = message.sentAt;
      break;
    }
  }
  return { unread, conversations, latestAt };
}

/** One conversation for a party or an admin: a page of messages, both read marks, every meeting. */
export function conversationView(
  contract: ContractRecord,
  viewer: PartySide | null,
  page: { before: string | null; limit: number },
  language: ServerLanguage = 'en',
): Schemas['Conversation'] {
  const parties = partiesOf(contract);
  const { messages, hasEarlier } = pageOfThread(messagesOf(contract._id), page.before, page.limit);
  return {
    contractId: contract._id,
    status: conversationStatus(contract),
    readOnly: isReadOnly(contract),
    category: contract.category,
    viewer: viewer ?? 'admin',
    parties,
    messages: messages.map((message) => messageView(message, language)),
    hasEarlier,
    reads: readView(contract._id),
    meetings: meetingsOf(contract._id).map((meeting) => meetingView(meeting, parties)),
  };
}

/**
 * A party read the conversation up to a message (its newest without `upTo`; 400 for a message of
 * another thread). The mark only moves forward; once nothing is left unread, the bell's message
 * notifications of this conversation are read too.
 */
export async function readConversation(contract: ContractRecord, side: PartySide, userId: string, upTo: string | undefined): Promise<Schemas['ConversationReads']> {
  const thread = messagesOf(contract._id);
  const target = upTo === undefined ? thread.at(-1) : thread.find((message) => message.id === upTo);
  if (upTo !== undefined && !target) throw badRequest(readMessages.upTo, [{ path: 'upTo', message: readMessages.upTo }]);
  if (target) {
    const mark = await moveReadMark(contract._id, side, target.id, new Date().toISOString());
    if (unreadIn(thread, side, mark.upTo) === 0) await readMessageNotifications(userId, contract._id);
  } else {
    await readMessageNotifications(userId, contract._id);
  }
  return readView(contract._id);
}

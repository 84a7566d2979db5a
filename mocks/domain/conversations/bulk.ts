import { db } from '../../db';
import type { ContractRecord, MessageRecord } from '../../db/records';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { seededId } from './ids';

const OPENERS = [
  'Hello from our team. We are preparing our UAE entry and would value a short introduction.',
  'We read your profile with interest: could you tell us how you usually help companies like ours?',
  'Thank you for connecting. Our board meets next month; a first call before then would be ideal.',
  'We are comparing free zones for a regional office. Is this something you advise on?',
];

/**
 * `count` more conversations for the demo local partner (the `extraConversations` seed setting, for
 * the inbox benchmark): a pending request from each of the first foreign businesses it has no
 * request with, one every ~47 minutes back from `nowMs`, each opened with one message, every third
 * one unread. Needs that many foreign businesses (`extraBusinesses`); makes as many as there are.
 */
export async function seedExtraConversations(count: number, nowMs = Date.now()): Promise<number> {
  if (count <= 0) return 0;
  const partnerId = DEMO_ACCOUNTS.local.profileId;
  const taken = new Set(
    db.contracts
      .all()
      .filter((contract) => contract.senderProfileId === partnerId || contract.recipientProfileId === partnerId)
      .flatMap((contract) => [contract.senderProfileId, contract.recipientProfileId]),
  );
  const senders = db.foreignProfiles.all().filter((profile) => !taken.has(profile._id)).slice(0, count);
  let made = 0;
  for (const [i, sender] of senders.entries()) {
    const atMs = nowMs - (i + 1) * 47 * 60_000;
    const at = new Date(atMs).toISOString();
    const contract: ContractRecord = {
      _id: `ctr_x${String(i).padStart(6, '0')}`,
      category: 'local-foreign',
      status: 'pending',
      senderKind: 'foreign',
      senderProfileId: sender._id,
      recipientKind: 'local',
      recipientProfileId: partnerId,
      createdAt: at,
      updatedAt: at,
      FileUrl: null,
    };
    await db.contracts.create(contract);
    const authorId = sender.ID ?? '';
    const author = db.users.findFirst((q) => q.where({ id: authorId }));
    const message: MessageRecord = {
      id: seededId('msg', atMs + 60_000, i),
      contractId: contract._id,
      from: 'sender',
      authorUserId: authorId,
      authorName: author?.name ?? sender.companyName ?? 'A Corridor business',
      body: OPENERS[i % OPENERS.length]!,
      sentAt: new Date(atMs + 60_000).toISOString(),
      clientId: null,
      meetingId: null,
      event: null,
    };
    await db.messages.create(message);
    await db.conversationReads.create({ id: `${contract._id}:sender`, contractId: contract._id, side: 'sender', upTo: message.id, at: message.sentAt });
    if (i % 3 !== 0) {
      await db.conversationReads.create({ id: `${contract._id}:recipient`, contractId: contract._id, side: 'recipient', upTo: message.id, at: message.sentAt });
    }
    made += 1;
  }
  return made;
}

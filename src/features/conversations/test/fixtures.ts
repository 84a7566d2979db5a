import type { ChatMessage, Conversation, ConversationParty, PartySide } from '../api/get-conversation';
import type { ConversationSummary } from '../api/list-conversations';
import { dubaiParty, stockholmParty } from '@/test/fixtures/conversation-parties';
import { acceptedMeeting } from '../components/meetings/fixtures';

export const stockholm: ConversationParty = stockholmParty;
export const dubai: ConversationParty = dubaiParty;

/*
 * Conversations as the server gives them, for tests and stories only: the demo foreign business in
 * Stockholm (the request's sender) and the demo partner in Dubai (its recipient).
 */

const MINUTE = 60_000;

/** An instant `minutesAgo` before now. */
export const ago = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE).toISOString();

/** Message ids that sort in the order they were written, as the server's do. */
export const messageId = (n: number) => `msg_${String(n).padStart(6, '0')}`;

export function chatMessage(n: number, from: PartySide, body: string, sentAt: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: messageId(n),
    contractId: 'ctr_0001',
    from,
    authorName: from === 'sender' ? stockholm.name : dubai.name,
    body,
    sentAt,
    clientId: null,
    meetingId: null,
    event: null,
    ...extra,
  };
}

/** A short exchange, the newest from the partner and unread by the foreign business. */
export function shortThread(): ChatMessage[] {
  return [
    chatMessage(1, 'sender', 'Good morning from Stockholm! Thank you for accepting our request.', ago(60 * 26)),
    chatMessage(2, 'recipient', 'Welcome, Astrid. Happy to help with the mainland licence.\nShall we start with the documents?', ago(60 * 25)),
    chatMessage(3, 'sender', 'Yes please. Our articles of association are here: https://docs.nordvik.example/articles.pdf', ago(60 * 2)),
    chatMessage(4, 'recipient', 'Received, thank you. I will check them with the DED checklist today.', ago(30)),
  ];
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  const messages = overrides.messages ?? shortThread();
  return {
    contractId: 'ctr_0001',
    status: 'approved',
    readOnly: false,
    category: 'local-foreign',
    viewer: 'sender',
    parties: { sender: stockholm, recipient: dubai },
    messages,
    hasEarlier: false,
    reads: {
      sender: { upTo: messages[messages.length - 2]?.id ?? null, at: ago(60) },
      recipient: { upTo: messages[messages.length - 2]?.id ?? null, at: ago(60) },
    },
    meetings: [],
    ...overrides,
  };
}

const lines = [
  'Could you send the list of documents the free zone asks for?',
  'Of course. For DMCC it is the passport copies, the business plan and the board resolution.',
  'We looked at https://www.dmcc.ae/business-setup — is the flexi-desk option enough for the first year?',
  'For two visas, yes. If you plan to hire more, a small office is cheaper in the long run.',
  'Noted. Our CFO will write to you from cfo@nordvik.example about the bank account.',
  'Emirates NBD and Mashreq both open accounts for new licences; expect four to six weeks.',
  'That is longer than we hoped.\nCan we start the application before the licence is issued?',
  'Partly: the bank can pre-screen with the initial approval. I will ask my contact there.',
  'Our reference number is NVK-2026-0001-SE-AE-LICENCE-APPLICATION-FOLLOW-UP-REQUEST-ID-000123456789, in case they need it.',
  'Perfect. I have forwarded it.',
];

/**
 * A long thread over several days: links (web and mail), line breaks, a very long word, and an
 * accepted intro meeting with its event in the middle.
 */
export function longThread(count = 120): Conversation {
  const meeting = acceptedMeeting({ id: 'mtg_0102', contractId: 'ctr_0001' });
  const messages: ChatMessage[] = [];
  const start = count * 90;
  for (let n = 1; n <= count; n += 1) {
    const sentAt = ago(start - n * 90);
    if (n === Math.floor(count / 2)) {
      messages.push(
        chatMessage(n, 'sender', `${stockholm.company} accepted the intro call.`, sentAt, {
          meetingId: meeting.id,
          event: 'meeting-accepted',
        }),
      );
      continue;
    }
    messages.push(chatMessage(n, n % 3 === 0 ? 'sender' : 'recipient', lines[n % lines.length]!, sentAt));
  }
  return conversation({
    messages,
    hasEarlier: true,
    meetings: [meeting],
    reads: {
      sender: { upTo: messages[messages.length - 1]!.id, at: ago(1) },
      recipient: { upTo: messages[messages.length - 3]!.id, at: ago(5) },
    },
  });
}

const companies = [
  ['Al Noor Corporate Services', 'Noura Al Hammadi', 'Dubai'],
  ['Murjan Reef Treasury Partners', 'Khalid Al Mansoori', 'Abu Dhabi'],
  ['Saqr Bay Family Office', 'Mariam Al Suwaidi', 'Ras Al Khaimah'],
  ['Falcon Gate Logistics', 'Omar Haddad', 'Dubai'],
  ['Desert Rose Hospitality', 'Layla Nasser', 'Sharjah'],
] as const;

/** One inbox row of the foreign business, the `n`th most recent. */
export function summary(n: number, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  const [company, name, city] = companies[n % companies.length]!;
  const counterpart: ConversationParty = { ...dubai, profileId: `lp_${String(n + 1).padStart(4, '0')}`, company: n < companies.length ? company : `${company} ${n}`, name, city };
  const contractId = `ctr_${String(n + 1).padStart(4, '0')}`;
  const from: PartySide = n % 2 === 0 ? 'recipient' : 'sender';
  const at = ago(n * 47 + 3);
  return {
    contractId,
    status: 'approved',
    readOnly: false,
    me: stockholm,
    counterpart,
    lastMessage: { ...chatMessage(n + 1, from, lines[n % lines.length]!, at), contractId, authorName: from === 'sender' ? stockholm.name : name },
    updatedAt: at,
    unread: from === 'recipient' && n < 6 ? (n % 4) + 1 : 0,
    ...overrides,
  };
}

/** `count` inbox rows, newest first. */
export const summaries = (count: number) => Array.from({ length: count }, (_, n) => summary(n));

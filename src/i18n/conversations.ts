import { conversationLinks as conversationLinksEnglish, conversations as conversationsEnglish } from './en/conversations';
import { formatIcu } from './icu';
import { catalogue } from './runtime';

type English = { conversationLinks: typeof conversationLinksEnglish; conversations: typeof conversationsEnglish };

/**
 * The conversations strings in the active language (decision 021): the screens read `conversations`,
 * the pages that only link to a conversation read `conversationLinks`. One file per language, loaded
 * whole by either (decision 029: a language's file is one lazy chunk).
 */
export const { conversationLinks, conversations } = catalogue({ conversationLinks: conversationLinksEnglish, conversations: conversationsEnglish }, import.meta.glob<English>(['./*/conversations.ts', '!./en/**']), formatIcu);

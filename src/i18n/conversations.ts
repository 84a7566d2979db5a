/**
 * The conversations strings in the active language (decision 021): the screens read `conversations`,
 * the pages that only link to a conversation read `conversationLinks` (a separate export, so those
 * pages do not carry the rest).
 */
export { conversationLinks, conversations } from './en/conversations';

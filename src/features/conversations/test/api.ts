import { demoEmails, DEMO_PASSWORD, type DemoAccount } from '@/test/screen-harness';
import type { ChatMessage, Conversation } from '../api/get-conversation';
import type { ConversationSummary } from '../api/list-conversations';

/*
 * The mock server as another browser would use it, for screen tests: a demo account's token, and
 * the conversation calls made with it (the other party writing, reading) outside the screen.
 */

export async function tokenOf(account: DemoAccount): Promise<string> {
  const response = await fetch(`${location.origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoEmails[account], password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${account} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function call<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${location.origin}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const serverInbox = (token: string) => call<ConversationSummary[]>(token, 'GET', '/conversations');
export const serverThread = (token: string, contractId: string) => call<Conversation>(token, 'GET', `/conversations/${contractId}`);
export const serverUnread = (token: string) => call<{ unread: number; conversations: number }>(token, 'GET', '/conversations/unread-count');
export const serverSend = (token: string, contractId: string, body: string) =>
  call<ChatMessage>(token, 'POST', `/conversations/${contractId}/messages`, { body, clientId: `test-${Math.random().toString(36).slice(2)}` });
export const serverRead = (token: string, contractId: string, upTo?: string) =>
  call<Conversation['reads']>(token, 'POST', `/conversations/${contractId}/read`, upTo ? { upTo } : {});

/** The admin panel's screen tests share these: the list as the server has it, and the panel driven as an admin would. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { components } from '@/api/schema';
import type { PartyKind } from '@/lib/party-kinds';
import { DEMO_PASSWORD, demoEmails, recordRequests, renderRoute, signInAs, type LoggedRequest } from '@/test/screen-harness';

export type Row = components['schemas']['BusinessListItem'];

/** The list as the server has it now, read with the stored admin token. */
export async function serverRows(): Promise<Row[]> {
  const response = await fetch(`${location.origin}/adminPanel`, {
    headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
  });
  return (await response.json()) as Row[];
}

/** The demo foreign user's local-partner matches, read with its own token (the session stays the admin's). */
export async function foreignMatchIds(): Promise<string[]> {
  const login = await fetch(`${location.origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoEmails.foreign, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${location.origin}/foreign/matches`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as Array<{ _id: string }>).map((match) => match._id);
}

export async function openPanel() {
  await signInAs('admin');
  const view = renderRoute('/adminPanel');
  await screen.findByRole('heading', { level: 1, name: 'Admin Panel' });
  await screen.findByRole('table');
  return view;
}

export const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

export async function search(text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search by name or industry' });
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
}

/** The first pending local partner of the server's list (newest first), found as an admin would. */
export async function firstPending(): Promise<Row> {
  const row = (await serverRows()).find((item) => item.category === 'local' && item.status === 'Pending');
  if (!row) throw new Error('the seed has pending local partners');
  return row;
}

export function counter(label: string) {
  const list = screen.getByRole('list', { name: 'Registered businesses' });
  return within(list).getByText(label).closest('li')!;
}

/** Opens an admin page as another kind of user (or signed out), lets it settle, and returns the API paths it asked for. */
export async function openAsNonAdmin(account: PartyKind | null, route: string): Promise<string[]> {
  const requests: LoggedRequest[] = [];
  const stop = recordRequests(requests);
  if (account) await signInAs(account);
  const { router } = renderRoute(route);
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  stop();
  return requests.map((request) => request.path);
}

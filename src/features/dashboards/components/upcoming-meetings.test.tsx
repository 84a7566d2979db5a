import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, DEMO_PASSWORD, demoEmails, renderRoute, signInAs, use, withScreenBackend, type DemoAccount } from '@/test/screen-harness';

withScreenBackend();
configure({ asyncUtilTimeout: 5000 });

async function call<T>(account: DemoAccount, method: string, path: string, body?: unknown): Promise<T> {
  const login = await fetch(`${location.origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoEmails[account], password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${location.origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const ahead = (days: number, utcHour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(utcHour, 0, 0, 0);
  return date.toISOString();
};

const region = () => screen.findByRole('region', { name: 'Upcoming meetings' });

describe('Upcoming meetings on the dashboards', () => {
  it('lists an agreed call on both parties’ dashboards, in both zones, with a way into the conversation', async () => {
    const meeting = await call<{ id: string }>('local', 'POST', '/conversations/ctr_0001/meetings', {
      timeZone: 'Asia/Dubai',
      slots: [{ start: ahead(9, 7), minutes: 45 }],
      channel: { kind: 'phone', detail: '+971 4 123 4567' },
    });
    await call('foreign', 'POST', `/meetings/${meeting.id}/accept`, { slot: 0 });

    await signInAs('foreign');
    localStorage.setItem('preferredTimeZone', 'Europe/Stockholm');
    const first = renderRoute('/foreignDashboard');
    const mine = await region();
    const item = (await within(mine).findByText('With Al Noor Corporate Services')).closest('li')!;
    expect(within(item).getByText(/^\w{3} \d{1,2} \w{3}, \d\d:00 Stockholm · \d\d:00 Dubai$/)).toBeInTheDocument();
    expect(item).toHaveTextContent('45 min');
    expect(within(item).getByText((_, node) => node?.tagName === 'P' && node.textContent === 'Phone: +971 4 123 4567')).toBeInTheDocument();
    // The number is the party's own text, set in its own direction (left to right on an Arabic page too).
    expect(within(item).getByText('+971 4 123 4567')).toHaveAttribute('dir', 'auto');
    expect(within(item).getByRole('link', { name: 'Open conversation with Al Noor Corporate Services' })).toHaveAttribute('href', '/messages/ctr_0001');
    first.unmount();

    await signInAs('local');
    localStorage.setItem('preferredTimeZone', 'Asia/Dubai');
    renderRoute('/partner-dashboard');
    const theirs = await region();
    const other = (await within(theirs).findByText('With Nordvik Payments AB')).closest('li')!;
    expect(within(other).getByText(/^\w{3} \d{1,2} \w{3}, \d\d:00 Dubai · \d\d:00 Stockholm$/)).toBeInTheDocument();
  });

  it('says so in one quiet line when there are none, pointing to the conversations', async () => {
    await signInAs('investor');
    use(answer.json('get', '/meetings/upcoming', [], 200));
    renderRoute('/investor-dashboard');
    const section = await region();
    expect(await within(section).findByText(/^No upcoming meetings\./)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Propose one from a conversation.' })).toHaveAttribute('href', '/messages');
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the loading state, then a failure with a retry that loads the list', async () => {
    await signInAs('foreign');
    let failing = true;
    use(http.get('*/meetings/upcoming', () => (failing ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : HttpResponse.json([], { status: 200 }))));
    renderRoute('/foreignDashboard');
    const section = await region();
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Upcoming meetings could not be loaded' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByText(/^No upcoming meetings\./)).toBeInTheDocument();
  });

  it('shows a placeholder while the list loads', async () => {
    await signInAs('foreign');
    use(answer.loading('get', '/meetings/upcoming'));
    renderRoute('/foreignDashboard');
    const section = await region();
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('Loading upcoming meetings…');
  });
});

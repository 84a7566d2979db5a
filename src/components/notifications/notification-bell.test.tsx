import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { DEMO_ACCOUNTS } from '../../../mocks/db/seed/demo-accounts';
import { raw, signIn } from '../../../mocks/test/harness';
import { NOTIFICATION_POLL_MS } from '@/api/requests/get-unread-notification-count';
import { liveStatus } from '@/api/live/status';
import { answer, demoEmails, renderRoute, signInAs, use, withRequestLog, withScreenBackend } from '@/test/screen-harness';
import { pageOf, sampleNotifications } from './fixtures';

withScreenBackend();
const requests = withRequestLog();
afterEach(() => {
  vi.useRealTimers();
});

/** Two unread of three sample notifications, as the server answers them. */
const samples = () => {
  const items = sampleNotifications();
  const handlers = [
    answer.json('get', '/notifications/unread-count', { unread: 2, latestAt: items[0]!.createdAt }, 200),
    answer.json('get', '/notifications', pageOf(items), 200),
  ];
  return { items, handlers };
};

describe('the notification bell', () => {
  it('carries the unread count in its name and opens the latest notifications, each a link to its place', async () => {
    await signInAs('local');
    const { items, handlers } = samples();
    use(...handlers);
    renderRoute('/partner-dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const first = await within(panel).findByRole('link', { name: `Unread: ${items[0]!.text}` });
    expect(first).toHaveAttribute('href', '/partner/AllContracts');
    expect(within(panel).getByRole('link', { name: items[2]!.text })).toHaveAttribute('href', '/contract/ctr_0002');
    expect(within(panel).getByText('5 min. ago')).toHaveAttribute('dateTime', items[0]!.createdAt);
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    await signInAs('local');
    use(...samples().handlers);
    renderRoute('/partner-dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    await screen.findByRole('region', { name: 'Notifications' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('marks a notification read when it is opened, and goes to its place', async () => {
    await signInAs('local');
    const { items, handlers } = samples();
    use(...handlers);
    use(answer.json('post', `/notifications/${items[1]!.id}/read`, { ...items[1]!, read: true, readAt: new Date().toISOString() }, 200));
    const { router } = renderRoute('/partner-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: `Unread: ${items[1]!.text}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contract/ctr_0001'));
    expect(requests.some((request) => request.method === 'POST' && request.path === `/notifications/${items[1]!.id}/read`)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('says so when there is nothing, and when the list cannot be loaded', async () => {
    await signInAs('foreign');
    use(answer.json('get', '/notifications/unread-count', { unread: 0, latestAt: null }, 200), answer.json('get', '/notifications', pageOf([]), 200));
    const { unmount } = renderRoute('/foreignDashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/^Nothing new\./)).toBeInTheDocument();
    unmount();
    use(answer.error('get', '/notifications', 500, 'The notification store is resting.'));
    renderRoute('/foreignDashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The notification store is resting.');
  });

  it('takes its count from the live channel: a comment by the other party is counted and announced at once, without a poll', async () => {
    await signInAs('local');
    renderRoute('/partner-dashboard');
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    const before = Number(/(\d+) unread/.exec(bell.getAttribute('aria-label') ?? '')?.[1]);
    await waitFor(() => expect(liveStatus()).toBe('open'));
    const polls = () => requests.filter((request) => request.path === '/notifications/unread-count').length;
    const pollsBefore = polls();

    // The demo business comments on the contract it shares with the demo partner.
    const { token } = await signIn(demoEmails.foreign);
    const contract = db.contracts.all().find((c) => c.status === 'approved' && [c.senderProfileId, c.recipientProfileId].includes(DEMO_ACCOUNTS.local.profileId) && [c.senderProfileId, c.recipientProfileId].includes(DEMO_ACCOUNTS.foreign.profileId))!;
    const milestone = db.milestones.findFirst((q) => q.where({ contractId: contract._id }))!;
    const comment = { contractId: contract._id, milestoneId: milestone._id, text: 'The licence application went in this morning.' };
    expect((await raw('POST', '/addComment', JSON.stringify(comment), token)).status).toBeLessThan(300);

    expect(await screen.findByRole('button', { name: `Notifications, ${before + 1} unread` })).toBe(bell);
    const live = await screen.findByText(/^New notification: .*The licence application went in this morning\./);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(bell).not.toHaveFocus();
    expect(polls()).toBe(pollsBefore);
  });

  it('asks every 20 s while the live channel is down, and announces what arrived, politely, without moving focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInAs('local');
    const { items, handlers } = samples();
    use(...handlers, answer.error('get', '/events', 500, 'The stream is resting.'));
    renderRoute('/partner-dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(liveStatus()).not.toBe('open');
    const fresh = { ...items[0]!, id: 'ntf_new', text: 'Reemah Family Office sent you an investment request.', createdAt: new Date().toISOString() };
    use(
      answer.json('get', '/notifications/unread-count', { unread: 3, latestAt: fresh.createdAt }, 200),
      answer.json('get', '/notifications', pageOf([fresh, ...items]), 200),
    );
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBe(bell);
    const live = await screen.findByText('New notification: Reemah Family Office sent you an investment request.');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(bell).not.toHaveFocus();
  });

  it('is on every signed-in page and on no public one', async () => {
    await signInAs('admin');
    const { unmount } = renderRoute('/adminPanel');
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    unmount();
    renderRoute('/aboutus');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});

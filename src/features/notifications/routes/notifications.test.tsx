import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { pageOf, sampleNotifications } from '@/components/notifications/fixtures';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
configure({ asyncUtilTimeout: 8000 });

type Page = components['schemas']['NotificationPage'];

async function server(path: string): Promise<Page> {
  const response = await fetch(`${location.origin}${path}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
  return (await response.json()) as Page;
}

describe('/notifications', () => {
  it('lists the signed-in user’s notifications newest first, unread ones named so, each a link to its place', async () => {
    await signInAs('local');
    const first = await server('/notifications?limit=20');
    expect(first.items.length).toBeGreaterThan(0);
    renderRoute('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /sent you|approved|rejected|signed|due|comment|milestone|task|verified|agreement|cancel/i });
    expect(links.length).toBeGreaterThan(0);
    const newest = first.items[0]!;
    const link = screen.getByRole('link', { name: newest.read ? newest.text : `Unread: ${newest.text}` });
    expect(link).toHaveAttribute('href', newest.link);
    expect(screen.getByRole('tab', { name: new RegExp(`Unread\\s*${first.unread}`) })).toBeInTheDocument();
  });

  it('shows only the unread ones under Unread, kept in the URL', async () => {
    await signInAs('local');
    const unread = await server('/notifications?filter=unread&limit=20');
    const { router } = renderRoute('/notifications');
    await userEvent.click(await screen.findByRole('tab', { name: /Unread/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread'));
    const list = await screen.findByRole('region', { name: /unread$/ });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(unread.items.length));
    for (const item of unread.items) expect(within(list).getByRole('link', { name: `Unread: ${item.text}` })).toBeInTheDocument();
  });

  it('loads the next page on "Load more", and offers no more after the last', async () => {
    await signInAs('local');
    const [a, b, c] = sampleNotifications();
    use(
      answer.json('get', '/notifications/unread-count', { unread: 2, latestAt: a!.createdAt }, 200),
      answer.json('get', '/notifications', pageOf([a!, b!], 'cursor-2'), 200),
    );
    renderRoute('/notifications');
    await screen.findByRole('link', { name: `Unread: ${a!.text}` });
    // The next answer is the last page (MSW answers with the newest override).
    use(answer.json('get', '/notifications', pageOf([c!]), 200));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: c!.text })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Unread: ${a!.text}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks everything read, and the bell and the Unread tab follow', async () => {
    await signInAs('local');
    const before = await server('/notifications?limit=1');
    expect(before.unread).toBeGreaterThan(0);
    renderRoute('/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications are marked as read.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect((await server('/notifications?limit=1')).unread).toBe(0);
  });

  it('says why when the list cannot be loaded', async () => {
    await signInAs('investor');
    use(answer.error('get', '/notifications', 500, 'The notification store is resting.'));
    renderRoute('/notifications');
    expect(await screen.findByRole('alert')).toHaveTextContent('The notification store is resting.');
  });

  it('asks for a session when nobody is signed in', async () => {
    renderRoute('/notifications');
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
  });
});

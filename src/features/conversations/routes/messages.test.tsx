import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';
import { summaries } from '../test/fixtures';
import { serverInbox, serverSend, serverUnread, tokenOf } from '../test/api';
import { seriousViolations } from '../test/axe';

// One conversation (sending, reading, loading earlier messages) is in messages-thread.test.tsx.

withScreenBackend();
configure({ asyncUtilTimeout: 8000 });

describe('/messages, the inbox', () => {
  it('lists the conversations newest first, each a link named with its unread count, and passes axe', async () => {
    const foreign = await tokenOf('foreign');
    await serverSend(foreign, 'ctr_0001', 'A new question about the trade licence.');
    await serverSend(foreign, 'ctr_0001', 'And one about the bank account.');
    await signInAs('local');
    const local = await tokenOf('local');
    const rows = await serverInbox(local);
    expect(rows.length).toBeGreaterThan(1);

    renderRoute('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Conversations' });
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(rows.map((row) => `/messages/${row.contractId}`));
    const first = rows[0]!;
    expect(first.contractId).toBe('ctr_0001');
    expect(links[0]).toHaveAccessibleName(new RegExp(`^${first.counterpart.company}, ${first.unread} unread`));
    expect(links[0]).toHaveTextContent('And one about the bank account.');
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says how a conversation starts when there is none, with the way to the dashboard', async () => {
    await signInAs('investor');
    use(answer.json('get', '/conversations', [], 200));
    renderRoute('/messages');
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByText(/A conversation starts as soon as you send a request or receive one/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/investor-dashboard');
  });

  it('shows a loading state, then says why the list failed and tries again', async () => {
    await signInAs('foreign');
    use(answer.loading('get', '/conversations'));
    const { unmount } = renderRoute('/messages');
    expect(await screen.findByText('Loading conversations…')).toBeInTheDocument();
    unmount();

    use(answer.error('get', '/conversations', 503, 'The message store is resting.'));
    renderRoute('/messages');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your conversations could not be loaded.');
    expect(alert).toHaveTextContent('The message store is resting.');
    use(answer.json('get', '/conversations', summaries(3), 200));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link', { name: /^Al Noor Corporate Services/ })).not.toHaveLength(0);
  });

  it('draws 500 conversations as 500 links', async () => {
    await signInAs('foreign');
    use(answer.json('get', '/conversations', summaries(500), 200));
    renderRoute('/messages');
    await screen.findByText('Al Noor Corporate Services');
    // (role queries over 500 rows are slow in jsdom; the links are counted by their address)
    const list = screen.getByRole('region', { name: 'Conversations' });
    expect(list.querySelectorAll('a[href^="/messages/ctr_"]')).toHaveLength(500);
  });
});

describe('an admin', () => {
  it('has no inbox: conversations belong to the parties, read from a contract', async () => {
    await signInAs('admin');
    renderRoute('/messages');
    expect(await screen.findByRole('heading', { name: 'Conversations belong to the two parties' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to all contracts' })).toHaveAttribute('href', '/admin/AllContracts');
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
  });

  it('reads a conversation, read-only, with the way back to its contract', async () => {
    await signInAs('admin');
    renderRoute('/messages/ctr_0001');
    expect(await screen.findByText('You are reading as an admin. Only the two parties of the request can write here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the contract' })).toHaveAttribute('href', '/contract/ctr_0001');
    expect(screen.queryByRole('textbox', { name: /^Message to / })).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('the header', () => {
  it('names the unread count on the Messages link of every signed-in page', async () => {
    await serverSend(await tokenOf('foreign'), 'ctr_0001', 'One more thing about the office lease.');
    await signInAs('local');
    const { unread } = await serverUnread(await tokenOf('local'));
    expect(unread).toBeGreaterThan(0);
    renderRoute('/notifications');
    const link = await screen.findByRole('link', { name: unread === 1 ? 'Messages, 1 unread' : `Messages, ${unread} unread` });
    expect(link).toHaveAttribute('href', '/messages');
    // The visible badge (hidden from screen readers: the name says it).
    expect(link).toHaveTextContent(`Messages${unread > 99 ? '99+' : unread}`);
  });

  it('asks for a session when nobody is signed in', async () => {
    renderRoute('/messages');
    expect(await screen.findByRole('heading', { name: 'User not authenticated' })).toBeInTheDocument();
  });
});

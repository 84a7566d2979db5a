import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, recordRequests, renderRoute, signInAs, use, withScreenBackend, type LoggedRequest } from '@/test/screen-harness';
import { conversation, longThread } from '../test/fixtures';
import { serverInbox, serverRead, serverSend, serverThread, serverUnread, tokenOf } from '../test/api';
import { seriousViolations } from '../test/axe';

// The inbox, an admin and the header's count are in messages.test.tsx.

withScreenBackend();
configure({ asyncUtilTimeout: 8000 });

const box = () => screen.getByRole('textbox', { name: /^Message to / });
const thread = () => screen.getByRole('log', { name: /^Messages with / });

describe('/messages/:contractId, one conversation', () => {
  it('opens from the list beside it, with the counterpart, the messages by day and the composer', async () => {
    await serverSend(await tokenOf('local'), 'ctr_0001', 'Welcome! Here is our checklist: https://alnoor.example/checklist');
    await signInAs('foreign');
    const foreign = await tokenOf('foreign');
    const server = await serverThread(foreign, 'ctr_0001');
    const { router } = renderRoute('/messages');
    const list = await screen.findByRole('region', { name: 'Conversations' });
    await userEvent.click((await within(list).findAllByRole('link')).find((link) => link.getAttribute('href') === '/messages/ctr_0001')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/ctr_0001'));

    const counterpart = server.parties.recipient;
    expect(await screen.findByRole('heading', { level: 2, name: counterpart.company })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the contract' })).toHaveAttribute('href', '/contract/ctr_0001');
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/local-business/${counterpart.profileId}`);
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/messages');
    // The list stays (the same element: both routes render one screen), the opened conversation marked.
    expect(list).toBeInTheDocument();
    expect(within(list).getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'page')).toHaveAttribute('href', '/messages/ctr_0001');
    for (const message of server.messages.filter((m) => !m.event).slice(-3)) {
      const text = message.body.replace(/(https?:\/\/\S+)/g, '$1 (opens in a new tab)');
      expect(within(thread()).getAllByText((_, element) => element?.tagName === 'P' && [message.body, text].includes(element.textContent ?? '')).length).toBeGreaterThan(0);
    }
    expect(within(thread()).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(box()).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends with Enter (Shift+Enter breaks the line), shows the server’s message once, and empties the box and the draft', async () => {
    await signInAs('foreign');
    const requests: LoggedRequest[] = [];
    const stop = recordRequests(requests);
    renderRoute('/messages/ctr_0001');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Message to / }), 'Two lines{Shift>}{Enter}{/Shift}in one message');
    expect(localStorage.getItem('draft:message:ctr_0001')).toBe(JSON.stringify('Two lines\nin one message'));
    await userEvent.keyboard('{Enter}');
    expect(box()).toHaveValue('');
    await waitFor(() => expect(within(thread()).getAllByText((_, element) => element?.tagName === 'P' && element.textContent === 'Two lines\nin one message')).toHaveLength(1));
    await waitFor(() => expect(within(thread()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(localStorage.getItem('draft:message:ctr_0001')).toBeNull();
    stop();
    const sends = requests.filter((request) => request.method === 'POST' && request.path === '/conversations/ctr_0001/messages');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toEqual({ body: 'Two lines\nin one message', clientId: expect.stringMatching(/^[0-9a-f-]{32,36}$/) });
    const stored = await serverThread(await tokenOf('local'), 'ctr_0001');
    expect(stored.messages.filter((message) => message.body === 'Two lines\nin one message')).toHaveLength(1);
  });

  it('sends with the Send button and keeps a draft per conversation', async () => {
    await signInAs('foreign');
    localStorage.setItem('draft:message:ctr_0001', JSON.stringify('Written yesterday, not sent'));
    renderRoute('/messages/ctr_0001');
    expect(await screen.findByRole('textbox', { name: /^Message to / })).toHaveValue('Written yesterday, not sent');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread()).findByText('Written yesterday, not sent')).toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(screen.getByText('0 / 4,000')).toBeInTheDocument();
  });

  it('keeps the text of a failed send in the box, says why, and Retry sends it with the same key', async () => {
    await signInAs('foreign');
    const requests: LoggedRequest[] = [];
    const stop = recordRequests(requests);
    use(
      http.post('*/conversations/:contractId/messages', () => HttpResponse.json({ message: 'The message service is resting.' }, { status: 503 }), { once: true }),
    );
    renderRoute('/messages/ctr_0001');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Message to / }), 'Are you free on Thursday?{Enter}');
    expect(await within(thread()).findByText('Not sent — The message service is resting.')).toBeInTheDocument();
    expect(box()).toHaveValue('Are you free on Thursday?');

    await userEvent.click(within(thread()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(thread()).queryByText(/^Not sent/)).not.toBeInTheDocument());
    expect(await within(thread()).findByText('Are you free on Thursday?')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    stop();
    const keys = requests.filter((request) => request.method === 'POST' && request.path.endsWith('/messages')).map((request) => (request.body as { clientId: string }).clientId);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says a closed request’s conversation is read-only when the server refuses, keeping the text', async () => {
    await signInAs('foreign');
    use(answer.error('post', '/conversations/ctr_0001/messages', 409, 'This request was cancelled, so its conversation is read-only.'));
    renderRoute('/messages/ctr_0001');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Message to / }), 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread()).findByText('Not sent — This request was cancelled, so its conversation is read-only.')).toBeInTheDocument();
    expect(box()).toHaveValue('Hello?');
  });

  it('marks the thread read while it is on screen: the header count and the row go down', async () => {
    const foreign = await tokenOf('foreign');
    await serverSend(foreign, 'ctr_0001', 'Did the documents arrive?');
    await signInAs('local');
    const local = await tokenOf('local');
    const before = await serverUnread(local);
    expect(before.unread).toBeGreaterThan(0);
    const row = (await serverInbox(local)).find((candidate) => candidate.contractId === 'ctr_0001')!;
    expect(row.unread).toBeGreaterThan(0);

    renderRoute('/messages/ctr_0001');
    expect(await screen.findByRole('link', { name: `Messages, ${before.unread} unread` })).toBeInTheDocument();
    await waitFor(async () => expect((await serverUnread(local)).unread).toBe(before.unread - row.unread));
    const after = before.unread - row.unread;
    expect(await screen.findByRole('link', { name: after > 0 ? `Messages, ${after} unread` : 'Messages' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getAllByRole('link').find((link) => link.getAttribute('href') === '/messages/ctr_0001')).not.toHaveAccessibleName(/unread/));
  });

  it('does not mark read while the tab is hidden, and does once it is visible again', async () => {
    const foreign = await tokenOf('foreign');
    await serverSend(foreign, 'ctr_0001', 'Still there?');
    await signInAs('local');
    const local = await tokenOf('local');
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    try {
      const before = (await serverUnread(local)).unread;
      renderRoute('/messages/ctr_0001');
      await within(await screen.findByRole('log', { name: /^Messages with / })).findByText('Still there?');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await serverUnread(local)).unread).toBe(before);
      state = 'visible';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(async () => expect((await serverUnread(local)).unread).toBeLessThan(before));
    } finally {
      // The document's own property goes; jsdom's getter (always "visible") is back.
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('shows "Seen" under my last message the other side has read', async () => {
    await signInAs('foreign');
    const foreign = await tokenOf('foreign');
    const mine = await serverSend(foreign, 'ctr_0001', 'Here is the signed power of attorney.');
    await serverSend(foreign, 'ctr_0001', 'And the passport copies will follow.');
    await serverRead(await tokenOf('local'), 'ctr_0001', mine.id);
    renderRoute('/messages/ctr_0001');
    const seen = await within(await screen.findByRole('log', { name: /^Messages with / })).findByText('Seen');
    expect(seen.closest('li')).toHaveTextContent('Here is the signed power of attorney.');
    expect(within(thread()).getAllByText('Seen')).toHaveLength(1);
  });

  it('loads earlier messages above, keeping what was shown', async () => {
    await signInAs('foreign');
    const latest = longThread(120);
    const earlier = conversation({ messages: [{ ...latest.messages[0]!, id: 'msg_000000', body: 'The very first message.' }], hasEarlier: false });
    use(
      http.get('*/conversations/ctr_0001', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('before') === latest.messages[0]!.id ? earlier : latest),
      ),
    );
    renderRoute('/messages/ctr_0001');
    await userEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await within(thread()).findByText('The very first message.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(thread()).toHaveFocus();
    // Earlier messages are not news: the live region says nothing of them.
    for (const region of document.querySelectorAll('[aria-live="polite"]')) expect(region).not.toHaveTextContent('The very first message.');
    const kept = latest.messages.find((message) => !message.event && !message.body.includes('\n'))!;
    expect(within(thread()).getAllByText(kept.body).length).toBeGreaterThan(0);
  });

  it('shows a closed request’s conversation without a composer, saying why', async () => {
    await signInAs('foreign');
    const closed = (await serverInbox(await tokenOf('foreign'))).find((row) => row.readOnly)!;
    expect(closed).toBeDefined();
    renderRoute(`/messages/${closed.contractId}`);
    const why = closed.status === 'rejected' ? 'This request was declined, so its conversation is read-only.' : 'This request was cancelled, so its conversation is read-only.';
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Message to / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('refuses a third party with the server’s reason', async () => {
    await signInAs('investor');
    renderRoute('/messages/ctr_0001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This conversation could not be loaded.');
    expect(alert).toHaveTextContent(/two parties/i);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('announces a message from the other side that arrives while the thread is open', async () => {
    await signInAs('foreign');
    const { queryClient } = renderRoute('/messages/ctr_0001');
    await screen.findByRole('textbox', { name: /^Message to / });
    const incoming = await serverSend(await tokenOf('local'), 'ctr_0001', 'Good news: the initial approval came through.');
    await act(() => queryClient.invalidateQueries({ queryKey: ['conversations', 'thread', 'ctr_0001'] }));
    expect(await within(thread()).findByText(incoming.body)).toBeInTheDocument();
    const live = Array.from(document.querySelectorAll('[aria-live="polite"]')).map((region) => region.textContent);
    expect(live).toContain(`New message from ${incoming.authorName}: ${incoming.body}`);
  });
});

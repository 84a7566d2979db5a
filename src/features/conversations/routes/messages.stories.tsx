import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { mock, screenAt } from '@/test/stories';
import { conversation, longThread, summaries, summary } from '../test/fixtures';
import { Component } from './messages';

/**
 * /messages and /messages/:contractId in every state, on the seeded mock unless a story overrides
 * a call. The phone stories show the two screens; the desktop ones the list beside the thread.
 */
function MessagesRoutes() {
  return (
    <Routes>
      <Route path="/messages" element={<Component />} />
      <Route path="/messages/:contractId" element={<Component />} />
    </Routes>
  );
}

const meta = {
  title: 'Screens/Conversations/Messages',
  component: MessagesRoutes,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('local', '/messages') },
} satisfies Meta<typeof MessagesRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } } as const;
const threadAt = (session: 'foreign' | 'local' | 'investor' | 'admin', contractId = 'ctr_0001') => screenAt(session, `/messages/${contractId}`);

/** The demo partner's seeded conversations, with "Choose a conversation" beside them. */
export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', { name: 'Conversations' }, { timeout: 5000 });
    await expect((await within(list).findAllByRole('link', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  },
};

/** Unread conversations: a count on each row and in its link's name. */
export const UnreadConversations: Story = {
  parameters: { ...screenAt('foreign', '/messages'), msw: { handlers: [mock.json('get', '/conversations', summaries(8), 200)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /^Al Noor Corporate Services\s*, 1 unread/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const EmptyInbox: Story = {
  parameters: { ...screenAt('investor', '/messages'), msw: { handlers: [mock.json('get', '/conversations', [], 200)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No conversations yet', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const InboxLoading: Story = {
  parameters: { msw: { handlers: [mock.loading('get', '/conversations')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading conversations…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const InboxError: Story = {
  parameters: { msw: { handlers: [mock.error('get', '/conversations', 503, 'The message store is resting.')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The message store is resting.');
  },
};

/** A seeded conversation of the demo partner, opened beside the list. */
export const Thread: Story = {
  parameters: threadAt('local'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /^Message to / }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** 120 messages over several days: links, line breaks, a very long word, an accepted meeting and "Load earlier messages". */
export const LongThread: Story = {
  parameters: {
    ...threadAt('foreign'),
    msw: { handlers: [mock.json('get', '/conversations/ctr_0001', longThread(120), 200), mock.json('get', '/conversations', summaries(12), 200)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Load earlier messages' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: /opens in a new tab/ }).length).toBeGreaterThan(0);
  },
};

/** The send failed: the message says why with Retry, and its text is back in the box. */
export const FailedSend: Story = {
  parameters: {
    ...threadAt('foreign'),
    msw: {
      handlers: [
        mock.json('get', '/conversations/ctr_0001', conversation(), 200),
        mock.error('post', '/conversations/ctr_0001/messages', 503, 'The message service is resting. Try again in a minute.'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: /^Message to / }, { timeout: 5000 });
    await userEvent.type(box, 'Could we move our call to Thursday?{Enter}');
    await expect(await canvas.findByText('Not sent — The message service is resting. Try again in a minute.', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(box).toHaveValue('Could we move our call to Thursday?');
  },
};

/** A declined request: the conversation stays readable, with no composer and a sentence why. */
export const ReadOnlyThread: Story = {
  parameters: {
    ...threadAt('foreign'),
    msw: { handlers: [mock.json('get', '/conversations/ctr_0001', conversation({ status: 'rejected', readOnly: true }), 200)] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This request was declined, so its conversation is read-only.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const ThreadLoading: Story = {
  parameters: { ...threadAt('foreign'), msw: { handlers: [mock.loading('get', '/conversations/ctr_0001')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the conversation…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Someone who is not a party: the server's refusal. */
export const NotAParty: Story = {
  parameters: threadAt('investor'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('This conversation could not be loaded.');
  },
};

/** An admin on /messages: no list, where to read a conversation instead. */
export const AdminInbox: Story = {
  parameters: { ...screenAt('admin', '/messages') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Conversations belong to the two parties', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** An admin reads a conversation from its contract, without a composer. */
export const AdminThread: Story = {
  parameters: {
    ...threadAt('admin'),
    msw: { handlers: [mock.json('get', '/conversations/ctr_0001', conversation({ viewer: 'admin' }), 200)] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You are reading as an admin. Only the two parties of the request can write here.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** A phone: the list is its own screen. */
export const PhoneInbox: Story = {
  globals: phone,
  parameters: { ...screenAt('foreign', '/messages'), msw: { handlers: [mock.json('get', '/conversations', [summary(0), summary(1), summary(2, { status: 'rejected', readOnly: true })], 200)] } },
  play: UnreadConversations.play,
};

/** A phone: the thread is its own screen, with "Back to messages". */
export const PhoneThread: Story = {
  globals: phone,
  parameters: { ...threadAt('foreign'), msw: { handlers: [mock.json('get', '/conversations/ctr_0001', longThread(40), 200)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Back to messages' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

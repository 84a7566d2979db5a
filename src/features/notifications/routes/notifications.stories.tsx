import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageOf, sampleNotifications } from '@/components/notifications/fixtures';
import { mock, screenAt } from '@/test/stories';
import { Component } from './notifications';

/** /notifications in every state, on the seeded mock unless a story overrides the list. */
const meta = {
  title: 'Screens/Notifications/All notifications',
  component: Component,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('local', '/notifications') },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo partner's seeded notifications, read and unread. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('listitem', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  },
};

export const UnreadOnly: Story = {
  parameters: { ...screenAt('local', '/notifications?filter=unread') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: /Unread/, selected: true }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** A second page behind "Load more". */
export const LoadMore: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.json('get', '/notifications', pageOf(sampleNotifications().slice(0, 2), 'next'), 200),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Load more' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mock.json('get', '/notifications', pageOf([]), 200), mock.json('get', '/notifications/unread-count', { unread: 0, latestAt: null }, 200)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No notifications yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mock.loading('get', '/notifications')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading notifications…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [mock.error('get', '/notifications', 500, 'The notification store is resting.')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The notification store is resting.');
  },
};

/** "Mark all as read" empties the unread count. */
export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Mark all as read' }, { timeout: 5000 });
    // Disabled until the unread count has loaded: a click before that does nothing.
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(button);
    await expect(await canvas.findByText('All notifications are marked as read.')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Filled.play,
};

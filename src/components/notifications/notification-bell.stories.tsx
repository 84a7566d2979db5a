import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mock } from '@/test/stories';
import { pageOf, sampleNotifications } from './fixtures';
import { NotificationBell } from './notification-bell';

/** The bell of every signed-in page's header, on its own, in each state of its count and panel. */
const meta = {
  title: 'Components/Notifications/Bell',
  component: NotificationBell,
  parameters: { session: 'local' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minBlockSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = sampleNotifications();
const answers = (unread: number, list = items) => [
  mock.json('get', '/notifications/unread-count', { unread, latestAt: list[0]?.createdAt ?? null }, 200),
  mock.json('get', '/notifications', pageOf(list), 200),
];
const openPanel = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^Notifications/ }, { timeout: 5000 }));
  return canvas.findByRole('region', { name: 'Notifications' });
};

/** Two unread: the count on the bell and in its name. */
export const Unread: Story = {
  parameters: { msw: { handlers: answers(2) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Open: the latest notifications, unread ones marked. */
export const Open: Story = {
  parameters: { msw: { handlers: answers(2) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await within(panel).findByRole('link', { name: `Unread: ${items[0]!.text}` })).toBeInTheDocument();
  },
};

export const NothingNew: Story = {
  parameters: { msw: { handlers: answers(0, []) } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await within(panel).findByText(/^Nothing new\./)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mock.json('get', '/notifications/unread-count', { unread: 1, latestAt: null }, 200), mock.loading('get', '/notifications')] } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await within(panel).findByText('Loading notifications…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [mock.json('get', '/notifications/unread-count', { unread: 1, latestAt: null }, 200), mock.error('get', '/notifications', 500, 'The notification store is resting.')] } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('The notification store is resting.');
  },
};

/** More than 99 unread: the bell shows 99+, and its name says the same (the visible text is part of the name). */
export const Many: Story = {
  parameters: { msw: { handlers: answers(1204) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Notifications, 99+ unread' }, { timeout: 5000 })).toHaveTextContent('99+');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mock } from '@/test/stories';
import { foreignSession, upcomingMeetings } from '../test/upcoming-meetings';
import { UpcomingMeetings } from './upcoming-meetings';

/** The dashboards' "Upcoming meetings", as the demo foreign business sees it. */
const meta = {
  title: 'Components/Dashboards/UpcomingMeetings',
  component: UpcomingMeetings,
  args: { session: foreignSession },
  decorators: [(Story) => <div style={{ maxInlineSize: 760 }}>{Story()}</div>],
  parameters: { session: 'foreign', msw: { handlers: [mock.json('get', '/meetings/upcoming', upcomingMeetings(), 200)] } },
} satisfies Meta<typeof UpcomingMeetings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A video call with the partner in Dubai and a visit to an investor in Abu Dhabi. */
export const WithMeetings: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Upcoming meetings' });
    await expect(await within(region).findAllByRole('listitem', {}, { timeout: 5000 })).toHaveLength(2);
  },
};

export const NoneYet: Story = {
  parameters: { msw: { handlers: [mock.json('get', '/meetings/upcoming', [], 200)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Propose one from a conversation.' }, { timeout: 5000 })).toHaveAttribute('href', '/messages');
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [mock.loading('get', '/meetings/upcoming')] } } };

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [mock.error('get', '/meetings/upcoming', 500, 'Server error')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Upcoming meetings could not be loaded');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { acceptedMeeting, cancelledMeeting, conversationWith, daysAhead, declinedMeeting, proposedMeeting } from './fixtures';
import { MeetingPanel } from './meeting-panel';

/**
 * The conversation's intro meeting between the thread's header and its messages, in each state,
 * as the demo foreign business in Stockholm (the request's sender) sees it unless said otherwise.
 */
const meta = {
  title: 'Components/Conversations/MeetingPanel',
  component: MeetingPanel,
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
  args: { conversation: conversationWith([proposedMeeting()]) },
  parameters: { session: 'foreign' },
} satisfies Meta<typeof MeetingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The partner in Dubai proposed three times: choose one and accept, decline, or propose others. */
export const ProposedToYou: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('group', { name: /Choose a time$/ })).toBeInTheDocument();
    await expect(panel.getAllByRole('radio')[0]).toBeChecked();
  },
};

/** You proposed: waiting for the other party, with cancel and new times. */
export const ProposedByYou: Story = {
  args: { conversation: conversationWith([proposedMeeting({ proposedBy: 'sender', timeZone: 'Europe/Stockholm' })]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting for Al Noor Corporate Services to choose a time.')).toBeInTheDocument();
  },
};

/** Agreed: the time in both zones, the link, the note, and Add to calendar. */
export const Accepted: Story = {
  args: { conversation: conversationWith([acceptedMeeting(), proposedMeeting({ id: 'mtg_0100', status: 'replaced' })]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  },
};

/** By phone, in the recipient's eyes (Dubai). */
export const AcceptedByPhone: Story = {
  args: {
    conversation: conversationWith([acceptedMeeting({ channel: { kind: 'phone', detail: '+46 8 555 010 20' }, proposedBy: 'sender', note: '' })], { viewer: 'recipient' }),
  },
  parameters: { session: 'local' },
};

/** The call took place: the calendar file stays, new times can be proposed. */
export const Held: Story = {
  args: { conversation: conversationWith([acceptedMeeting({ slots: [{ start: daysAhead(-2, 8), minutes: 30 }], acceptedSlot: 0 })]) },
};

/** You declined, with the reason. */
export const Declined: Story = {
  args: { conversation: conversationWith([declinedMeeting()]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/None of these work this week/)).toBeInTheDocument();
  },
};

/** The partner cancelled the agreed call, saying why. */
export const Cancelled: Story = {
  args: { conversation: conversationWith([cancelledMeeting({ channel: { kind: 'in-person', detail: 'Al Noor Tower, Floor 12\nSheikh Zayed Road, Dubai' } })]) },
};

/** No meeting yet: an invitation to propose one. */
export const NoMeeting: Story = {
  args: { conversation: conversationWith([]) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Propose a meeting' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Propose an intro meeting' });
    await expect(within(dialog).getByRole('button', { name: 'Add another time' })).toBeInTheDocument();
  },
};

/** A rejected request's conversation: what was arranged, and nothing to do. */
export const ReadOnly: Story = {
  args: { conversation: conversationWith([acceptedMeeting()], { readOnly: true, status: 'cancelled' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Cancel meeting' })).not.toBeInTheDocument();
  },
};

/** An admin reads both parties' zones and acts for nobody. */
export const AsAdmin: Story = {
  args: { conversation: conversationWith([proposedMeeting()], { viewer: 'admin' }) },
  parameters: { session: 'admin' },
};

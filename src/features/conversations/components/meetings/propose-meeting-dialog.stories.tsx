import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mock } from '@/test/stories';
import { wallClockOf } from '@/lib/zoned-time';
import { acceptedMeeting, conversationWith, proposedMeeting } from './fixtures';
import { ProposeMeetingDialog } from './propose-meeting-dialog';

/** The propose form, as the demo foreign business (Stockholm) proposing to the partner in Dubai. */
const meta = {
  title: 'Components/Conversations/ProposeMeetingDialog',
  component: ProposeMeetingDialog,
  args: { conversation: conversationWith([]), earlier: null, onClose: fn(), onProposed: fn() },
  parameters: { session: 'foreign' },
} satisfies Meta<typeof ProposeMeetingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (daysAhead: number) => wallClockOf(new Date(Date.now() + daysAhead * 86_400_000), 'UTC').day;

export const Empty: Story = {};

/** New times for an agreed call: its channel comes back, and the form says the call is replaced. */
export const ReplacingAnAgreedCall: Story = {
  args: { conversation: conversationWith([acceptedMeeting()]), earlier: acceptedMeeting() },
};

/** Answering a proposal with other times: the proposal's video link is offered again. */
export const OtherTimes: Story = {
  args: { conversation: conversationWith([proposedMeeting()]), earlier: proposedMeeting() },
};

/** The server refuses time 2 (it overlaps an accepted meeting): the message sits on that slot and everything typed stays. */
export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.json(
          'post',
          '/conversations/ctr_0001/meetings',
          {
            message: 'Time 2 overlaps a meeting Al Noor Corporate Services has already accepted.',
            errors: [{ path: 'slots.1.start', message: 'Time 2 overlaps a meeting Al Noor Corporate Services has already accepted.' }],
          },
          400,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Propose an intro meeting' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add another time' }));
    const dates = dialog.getAllByLabelText(/^Date/);
    const starts = dialog.getAllByLabelText(/^Start/);
    await userEvent.type(dates[0]!, day(3));
    await userEvent.type(starts[0]!, '10:00');
    await userEvent.type(dates[1]!, day(4));
    await userEvent.type(starts[1]!, '11:30');
    await userEvent.type(dialog.getByLabelText(/^Video link/), 'https://meet.corridor.test/nordvik');
    await userEvent.click(dialog.getByRole('button', { name: 'Propose meeting' }));
    await expect(await dialog.findByText('Time 2 overlaps a meeting Al Noor Corporate Services has already accepted.')).toBeInTheDocument();
    await expect(starts[1]).toHaveValue('11:30');
    await expect(dialog.getByLabelText(/^Video link/)).toHaveValue('https://meet.corridor.test/nordvik');
  },
};

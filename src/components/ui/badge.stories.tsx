import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { status: 'Approved' },
  argTypes: { tone: { control: 'select', options: [undefined, 'success', 'warning', 'danger', 'info', 'neutral', 'accent'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {};
export const Pending: Story = { args: { status: 'Pending' } };
export const Rejected: Story = { args: { status: 'Rejected' } };
export const Unknown: Story = { args: { status: 'Unknown Status' } };
export const ExplicitTone: Story = { args: { status: undefined, tone: 'accent', children: '92% match' } };
export const Small: Story = { args: { status: 'Verified', size: 'sm' } };

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {['Approved', 'Active', 'Verified', 'Pending', 'Sent', 'Rejected', 'Cancelled', 'Draft', 'Unknown'].map((status) => (
        <Badge key={status} status={status} />
      ))}
      <Badge tone="info">Info</Badge>
      <Badge tone="accent">Accent</Badge>
    </div>
  ),
};

export const DoToneFromStatus: Story = {
  name: 'Do: let the status pick the tone',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge status="Approved" />
      <Badge status="Pending" />
      <Badge status="Rejected" />
    </div>
  ),
  parameters: {
    docs: { description: { story: 'Give the status word and let the Badge choose its colour: the same status looks the same on every screen.' } },
  },
};

export const DontToneAgainstStatus: Story = {
  name: "Don't: a tone that contradicts the word",
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge tone="success">Rejected</Badge>
      <Badge tone="danger">Approved</Badge>
    </div>
  ),
  parameters: {
    docs: { description: { story: 'A green "Rejected" is read as good news at a glance. Set `tone` only for words that are not statuses (a match score).' } },
  },
};

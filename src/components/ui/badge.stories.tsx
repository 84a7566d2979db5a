import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessCounters } from './business-counters';

const meta = {
  title: 'Components/Admin/BusinessCounters',
  component: BusinessCounters,
  args: { counts: { foreign: 50, local: 69, investor: 28, pending: 5 } },
} satisfies Meta<typeof BusinessCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counted: Story = {};
export const NonePending: Story = { args: { counts: { foreign: 1750, local: 2069, investor: 1278, pending: 0 } } };
export const Loading: Story = { args: { counts: null } };

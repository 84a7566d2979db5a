import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddItemDialog } from './add-item-dialog';

const milestone = { _id: 'ms_0003', title: 'Emirates ID & visas for 2 staff' };

const meta = {
  title: 'Components/Contracts/AddItemDialog',
  component: AddItemDialog,
  args: { contractId: 'ctr_0001', target: { kind: 'milestone' }, onClose: fn() },
  parameters: { session: 'local' },
} satisfies Meta<typeof AddItemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddMilestone: Story = {};

export const AddTask: Story = { args: { target: { kind: 'task', milestone } } };

export const AddComment: Story = { args: { target: { kind: 'comment', milestone } }, parameters: { session: 'foreign' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Comment, Milestone, Task } from '../lib/contract-model';
import { MilestoneCard } from './milestone-card';

const milestone: Milestone = {
  _id: 'ms_0002',
  title: 'Corporate bank account opened',
  description: 'KYC pack accepted and the AED and EUR accounts operational with online banking.',
  dueDate: '2026-09-13',
};
const task = (id: string, title: string, dueDate: string, status: 'completed' | 'pending'): Task => ({
  _id: id,
  milestoneId: milestone._id,
  title,
  description: 'Licence, MoA, shareholder passports and proof of address.',
  dueDate,
  status,
});
const tasks = [
  task('t_1', 'Prepare the KYC pack', '2026-08-28', 'completed'),
  task('t_2', 'Attend the compliance interview', '2026-09-01', 'completed'),
  task('t_3', 'Fund the initial deposit', '2026-09-09', 'pending'),
];
const comments: Comment[] = [
  { _id: 'c_1', milestoneId: milestone._id, text: 'Invoice for this milestone will follow once it is signed off.', author: 'Noura Al Hammadi', createdAt: '2026-09-10T09:00:00.000Z' },
  { _id: 'c_2', milestoneId: milestone._id, text: 'Thanks, received.', author: '', createdAt: '2026-09-11T09:00:00.000Z' },
];

const meta = {
  title: 'Components/Contracts/MilestoneCard',
  component: MilestoneCard,
  args: {
    number: 2,
    milestone,
    tasks,
    comments,
    onAddTask: fn(),
    onAddComment: fn(),
    onSetTaskStatus: fn(),
  },
} satisfies Meta<typeof MilestoneCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};

export const AsPlanner: Story = { args: { canPlan: true } };

export const AsCommenter: Story = { args: { canComment: true } };

export const UpdatingATask: Story = { args: { canPlan: true, updatingTaskId: 't_3' } };

export const Complete: Story = { args: { tasks: tasks.map((item) => ({ ...item, status: 'completed' })) } };

export const Empty: Story = { args: { tasks: [], comments: [], canPlan: true, canComment: true } };

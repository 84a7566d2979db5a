import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './button-link';
import { EmptyState } from './empty-state';
import { SearchIcon } from './text-field';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: { title: 'No milestones found for this contract.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescriptionAndAction: Story = {
  args: {
    title: 'No contracts yet',
    description: 'When a partner approves one of your requests, the contract appears here.',
    action: <ButtonLink to="/foreignDashboard">Find partners</ButtonLink>,
  },
};
export const Compact: Story = { args: { title: 'No comments yet for this milestone.', compact: true } };
export const CustomIcon: Story = {
  args: {
    title: 'No businesses found matching your criteria.',
    icon: <SearchIcon />,
  },
};
export const LongText: Story = {
  args: {
    title: 'No tasks assigned to this milestone yet.',
    description:
      'Tasks break a milestone into concrete steps such as collecting the notarised memorandum of association, booking the bank appointment and submitting the establishment card application.',
  },
};

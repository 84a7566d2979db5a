import type { Meta, StoryObj } from '@storybook/react-vite';
import { mock } from '@/test/stories';
import { MilestonesSection } from './milestones-section';

/** 'Project Milestones' of ctr_0001 on the mock backend (every milestone state is seeded there). */
const meta = {
  title: 'Components/Contracts/MilestonesSection',
  component: MilestonesSection,
  args: { contractId: 'ctr_0001', canPlan: true, canComment: false },
  parameters: { session: 'local' },
} satisfies Meta<typeof MilestonesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const AsCommenter: Story = { args: { canPlan: false, canComment: true }, parameters: { session: 'foreign' } };

export const Loading: Story = { parameters: { msw: { handlers: [mock.loading('post', '/MileStones')] } } };

export const Empty: Story = {
  parameters: { msw: { handlers: [mock.json('post', '/MileStones', { miles: [], tasks: [], comments: [] })] } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [mock.error('post', '/MileStones', 500, 'Failed to fetch milestones')] } },
};

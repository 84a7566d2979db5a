import type { Meta, StoryObj } from '@storybook/react-vite';
import { marketing as marketingText } from '@/i18n/marketing';
import { StatList } from './stat-list';

const meta = {
  title: 'Components/Marketing/StatList',
  component: StatList,
  args: { items: marketingText.home.snapshot.figures, label: marketingText.home.snapshot.title },
} satisfies Meta<typeof StatList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CorridorSnapshot: Story = {};
export const Inverse: Story = {
  args: { items: marketingText.about.stats, tone: 'inverse', label: marketingText.about.statsLabel },
  parameters: { backgrounds: { value: 'navy' } },
  globals: { backgrounds: { value: 'navy' } },
};

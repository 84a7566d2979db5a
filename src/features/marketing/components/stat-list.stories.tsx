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
/**
 * On the navy surface it is made for (About Us). The story draws that surface itself: the
 * toolbar's background fades in over 0.3 s, and the accessibility check could measure the
 * contrast against the page colour before it arrives.
 */
export const Inverse: Story = {
  args: { items: marketingText.about.stats, tone: 'inverse', label: marketingText.about.statsLabel },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-surface-inverse)', padding: 'var(--space-6)' }}>
        <Story />
      </div>
    ),
  ],
};

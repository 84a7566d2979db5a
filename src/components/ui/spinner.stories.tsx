import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { size: 'md' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', color: 'var(--color-primary)' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
      <Spinner size={56} />
    </div>
  ),
};

export const CustomLabel: Story = { args: { label: 'Loading contract details...' } };

export const OnDarkSurface: Story = {
  render: (args) => (
    <div data-surface="inverse" style={{ background: 'var(--color-surface-inverse)', color: 'var(--color-text-inverse)', padding: 24 }}>
      <Spinner {...args} size="lg" />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Design system/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 40, label: 'Progress' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const Accent: Story = { args: { value: 62, tone: 'accent', label: 'Profile completeness' } };
export const Small: Story = { args: { value: 75, size: 'sm' } };
export const HiddenLabel: Story = { args: { value: 25, hideLabel: true } };
export const WithValueText: Story = { args: { value: 40, label: 'Milestone 1 — Trade licence', valueText: '2 of 5 tasks completed' } };

export const DoNameWhatProgresses: Story = {
  name: 'Do: name what progresses',
  args: { value: 40, label: 'Milestone 1 — Trade licence', valueText: '2 of 5 tasks completed' },
  parameters: {
    docs: { description: { story: 'The label says what is being completed, and `valueText` what the percentage stands for.' } },
  },
};

export const DontGenericLabel: Story = {
  name: "Don't: a generic label",
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProgressBar {...args} value={40} label="Progress" />
      <ProgressBar {...args} value={75} label="Progress" />
    </div>
  ),
  parameters: {
    docs: { description: { story: 'Two bars both called "Progress" cannot be told apart, by eye or by a screen reader.' } },
  },
};

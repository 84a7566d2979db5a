import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this.' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      The text after this sentence is visually hidden.
      <VisuallyHidden {...args} />
    </p>
  ),
};

export const SkipLink: Story = {
  render: () => (
    <a href="#main">
      <VisuallyHidden focusable>Skip to main content (press Tab to see it)</VisuallyHidden>
    </a>
  ),
};

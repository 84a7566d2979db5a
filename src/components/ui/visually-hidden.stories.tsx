import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
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

export const DoAddContext: Story = {
  name: 'Do: add what the eye gets from around it',
  render: () => (
    <a href="#profile">
      View Profile<VisuallyHidden> of Al Noor Legal Consultants</VisuallyHidden>
    </a>
  ),
  parameters: {
    docs: { description: { story: 'A card\'s "View Profile" is clear on screen; the hidden words name the card for a list of links read aloud.' } },
  },
};

export const DontHideWhatEveryoneNeeds: Story = {
  name: "Don't: hide what everyone needs",
  render: () => (
    <p>
      Upload your trade licence.
      <VisuallyHidden> PDF only, at most 1 MB.</VisuallyHidden>
    </p>
  ),
  parameters: {
    docs: { description: { story: 'A rule that applies to everyone (the file type and size) hidden from sight is discovered only by the error message.' } },
  },
};

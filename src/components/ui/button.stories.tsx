import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Get Started', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Book a demo' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Logout' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, children: 'Login' } };
export const LoadingWithText: Story = {
  args: { loading: true, loadingText: 'Processing...', children: 'Add Milestone' },
};
export const FullWidth: Story = { args: { fullWidth: true, children: 'Continue to Demo' } };
export const LongText: Story = {
  args: {
    fullWidth: true,
    children: 'Apply for Partnership with Al Noor Legal Consultants and Free Zone Advisory Services',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
};

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          <Button {...args} size={size} variant="primary">Primary</Button>
          <Button {...args} size={size} variant="secondary">Secondary</Button>
          <Button {...args} size={size} variant="ghost">Ghost</Button>
          <Button {...args} size={size} variant="danger">Danger</Button>
          <Button {...args} size={size} loading>Loading</Button>
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: 'Download contract',
    variant: 'secondary',
    iconStart: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    ),
  },
};

export const RightToLeft: Story = {
  args: { children: 'ابدأ الآن' },
  parameters: { direction: 'rtl' },
};

export const DoOnePrimaryAction: Story = {
  name: 'Do: one primary action',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button variant="secondary">Cancel</Button>
      <Button>Send request</Button>
    </div>
  ),
  parameters: {
    docs: { description: { story: 'One primary button per view or dialog, for the step most people take next; the other actions are secondary or ghost.' } },
  },
};

export const DontTwoPrimaryActions: Story = {
  name: "Don't: two primary actions",
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button>Save draft</Button>
      <Button>Send request</Button>
    </div>
  ),
  parameters: {
    docs: { description: { story: 'Two primary buttons side by side leave the eye nowhere to go first: make the less likely one secondary.' } },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchField, TextField } from './text-field';

const meta = {
  title: 'Design system/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', placeholder: 'name@company.com', type: 'email' },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Use your work e-mail address.' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'Email and password are required', defaultValue: '' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'demo.foreign@corridor.test' } };
export const Password: Story = { args: { label: 'Password', type: 'password', placeholder: undefined, defaultValue: 'corridor-demo' } };
export const PasswordWithError: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, error: 'Password must be greater than 6 characters' },
};
/** `SearchField`: a TextField of type "search" with the magnifying glass at its start. */
export const Search: Story = {
  args: { label: 'Search contracts', hideLabel: true, placeholder: 'Search by company, name or category' },
  render: (args) => <SearchField {...args} />,
};
export const LongText: Story = {
  args: {
    label: 'Detailed service description of the company and its licensed activities in the UAE',
    hint: 'Describe what you offer to foreign businesses entering the UAE market, including free zone set-up, banking introductions and visa processing.',
    error: 'Please complete all * required fields',
    required: true,
  },
};
export const RightToLeft: Story = {
  args: { label: 'البريد الإلكتروني', placeholder: 'name@company.ae', hint: 'بريد العمل', required: true },
  parameters: { direction: 'rtl' },
};

export const DoVisibleLabel: Story = {
  name: 'Do: a visible label',
  args: { label: 'Work e-mail', placeholder: 'name@company.com', hint: 'We send the verification code here.' },
  parameters: {
    docs: { description: { story: 'The label stays above the field while you type; the placeholder only shows the format expected.' } },
  },
};

export const DontPlaceholderAsLabel: Story = {
  name: "Don't: the placeholder as the label",
  args: { label: 'Work e-mail', hideLabel: true, placeholder: 'Work e-mail' },
  parameters: {
    docs: {
      description: {
        story: 'A placeholder disappears at the first letter typed, so the field no longer says what it wants; it is also lighter than text. Keep `hideLabel` for a search box with a visible button or heading beside it.',
      },
    },
  },
};

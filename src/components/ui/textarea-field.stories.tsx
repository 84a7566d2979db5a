import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextareaField } from './textarea-field';

const meta = {
  title: 'Design system/Forms/TextareaField',
  component: TextareaField,
  tags: ['autodocs'],
  args: { label: 'Description', placeholder: 'What does this milestone deliver?' },
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true, hint: 'Shown to both partners.' } };
export const WithError: Story = { args: { required: true, error: 'Description is required' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Trade licence application submitted to DMCC.' } };
export const LongText: Story = {
  args: {
    rows: 6,
    defaultValue:
      'We support Nordic and EU companies with company formation in mainland and free zones, corporate bank account opening, visas, office space, tax registration and ongoing compliance. Our team speaks English, Arabic, Swedish and Finnish.',
  },
};

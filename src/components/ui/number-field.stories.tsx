import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './number-field';

const meta = {
  title: 'Design system/Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Target revenue', min: 0, max: 1000, unit: '%' },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 40, hint: 'A percentage from 0 to 1000.' } };
export const Required: Story = { args: { label: 'Ticket size min (USD)', unit: 'K USD', required: true, min: undefined, max: undefined } };
export const WithError: Story = { args: { required: true, error: 'Please complete all * required fields' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 120 } };
export const WithoutUnit: Story = { args: { label: 'Years in operation', unit: undefined, min: 0, max: undefined } };

export const DoUnitBesideTheValue: Story = {
  name: 'Do: the unit beside the value',
  args: { label: 'Ticket size, minimum', unit: 'K USD', min: 0, max: undefined, defaultValue: 250 },
  parameters: {
    docs: { description: { story: '`unit` stays visible after the value and is read with it by screen readers.' } },
  },
};

export const DontUnitInPlaceholder: Story = {
  name: "Don't: the unit in the placeholder",
  args: { label: 'Ticket size, minimum', unit: undefined, min: 0, max: undefined, placeholder: 'in thousands of USD' },
  parameters: {
    docs: { description: { story: 'The unit vanishes as soon as a number is typed, and "250" could then mean dollars or thousands.' } },
  },
};

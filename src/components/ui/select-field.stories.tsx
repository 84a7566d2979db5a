import type { Meta, StoryObj } from '@storybook/react-vite';
import { options } from '@/lib/options';
import { SelectField } from './select-field';

const meta = {
  title: 'Design system/Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Industry',
    placeholder: 'Select an industry',
    options: options.industries,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true, hint: 'Pick the closest match.' } };
export const WithError: Story = { args: { required: true, error: 'Please complete all * required fields' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Food & Beverage' } };
export const CurrentValueOutsideOptions: Story = { args: { defaultValue: 'Aerospace' } };
export const Empty: Story = { args: { options: [], placeholder: 'No options available' } };
export const LongText: Story = {
  args: {
    label: 'Preferred free zone for the company registration and licensing',
    options: [
      { value: 'dmcc', label: 'Dubai Multi Commodities Centre (DMCC) — commodities, trading and services' },
      { value: 'adgm', label: 'Abu Dhabi Global Market (ADGM) — financial services' },
    ],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { options } from '@/lib/options';
import { SelectField } from './select-field';

const meta = {
  title: 'Design system/Forms/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'Industry',
    placeholder: 'Select an industry',
    options: options.industries,
  },
  // Content and lists are set by the stories, not edited as JSON in Controls (whose JSON editor's
  // markup also fails axe's listitem rule on the docs page).
  argTypes: { options: { control: false } },
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

export const DoSelectForALongList: Story = {
  name: 'Do: a select for a long list',
  args: { label: 'Industry', required: true },
  parameters: {
    docs: { description: { story: 'A select suits a list too long to show at once, whose items the reader knows (industries, countries).' } },
  },
};

export const DontSelectForYesOrNo: Story = {
  name: "Don't: a select for yes or no",
  args: {
    label: 'Do you already have a UAE trade licence?',
    placeholder: 'Select',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  parameters: {
    docs: { description: { story: 'Two choices hidden behind a click: a checkbox (or two radio buttons) shows them and takes one tap.' } },
  },
};

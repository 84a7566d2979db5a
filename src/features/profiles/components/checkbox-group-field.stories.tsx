import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profiles as profilesText } from '@/i18n/profiles';
import { options } from '@/lib/options';
import { controlledField } from '../stories/decorators';
import { CheckboxGroupField } from './checkbox-group-field';

const meta = {
  title: 'Components/Profiles/CheckboxGroupField',
  component: CheckboxGroupField,
  args: { label: profilesText.fields.targetStages, options: options.targetStages, value: [], onChange: fn() },
  render: controlledField(CheckboxGroupField, 640),
} satisfies Meta<typeof CheckboxGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { value: ['Seed', 'Series A'] } };

/** A stored value outside the edit form's list stays selectable. */
export const WithCurrentValue: Story = {
  args: { options: options.targetStagesEdit, value: ['Seed', 'Bridge'], currentValues: ['Seed', 'Bridge'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Bridge (Current value)' })).toBeChecked();
  },
};

export const Required: Story = { args: { required: true, error: profilesText.validation.fieldRequired } };

export const Toggling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Growth' }));
    await expect(canvas.getByRole('checkbox', { name: 'Growth' })).toBeChecked();
  },
};

import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@/components/ui';
import { foreignEditRequired, foreignEditSchema, foreignRegistrationRequired, foreignRegistrationSchema, foreignSections } from '../schemas/foreign-profile';
import { investorRegistrationRequired, investorRegistrationSchema, investorSections } from '../schemas/investor-profile';
import { localRegistrationRequired, localRegistrationSchema, localSections } from '../schemas/local-partner-profile';
import { emptyFormValues, toFormValues, type FormMode, type ProfileFormSchema, type ProfileFormValues, type SectionSpec } from '../schemas/profile-form';
import { ProfileFields } from './profile-fields';
import { nordvikProfile } from '../stories/decorators';

interface DemoProps {
  sections: readonly SectionSpec[];
  schema: ProfileFormSchema;
  required: readonly string[];
  mode: FormMode;
  values?: ProfileFormValues;
}

/** A form around ProfileFields, as the registration and edit screens use it. */
function ProfileFieldsDemo({ sections, schema, required, mode, values }: DemoProps) {
  const form = useForm<ProfileFormValues>({ defaultValues: values ?? emptyFormValues(sections), resolver: zodResolver(schema) });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => {})(event)} style={{ display: 'grid', gap: 24, maxInlineSize: 960 }}>
      <ProfileFields form={form} sections={sections} mode={mode} required={required} />
      <Button type="submit">Check</Button>
    </form>
  );
}

const meta = {
  title: 'Components/Profiles/ProfileFields',
  component: ProfileFieldsDemo,
  args: { sections: foreignSections, schema: foreignRegistrationSchema, required: foreignRegistrationRequired, mode: 'register' },
} satisfies Meta<typeof ProfileFieldsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The business profile, first reading of every list. */
export const ForeignRegistration: Story = {};

/** The business profile's edit form with the demo profile's first-reading values kept as "Current value". */
export const ForeignEdit: Story = {
  args: {
    mode: 'edit',
    schema: foreignEditSchema,
    required: foreignEditRequired,
    values: toFormValues(foreignSections, nordvikProfile),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Expansion Timeline/)).toHaveValue('3-6 months');
  },
};

export const PartnerRegistration: Story = { args: { sections: localSections, schema: localRegistrationSchema, required: localRegistrationRequired } };

export const InvestorRegistration: Story = {
  args: { sections: investorSections, schema: investorRegistrationSchema, required: investorRegistrationRequired },
};

/** Checked without answers: every required field says so. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect((await canvas.findAllByText('This field is required')).length).toBe(10);
  },
};
